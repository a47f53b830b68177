"""The engine's one entry point: :func:`handle` takes a JSON request and returns a JSON response.

Every caller goes through it: the widgets in the browser, the site build, the
command line and the tests. Bad input comes back as
``{"error": {"field": ..., "reason": ...}}``, never as an exception. Every request
is first held to the bounds of :mod:`engine.limits`, the same for every game.

>>> handle({"action": "play", "game": "farmer", "players": 9, "seed": 1})
{'error': {'field': 'players', 'reason': 'In Farmer (American) the players must be a whole number from 2 to 8, not 9'}}
"""

from __future__ import annotations

from collections.abc import Mapping

from dataclasses import replace

from engine import collector, described, language, limits, options
from engine.cards import TAROT_NOUVEAU, parse_any
from engine.catalogue import CatalogueJson, Listed
from engine.described import worded
from engine.envelope import (ChoiceJson, DealJson, Envelope, PaymentJson, SeatJson, StepJson, WaitingJson,
                             is_envelope)
from engine.errors import EngineError, is_error, not_a_move, shown
from engine.games import GAMES, PACKAGES
from engine.language import DEFAULT as DEFAULT_LANGUAGE
from engine.language import FIELD as LANGUAGE_FIELD
from engine.language import LANGUAGES, card_label, card_name, named_in_sentence, speaking, spoken, typeset
from engine.language import current as current_language
from engine.model import UNSEEN
from engine.options import Field, FieldJson
from engine.packs import PACKS
from engine.refusal_words import REFUSALS, UNEXPECTED
from engine.request import ACTION, GAME, VARIANT
from engine.said import say
from engine.shuffle import MAX_SEED, parse_seed
from engine.snapshot import PlaceTable, SeatTable, Snapshot, diff, is_snapshot, masked, patched
from engine.table import DEFAULT_NAMES

__all__ = [
    "handle", "GAMES", "PACKAGES", "PACKS", "TAROT_NOUVEAU", "UNSEEN", "DEFAULT_NAMES", "MAX_SEED", "parse_seed",
    "parse_any", "EngineError", "is_error", "not_a_move", "shown", "Envelope", "is_envelope", "ChoiceJson", "DealJson",
    "PaymentJson", "SeatJson", "StepJson", "WaitingJson", "Snapshot", "SeatTable", "PlaceTable", "is_snapshot", "diff",
    "masked", "patched", "UNEXPECTED", "LANGUAGES", "DEFAULT_LANGUAGE", "LANGUAGE_FIELD", "speaking", "spoken",
    "current_language", "typeset", "named_in_sentence", "card_name", "card_label", "worded",
]
"""What a program may read of the engine besides :func:`handle`'s answers: the games and their packages, the packs
and cards (``UNSEEN``, ``"?"``, stands for a card its reader may not see), the answers' types and tables, and the
English reason of a request Python itself refused (``UNEXPECTED``, which no check should leave to answer), and the
languages the answers are worded in (:mod:`engine.language`: a widget answers in its page's), with what a program
shows beside an answer in its language: a game's declared titles (:func:`~engine.described.worded`), a card as a
sentence names it and the language's typography. The widgets
read the engine through these names, and a game's widget module also reads its own game's published names (the
``__all__`` of its package under ``engine.games``)."""

Json = dict[str, object]

ENGINE_ACTIONS = ("catalogue", "rules")
"""Actions about the engine itself; every other action belongs to a game."""

ENGINE_FIELDS: dict[str, tuple[Field, ...]] = {
    "catalogue": (replace(ACTION, choices=("catalogue",)),),
    "rules": (replace(ACTION, choices=("rules",)), replace(GAME, choices=tuple(GAMES)),
              replace(VARIANT, holds="the rule set's id; by default the game's default rule set")),
}
"""The fields of the engine's own actions, as the catalogue lists them."""


def handle(request: object) -> Json:
    """Answer one request; see the API page of the documentation for every action and field.

    The answer is worded in the language the request names (``"lang"``, :mod:`engine.language`), English by
    default; a request beyond the engine's bounds is refused in that language too, when the engine speaks it. The
    cyclic garbage collector is paused meanwhile (:mod:`engine.collector`). The errors Python raises on values no
    check caught are answered too, with the reason :data:`~engine.refusal_words.UNEXPECTED` (in the language of the
    answer), so that the promise of never raising holds even then; the checks are meant to name the field first.
    """
    with language.speaking(language.spoken(request)):
        try:
            with collector.paused():
                limits.check(request)
                if isinstance(request, dict) and language.FIELD in request:
                    language.read(request)  # refuses a language the engine does not speak
                    request = {key: value for key, value in request.items() if key != language.FIELD}
                return _dispatch(request)
        except EngineError as error:
            return {"error": error.as_dict()}
        except (RecursionError, ValueError, TypeError, KeyError, IndexError, OverflowError, MemoryError):
            return _unexpected()


def _unexpected() -> Json:
    """The answer when Python itself refused a value: :data:`~engine.refusal_words.UNEXPECTED`, in the language of
    the answer (or the refusal of that language, when this copy of the engine was made without its sentences)."""
    try:
        return {"error": {"field": "request", "reason": REFUSALS.tell(say("refuse.request.unexpected"), ())}}
    except EngineError as error:
        return {"error": error.as_dict()}


def _dispatch(request: object) -> Json:
    if not isinstance(request, dict):
        raise EngineError("request", REFUSALS.tell(say("refuse.request.object"), ()))
    action = request.get("action")
    game_actions = sorted({name for game in GAMES.values() for name in game.actions})
    if not isinstance(action, str) or action not in (*ENGINE_ACTIONS, *game_actions):
        said = say("refuse.action.unknown", given=shown(action), actions=(*ENGINE_ACTIONS, *game_actions))
        raise EngineError("action", REFUSALS.tell(said, ()))
    if action == "catalogue":
        options.check(request, ENGINE_FIELDS["catalogue"])
        return dict(catalogue())
    game = _game(request)
    variant = game.variant(request)
    if action == "rules":
        options.check(request, ENGINE_FIELDS["rules"])
        return {"game": game.id, "variant": variant.id, "rules": [rule.as_dict() for rule in variant.book.values()]}
    if action not in game.actions:
        said = say("refuse.action.unanswered", title=described.worded(game.title), given=shown(action))
        raise EngineError("action", REFUSALS.tell(said, ()))
    return dict(game.answer(action, request))


def catalogue() -> CatalogueJson:
    """The answer to ``catalogue``: every game, its rule sets, their packs and each action's fields, in the
    language of the answer (:mod:`engine.described`)."""
    engine: dict[str, list[FieldJson]] = {action: [declared.describe() for declared in declared_fields]
                                          for action, declared_fields in ENGINE_FIELDS.items()}
    answer: CatalogueJson = {"games": [game.describe() for game in GAMES.values()], "requests": engine}
    return described.all_worded(answer)


def _game(request: Mapping[str, object]) -> Listed:
    game_id = request.get("game")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise EngineError("game", REFUSALS.tell(say("refuse.game.unknown", given=shown(game_id), games=tuple(GAMES)),
                                                ()))
    return GAMES[game_id]
