"""The refusals of a request's fields that every game shares (:mod:`engine.request`, :mod:`engine.options`,
:mod:`engine.fields`, :mod:`engine.catalogue`), by message id: a field unknown, of the wrong kind or out of its
range, a list of the wrong length, a name taken.

A value the reader gave is a term already quoted (:func:`engine.errors.shown`); a rule set's or a field's declared
words (what a number counts, how a rule set names its players, a declared refusal) are terms already worded in the
language of the answer (:mod:`engine.described`), and a declared template (a pack's refusal) is formatted here,
with the list it names as the language lists it.

>>> from engine.said import say
>>> FIELD_WORDS.tell(say("refuse.whole-number", what="The stake", low=1, high=100, given="0"), ())
'The stake must be a whole number from 1 to 100, not 0'
>>> FIELD_WORDS.tell(say("refuse.choice", given="8.0", choices=("6", "8")), ())
'8.0 is not one of 6, 8'
"""

from __future__ import annotations

from engine.said import Param, Told, Words, say


def _whole_number(t: Told) -> str:
    what = f"{t.term('what')} " if "what" in t else ""
    return f"{what}must be a whole number from {t.number('low')} to {t.number('high')}, not {t.term('given')}"


def _declared(t: Told) -> str:
    given = f", not {t.term('given')}" if "given" in t else ""
    return t.term("refusal") + given


def _pack(t: Told) -> str:
    given = t.term("given")
    return t.term("refusal").format(given=given, cut=given, packs=", ".join(t.terms("packs")))


def _product(t: Told) -> str:
    steps = ""
    if t.term("bound") == "explained":
        steps = " while the answer explains every step" + (
            f" (with \"explain\": false, at most {t.number('unexplained')})" if "unexplained" in t else "")
    return (f"{t.term('asked')} is more than one answer may hold: {t.term('named')} may be at most "
            f"{t.number('most')}{steps}, such as {t.term('example')}")


def _policies_count(t: Told) -> str:
    whom = f"punter (seats 2 to {t.number('seats')})" if "seats" in t else "seat"
    return f"give a list of {t.number('count')} policies, one for each {whom}"


def _policy_number(t: Told) -> str:
    where = t.term("where") if "where" in t else ""
    return (f"{t.term('what')} is a whole number from {t.number('low')} to {t.number('high')}{where}, not "
            f"{t.term('given')}")


FIELD_WORDS = Words({
    # A field and its kind (engine.fields, engine.options) ---------------------------------------------
    "refuse.unknown-field": lambda t: f"unknown field for this request; the fields are: {', '.join(t.terms('fields'))}",
    "refuse.whole-number": _whole_number,
    "refuse.boolean": lambda t: f"must be true or false, not {t.term('given')}",
    "refuse.choice": lambda t: f"{t.term('given')} is not one of {', '.join(t.terms('choices'))}",
    "refuse.declared": _declared,
    "refuse.product": _product,
    # The players' names (engine.fields) ----------------------------------------------------------------
    "refuse.names-count": lambda t: f"give a list of {t.number('count')} names, one for each seat",
    "refuse.name-length": lambda t: f"a name is text of 1 to {t.number('most')} characters",
    "refuse.name-hidden": lambda t: "a name may not hold control or invisible characters, such as "
                                    f"{t.term('code')} in {t.term('given')}",
    "refuse.name-blank": lambda t: "a name may not hold characters drawn as nothing, such as "
                                   f"{t.term('code')} in {t.term('given')}",
    "refuse.name-taken": lambda t: f"the name {t.term('given')} is already taken by another seat",
    # The rule set, the players, the pack and the seed (engine.catalogue, engine.request) ---------------
    "refuse.unknown-variant": lambda t: f"unknown variant {t.term('given')} of {t.term('game')}: the variants are "
                                        f"{', '.join(t.terms('variants'))}",
    "refuse.players-fixed": lambda t: f"{t.term('named')}, no more and no fewer, not {t.number('given')}",
    "refuse.players-type": lambda t: f"give the number of players as a whole number: {t.term('named')}, not "
                                     f"{t.term('given')}",
    "refuse.pack": _pack,
    "refuse.seed-needed": lambda t: "a seed is needed to shuffle: a whole number such as 42",
    # The computer seats' policies (engine.request) -----------------------------------------------------
    "refuse.policy-and-policies": lambda t: "give either one 'policy' for everyone or 'policies' seat by seat, not "
                                            "both",
    "refuse.policies-count": _policies_count,
    "refuse.policy-object": lambda t: f'a policy is an object such as {{"name": "{t.term("policy")}", '
                                      f'"{t.term("setting")}": {t.number("example")}}}',
    "refuse.policy-field": lambda t: f"unknown policy field: a policy has only 'name' and '{t.term('setting')}'",
    "refuse.policy-name": lambda t: f"unknown policy {t.term('given')}: the policy offered is '{t.term('policy')}'",
    "refuse.policy-number": _policy_number,
    # The reader's seat and moves (engine.request) ------------------------------------------------------
    "refuse.seat-null": lambda t: "give a seat number, or leave the field out to watch",
    "refuse.onlooker-moves": lambda t: "an onlooker (seat 0) makes no moves: take a seat from 1 to make them",
    "refuse.seatless-moves": lambda t: "take a seat first: moves are made for the seat given in 'seat'",
    "refuse.decisions": lambda t: "give your moves as a list in the order you make them, such as ['draw', 'stand'] "
                                  f"(at most {t.number('most')})",
    "refuse.moves": lambda t: "give the moves of the game to replay, every seat's in turn, as the 'moves' of an "
                              f"answer list them (at most {t.number('most')})",
}, home=__name__)
"""The shared refusals of a request's fields, by message id."""


def reason(message: str, **params: Param) -> str:
    """The reason of the shared refusal ``message``, told with ``params`` in the language of the answer."""
    return FIELD_WORDS.tell(say(message, **params), ())
