"""The ```picture block of our Markdown pages: a picture of a game at one step of a seeded deal, drawn at build time
with no control and no script, before the rules that a page's widget then walks through.

Registered in mkdocs.yml as a custom fence of pymdownx.superfences, beside the widget block. The block is
``key: value`` lines, as a widget block's are: ``id``, ``game``, ``variant``, ``kind`` (``steps``, the default, or
``play``), ``seed``, ``players``, the game's options, and ``at``, the step to draw, named by its rule (the first
step under ``farmer.win.sixteen``) or by its number as a widget's ``step`` counts it (from 0). The figure holds the
part of the widget's table that pictures the game at that step, drawn by its game's renderer
(:attr:`widgets.renderer.Renderer.picture`) from the engine's answer, and a caption built from the step's sentence
that names the seed, the players and the step, so that a reader can replay it in the page's widget. A block the
engine refuses, or whose step has nothing to draw, stops the build with the picture's id, the field and the reason.

>>> from widgets.games import state_of
>>> html = figure("farmer-win", state_of({"game": "farmer", "kind": "steps", "seed": 2}),
...               "farmer.win.sixteen")
>>> html.startswith('<figure class="ma-picture" id="farmer-win"'), "Claude wins the farm" in html, "seed 2" in html
(True, True, True)
>>> "<form" in html or "<button" in html
False
"""

from __future__ import annotations

from typing import Any

from engine.api import GAMES, EngineError, Envelope, worded
from widgets.fence import WidgetBlockError, in_page_language, parse_block
from widgets.games import renderer_of, state_of
from widgets.html import attrs, esc
from widgets.requests import answer
from widgets.speech import Words
from widgets.state import MAX_STEP, WidgetState
from widgets.steps import rule_link
from widgets.table import steps_of

say = Words(__name__)


class PictureBlockError(ValueError):
    """A ```picture block that cannot be drawn; the message names the picture and the field."""


def step_at(response: Envelope, at: str) -> int:
    """The step ``at`` names in an answer: the first step under a rule (its id, or the id of a rule above it such
    as ``farmer.win``), or a step's number counted from 0, as a widget's ``step`` field counts it.

    >>> answer = {"deals": [{"steps": [{"rule": "farmer.deal.one"}, {"rule": "farmer.win.sixteen"}]}]}
    >>> step_at(answer, "farmer.win.sixteen"), step_at(answer, "farmer.win"), step_at(answer, "1")
    (1, 1, 1)
    """
    steps = steps_of(response)
    if at.isascii() and at.isdigit() and len(at) <= len(str(MAX_STEP)):
        if int(at) < len(steps):
            return int(at)
        raise EngineError("at", say("this deal has steps 0 to {last} as a widget counts them, not {at}",
                                    last=len(steps) - 1, at=at))
    for index, step in enumerate(steps):
        if step["rule"] == at or step["rule"].startswith(at + "."):
            return index
    raise EngineError("at", say("no step of this deal is under the rule {at}: give a rule id its steps show, such as "
                                "farmer.win.sixteen, or a step's number", at=repr(at)))


DEALT = ("steps", "play", "scenario")
"""The kinds of widget a picture draws: those that walk a deal step by step, whose table is the deal's."""


def figure(picture_id: str, state: WidgetState, at: str) -> str:
    """The figure of ``state`` at the step ``at`` names: the game's picture at that step and its caption."""
    renderer = renderer_of(state.game)
    if renderer is None:
        raise EngineError("game", say("unknown game {game}: the games are {games}", game=repr(state.game),
                                      games=", ".join(GAMES)))
    if state.kind not in DEALT or state.kind not in renderer.kinds:
        kinds = [kind for kind in DEALT if kind in renderer.kinds]
        raise EngineError("kind", say("a picture of this game draws a {kinds} widget's table, not a {kind}'s",
                                      kinds=say(" or a ").join(kinds), kind=state.kind))
    response = answer(renderer.request(state))
    step = step_at(response, at)
    table = renderer.picture(state.but(step=step), response, step)
    return (f'<figure{attrs(class_="ma-picture", id=picture_id)}>'
            f'<div class="ma-picture__table">{unheaded(table)}</div>'
            f"{caption(state, response, step)}</figure>")


def unheaded(table: str) -> str:
    """A widget's table as a figure shows it: the headings that title its parts inside a widget (a trick, a phase)
    become plain titles, since a figure stands in the page's text and is no section of its outline.

    >>> unheaded('<h4 class="ma-trick__title">Trick 3</h4>')
    '<p class="ma-trick__title">Trick 3</p>'
    """
    return table.replace("<h4", "<p").replace("</h4>", "</p>")


def caption(state: WidgetState, response: Envelope, step: int) -> str:
    """What the picture shows, in words: the step's sentence and its rule, then the game, the seed, the players,
    the options given and the step, as the page's widget takes them to replay the deal."""
    shown = steps_of(response)[step]
    game = GAMES[state.game]
    title = game.variants[state.variant].title if state.variant is not None else game.title  # it names the game
    options = "".join(f", {name} {text}" for name, text in state.options)  # as the block gives them: codes
    replay = say("{title}, seed {seed}, {players} players{options}: step {step} of {total}. Deal this seed in the "
                 "page's widget and step to it to replay the deal.", title=esc(worded(title)), seed=state.seed,
                 players=state.players, options=esc(options), step=step + 1, total=len(steps_of(response)))
    return (f'<figcaption class="ma-picture__caption"><p class="ma-picture__said">{esc(shown["text"])} '
            f'<span class="ma-picture__rule">({esc(say("rule"))} {rule_link(shown["rule"])})</span></p>'
            f'<p class="ma-picture__replay">{replay}</p></figcaption>')


def format(source: str, language: str, css_class: str, options: dict[str, Any], md: Any, **kwargs: Any) -> str:  # noqa: A001
    """superfences' formatter: the block's source in, the picture's HTML out."""
    try:
        picture_id, fields, _ = parse_block(source)
    except WidgetBlockError as error:
        raise PictureBlockError(f"picture block: {error}") from error
    at = fields.pop("at", "")
    try:
        if not at:
            raise EngineError("at", say("name the step to draw: a rule id such as farmer.win.sixteen, or a step's "
                                        "number"))
        if "step" in fields:
            raise EngineError("step", say("a picture draws the step named by 'at', not by 'step'"))
        with in_page_language():
            return figure(picture_id, state_of({"kind": "steps", **fields}), at)
    except EngineError as error:
        raise PictureBlockError(f"picture {picture_id}: {error.field}: {error.reason}") from error
