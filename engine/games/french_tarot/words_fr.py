"""French Tarot's own steps in French, by the message ids of :mod:`.words`: the draw and the deal, the bidding, the
call, the dog and the écart, the declarations, the play, the Excuse's exchange, the count and the score, the guide's
judgement of a hand and the taker's chances (``SENTENCES``), and what each line of the guide counts (``FEATURES``).
The words are those of the French game: preneur, défense, le chien, l’écart, les bouts, la poignée, le chelem.

>>> from engine import language
>>> from engine.games.french_tarot.words import WORDS
>>> from engine.said import Seat, say
>>> with language.speaking("fr"):
...     WORDS.tell(say("deal.cut", cutter=Seat(1), cut=33), ("Anne", "Blaise"))
'Blaise, à la gauche du donneur, coupe le jeu\\xa0: 33 cartes soulevées et passées sous le reste.'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from engine.cards import Card
from engine.games.french_tarot.counting import count, half_points, points_text
from engine.games.french_tarot.guide import BIDS, GUIDE_HAND, Thresholds
from engine.games.french_tarot.words import percent
from engine.said import Said, Sentence, Told
from engine.trick_words import TRICK_WORDS
from engine.wording_fr import counted, elided, label, listed, name, of, suit_name

CONTRACT_NAMES = {"prise": "prise", "pousse": "pousse", "garde": "garde", "garde-sans": "garde sans",
             "garde-contre": "garde contre"}
"""The contracts by id, as French players name them; every one is feminine (« une garde », « la garde sans »)."""


# Helpers of the sentences -----------------------------------------------------------------------------------


def _labels(cards: Sequence[Card]) -> str:
    return ", ".join(label(card) for card in cards)


def _the(card: Card) -> str:
    """A card named with its article: « le roi de pique », « la dame de cœur », « l’as de trèfle », « l’Excuse »."""
    named = name(card)
    if named.startswith(("le ", "la ", "l’")):
        return named
    if named.startswith("as "):
        return "l’" + named
    return ("la " if named.startswith("dame ") else "le ") + named


def _of(player: str) -> str:
    """« de » before a player's name, elided before a vowel: « d’Anne », « de Blaise »."""
    return elided("de", player)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _s(number: int) -> str:
    """The plural mark of a word agreeing with ``number``: none for 0 and 1, as French counts."""
    return "" if abs(number) < 2 else "s"


def _contract(told: Told, key: str = "contract") -> str:
    """The French name of the contract whose id is the term ``key``."""
    return CONTRACT_NAMES[told.term(key)]


def _others(told: Told) -> str:
    """The computer seats: every player, or every player but the reader (``reader``) when someone reads."""
    return f"chaque joueur sauf {told.name('reader')}" if "reader" in told else "chaque joueur"


def _reason(told: Told) -> str:
    """Why a computer seat chose its move, or « par choix »: the message ``reason``, worded by the policy words."""
    return told.told("reason")


def _ranges(told: Told) -> str:
    """The guide's ranges a message carries, in words from the prise up."""
    ranges = Thresholds(told.number("size"), tuple((told.number(bid), bid) for _, bid in BIDS))
    return listed([f"{least} pour une {CONTRACT_NAMES[bid]}" for least, bid in reversed(ranges.bids)])


def _poor(told: Told) -> str:
    """Why a hand may call the maldonne: no trump, or too few trumps and court cards together."""
    trumps, courts = told.number("trumps"), told.number("courts")
    if not trumps:
        return "aucun atout"
    return (f"{counted(trumps, 'atout')} et {counted(courts, 'figure')}, {trumps + courts} en tout, moins de "
            f"{told.number('below')}")


def _whose(told: Told) -> str:
    """The pile an unseen dog goes to: the taker's on a garde sans, the defence's on a garde contre."""
    return f"dans le tas {_of(told.name('taker'))}" if told.term("contract") == "garde-sans" else \
        "dans le tas de la défense"


def _shown(told: Told) -> str:
    """The trumps a poignée showed, when the scorer was told them."""
    return f" ({counted(told.number('trumps'), 'atout')})" if "trumps" in told else ""


_SIDES = {"taker": ("le camp du preneur", "au camp du preneur", "du camp du preneur"),
          "defence": ("la défense", "à la défense", "de la défense")}
"""A side with its article, alone, after « à » and after « de »."""


def _side(side: str, before: str = "") -> str:
    """The taker's side or the defence, with its article, after ``before`` (« à » or « de ») if given."""
    return _SIDES["taker" if side == "taker" else "defence"][("", "à", "de").index(before)]


def _only(number: int) -> str:
    """« que » and a number, elided before « un »: « qu’un », « que 2 »."""
    return "qu’un" if number == 1 else f"que {number}"


def _oudlers(number: int, with_: str) -> str:
    """The oudlers counted, after ``with_`` (« avec », « contient »), or none."""
    if number == 0:
        return {"avec": "sans bout", "contient": "ne contient aucun bout"}[with_]
    return f"{with_} {'un bout' if number == 1 else f'{number} bouts'}"


def _signed(value: int) -> str:
    return f" + {value}" if value > 0 else f" − {-value}" if value < 0 else ""


def _plus(value: int) -> str:
    """A number with its sign, the minus as French prints it: +30, −170."""
    return f"{value:+d}".replace("-", "−")


def _gains(amount: int, plural: bool = False, each: bool = False) -> str:
    """« gagne 168 », « perd 168 » (« gagnent », « perdent » for several players, « chacun » after the amount for
    each of them), or neither."""
    if amount == 0:
        return "ne gagnent ni ne perdent rien" if plural else "ne gagne ni ne perd rien"
    verb = (("gagnent", "perdent") if plural else ("gagne", "perd"))[amount < 0]
    return f"{verb} {abs(amount)}{' chacun' if each else ''}"


def _ways(number: int) -> str:
    """A large count as French prints it, the thousands parted by a narrow space."""
    return f"{number:,}".replace(",", "\u202f")


def _chance(told: Told) -> str:
    """The chance ``chance`` in per cent, with a decimal comma."""
    return percent(Fraction(told.term("chance"))).replace(".", ",").replace(" %", "\u202f%")


_NUMBERS = ("aucune", "une", "deux", "trois", "quatre", "cinq", "six")
"""How many of the missing cards (« cartes », feminine) the dog holds."""

_PAROLE_FORMS = {"any": "n’importe quel contrat, du plus bas à la garde contre", "prise": "seulement une prise"}

_LACKS = {"no-trump": "sans atout", "no-court": "sans figure"}
"""What a hand lacks that lets its player declare misère."""

_HEAPS = {"ecart": "l’écart", "dog": "le chien"}
"""The heaps set aside for a side before play."""

_FROM_HEAPS = {"ecart": "de l’écart", "dog": "du chien"}
"""The same heaps, after « de »."""

_SLAMS = {"chelem": "chelem", "petit-chelem": "petit chelem"}

_LEVELS = {"single": "simple", "double": "double", "triple": "triple"}
"""A poignée's level, as French names it after the noun: « une poignée simple »."""

_ASIDE = {"ecart": (", avec l’écart,", ","), "dog": (", avec le chien,", ","), "dog-defence": ("", ", avec le chien,"),
          "none": ("", ",")}
"""Where the cards set aside before play are counted: with the taker's side's pile or the defence's."""

_CALLED = {"R": "un roi", "D": "une dame", "C": "un cavalier"}
"""The ranks a taker calls, with their article."""

_POLICY = ("sauver le Petit, le chasser avec beaucoup d’atouts, sauver avec le 21 le Petit d’un partenaire, entamer "
           "un roi avant que sa couleur puisse être coupée, charger d’une figure le pli sûr d’un partenaire, prendre "
           "le pli au moindre coût quand il le peut")
"""The heuristics of the computer's play, as the play's policy step lists them."""


def _reasoned(told: Told) -> str:
    """A card's step from the trick play (the message ``told``), with the reason the computer seat played it."""
    params = {key: value for key, value in told.said.params.items() if key not in ("told", "reason")}
    text = TRICK_WORDS.tell(Said(told.term("told"), params), told.players)
    return f"{text.removesuffix('.')} ({_reason(told)})."


_COUNTERS = {9: ("roi ou bout", "rois ou bouts", "seul"), 7: ("dame", "dames", "seule"),
             5: ("cavalier", "cavaliers", "seul"), 3: ("valet", "valets", "seul"),
             1: ("carte basse", "cartes basses", "seule")}
"""The kinds of cards a count tells apart, by their value in half points: the singular, the plural, and « seul »
agreeing with them."""


def _by_card(told: Told) -> str:
    lines = []
    for line in count(told.cards("pile")).by_card:
        value = line.half_points // len(line.cards)
        singular, plural, _ = _COUNTERS[value]
        lines.append(f"{counted(len(line.cards), singular, plural)} à {points_text(value)}")
    return " ; ".join(lines)


def _pair(cards: Sequence[Card]) -> str:
    """What a line of the count in pairs holds: a counter with an ordinary card, two ordinary cards, or a card
    alone."""
    value = max(half_points(card) for card in cards)
    singular, _, alone = _COUNTERS[value]
    if len(cards) == 2:
        return "deux cartes basses" if value == 1 else f"{singular} avec une carte basse"
    return f"{singular} {alone}"


def _pairs(told: Told) -> str:
    kinds: dict[str, int] = {}
    for line in count(told.cards("pile")).pairs:
        what = _pair(line.cards)
        kinds[what] = kinds.get(what, 0) + 1
    return " ; ".join(f"{number} × {what}" for what, number in kinds.items())


def _contract_result(told: Told) -> str:
    taker, halves = told.name("taker"), told.number("half-points")
    made = "remplit son contrat" if halves >= 2 * told.number("needed") else "chute"
    return (f"{taker} jouait une {_contract(told)} {_oudlers(told.number('oudlers'), 'avec')} dans ses plis et devait "
            f"faire {told.number('needed')} points : avec {points_text(halves)}, {taker} {made}.")


def _played(told: Told) -> str:
    """What a deal played to its score came to, as the table says it."""
    halves = told.number("half-points")
    verdict = "gagne" if halves >= 2 * told.number("needed") else "perd"
    hand = str(told.number("hand")).replace("-", "−")
    return (f"{told.name('taker')} {verdict} sa {_contract(told)} avec {points_text(halves)} "
            f"point{'' if halves < 4 else 's'} : la donne vaut {hand}.")


def _formula(told: Told) -> str:
    hand = told.number("hand")
    terms = [told.number("poignee"), told.number("chelem")]
    parts = [str(told.number("base"))] + [_signed(term).strip() for term in terms if term]
    total = str(hand).replace("-", "−")
    return f"La donne vaut {' '.join(parts)} = {total}." if len(parts) > 1 else f"La donne vaut {total}."


def _partner(told: Told) -> str:
    won = told.number("won")
    return (f"{told.name('partner')}, le partenaire, {_gains(won)} ; {told.name('taker')}, le preneur, "
            f"{_gains(2 * won)} ; {listed(told.names('defenders'))} {_gains(-won, plural=True, each=True)}.")


def _alone(alone: str) -> Sentence:
    def sentence(told: Told) -> str:
        won, defenders = told.number("won"), told.names("defenders")
        several = len(defenders) > 1
        return (f"{told.name('taker')}, le preneur{alone}, {_gains(won * len(defenders))} ; {listed(defenders)} "
                f"{_gains(-won, plural=several, each=several)}.")
    return sentence


def _rounded(told: Told) -> str:
    rounded = " ; ".join(f"{player} {_plus(amount)}"
                         for player, amount in zip(told.names("others"), told.numbers("rounded")))
    return (f"Scores arrondis à la dizaine : {rounded} ; {told.name('taker')}, le preneur, "
            f"{_plus(told.number('balance'))} pour les équilibrer.")


def _totals(told: Told) -> str:
    totals = ", ".join(f"{player} {_plus(total)} point{_s(total)}"
                       for player, total in zip(told.players, told.numbers("total")))
    return f"Les totaux cumulés : {totals} ; leur somme est nulle."


def _slam(made: str) -> Sentence:
    def sentence(told: Told) -> str:
        return (f"{told.name('taker')} avait annoncé un {_SLAMS[told.term('slam')]} et l’a {made} : "
                f"{_plus(told.number('amount'))} pour le camp du preneur.")
    return sentence


def _piles(told: Told) -> str:
    extra, defence_extra = _ASIDE[told.term("aside")]
    taker, defence = points_text(told.number("taker-half-points")), points_text(told.number("defence-half-points"))
    return (f"Le dernier pli est joué : le tas du camp du preneur{extra} compte {told.number('taker-cards')} cartes, "
            f"{taker} points ; celui de la défense{defence_extra} {told.number('defence-cards')} cartes, {defence} "
            "points ; 91 en tout.")


def _excuse_given(where: Callable[[Told], str]) -> Sentence:
    def sentence(told: Told) -> str:
        given = label(told.card("given"))
        return (f"Le camp {_of(told.name('owner'))} donne {given}, {where(told)} ; {label(told.card('card'))} prend "
                f"sa place et {given} va dans le pli {told.number('trick')}.")
    return sentence


def _dog_count(given: Callable[[Told], str]) -> Sentence:
    def sentence(told: Told) -> str:
        players, hidden, size = told.number("players"), told.number("hidden"), told.number("size")
        return (f"À {players} joueurs, le preneur tient {told.number('hand')} cartes et ne voit pas les {hidden} "
                f"autres : les {players - 1} autres mains et le chien de {size} ; {given(told)}. N’importe quelles "
                f"{size} de ces {hidden} cartes ont autant de chances de former le chien que {size} autres : "
                f"C({hidden}, {size}) = {_ways(told.number('dogs'))} chiens.")
    return sentence


def _dog_odds(told: Told) -> str:
    k, missing, hidden, size = told.number("k"), told.number("missing"), told.number("hidden"), told.number("size")
    with_k, without = told.number("with"), told.number("without")
    ways = _ways(with_k * without)
    return (f"Le chien {'ne ' if k == 0 else ''}contient {_NUMBERS[k]} des {missing} dans C({missing}, {k}) × "
            f"C({hidden - missing}, {size - k}) = {_ways(with_k)} × {_ways(without)} = {ways} de ces chiens : "
            f"{ways} sur {_ways(told.number('dogs'))} = {_chance(told)}.")


def _longest_count(five: str) -> Sentence:
    def sentence(told: Told) -> str:
        missing, hands, size = told.number("missing"), told.number("hands"), told.number("size")
        return (f"Une fois le chien montré sans aucune des {missing} (un preneur qui a vu le chien compte ce qui "
                f"manque encore), les {hands} autres mains{five} se partagent les {missing} parmi leurs "
                f"{hands * size} cartes, {size} chacune : C({hands * size}, {missing}) = "
                f"{_ways(told.number('ways'))} répartitions, toutes aussi probables, comptées main par main.")
    return sentence


def _longest(told: Told) -> str:
    ways = _ways(told.number("count"))
    return (f"L’une d’elles en tient {told.number('m')} ou plus sur les {told.number('missing')} dans {ways} de ces "
            f"répartitions : {ways} sur {_ways(told.number('ways'))} = {_chance(told)}.")


# The guide's lines ------------------------------------------------------------------------------------------

FEATURES: dict[str, Sentence] = {
    "evaluate.monde": lambda t: "le Monde (21)",
    "evaluate.excuse": lambda t: "l’Excuse",
    "evaluate.petit": lambda t: f"le Petit avec {counted(t.number('trumps'), 'atout')}",
    "evaluate.trumps": lambda t: f"{t.number('trumps')} atouts, bouts compris, à 2",
    "evaluate.majors": lambda t: f"{counted(t.number('trumps'), 'atout majeur', 'atouts majeurs')} (16 à 21) à 2",
    "evaluate.sequence": lambda t: f"une séquence de {t.number('trumps')} atouts majeurs, du {t.number('low')} au "
                                   f"{t.number('high')}",
    "evaluate.king-queen": lambda t: f"roi et dame {elided('de', suit_name(t.suit('suit')))}",
    "evaluate.king": lambda t: f"roi {elided('de', suit_name(t.suit('suit')))} sans la dame",
    "evaluate.queen": lambda t: f"dame {elided('de', suit_name(t.suit('suit')))} sans le roi",
    "evaluate.knight": lambda t: f"cavalier {elided('de', suit_name(t.suit('suit')))}",
    "evaluate.jack": lambda t: f"valet {elided('de', suit_name(t.suit('suit')))}",
    "evaluate.long-suit": lambda t: f"{t.number('cards')} cartes à {suit_name(t.suit('suit'))}",
    "evaluate.void": lambda t: f"coupe franche à {suit_name(t.suit('suit'))}",
    "evaluate.singleton": lambda t: f"singlette à {suit_name(t.suit('suit'))}",
}
"""What each line of the guide counts, as the judgement's summary names it."""

_UNCOUNTED = {"garde-sans": ", qui ne comptent que pour une garde sans ou une garde contre"}


def _line(what: Sentence) -> Sentence:
    def sentence(told: Told) -> str:
        named, points = what(told), told.number("points")
        note = _UNCOUNTED[told.term("counts")] if "counts" in told else ""
        return f"{_cap(named)} : {counted(points, 'point')}{note}."
    return sentence


def _shortened(suits: list[str]) -> str:
    """The suits a computer taker's plan empties first, or none."""
    return f"se raccourcir {listed([f'à {suit}' for suit in suits])}" if suits else "ne raccourcir aucune couleur"


def _second_round(told: Told) -> str:
    players = told.names("players")
    again = f"{players[0]}, qui a dit parole, reparle, une fois" if len(players) == 1 else \
        f"{listed(players)}, qui ont dit parole, reparlent dans le même ordre, chacun une fois"
    return f"Un second tour : {again} ; ceux qui ont passé n’y prennent pas part."


def _over(told: Told) -> str:
    """The bid a bid overcalls, if the message names one."""
    return f", au-dessus de la {_contract(told, 'over')}" if "over" in told else ""


def _bids(told: Told, last: str) -> str:
    """The contracts a refused bidder may bid instead, by name, the last after ``last`` (« et », « ou »); nothing
    when there are none."""
    bids = [CONTRACT_NAMES[contract] for contract in told.terms("bids")]
    if not bids:
        return ""
    return listed(bids, last)


def _higher(bids: str) -> str:
    """What a bidder refused a bid too low may do instead: bid one of ``bids``, or only pass."""
    return f"peut annoncer {bids}, ou passer" if bids else "ne peut que passer"


def _call_refused(told: Told) -> str:
    rank = _CALLED[told.cards("kings")[0].rank.code]
    return (f"{told.name('taker')} appelle {rank}, parmi {listed([str(card) for card in told.cards('kings')])}, et "
            f"non {_the(told.card('card'))}")


SENTENCES: dict[str, Sentence] = {
    # The draw and the deal
    "deal.drawing": lambda t: "Les joueurs tirent chacun une carte à tour de rôle, à partir de la place 1, dans le "
                              "jeu mélangé.",
    "deal.excuse-redraws": lambda t: f"{t.name('player')} tire l’Excuse et tire de nouveau : "
                                     f"{label(t.card('card'))}.",
    "deal.first-dealer": lambda t: "Les cartes tirées : " + " ; ".join(
        f"{player}, {label(card)}" for player, card in zip(t.players, t.cards("drawn"))) + f". {t.name('dealer')} a "
        "la plus basse et donne en premier.",
    "deal.anticlockwise": lambda t: f"{t.name('dealer')} donne ; {t.name('first')}, à la droite du donneur, a la "
                                    "main. La donne, les enchères et le jeu tournent vers la droite.",
    "deal.cut": lambda t: f"{t.name('cutter')}, à la gauche du donneur, coupe le jeu : "
                          f"{counted(t.number('cut'), 'carte')} soulevée{_s(t.number('cut'))} et "
                          f"passée{_s(t.number('cut'))} sous le reste.",
    "deal.packets": lambda t: f"{t.name('dealer')} distribue le jeu vers la droite à partir {_of(t.name('first'))}, "
                              f"{t.number('packets')} paquets de trois à chaque joueur : {t.number('hand')} cartes "
                              "chacun.",
    "deal.dog": lambda t: f"{len(t.numbers('after'))} cartes vont au chien une à une, après les cartes "
                          f"{listed([str(n) for n in t.numbers('after')])} des joueurs : jamais deux de suite, "
                          "jamais au milieu d’un paquet, ni la première ni la dernière carte du jeu.",
    "deal.dog-places": lambda t: "Le mélange a choisi ces places ; un donneur peut en choisir d’autres dans le "
                                 "respect des règles.",
    "deal.given": lambda t: f"Les mains et le chien sont fixés d’avance, non distribués : {t.number('hand')} cartes à "
                            f"chaque joueur et {t.number('dog')} au chien, faces cachées, comme les poserait une "
                            "vraie donne.",
    "deal.given-untaken": lambda t: "Personne ne joue ces mains fixées d’avance : sans jeu à redistribuer, la séance "
                                    "s’arrête ici.",
    "deal.limit": lambda t: f"Personne n’a pris en {counted(t.number('deals'), 'donne')} : la séance s’arrête ici, "
                            "comme demandé.",
    "deal.soft-shuffle": lambda t: f"Les cartes sont ramassées sans être mélangées : {t.name('cutter')}, le donneur "
                                   f"précédent, coupe, et {t.name('dealer')}, à sa droite, donne.",
    "deal.gathering": lambda t: "Les mains sont ramassées l’une sur l’autre, de celle du joueur qui a la main à celle "
                                "du donneur, le chien en dernier.",
    "deal.petit-imprenable": lambda t: f"Le seul atout {_of(t.name('player'))} est le Petit, sans l’Excuse ; cette "
                                       "table joue le Petit imprenable : la donne tient, et le Petit sera joué comme "
                                       "l’Excuse.",
    "deal.petit-sec": lambda t: f"{t.name('player')} a le Petit sec, seul atout et sans l’Excuse, et l’annonce avant "
                                "les enchères en étalant son jeu : la donne est annulée et "
                                f"{t.name('next')}, le donneur suivant, redonne.",
    "deal.first-lead": lambda t: f"{t.name('leader')}, qui a la main, entamera le premier pli : la donne s’arrête "
                                 "ici, avant la première carte.",
    "deal.first-lead-chelem": lambda t: f"{t.name('leader')}, le preneur, ayant annoncé un chelem, entamera le premier "
                                        "pli : la donne s’arrête ici, avant la première carte.",
    # The table: its places, and what the deal came to
    "table.pack": lambda t: "le jeu",
    "table.dog": lambda t: "le chien",
    "table.dog-taker": lambda t: "le chien, dans le tas du preneur",
    "table.dog-defence": lambda t: "le chien, dans le tas de la défense",
    "table.ecart": lambda t: "l’écart",
    "outcome.petit-sec": lambda t: "Un Petit sec : la donne est annulée et redonnée par le donneur suivant.",
    "outcome.maldonne": lambda t: "Une maldonne demandée : la donne est annulée et redonnée par le donneur suivant.",
    "outcome.no-taker": lambda t: "Personne n’a enchéri : le coup est nul, et la donne passe à droite.",
    "outcome.ready": lambda t: f"{t.name('taker')} joue une {_contract(t)} ; {t.name('leader')} entame le premier "
                               "pli.",
    "outcome.played": _played,
    # The house rules' maldonne
    "maldonne.table": lambda t: "Cette table joue la maldonne, une règle maison : un joueur dont la main n’a aucun "
                                f"atout, ou moins de {t.number('below')} atouts et figures en tout, peut demander une "
                                "maldonne avant les enchères.",
    "maldonne.declined": lambda t: f"{t.name('player')} pourrait demander une maldonne ({_poor(t)}), et ne le fait pas "
                                   "(par choix).",
    "maldonne.called": lambda t: f"{t.name('player')} demande une maldonne ({_reason(t)}) en montrant son jeu : "
                                 f"{_poor(t)}.",
    "maldonne.annulled": lambda t: "L’Excuse compte comme un atout, et les figures sont les rois, les dames, les "
                                   "cavaliers et les valets ; la donne est annulée comme pour un Petit sec, et "
                                   f"{t.name('next')}, le donneur suivant, redonne.",
    # The bidding
    "bid.policy": lambda t: f"{_cap(_others(t))} enchérit selon le guide de la source : {_ranges(t)} ; il annonce le "
                            "contrat que suggèrent ses points s’il dépasse l’enchère en cours, sinon il passe.",
    "bid.policy-scaled": lambda t: f"{_cap(_others(t))} enchérit selon le guide de la source, ses seuils ramenés à "
                                   f"une main de {t.number('size')} cartes : {_ranges(t)} ; il annonce le contrat que "
                                   "suggèrent ses points s’il dépasse l’enchère en cours, sinon il passe.",
    "bid.no-prise": lambda t: "Cette table joue sans la prise : la garde est l’enchère la plus basse.",
    "bid.pousse": lambda t: "Cette table joue la pousse, entre la prise et la garde.",
    "bid.order": lambda t: f"Les enchères commencent par {t.name('first')}, qui a la main, et tournent vers la "
                           "droite.",
    "bid.once": lambda t: "Chaque joueur parle une fois : un passe est définitif, et l’enchère la plus haute "
                          "l’emporte.",
    "bid.once-parole": lambda t: "Chaque joueur parle une fois, hormis un second tour pour ceux qui disent parole : "
                                 "un passe est définitif, et l’enchère la plus haute l’emporte.",
    "bid.pass": lambda t: f"{t.name('player')} passe ({_reason(t)}).",
    "bid.bid": lambda t: f"{t.name('player')} annonce une {_contract(t)}{_over(t)} ({_reason(t)}).",
    "bid.no-taker": lambda t: f"Personne n’enchérit : le coup est nul, et la donne passe à droite, à "
                              f"{t.name('next')}.",
    "bid.taken": lambda t: f"{t.name('taker')} remporte les enchères avec une {_contract(t)}, la plus haute ; les "
                           f"contrats vont dans l’ordre {' < '.join(CONTRACT_NAMES[c] for c in t.terms('contracts'))}.",
    "parole.table": lambda t: "Cette table joue la parole : un joueur peut dire parole au lieu d’enchérir, et "
                              f"annoncer au second tour {_PAROLE_FORMS[t.term('form')]}.",
    "parole.policy": lambda t: "On peut dire parole tant que personne n’a enchéri, et seuls ceux qui ont dit parole "
                               f"parlent au second tour ; {_others(t)} dit parole avec au moins les trois quarts des "
                               "points qu’une prise demande selon le guide, puis prend le plus bas contrat permis tant "
                               "que personne n’a enchéri.",
    "parole.said": lambda t: f"{t.name('player')} dit parole ({_reason(t)}) : pas encore de contrat, et la parole au "
                             "second tour.",
    "parole.second-round": _second_round,
    # The chelem announced
    "chelem.announced": lambda t: f"{t.name('taker')} annonce un chelem ({_reason(t)}) : tous les plis à faire, et "
                                  f"{t.name('taker')} entame le premier.",
    "chelem.petit-announced": lambda t: f"{t.name('taker')} annonce un petit chelem ({_reason(t)}) : tous les plis "
                                        "sauf trois à faire ; c’est toujours le joueur qui a la main qui entame.",
    "chelem.none": lambda t: f"{t.name('taker')} n’annonce pas de chelem ({_reason(t)}).",
    "chelem.none-petit": lambda t: f"{t.name('taker')} n’annonce ni chelem ni petit chelem ({_reason(t)}).",
    # The king call
    "call.all-twelve": lambda t: f"{t.name('taker')} a tous les rois, toutes les dames et tous les cavaliers, "
                                 "n’appelle personne et joue sans partenaire.",
    "call.queen-knight": lambda t: f"{t.name('taker')} a les quatre rois"
                                   f"{' et les quatre dames' if t.term('rank') == 'C' else ''}, et appelle donc "
                                   f"{_CALLED[t.term('rank')]}.",
    "call.policy": lambda t: f"{t.name('taker')} appelle selon une règle : une carte absente de sa main, dans sa "
                             "couleur la plus longue.",
    "call.card": lambda t: f"{t.name('taker')} appelle {_the(t.card('card'))} ({_reason(t)}) : celui qui tient cette "
                           "carte joue avec le preneur, sans être connu avant qu’elle soit jouée.",
    "call.own": lambda t: f"{t.name('taker')} tient la carte appelée et joue sans partenaire, ce que les autres "
                          "n’apprennent que lorsqu’elle est jouée.",
    "call.in-dog": lambda t: f"La carte appelée, {_the(t.card('card'))}, est dans le chien : {t.name('taker')} joue "
                             "sans partenaire.",
    "call.revealed": lambda t: f"{t.name('player')} joue {label(t.card('card'))}, la carte appelée : "
                               f"{t.name('player')} est partenaire {_of(t.name('taker'))}.",
    "call.revealed-alone": lambda t: f"{t.name('taker')} joue {label(t.card('card'))}, la carte appelée, de sa propre "
                                     f"main : {t.name('taker')} joue sans partenaire.",
    "call.never-played": lambda t: f"La carte appelée, {label(t.card('card'))}, n’a jamais été jouée : elle était "
                                   f"dans {_HEAPS[t.term('heap')]}, et {t.name('taker')} a joué sans partenaire.",
    # The dog and the écart
    "dog.unseen": lambda t: f"Sur une {_contract(t)}, le chien va face cachée {_whose(t)}, vu de personne jusqu’au "
                            "décompte de la donne.",
    "dog.shown": lambda t: f"Sur une {_contract(t)}, le chien est montré à tous : {_labels(t.cards('dog'))}.",
    "dog.taken": lambda t: f"{t.name('taker')} prend le chien dans sa main.",
    "ecart.size": lambda t: f"{t.name('taker')} fait son écart : {t.number('size')} cartes, autant que le chien en "
                            "comptait, posées faces cachées ; jamais un roi ni un bout, et un atout seulement si rien "
                            "d’autre ne peut y aller.",
    "ecart.kings": lambda t: f"{t.name('taker')} garde {listed([label(card) for card in t.cards('kept')])} : un roi "
                             "ne va jamais à l’écart.",
    "ecart.oudlers": lambda t: f"{t.name('taker')} garde {listed([label(card) for card in t.cards('kept')])} : un bout "
                               "ne va jamais à l’écart.",
    "ecart.plan": lambda t: f"{t.name('taker')} écarte selon un plan : "
                            f"{_shortened(sorted({suit_name(card.suit) for card in t.cards('plain')}))}, en gardant "
                            "les rois et les atouts.",
    "ecart.trump": lambda t: f"{t.name('taker')} n’a pas assez d’autres cartes et écarte {label(t.card('card'))}, un "
                             f"atout, montré à tous ({_reason(t)}).",
    "ecart.card": lambda t: f"{t.name('taker')} écarte {label(t.card('card'))} ({_reason(t)}).",
    "ecart.hidden": lambda t: f"{t.name('taker')} écarte une carte, face cachée.",
    # The declarations
    "declare.when": lambda t: f"Avant l’entame, chaque joueur à tour de rôle à partir {_of(t.name('first'))} peut "
                              "déclarer une poignée.",
    "declare.when-misere": lambda t: f"Avant l’entame, chaque joueur à tour de rôle à partir {_of(t.name('first'))} "
                                     "peut déclarer une poignée ou une misère.",
    "declare.policy": lambda t: f"{_cap(_others(t))} montre la plus haute poignée qu’il tient, avec aussi peu "
                                "d’atouts qu’il en faut.",
    "declare.policy-misere": lambda t: f"{_cap(_others(t))} montre la plus haute poignée qu’il tient, avec aussi peu "
                                       "d’atouts qu’il en faut, et déclare une misère quand il le peut.",
    "declare.nothing": lambda t: f"{t.name('player')} ne déclare rien.",
    "declare.poignee": lambda t: f"{t.name('player')} montre une poignée {_LEVELS[t.term('level')]} de "
                                 f"{t.number('count')} atouts ({_reason(t)}) : {_labels(t.cards('trumps'))}.",
    "declare.poignee-shown": lambda t: "On montre les atouts les plus bas, et l’Excuse seulement quand les autres ne "
                                       "suffisent pas, puisque la montrer dit qu’il ne reste aucun autre atout.",
    "misere.declared": lambda t: f"{t.name('player')} déclare une misère ({_reason(t)}) : une main "
                                 f"{_LACKS[t.term('lacks')]}.",
    "misere.hand": lambda t: "La misère se déclare avec la poignée, avant la première carte, sur la main tenue à ce "
                             "moment, l’Excuse comptant comme un atout.",
    # The play
    "play.first-lead": lambda t: f"{t.name('leader')}, qui a la main, entame le premier pli ; le jeu tourne vers la "
                                 "droite.",
    "play.first-lead-chelem": lambda t: f"{t.name('leader')}, le preneur, ayant annoncé un chelem, entame le premier "
                                        "pli ; le jeu tourne vers la droite.",
    "play.policy": lambda t: f"{_cap(_others(t))} joue selon des heuristiques énoncées, chaque carte avec sa raison : "
                             f"{_POLICY}, ne pas garder l’Excuse pour le dernier pli, sinon jouer petit.",
    "play.policy-imprenable": lambda t: f"{_cap(_others(t))} joue selon des heuristiques énoncées, chaque carte avec "
                                        f"sa raison : {_POLICY}, ne garder ni l’Excuse ni un Petit imprenable pour le "
                                        "dernier pli, sinon jouer petit.",
    "play.reasoned": _reasoned,
    "play.chelem": lambda t: f"{_cap(_side(t.term('side')))} a fait tous les plis : un chelem.",
    # The Excuse's exchange
    "excuse.unknown-partner": lambda t: f"Le roi appelé n’est pas encore joué : l’échange "
                                        f"{of(t.card('card'))} {_of(t.name('owner'))} attendra que ce "
                                        "roi montre qui joue avec qui.",
    "excuse.known-now": lambda t: "On sait maintenant qui joue avec qui : l’échange "
                                  f"{of(t.card('card'))} se fait maintenant.",
    "excuse.same-side": lambda t: f"{t.name('winner')}, qui a fait le pli {t.number('trick')}, joue dans le camp "
                                  f"{_of(t.name('owner'))} : {label(t.card('card'))} reste dans ce pli et rien n’est "
                                  "donné en échange.",
    "excuse.owed": lambda t: f"Le camp {_of(t.name('owner'))} n’a encore aucune carte d’un demi-point dans son tas : "
                             f"il en doit une au camp {_of(t.name('winner'))} pour {label(t.card('card'))}, à donner "
                             "dès qu’il en prendra une.",
    "excuse.half-point-taken": lambda t: f"Le camp {_of(t.name('owner'))} a pris une carte d’un demi-point : il la "
                                         f"donne maintenant pour {label(t.card('card'))}.",
    "excuse.unpaid": lambda t: f"Le camp {_of(t.name('owner'))} n’a aucune carte d’un demi-point dans son tas : "
                               f"{label(t.card('card'))} lui reste tout de même, et rien n’est donné en échange.",
    "excuse.back": lambda t: f"{t.name('owner')} a joué {label(t.card('card'))} au pli {t.number('trick')}, fait par "
                             f"{t.name('winner')} : la carte revient au camp {_of(t.name('owner'))} contre une carte "
                             "d’un demi-point.",
    "excuse.given": _excuse_given(lambda t: "la première carte d’un demi-point qu’il a remportée, tirée du pli "
                                            f"{t.number('from')}"),
    "excuse.given-unseen": lambda t: f"Le camp {_of(t.name('owner'))} donne une carte d’un demi-point tirée "
                                     f"{_FROM_HEAPS[t.term('heap')]}, face cachée ; {label(t.card('card'))} prend sa "
                                     f"place et la carte donnée va dans le pli {t.number('trick')}.",
    "excuse.given-aside": _excuse_given(lambda t: f"qu’il tire {_FROM_HEAPS[t.term('heap')]}, ses plis n’ayant "
                                                  "aucune carte d’un demi-point"),
    # The petit au bout, as the play finds it
    "petit.last-trick": lambda t: f"Le Petit est dans le dernier pli, fait par {t.name('winner')} : petit au bout "
                                  f"pour {_side(t.term('side'))}.",
    "petit.slam": lambda t: f"{_cap(_side(t.term('side')))} a fait tous les plis, le dernier avec son Excuse et "
                            "l’avant-dernier avec son Petit : son Petit est au bout.",
    "petit.imprenable-last": lambda t: f"Le Petit imprenable {_of(t.name('owner'))} n’a pas fait le dernier pli, fait "
                                       f"par {t.name('winner')} : comme l’Excuse à cette place, il va "
                                       f"{_side(t.term('side'), 'à')}, et rien n’est donné en échange.",
    "petit.imprenable-au-bout": lambda t: f"Le Petit imprenable est allé {_side(t.term('side'), 'à')} dans le "
                                          "dernier pli : petit au bout à son profit.",
    "petit.imprenable-kept": lambda t: f"Le Petit imprenable {_of(t.name('owner'))} n’a pas fait le dernier pli, et "
                                       "son camp avait fait tous les plis précédents : il revient à ce camp, et aucun "
                                       "camp n’a le petit au bout.",
    # The count
    "count.piles": _piles,
    "count.card-values": lambda t: f"Carte par carte : {_by_card(t)} ; {points_text(t.number('half-points'))} points.",
    "count.pairs": lambda t: f"Par paires : {_pairs(t)} ; les mêmes {points_text(t.number('half-points'))} points.",
    "count.oudlers": lambda t: f"Le tas du preneur {_oudlers(t.number('oudlers'), 'contient')}.",
    # The score
    "score.contract": _contract_result,
    "score.margin": lambda t: f"La différence est de {points_text(t.number('half-points'))} "
                              f"point{'' if t.number('half-points') < 4 else 's'}.",
    "score.half-point": lambda t: f"Une différence de {points_text(t.number('half-points'))} compte pour "
                                  f"{t.number('margin')}.",
    "score.fixed": lambda t: f"Au barème fixe, une {_contract(t)} vaut {t.number('amount')}.",
    "score.fixed-terms": lambda t: f"{t.number('amount')}{_signed(t.number('petit'))} = {t.number('base')} : la "
                                   "différence ne compte pas.",
    "score.multiplier": lambda t: f"(25 + {t.number('margin')}{_signed(t.number('petit'))}) × "
                                  f"{t.number('multiplier')} pour la {_contract(t)} = {t.number('base')}.",
    "score.petit-slam": lambda t: f"{_cap(_side(t.term('side')))} a fait tous les plis, l’Excuse dans le dernier : son "
                                  "Petit, qui a fait l’avant-dernier pli, est au bout.",
    "score.petit-au-bout": lambda t: f"{_cap(_side(t.term('side')))} a mené le Petit au bout : 10 points "
                                     f"{'ajoutés au' if t.term('side') == t.term('winner') else 'retranchés du'} "
                                     f"score {_side(t.term('winner'), 'de')} avant le coefficient.",
    "score.poignee": lambda t: f"{t.name('player')} a montré une poignée {_LEVELS[t.term('level')]}{_shown(t)} : "
                               f"{t.number('bonus')}, pour le camp qui gagne le contrat.",
    "score.slam-made": _slam("réussi"),
    "score.slam-missed": _slam("manqué"),
    "score.slam-unannounced": lambda t: f"{_cap(_side(t.term('side')))} a fait un {_SLAMS[t.term('slam')]} non "
                                        f"annoncé : {t.number('amount')} à son profit.",
    "score.petit-chelem-reading": lambda t: f"{_cap(_side(t.term('side')))} n’a laissé à l’autre camp "
                                            f"{_only(t.number('left'))} pli{_s(t.number('left'))}, moins de trois : "
                                            "c’est tout de même un petit chelem.",
    "score.formula": _formula,
    "score.misere": lambda t: f"{t.name('player')} a déclaré une misère : {t.number('each')} payés par chacun des "
                              f"autres joueurs, {t.number('total')} en tout.",
    "score.misere-table": lambda t: f"À {t.number('players')} joueurs, {t.name('player')} reçoit "
                                    f"{t.number('total')}, et non 30.",
    # The scorecard
    "scorecard.partner": _partner,
    "scorecard.taker-alone": _alone(" sans partenaire"),
    "scorecard.defenders": _alone(""),
    "scorecard.rounding": _rounded,
    "scorecard.rounding-others": lambda t: "On arrondit le score de chaque joueur sauf le preneur, et un score qui "
                                           "finit par 5 s’arrondit en s’éloignant de zéro.",
    "scorecard.running": _totals,
    # The guide's judgement of a hand
    **{message: _line(what) for message, what in FEATURES.items()},
    "evaluate.bid": lambda t: f"{t.number('total')} points en tout : le guide conseille d’annoncer une "
                              f"{_contract(t)}.",
    "evaluate.pass": lambda t: f"{t.number('total')} points en tout : le guide conseille de passer.",
    "evaluate.scaled": lambda t: f"Les seuils du guide valent pour une main de {GUIDE_HAND} cartes ; pour cette main "
                                 f"de {t.number('size')}, ils sont ramenés à l’échelle des points qu’une telle main "
                                 f"contient en moyenne : {_ranges(t)}.",
    "evaluate.short-suits": lambda t: "Les couleurs courtes ne comptent qu’une fois que le total, avec elles, atteint "
                                      f"{t.number('garde-sans')}.",
    "evaluate.short-suits-80": lambda t: "Les couleurs courtes ne comptent qu’une fois que le total, avec elles, "
                                         f"atteint {t.number('garde-sans')}, et 80 est une garde sans.",
    "evaluate.seats": lambda t: f"{t.name('first')} a la main, à la place 1, et {t.name('dealer')}, à la place 2, à "
                                f"la gauche {_of(t.name('first'))}, donne ; le tour passe de la place 1 à la place "
                                f"{len(t.players)}, puis descend jusqu’à la place 2.",
    "evaluate.cut": lambda t: f"{t.name('cutter')}, à la place 3, à la gauche du donneur, coupe le jeu : "
                              f"{counted(t.number('cut'), 'carte')} soulevée{_s(t.number('cut'))} et "
                              f"passée{_s(t.number('cut'))} sous le reste.",
    "evaluate.packets": lambda t: f"{t.name('dealer')} donne à chaque joueur, à tour de rôle à partir "
                                  f"{_of(t.name('first'))}, {t.number('packets')} paquets de trois : les "
                                  f"{t.number('hand')} cartes {_of(t.name('first'))}.",
    "evaluate.dog": lambda t: f"{t.number('dog')} cartes vont au chien une à une, après les paquets "
                              f"{', '.join(str(n) for n in t.numbers('after')[:-1])} et "
                              f"{t.numbers('after')[-1]} sur {t.number('packets')} : jamais deux de suite, ni la "
                              "première ni la dernière carte du jeu.",
    "evaluate.dog-places": lambda t: "Le mélange a choisi ces intervalles entre les paquets ; un donneur peut en "
                                     "choisir d’autres dans le respect des règles.",
    # The taker's chances
    "odds.dog-count": _dog_count(lambda t: f"il manque au preneur {counted(t.number('missing'), 'carte')} d’une même "
                                           "sorte"),
    "odds.dog-count-held": _dog_count(lambda t: f"il tient {t.number('held')} des {t.number('kind')} cartes "
                                                f"d’une sorte, et il lui en manque {t.number('missing')}"),
    "odds.dog": _dog_odds,
    "odds.longest-count": _longest_count(""),
    "odds.longest-count-partner": _longest_count(", le partenaire étant inconnu,"),
    "odds.longest": _longest,
    "refuse.no-parole": lambda t: "cette table ne joue pas la parole",
    "refuse.parole-second": lambda t: "on ne dit parole qu’une fois, au premier tour : maintenant, annoncez ou passez",
    "refuse.parole-late": lambda t: "on ne dit parole que tant que personne n’a enchéri",
    "refuse.parole-prise": lambda t: "à cette table, un joueur qui a dit parole ne peut annoncer qu’une prise au "
                                     "second tour",
    "refuse.bid-not-played": lambda t: f"cette table {'joue sans' if t.term('contract') == 'prise' else 'ne joue pas'} "
                                       f"la {CONTRACT_NAMES[t.term('contract')]} : les enchères sont {_bids(t, 'et')}",
    "refuse.bid-not-higher": lambda t: f"une {CONTRACT_NAMES[t.term('contract')]} n’est pas plus haute que la "
                                       f"{CONTRACT_NAMES[t.term('highest')]} déjà annoncée : {t.name('player')} "
                                       f"{_higher(_bids(t, 'ou'))}",
    "refuse.call": _call_refused,
    "refuse.ecart-hand": lambda t: f"{t.name('taker')} écarte des cartes de sa main",
    "refuse.ecart-not-held": lambda t: f"{t.told('why')}, et {_the(t.card('card'))} n’y est pas",
    "refuse.ecart-kings": lambda t: "un roi ne va jamais à l’écart",
    "refuse.ecart-oudlers": lambda t: "un bout ne va jamais à l’écart",
    "refuse.ecart-one": lambda t: f"{t.told('why')}, et {_the(t.card('card'))} en est un",
    "refuse.ecart-trump": lambda t: "un atout ne va à l’écart que si rien d’autre ne le peut : "
                                    f"{t.name('taker')} a encore d’autres cartes à écarter",
    "refuse.poignee-twice": lambda t: "un joueur ne montre qu’une poignée au plus",
    "refuse.poignee-short": lambda t: f"une poignée simple montre au moins {t.number('least')} atouts à "
                                      f"{t.number('players')} joueurs, et non {t.number('amount')}",
    "refuse.poignee-held": lambda t: f"{t.name('player')} tient {counted(t.number('held'), 'atout')}, Excuse "
                                     f"comprise, et ne peut pas en montrer {t.number('amount')}",
    "refuse.no-misere": lambda t: "cette table ne joue pas la règle maison de la misère",
    "refuse.misere-hand": lambda t: "la misère demande une main sans atout ou sans figure, et celle "
                                    f"{_of(t.name('player'))} a des atouts et des figures",
    "refuse.card": lambda t: f"on ne peut pas jouer {_the(t.card('card'))} maintenant : {t.told('why')}",
}
"""French Tarot's own steps and refusals in French, by message id."""
