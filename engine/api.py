"""The engine's one entry point: :func:`handle` takes a JSON request and returns a JSON response.

Every caller goes through it: the widgets in the browser, the site build, the
command line and the tests. Bad input comes back as
``{"error": {"field": ..., "reason": ...}}``, never as an exception.

>>> handle({"action": "play", "game": "farmer", "players": 9, "seed": 1})
{'error': {'field': 'players', 'reason': 'In Farmer (American) the players must be a whole number from 2 to 8, not 9'}}
"""

from __future__ import annotations

from collections.abc import Mapping

from engine import fields
from engine.catalogue import Game, Variant
from engine.errors import EngineError
from engine.games import GAMES

Json = dict[str, object]

ENGINE_ACTIONS = ("catalogue", "rules")
"""Actions about the engine itself; every other action belongs to a game."""


def handle(request: object) -> Json:
    """Answer one request; see the API page of the documentation for every action and field."""
    try:
        return _dispatch(request)
    except EngineError as error:
        return {"error": error.as_dict()}


def _dispatch(request: object) -> Json:
    if not isinstance(request, dict):
        raise EngineError("request", "a request is a JSON object such as {\"action\": \"catalogue\"}")
    action = request.get("action")
    game_actions = sorted({name for game in GAMES.values() for name in game.actions})
    if not isinstance(action, str) or action not in (*ENGINE_ACTIONS, *game_actions):
        listed = ", ".join((*ENGINE_ACTIONS, *game_actions))
        raise EngineError("action", f"unknown action {action!r}: the actions are {listed}")
    if action == "catalogue":
        fields.check_fields(request, ("action",))
        return {"games": [game.describe() for game in GAMES.values()]}
    game, variant = _game_and_variant(request)
    if action == "rules":
        fields.check_fields(request, ("action", "game", "variant"))
        return {"game": game.id, "variant": variant.id, "rules": [rule.as_dict() for rule in variant.book.values()]}
    if action not in game.actions:
        raise EngineError("action", f"{game.title} does not answer {action!r}")
    return dict(game.actions[action](variant, request))


def _game_and_variant(request: Mapping[str, object]) -> tuple[Game, Variant]:
    game_id = request.get("game")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise EngineError("game", f"unknown game {game_id!r}: the games are {', '.join(GAMES)}")
    game = GAMES[game_id]
    variant_id = request.get("variant", game.default_variant)
    if not isinstance(variant_id, str) or variant_id not in game.variants:
        raise EngineError("variant", f"unknown variant {variant_id!r} of {game.title}: the variants are "
                          f"{', '.join(game.variants)}")
    variant: Variant = game.variants[variant_id]
    return game, variant
