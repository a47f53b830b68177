"""The rules of Basset, as the 2013 summary gives them after Parlett and Cotton, each with its stable id and source.

Both rule sets share every rule but the prices of the paroli, so the rules are
written once and issued twice, under the prefix of each rule set (``basset``
for Parlett's, ``basset-cotton`` for Cotton's). Rules marked ``ours`` fill a
silence of the sources; their statements say what we chose and why.
"""

from __future__ import annotations

from engine.games.basset.sources import COTTON_1674, PARLETT_1990
from engine.rules import Citation, Rule, RuleBook, OURS, cited
from engine.sources import BLOG_15TH_CENTURY

PARLETT = Citation(PARLETT_1990, after=BLOG_15TH_CENTURY)
COTTON = Citation(COTTON_1674, after=BLOG_15TH_CENTURY)
SUMMARY = Citation(BLOG_15TH_CENTURY)

PARLETT_SCHEDULE = (1, 7, 15, 30, 60)
"""What a stake of one chip is paid when taken at its first to fifth win, by Parlett's account."""
COTTON_SCHEDULE = (1, 7, 15, 33, 67)
"""The same prices by Cotton's account, which pays more for the fourth and fifth wins."""


def win_rule(wins: int) -> str:
    """The suffix of the rule that prices a stake's ``wins``-th win (1 to 5)."""
    return ("deal.second-pile-wins", "paroli.second-win", "paroli.third-win", "paroli.fourth-win",
            "paroli.fifth-win")[wins - 1]


def book(prefix: str, prices: Citation, schedule: tuple[int, ...]) -> RuleBook:
    """Every rule of Basset under ``prefix``, pricing the paroli by ``schedule``: the rules the two accounts share
    cite the summary's main account, after Parlett, and only the fourth and fifth prices cite ``prices``, as the
    summary gives Cotton only for those prices and his French terms."""

    def rule(suffix: str, title: str, statement: str, by: Citation = PARLETT, ours: bool = False) -> Rule:
        return cited(f"{prefix}.{suffix}", title, statement, by, ours)

    return RuleBook([
        rule("players.banker-and-punters", "A banker and the punters",
             "One player keeps the bank and the others punt against it. The sources set no limit on the "
             "punters; we allow two to ten players in all, seat 1 being the banker, so that the board stays "
             "readable.", OURS),
        rule("bank.fixed-seat", "The bank stays put",
             "The sources do not say when the bank changes hands; we keep it with seat 1 for the whole "
             "session, so that a session measures the banker's advantage over many deals.", OURS),
        rule("pack.full-pack", "A full pack, well shuffled",
             "The banker deals from a complete 52-card pack, well shuffled, and turns it up one card at a time."),
        rule("pack.other-packs", "The packs",
             "The 2013 summary deals Basset from a 52-card Italian or Spanish pack. We deal it from the French "
             "pack by default and offer the Italian-suited pack of 52, whose thirteen denominations are the ace "
             "to ten, fante, cavallo and re. The usual Spanish pack has 48 cards and no tens, so we read the "
             "Spanish pack as that one, with twelve denominations (ace to nine, sota, caballo, rey), and also "
             "offer the Spanish pack of 40, with ten (no eights or nines): the board has the pack's own "
             "denominations, four cards each, and the prices of a stake left to ride stay the same.", SUMMARY, ours=True),
        rule("stakes.on-denominations", "Stakes on denominations",
             "Before play each punter stakes on any of the thirteen denominations, ace to king, using a suit "
             "of thirteen cards or a board; the suit of a turned card never matters, only its denomination."),
        rule("stakes.before-each-deal", "Stakes before every deal",
             "The sources describe one deal; we have the punters stake afresh before every deal, placing "
             "the same stakes again when the request gives them, except on a denomination where a stake "
             "already rides over from the last deal.", OURS),
        rule("stakes.seeded", "Stakes drawn from the seed",
             "When a request gives no stakes, we draw them from the seed before each deal, for each punter "
             "in seat order: one to three denominations, each drawn uniformly among those not yet taken, "
             "each with a stake of one to five chips, so that sample deals are varied but repeatable.", OURS),
        rule("deal.first-card", "The first card is the banker's",
             "The banker turns up the first card and wins every stake on its denomination."),
        rule("deal.first-pile-loses", "The first pile loses",
             "The banker then turns the cards in pairs, one onto a first pile and one onto a second; a stake "
             "whose denomination falls on the first pile is lost to the banker."),
        rule("deal.second-pile-wins", "The second pile wins",
             "A stake whose denomination falls on the second pile wins, and the banker pays it at even money."),
        rule("deal.pair-order", "First pile, then second",
             "The sources do not say which card of a pair counts first; we turn the first pile's card and "
             "settle it before the second card is seen, so a denomination that falls on both cards of one "
             "pair has already lost.", OURS),
        rule("deal.last-card", "The last card is the banker's",
             "The banker wins every stake left on the last card turned; we read that card as the last of the "
             "pack, which has no partner once the first card and the pairs are out.", ours=True),
        rule("deal.all-settled", "Until every stake is settled",
             "The banker turns the cards until every stake is settled or the pack runs out: once no stake is "
             "left at risk, he turns no more.", SUMMARY),
        rule("paroli.choice", "Take the win or let it ride",
             "A punter whose stake wins may take the winnings or decline them and let the stake ride for a "
             "larger price, marking it, as by bending a corner of the card."),
        rule("paroli.bound", "No change of mind",
             "A punter who has let a stake ride cannot withdraw it or claim the declined winnings until the "
             "denomination wins again, when he chooses again."),
        rule("paroli.take-ends", "Taking ends the stake",
             "The sources do not say what becomes of a stake whose winnings are taken; we have the punter "
             "take back the stake with the winnings, which ends that stake.", OURS),
        rule("paroli.second-win", "A second win pays seven",
             f"A stake that has ridden and wins a second time is paid {schedule[1]} times the stake."),
        rule("paroli.third-win", "A third win pays fifteen",
             f"Ridden again and winning a third time, it is paid {schedule[2]} times the stake."),
        rule("paroli.fourth-win", f"A fourth win pays {schedule[3]}",
             f"A fourth win in the same deal is paid {schedule[3]} times the stake.", prices),
        rule("paroli.next-deal", "Riding into the next deal",
             "A stake that has won four times has met its whole denomination, so it may ride on into the "
             "next deal."),
        rule("paroli.fifth-win", f"A fifth win pays {schedule[4]}",
             f"Carried into the next deal and winning there, it is paid {schedule[4]} times the stake.", prices),
        rule("paroli.riding-loss", "A riding stake loses only itself",
             "The sources do not say what a riding stake costs when it loses; we read the declined "
             "winnings as never paid, so the punter loses only the stake itself.", OURS),
        rule("paroli.last-deal", "No next deal to ride into",
             "A stake may ride into the next deal only if the session has one; in the last deal we pay a "
             "stake that has won four times at the fourth-win price.", OURS),
        rule("paroli.fifth-ends", "The schedule ends at five",
             "The sources give no price beyond a fifth win; we pay the stake there and the punter takes it.",
             OURS),
    ], home=__name__)
