"""The "predict, then check" mode of the stepping widgets: the table as the players could know it, each decisive
step asked as a question the reader answers with buttons, the answer checked and counted.

With the mode on (``predict=1`` in the URL fragment), every table shown hides what nobody watching could yet
know: the face-down cards of every seat (a seated reader keeps their own), the talon, the stock and the dog,
and any total or note that would give them away (:func:`engine.snapshot.masked`, the view a seat has of the
others). A step that a renderer asks about (its :attr:`~widgets.renderer.Renderer.decisive` questions,
:class:`Ask`) is first shown as a question over the table as it stood before it, its sentence, rule and highlights
held back. The reader answers with buttons: who (the seat that wins, or is paid) or what (a figure, whether a
contract is made), and, where several rules could decide, which rule. Once every part is answered the step is
revealed with a verdict, right or not and why, and the tally (``right`` of ``asked``) grows; Next on a question
shows the answer without counting it. ``revealed`` holds the furthest step revealed: a question at or before it,
come back to, shows its answer and is not asked (nor counted) again. "Try this deal again" goes back to the first
step with the tally at nought.

The questions ask what the rules decide, never what a computer seat chose, unless they state the policy it follows
(:attr:`~widgets.asks.Ask.ours`). In a dealt deal they vary: no kind of question is asked more than a third of the
time where three kinds or more come up (:func:`prepared`), the rarer kinds every time. A class watching reads the
steps as the engine tells an onlooker (``"seat": 0``), so that no sentence names a card the table hides.

>>> from widgets.games import renderer_of
>>> game = "farmer"
>>> declared = renderer_of(game).declared
>>> won = {"rule": "farmer.win.sixteen", "seats": [2], "cards": [], "data": {}}
>>> decisive(won, declared.decisive), decisive({**won, "rule": "farmer.count.points"}, declared.decisive)
(True, False)
>>> state = WidgetState(game=game, kind="steps", seed=42, predict=True, step=4, declared=declared)
>>> asking(state, won), asking(state.but(revealed=4), won), asking(state.but(revealed=9), won)
(True, False, False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import cast

from engine.api import DEFAULT_NAMES, LANGUAGE_FIELD, DealJson, EngineError, Envelope, Snapshot, StepJson, \
    current_language, diff, handle, masked, named_in_sentence, parse_any, patched, shown
from widgets.asks import DRAWS, MADE, PAYEE, RULE, TIE, VALUE, WINNER, Ask
from widgets.html import attrs, esc
from widgets.speech import Words
from widgets.state import MAX_STEP, WidgetState
from widgets.steps import nav_buttons, rule_link, step_list, step_panel
from widgets.table import steps_of

say = Words(__name__)

KINDS = ("steps", "play", "scenario", "calculator")
"""The kinds of widget that offer the mode: those that walk step by step through a deal, or through a score or a
judgement worked out."""

ONLOOKED = ("steps", "play")
"""The kinds whose steps a class watching in the mode reads as an onlooker is told them (:func:`masked_answer`):
a dealt deal's, whose hands nobody typed."""

ASKED_WHOLE = ("scenario",)
"""The kinds whose every question is asked, unthinned (:func:`prepared`): a scenario is set up to ask about its rule
at every turn."""

SHOWN_WHOLE = ("calculator",)
"""The kinds whose table the mode never masks: the reader gave (or dealt) every card a calculator shows."""

QUESTION = "Predict, then check"
"""How a question's panel is named for screen readers; its heading is the question itself."""

STILL_TIED = "Still tied"
"""The last choice of a :data:`TIE` question: the rule leaves more than one seat in the running."""

MADE_CHOICES = ("Made", "Lost")
"""The choices of a :data:`MADE` question, the first right when the points reach those needed."""

NOBODY = "Nobody"
"""The choice of no seat, in a question where the rules may leave a thing to nobody."""

OURS = "Our seats' policy, not a rule of the source:"
"""How a question about our computer seats' choice introduces the policy they follow (:attr:`Ask.ours`)."""

MOST_RULES = 4
"""The most rules a question offers: the right one and up to three of its rivals."""


@dataclass(frozen=True)
class Question:
    """A question as the reader sees it: its words, the choices of its first part (none for a question of the rule
    alone) and the rules its rule part offers (ids and words; none when one rule alone could decide); for a
    question about our computer seats' choice, the policy they follow (:attr:`Ask.ours`)."""

    prompt: str
    choices: tuple[str, ...]
    rules: tuple[str, ...]
    rule_words: tuple[str, ...]
    ours: str = ""


def ask_of(step: StepJson, asks: Sequence[Ask]) -> Ask | None:
    """The question of a game's ``asks`` (its :attr:`~widgets.declared.Declared.decisive` questions) that a step
    asks; ``None`` for a step told, not asked, or one :func:`prepared` spared."""
    if step["data"].get(SPARED):
        return None
    return next((ask for ask in asks if ask.asks(step)), None)


def decisive(step: StepJson, asks: Sequence[Ask]) -> bool:
    """Whether a step is asked as one of a game's ``asks`` in the mode."""
    return ask_of(step, asks) is not None


def on(state: WidgetState) -> bool:
    """Whether ``state`` shows the mode: switched on, in a widget that walks step by step."""
    return state.predict and state.kind in KINDS


def asking(state: WidgetState, step: StepJson) -> bool:
    """Whether ``step``, the one shown, is still a question: the mode is on, the step is asked and it lies past
    the furthest step revealed (a question answered once is not asked again)."""
    return on(state) and decisive(step, state.declared.decisive) and (state.revealed is None or state.step > state.revealed)


def _book(game: str, variant: str | None) -> tuple[tuple[str, str], ...]:
    """The rules of a game's rule set (``None``: its default), in the rule book's order: id and title, in the
    language of the answer being made."""
    return _book_in(game, variant, current_language())


@lru_cache(maxsize=32)
def _book_in(game: str, variant: str | None, lang: str) -> tuple[tuple[str, str], ...]:
    request: dict[str, object] = {"action": "rules", "game": game, **({"variant": variant} if variant else {}),
                                  LANGUAGE_FIELD: lang}
    answer = handle(request)
    rules = answer.get("rules") if isinstance(answer, dict) else None
    return tuple((str(rule["id"]), str(rule["title"])) for rule in rules) if isinstance(rules, list) else ()


def question(state: WidgetState, step: StepJson) -> Question | None:
    """The question asked at ``step``, the one ``state`` shows: its words, its choices of seats or moves and its
    rules to choose from, all drawn from the step's rule and seat and the table's names; ``None`` for a step not
    asked. The rules offered are the step's own and up to three rivals, chosen in turn by the step's number in the
    widget so that no rule is always left out, and listed in the rule book's order."""
    ask = ask_of(step, state.declared.decisive)
    if ask is None:
        return None
    declared = Words(state.declared.home)
    names = _names(state)
    seat = step["seats"][0] if step["seats"] else None
    subject = names[seat - 1] if isinstance(seat, int) and 0 < seat <= len(names) else say("the player")
    if ask.part in (WINNER, PAYEE):
        choices: tuple[str, ...] = (*names, say(NOBODY)) if ask.nobody else names
    elif ask.part == TIE:
        choices = (*names, say(STILL_TIED))
    elif ask.part == VALUE:
        choices = tuple(words if ask.span else declared(words) for _, words in _values(ask, step))  # figures as they are
    else:
        choices = tuple(map(declared, ask.yes_no)) if ask.part == DRAWS else \
            tuple(map(say, MADE_CHOICES)) if ask.part == MADE else ()
    rules = _offered(state, ask, step["rule"], state.step)
    words = dict(ask.words)
    book = dict(_book(state.game, state.variant))
    rule_words = tuple(declared(words[rule.partition(".")[2]]) if rule.partition(".")[2] in words
                       else book.get(rule, rule) for rule in rules)
    card = named_in_sentence(parse_any(step["cards"][0])) if step["cards"] else say("the card")
    prompt = declared(ask.prompt, seat=subject, rule=book.get(step["rule"], step["rule"]), card=card)
    return Question(prompt, choices, rules, rule_words, declared(ask.ours) if ask.ours else "")


def _values(ask: Ask, step: StepJson) -> tuple[tuple[object, str], ...]:
    """The values a :data:`VALUE` question offers: its own, and the step's where they lack it (a house rule's
    multiplier), written as a figure; for a question of a count (:attr:`Ask.span`), the whole numbers of the block
    of that many holding the step's figure, counted from 1, so that where the right one stands follows the figure
    and not the question."""
    value = step["data"].get(ask.key)
    if ask.span and isinstance(value, int):
        start = (value - 1) // ask.span * ask.span + 1
        return tuple((figure, str(figure)) for figure in range(start, start + ask.span))
    known = any(offered == value for offered, _ in ask.values)
    return ask.values if known or value is None else (*ask.values, (value, shown(value)))


def _names(state: WidgetState) -> tuple[str, ...]:
    """The seats' names as the engine gives them: the state's own, else the default ones, one per seat."""
    return tuple(state.names) if state.names else tuple(DEFAULT_NAMES[:state.players])


def _offered(state: WidgetState, ask: Ask, rule: str, index: int) -> tuple[str, ...]:
    """The rules a question's rule part offers: none when its rivals hold one rule alone, else the step's own
    ``rule`` and up to three others, in the rule book's order."""
    book = [rule_id for rule_id, _ in _book(state.game, state.variant)]
    rivals = [rule_id for rule_id in book if ask.matches(rule_id.partition(".")[2], ask.rivals or ask.rules)]
    others = [rule_id for rule_id in rivals if rule_id != rule]
    if ask.part == TIE or ask.part != RULE and (rule not in rivals or not others):
        return ()  # a tie rule is named by its question
    turn = index % len(others) if others else 0
    chosen = {rule, *(others[turn:] + others[:turn])[:MOST_RULES - 1]}
    ordered = [rule_id for rule_id in book if rule_id in chosen]
    return tuple(ordered if rule in ordered else [*ordered, rule])


def right_answers(state: WidgetState, step: StepJson) -> tuple[int | None, int | None]:
    """The right choice of each part of the question at ``step``, as the engine answered it: the index of the seat
    (or nobody, or whether a card is taken) and of the rule among those offered; ``None`` for a part not asked."""
    ask = ask_of(step, state.declared.decisive)
    asked = question(state, step)
    if ask is None or asked is None:
        return None, None
    answer = _answering_rule(step, asked)
    rule = asked.rules.index(answer) if answer in asked.rules else None
    if ask.part == DRAWS:
        return (0 if step["cards"] else 1), rule
    if ask.part == TIE:
        kept = step["data"].get("kept")
        alone = kept[0] if isinstance(kept, list) and len(kept) == 1 and isinstance(kept[0], int) else None
        return (alone - 1 if alone is not None else len(asked.choices) - 1), rule
    if ask.part == VALUE:
        value = step["data"].get(ask.key)
        return next((i for i, (offered, _) in enumerate(_values(ask, step)) if offered == value), None), rule
    if ask.part == MADE:
        points, needed = step["data"].get("points"), step["data"].get("needed")
        made = isinstance(points, (int, float)) and isinstance(needed, (int, float)) and points >= needed
        return (0 if made else 1), rule
    if ask.part in (WINNER, PAYEE):
        place = 0 if ask.part == WINNER else 1
        seat = step["seats"][place] if len(step["seats"]) > place else None
        if seat is None or ask.matches(step["rule"].partition(".")[2], ask.none_at):
            return (len(asked.choices) - 1 if ask.nobody else None), rule
        return seat - 1, rule
    return None, rule


AHEAD = "predict-ahead"
"""The key under which :func:`looking_ahead` gives a step's data the rule of the step that answers its question."""

SPARED = "predict-spared"
"""The key under which :func:`prepared` marks a step its game could ask about but the mode tells instead, so that
no kind of question takes more than its share of a deal's questions."""


def _answering_rule(step: StepJson, asked: Question) -> str:
    """The rule that answers the question at ``step``: that of the later step :func:`looking_ahead` found, when the
    question offers it, else the step's own."""
    later = step["data"].get(AHEAD)
    return later if isinstance(later, str) and later in asked.rules else step["rule"]


def looking_ahead(steps: Sequence[StepJson], index: int, asks: Sequence[Ask]) -> StepJson:
    """The step at ``index`` of a game whose questions are ``asks``, as the mode checks it: for a question answered by the steps
    after it (:attr:`Ask.ahead`), a copy whose data adds the rule of the first step past those that only explain."""
    step = steps[index]
    ask = ask_of(step, asks)
    if ask is None or not ask.ahead:
        return step
    later = next((after["rule"] for after in steps[index + 1:]
                  if not ask.matches(after["rule"].partition(".")[2], ask.ahead)), None)
    return {**step, "data": {**step["data"], AHEAD: later}} if later is not None else step


def prepared(state: WidgetState, response: Envelope) -> list[StepJson]:
    """Every step of ``response``, the answer behind ``state``, in order, as the mode asks and checks them: a
    question answered by later steps knows their rule (:func:`looking_ahead`), and in each deal of a dealt deal's
    widget (not a scenario's, set up to ask about its rule at every turn: :data:`ASKED_WHOLE`) the steps of a kind
    of question asked more often than its share (:func:`_kept`) are marked :data:`SPARED` and told, not asked."""
    asks = state.declared.decisive
    every: list[StepJson] = []
    for deal in response["deals"]:
        steps = deal["steps"]
        kinds: dict[Ask, list[int]] = {}
        for index, step in enumerate(steps):
            ask = ask_of(step, asks)
            if ask is not None:
                kinds.setdefault(ask, []).append(index)
        spared = set() if state.kind in ASKED_WHOLE else \
            {index for kind in kinds.values() for index in kind} - _kept(list(kinds.values()), len(steps))
        for index in range(len(steps)):
            step = looking_ahead(steps, index, asks)
            if index in spared:
                step = {**step, "data": {**step["data"], SPARED: True}}
            every.append(step)
    return every


SHARE = 3
"""No kind of question takes more than a third of a deal's questions, where the deal asks three kinds or more."""

OFTEN = 5
"""A deal that asks fewer kinds, where no third can hold, asks one step in this many at least, spread evenly."""


def _kept(kinds: list[list[int]], steps: int) -> set[int]:
    """The steps asked, of a deal of ``steps`` steps whose questions of each kind are at ``kinds`` (step indices,
    in order). With three kinds or more, each kind at most ``cap`` times, ``cap`` the largest that keeps the most
    frequent kind within a third of the questions, so that a kind asked fewer times (a tie, a special card, a
    contract's edge) is asked every time; with fewer, as many as one step in :data:`OFTEN` asks. The steps kept of a
    kind thinned are spread evenly over the deal."""
    if not kinds:
        return set()
    counts = [len(kind) for kind in kinds]
    if len(kinds) >= SHARE:
        cap = max([1] + [cap for cap in range(1, max(counts) + 1) if max(min(count, cap) for count in counts)
                         * SHARE <= sum(min(count, cap) for count in counts)])
    else:
        cap = next((cap for cap in range(1, max(counts) + 1)
                    if sum(min(count, cap) for count in counts) * OFTEN >= steps), max(counts))
    kept: set[int] = set()
    for kind in kinds:
        picks = range(len(kind)) if len(kind) <= cap else \
            sorted({int((turn + 0.5) * len(kind) / cap) for turn in range(cap)})
        kept.update(kind[pick] for pick in picks)
    return kept


def masked_answer(state: WidgetState, response: Envelope, told: Envelope | None = None) -> Envelope:
    """The engine's answer as the mode shows it: every step's table masked for the reader's seat (for nobody
    when watching), and a step still asked keeps the table of the step before, with nothing lit but the seat it
    asks about, and, for a seat's own choice asked of a reader watching, every hand. The answer itself, which the
    engine's cache shares, is left as it was. With ``told``, the engine's answer to an onlooker, each step says
    what it says to a class watching (its sentence, what it says as data, and its cards) where the two answers tell the
    same steps; a game that tells an onlooker fewer steps (the cards a taker must keep, told to those who may see
    them) is told whole."""
    if not on(state):
        return response
    words = _told_steps(response, told)
    viewer = response.get("reader") or 0
    before: Snapshot = {}
    full: dict[str, object] = {}
    index = 0
    every = prepared(state, response)
    deals: list[DealJson] = []
    for deal in response["deals"]:
        steps: list[StepJson] = []
        for step in deal["steps"]:
            previous = full
            full = patched(full, step["table"])
            held = index == state.step and asking(state, every[index])
            ask = ask_of(every[index], state.declared.decisive) if held else None
            if ask is not None and ask.shows and not viewer:
                now = _hands_shown(cast(Snapshot, previous))
            elif held:
                now = before
            else:
                now = cast(Snapshot, full) if state.kind in SHOWN_WHOLE else masked(cast(Snapshot, full), viewer)
            kept = every[index].copy()
            if words is not None:
                told_step = words[index]
                kept["text"], kept["said"], kept["cards"] = told_step["text"], told_step["said"], told_step["cards"]
            kept["table"] = diff(before, now)
            if ask is not None:
                kept["seats"] = [] if ask.part == WINNER else step["seats"] if ask.part == TIE else step["seats"][:1]
                kept["cards"] = step["cards"] if ask.cards is not None else []  # cards already on the table
            steps.append(kept)
            before, index = now, index + 1
        deals.append({**deal, "steps": steps})
    return {**response, "deals": deals}


def _told_steps(response: Envelope, told: Envelope | None) -> list[StepJson] | None:
    """The steps of ``told``, the onlooker's answer, when they are those of ``response`` told otherwise (the same
    rules and seats in the same order); ``None`` otherwise."""
    if told is None:
        return None
    mine, theirs = steps_of(response), steps_of(told)
    same = len(mine) == len(theirs) and all(a["rule"] == b["rule"] and a["seats"] == b["seats"]
                                            for a, b in zip(mine, theirs))
    return theirs if same else None


def _hands_shown(table: Snapshot) -> Snapshot:
    """The table as a class watching a seat's own choice sees it: every seat's hand, but the places nobody holds
    (the talon, the stock, the dog) still counted, not shown."""
    hidden = masked(table, 0)
    return {**hidden, "seats": table["seats"]} if "seats" in table else hidden


def panel(state: WidgetState, step: StepJson, index: int, total: int, where: str = "", extra: str = "") -> str:
    """The step shown: the question while it is asked (:func:`question_panel`); in the mode, the step with the
    verdict on the reader's answer and the tally; else the usual step panel."""
    if asking(state, step):
        return question_panel(state, step, index, total, where)
    if not on(state):
        return step_panel(step, index, total, where, extra)
    return step_panel(step, index, total, where, extra + tally(state), lead=verdict(state, step))


def question_panel(state: WidgetState, step: StepJson, index: int, total: int, where: str = "") -> str:
    """A step asked: the step buttons, the count saying it is a prediction, the question as a heading, a group of
    buttons for each part of the answer (the reader's choice so far pressed), a way to see the answer without
    answering, and the tally; the step's sentence and rule are not in the page until then."""
    asked = question(state, step)
    count = say("Step {number} of {total}: predict", number=index + 1, total=total) + (f" · {where}" if where else "")
    prompt = asked.prompt if asked is not None else say("What happens next?")
    ours = asked.ours if asked is not None else ""
    parts = f'<p class="ma-predict__ours" data-say>{esc(say(OURS))} {esc(ours)}</p>' if ours else ""
    if asked is not None and asked.choices:
        parts += _choices("choice", say("Your answer"), asked.choices, state.picked)
    if asked is not None and asked.rules:
        parts += _choices("rule", say("By which rule?") if asked.choices else say("Your answer"), asked.rule_words,
                          state.ruled)
    reveal = f'<button{attrs(type="button", class_="ma-predict__reveal", data_action="step", data_value="next")}>' \
             f"{esc(say('Show the answer without answering'))}</button>"
    return (
        f'<section class="ma-step ma-predict"{attrs(role="group", aria_label=say(QUESTION))}><div class="ma-step__nav" '
        f'role="group"{attrs(aria_label=say("Step through the rules"))}>{nav_buttons(index, total)}'
        f'<span class="ma-step__count">{esc(count)}</span></div>'
        f'<h4 class="ma-predict__question" data-say>{esc(prompt)}</h4>'
        f'{parts}<p class="ma-predict__hint">{esc(_hint(asked))}</p>'
        f"{reveal}{tally(state)}</section>"
    )


def _hint(asked: Question | None) -> str:
    """What the reader does at a question: choose once, or once in each of its two parts."""
    if asked is not None and asked.choices and asked.rules:
        return say("Look at the table and answer both parts: the answer is shown once both are chosen.")
    return say("Look at the table, choose, and the answer is shown at once.")


def _choices(kind: str, label: str, words: Sequence[str], chosen: int | None) -> str:
    """A group of answer buttons, each sending ``answer`` with ``<kind>-<index>``; the one chosen is pressed."""
    buttons = "".join(
        f'<button{attrs(type="button", class_="ma-predict__choice", data_action="answer", data_value=f"{kind}-{i}", aria_pressed="true" if i == chosen else "false")}>'
        f"{esc(word)}</button>"
        for i, word in enumerate(words)
    )
    return (f'<div class="ma-predict__choices"{attrs(role="group", aria_label=label)}>'
            f'<p class="ma-predict__label">{esc(label)}</p>{buttons}</div>')


def verdict(state: WidgetState, step: StepJson) -> str:
    """What the reader answered at the step revealed, said right or not, with the right answer and its rule; for
    a step revealed without an answer, or a question come back to, the answer alone; nothing for any other step."""
    asked = question(state, step)
    if asked is None or state.revealed is None or state.step > state.revealed:
        return ""
    if state.step < state.revealed or state.picked is None and state.ruled is None:
        said = say("The answer: {answer}.", answer=_said(asked, *right_answers(state, step)))
        return f'<p class="ma-predict__verdict" data-say>{esc(said)}</p>'
    good = right_answers(state, step)
    hits = _hits((state.picked, state.ruled), good)
    yours, answer = _said(asked, state.picked, state.ruled), _said(asked, *good)
    if all(hits):
        head, words, mark = say("Right:"), f"{yours}.", "is-right"
    else:
        head, mark = (say("Half right:"), "is-half") if len(hits) == 2 and hits[0] else (say("Not quite:"), "is-wrong")
        words = say("you said {yours}; the answer is {answer}.", yours=yours, answer=answer)
    rule = _answering_rule(step, asked)
    title = dict(_book(state.game, state.variant)).get(rule, "")
    return (f'<p{attrs(class_="ma-predict__verdict " + mark)} data-say><strong>{esc(head)}</strong> {esc(words)} '
            f'{esc(say("The rule:"))} {rule_link(rule, title)}.</p>')


def _hits(mine: tuple[int | None, int | None], good: tuple[int | None, int | None]) -> list[bool]:
    """Whether each part of an answer is right, for the parts the question asks."""
    return [given == answer for given, answer in zip(mine, good) if answer is not None]


def _said(asked: Question, picked: int | None, ruled: int | None) -> str:
    """An answer in words: the choice, and the rule by its words, each in quotation marks."""
    parts = [say("“{words}”", words=asked.choices[picked]) if picked is not None and picked < len(asked.choices) else "",
             say("“{words}”", words=asked.rule_words[ruled]) if ruled is not None and ruled < len(asked.rule_words)
             else ""]
    return say("{choice}, by {rule}", choice=parts[0], rule=parts[1]) if all(parts) else parts[0] or parts[1]


def tally(state: WidgetState) -> str:
    """The reader's answers counted ("4 of 6 right") and the button that tries the deal again from the start."""
    counted = (say("Your answers: {right} of {asked} right", right=state.right, asked=state.asked) if state.asked else
               say("Your answers: none yet"))
    again = f'<button{attrs(type="button", class_="ma-predict__again", data_action="again", data_value="1")}>' \
            f"{esc(say('Try this deal again'))}</button>"
    return f'<p class="ma-predict__tally"><span class="ma-predict__count">{esc(counted)}</span> {again}</p>'


def ends_told(state: WidgetState, steps: Sequence[StepJson], at: int | None) -> bool:
    """Whether a widget may show how its deal ended (its payments, the session's results) with the step at ``at``
    (``None``: a deal shown whole): always outside the mode; in it, only at the last step once it is answered, as
    the end would answer every question before it."""
    if at is None or not on(state):
        return True
    return at == len(steps) - 1 and not asking(state, steps[at])


def known_steps(state: WidgetState, steps: Sequence[StepJson], current: int | None, summary: str) -> str:
    """The list of steps, which in the mode holds only the steps already answered (the rest would tell the
    future); the usual list otherwise."""
    if not on(state) or current is None:
        return step_list(steps, current, summary)
    shown_ = current if asking(state, steps[current]) else current + 1
    return step_list(steps[:shown_], current if shown_ > current else None, summary)


def toggle(state: WidgetState, steps: Sequence[StepJson]) -> str:
    """The mode's switch, under a stepping widget's form: a checkbox whose value is the state it asks for; none
    where the widget's ``steps`` hold no question (a calculator of chances, a count), as the mode would ask nothing,
    unless it is on already and may be switched off."""
    if state.kind not in KINDS or not state.predict and not any(decisive(s, state.declared.decisive) for s in steps):
        return ""
    box = f'<input{attrs(type="checkbox", data_action="predict", value="0" if state.predict else "1", checked=state.predict)}>'
    hint = say("before each decisive step asks you to answer, then says if you were right") if state.kind in SHOWN_WHOLE \
        else say("hides the cards nobody could see yet, and before each decisive step asks you to answer, then says if "
                 "you were right")
    return (f'<p class="ma-predict-toggle"><label>{box} {esc(say(QUESTION))}</label> '
            f'<span class="ma-predict-toggle__hint">{esc(hint)}</span></p>')


def switched(state: WidgetState, value: object) -> WidgetState:
    """The state once the reader switches the mode to ``value`` (``1`` or ``0``), at the same step, its tally
    from nought."""
    fields = {name: value for name, value in state.as_dict().items() if name not in _ANSWERS}
    return state.anew({**fields, "predict": value})


_ANSWERS = ("revealed", "picked", "ruled", "right", "asked")
"""The fields of the mode that a switch, or trying the deal again, clears."""


def cleared(state: WidgetState) -> WidgetState:
    """``state`` once the reader moves to another step: the answer given to the last question is forgotten (the
    tally keeps it)."""
    return state.but(picked=None, ruled=None)


def moved(state: WidgetState, value: object, step_of: Callable[[WidgetState], StepJson]) -> WidgetState | None:
    """Next on a step still asked (the step shown given by ``step_of``) reveals its answer, uncounted, instead of
    moving on; ``None`` for any other move, which the usual stepping makes."""
    if value == "next" and on(state) and asking(state, step_of(state)):
        return state.but(revealed=state.step)
    return None


def answered(state: WidgetState, value: object, step_of: Callable[[WidgetState], StepJson]) -> WidgetState:
    """The state once the reader presses an answer button (``choice-<n>`` or ``rule-<n>``) at the question shown
    (its step given by ``step_of``): the choice kept, and once every part of the question has one, the step
    revealed and the answer counted."""
    step = step_of(state)
    asked = question(state, step)
    kind, _, number = str(value).partition("-")
    if asked is None or not asking(state, step):
        if asked is not None and state.revealed == state.step and _repeated(state, kind, number):
            return state  # a double click or tap on the answer just given: taken once
        raise EngineError("answer", say("this step asks no question now: step on to the next one"))
    offered = {"choice": asked.choices, "rule": asked.rules}.get(kind, ())
    if not (number.isascii() and number.isdigit() and len(number) <= 2 and int(number) < len(offered)):
        raise EngineError("answer", say("{value} is none of the answers offered here", value=shown(str(value)[:40])))
    picked = int(number) if kind == "choice" else state.picked
    ruled = int(number) if kind == "rule" else state.ruled
    done = (picked is not None or not asked.choices) and (ruled is not None or not asked.rules)
    if not done:
        return state.but(picked=picked, ruled=ruled)
    right = all(_hits((picked, ruled), right_answers(state, step)))
    return state.but(picked=picked, ruled=ruled, revealed=state.step, asked=min(state.asked + 1, MAX_STEP),
                     right=min(state.right + right, MAX_STEP))


def _repeated(state: WidgetState, kind: str, number: str) -> bool:
    """Whether an answer pressed at a question just revealed is the last one given again (``choice`` or ``rule``)."""
    given = {"choice": state.picked, "rule": state.ruled}.get(kind)
    return given is not None and number == str(given)


def again(state: WidgetState) -> WidgetState:
    """The same deal from its first step, every answer hidden again and the tally at nought."""
    return state.but(step=0, revealed=None, picked=None, ruled=None, right=0, asked=0)


ACTIONS = ("answer", "again")
"""The mode's own actions, besides the switch: an answer button pressed, and the deal tried again."""


def acted(state: WidgetState, action: str, value: object, step_of: Callable[[WidgetState], StepJson]) -> WidgetState:
    """The state after one of the mode's :data:`ACTIONS`, which only a widget showing the mode takes."""
    if not on(state):
        raise EngineError("action", say("answers are given in the predict, then check mode: switch it on first"))
    return answered(state, value, step_of) if action == "answer" else again(state)
