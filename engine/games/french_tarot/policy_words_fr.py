"""The computer seats' reasons in French, by message id (:mod:`.policy_words`): why a seat bid, said parole,
announced a chelem or not, called its card, put a card aside, declared, and played each card, or ``par choix``.
The words are those of French tarot players: the preneur and his partenaire, the bouts, the écart, a coupe franche
(a void) and a singlette (a singleton), fournir, couper, entamer, se défausser, the chasse au Petit; the source's
guide to judging a hand is « le guide », as in the game's French rule book. A player is named by no pronoun, so
that a reason reads the same for every player: the French possessive (son, sa, ses) agrees with the thing held,
never with its holder.

>>> from engine.cards import TAROT_NOUVEAU as T
>>> from engine.language import speaking
>>> from engine.said import say
>>> from engine.games.french_tarot.policy_words import POLICY_WORDS
>>> with speaking("fr"):
...     POLICY_WORDS.tell(say("reason.follow-low", suit=T.parse("3CE").suit, card=T.parse("3CE")), ())
'en fournissant petit à cœur avec 3♥'
>>> with speaking("fr"):
...     POLICY_WORDS.tell(say("reason.under-prise", size=15, prise=40), ())
'ses 15 cartes valent selon le guide moins que les 40 points qu’exige une prise'
>>> with speaking("fr"):
...     POLICY_WORDS.tell(say("reason.under-prise", size=15, prise=40, points=33), ())
'33 points selon le guide pour 15 cartes, sous les 40 qu’exige une prise'
"""

from __future__ import annotations

from engine.cards import Suit
from engine.games.french_tarot.contracts import CONTRACTS
from engine.said import Sentence, Told
from engine.wording_fr import counted, label, suit_name


def _contract(told: Told, key: str = "contract") -> str:
    """A contract by its name, the same in French: every contract is feminine (une prise, une garde sans)."""
    return CONTRACTS[told.term(key)].name


def _suit(suit: Suit) -> str:
    """A suit as it follows « à » or « faute de »: « cœur », and the trumps as « l’atout »."""
    return "l’atout" if suit.code == "AT" else suit_name(suit)


def _points(told: Told) -> str:
    """What only the hand tells of a bid: its points by the guide for its size."""
    return f"{told.number('points')} points selon le guide pour {told.number('size')} cartes"


def _under_prise(told: Told) -> str:
    if "points" in told:
        return f"{_points(told)}, sous les {told.number('prise')} qu’exige une prise"
    size, prise = told.number("size"), told.number("prise")
    return f"ses {size} cartes valent selon le guide moins que les {prise} points qu’exige une prise"


def _not_played(told: Told) -> str:
    if "points" in told:
        return f"{_points(told)}, soit une {_contract(told)}, contrat que cette table ne joue pas"
    return f"sa main indique une {_contract(told)}, contrat que cette table ne joue pas"


def _not_higher(told: Told) -> str:
    if "points" in told:
        return (f"{_points(told)}, soit une {_contract(told)} à partir de {told.number('least')}, pas plus haut que "
                f"la {_contract(told, 'highest')} annoncée")
    return f"sa main n’indique aucune enchère au-dessus de la {_contract(told, 'highest')}"


def _bid(told: Told) -> str:
    if "points" in told:
        return f"{_points(told)} : une {_contract(told)} à partir de {told.number('least')}"
    least = told.number("least")
    span = f"de {least} à {told.number('upto')} points" if "upto" in told else f"{least} points ou plus"
    return f"ses {told.number('size')} cartes valent {span} selon le guide, soit une {_contract(told)}"


def _parole(told: Told) -> str:
    size, prise = told.number("size"), told.number("prise")
    if "points" in told:
        return (f"{told.number('points')} points selon le guide pour {size} cartes, sous les {prise} qu’exige une "
                f"prise, mais au moins {told.number('least')}")
    return f"ses {size} cartes valent selon le guide un peu moins que les {prise} points qu’exige une prise"


def _parole_takes(told: Told) -> str:
    nobody = "personne n’a enchéri : mieux vaut prendre que laisser la donne nulle"
    return f"{told.number('points')} points selon le guide, et {nobody}" if "points" in told else nobody


def _call(told: Told) -> str:
    name = suit_name(told.suit("suit"))
    plural = name + ("x" if name.endswith("eau") else "s")
    held = f" : {counted(told.number('held'), name, plural)} en main" if "held" in told else ""
    return (f"{name}, la plus longue couleur du preneur parmi celles dont il n’a pas la carte à appeler, pour que "
            f"le partenaire la renforce{held}")


def _short_suit(told: Told) -> str:
    suit, held = told.suit("suit").symbol, told.number("held")
    what = f"une figure d’une couleur courte ({held} {suit}), dont les points sont alors à l’abri dans les plis " \
        "du preneur" if told.term("kind") == "court" else f"une petite carte d’une couleur courte ({held} {suit})"
    return f"{what}{f', en route vers une coupe franche à {suit}' if told.number('kept') == 0 else ''}"


def _poignee(told: Told) -> str:
    held = f" : {told.number('held')} en main, Excuse comprise" if "held" in told else ""
    return f"la plus forte poignée que permettent ses atouts, en ne montrant que les {told.number('shown')} " \
        f"qu’il faut{held}"


def _forced(told: Told) -> str:
    """The Petit played because no other card is allowed."""
    return ", par obligation" if "forced" in told else ""


_SAFE = {"under-21": "sous le 21 de son partenaire", "partner-takes": "joué en dernier, son partenaire prenant le pli",
         "no-trump": "joué en dernier, et pas d’atout dans le pli"}
"""Why the Petit is safe on the trick, by the term ``why``."""

_TAKEN = {"partner": " : son partenaire prend le pli", "none": " : aucune carte jouable ne prend le pli"}
"""Who takes the trick a seat plays its least card to, by the term ``taken``: its partner, or no card it could play
(the player is named by no pronoun)."""


def _after(told: Told) -> str:
    """The Excuse led before the card, if it was."""
    return " après l’Excuse" if "after" in told else ""


def _lead_low(least: str) -> Sentence:
    def sentence(told: Told) -> str:
        return f"en entamant petit{_after(told)} avec {label(told.card('card'))}{least}, pour ménager ses forces"
    return sentence


def _taken(told: Told) -> str:
    """Who takes the trick the card is played to, when the message tells it."""
    return _TAKEN[told.term("taken")] if "taken" in told else ""


def _discard(least: str) -> Sentence:
    """A card discarded from a suit the seat cannot follow, with no trump either (or from the trumps led)."""
    def sentence(told: Told) -> str:
        suit = told.suit("suit")
        lacks = "pas d’atout" if suit.code == "AT" else f"ni {suit_name(suit)} ni atout"
        return f"en se défaussant de {label(told.card('card'))}, n’ayant {lacks}{least}"
    return sentence


def _master_king(told: Told) -> str:
    card = told.card("card")
    suit = suit_name(card.suit)
    return f"en entamant {label(card)}, maître à {suit} : personne n’a encore montré de coupe à {suit}"


SENTENCES: dict[str, Sentence] = {
    # The bidding
    "reason.under-prise": _under_prise,
    "reason.not-played": _not_played,
    "reason.not-higher": _not_higher,
    "reason.bid": _bid,
    "reason.parole": _parole,
    "reason.parole-takes": _parole_takes,
    "reason.by-choice": lambda t: "par choix",
    # The chelem announced
    "reason.chelem": lambda t: "rien que des atouts et des rois, dont le 21 et l’Excuse",
    "reason.petit-chelem": lambda t: "le 21 et l’Excuse, deux cartes sur trois en atouts, et pour le reste rien que "
                                     "des rois et des dames",
    "reason.no-chelem": lambda t: "il faudrait n’avoir que des atouts et des rois, dont le 21 et l’Excuse",
    "reason.no-chelem-petit": lambda t: "il faudrait n’avoir que des atouts et des rois, dont le 21 et l’Excuse, "
                                        "et pour un petit chelem le 21 et l’Excuse, deux cartes sur trois en atouts, "
                                        "et pour le reste rien que des rois et des dames",
    # The call, the écart and the declarations
    "reason.call": _call,
    "reason.ecart-trump": lambda t: "aucune autre carte ne peut aller à l’écart",
    "reason.ecart-lowest-trump": lambda t: "le plus petit atout en dehors des bouts, aucune autre carte ne pouvant "
                                           "aller à l’écart",
    "reason.singleton": lambda t: f"une singlette à {t.suit('suit').symbol}, pour se faire une coupe franche",
    "reason.short-suit": _short_suit,
    "reason.poignee": _poignee,
    "reason.misere": lambda t: "la misère lui rapporte chaque fois que sa main la permet",
    "reason.nothing-more": lambda t: "plus rien à déclarer",
    "reason.maldonne": lambda t: "une place tenue par l’ordinateur la demande chaque fois qu’elle le peut",
    # The cards played
    "reason.allowed": lambda t: f"comme le permettent les règles du jeu{_forced(t)}",
    "reason.only-card": lambda t: f"la seule carte jouable{_forced(t)}",
    "reason.petit-imprenable": lambda t: "son Petit imprenable avant le dernier pli, où il passerait au camp adverse, "
                                         "au bout",
    "reason.excuse-early": lambda t: "l’Excuse avant le dernier pli, où elle passerait au camp adverse",
    "reason.save-petit": lambda t: "le 21 sur le pli où un partenaire a joué le Petit, pour le sauver",
    "reason.petit-safe": lambda t: f"le Petit, à l’abri : {_SAFE[t.term('why')]}",
    "reason.hunt": lambda t: f"en chassant le Petit, pas encore tombé, avec {label(t.card('card'))}",
    "reason.hunt-highest": lambda t: f"en chassant le Petit, pas encore tombé, avec {label(t.card('card'))}, son plus "
                                     "gros atout : la moitié de sa main ou plus est en atouts",
    "reason.master-king": _master_king,
    "reason.give-court": lambda t: f"en chargeant avec {label(t.card('card'))}, une figure, un pli que son "
                                   "partenaire est sûr de prendre",
    "reason.take": lambda t: f"en prenant le pli avec {label(t.card('card'))}",
    "reason.take-cheapest": lambda t: f"en prenant le pli avec {label(t.card('card'))}, la carte la moins chère qui "
                                      "le prenne",
    "reason.lead-low": _lead_low(""),
    "reason.lead-least": _lead_low(", la carte qui compte le moins"),
    "reason.lead-high": lambda t: f"en entamant {label(t.card('card'))}{_after(t)}",
    "reason.lead-no-less": lambda t: f"en entamant {label(t.card('card'))}{_after(t)} : aucune carte jouable ne "
                                     "compte moins",
    "reason.follow-low": lambda t: f"en fournissant petit à {_suit(t.suit('suit'))} avec {label(t.card('card'))}"
                                   f"{_taken(t)}",
    "reason.follow-high": lambda t: f"en fournissant à {_suit(t.suit('suit'))} avec {label(t.card('card'))}"
                                    f"{_taken(t)}",
    "reason.trump-low": lambda t: f"en coupant petit avec {label(t.card('card'))}, comme la règle l’impose faute de "
                                  f"{_suit(t.suit('suit'))}{_taken(t)}",
    "reason.trump-high": lambda t: f"en coupant avec {label(t.card('card'))}, comme la règle l’impose faute de "
                                   f"{_suit(t.suit('suit'))}{_taken(t)}",
    "reason.discard": _discard(""),
    "reason.discard-least": _discard(" : la carte qui compte le moins"),
    "reason.discard-no-less": _discard(" : aucune carte jouable ne compte moins"),
    "reason.excuse": lambda t: "l’Excuse, qui reste à son camp",
    "reason.excuse-keeping-petit": lambda t: "l’Excuse, qui reste à son camp, en gardant le Petit en réserve",
    # The chelem played for
    "reason.slam-petit": lambda t: "en entamant le Petit, son camp ayant fait tous les plis jusqu’ici",
    "reason.slam-petit-excuse": lambda t: "en entamant le Petit avant son Excuse, qui prend le dernier pli d’un camp "
                                          "qui a fait tous les plis précédents : le chelem, et le Petit au bout, si "
                                          "le Petit prend celui-ci",
    "reason.slam-draw": lambda t: f"en faisant tomber les atouts avec {label(t.card('card'))} pour le chelem annoncé",
    "reason.slam-draw-highest": lambda t: f"en faisant tomber les atouts avec {label(t.card('card'))}, son plus gros, "
                                          "pour le chelem annoncé, tant qu’un autre joueur peut en détenir un",
    "reason.slam-king": lambda t: f"en entamant {label(t.card('card'))} pour le chelem annoncé",
    "reason.slam-king-drawn": lambda t: f"en entamant {label(t.card('card'))} pour le chelem annoncé : aucun autre "
                                        "joueur ne peut détenir d’atout pour le prendre",
}
"""The computer seats' reasons in French, by message id, which the game's French words take in."""
