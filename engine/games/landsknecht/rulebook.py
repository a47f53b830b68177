"""The rules of Landsknecht, each with its stable id and its source.

Both variants share every rule but the one that says when two cards match:
by suit (the default, as our main source gives it) or by rank. Rules marked
``ours`` fill a silence of the sources; their statements say what we chose and why.
"""

from __future__ import annotations

from engine.rules import Citation, RuleBook, OURS, cited
from engine.sources import BLOG_15TH_CENTURY

_SUMMARY = Citation(BLOG_15TH_CENTURY)

MATCH_SUIT = cited(
    "landsknecht.match.suit", "Matching by suit",
    "Two cards match when they belong to the same suit, in the words of the 2013 summary.", _SUMMARY)
MATCH_RANK = cited(
    "landsknecht.match.rank", "Matching by rank",
    "Two cards match when they have the same rank, whatever their suits. This variant is ours: the summary "
    "we follow, after Parlett, matches by suit, and no source we have matches by rank; we offer it so that "
    "the two rules, and the bank's edge under each, can be compared.", OURS)

COMMON = (
    cited("landsknecht.pack.any-pack", "The pack",
          "Any full German, Swiss or French pack will do; we offer the 52-card French pack, the 48- and "
          "32-card German packs and the 36-card Swiss pack (Schellen, Rosen, Schilten and Eicheln, six to "
          "nine, Banner, Under, Ober, König and Daus), whose cards match by suit or by rank as any other "
          "pack's do.", _SUMMARY, ours=True),
    cited("landsknecht.players.two-to-ten", "Two to ten players",
          "The source asks for two players or more; we seat at most ten, enough for a full table and a short "
          "list of covers.", OURS),
    cited("landsknecht.bank.first-banker", "The first banker",
          "The source does not say who holds the bank first; we give it to seat 1, so that a seed alone "
          "decides the whole session.", OURS),
    cited("landsknecht.stake.banker-stakes", "The banker's stake",
          "Before each coup the banker puts up a stake.", _SUMMARY),
    cited("landsknecht.cover.some-or-all", "Covering the stake",
          "The punters may cover some or all of the banker's stake.", _SUMMARY),
    cited("landsknecht.cover.in-turn", "Covering in turn",
          "The punters cover in turn from the banker's left, each at most what is still uncovered, so that "
          "together they never cover more than the stake.", OURS),
    cited("landsknecht.cover.uncovered-not-at-risk", "What is not covered",
          "The part of the stake that nobody covers is not at risk: the banker takes it back before the cards "
          "are turned, since nobody could pay it if he won it.", OURS),
    cited("landsknecht.shuffle.each-coup", "A fresh pack each coup",
          "The source does not say whether a coup goes on from the cards left by the last one; we shuffle the "
          "whole pack before each coup, so that every coup is alike and its odds are the odds of a full pack.",
          OURS),
    cited("landsknecht.deal.left-and-right", "Left and right",
          "The banker turns up two cards, the first to his left and the second to his right.", _SUMMARY),
    cited("landsknecht.deal.left-is-banker", "Whose card is whose",
          "The left card is the banker's and the right card is the punters': a match with the left card wins "
          "for the banker, a match with the right card wins for the punters, as the source's outcomes imply.",
          OURS),
    cited("landsknecht.deal.immediate-match", "An immediate match",
          "If the left and right cards match, the banker wins every bet at once.", _SUMMARY),
    cited("landsknecht.middle.turn-until-match", "Turning to the middle",
          "Otherwise the banker turns cards one at a time to the middle until one matches the left or the "
          "right card.", _SUMMARY),
    cited("landsknecht.middle.left-match", "A match with the left card",
          "When a middle card matches the left card, the banker wins.", _SUMMARY),
    cited("landsknecht.middle.right-match", "A match with the right card",
          "When a middle card matches the right card, the banker loses.", _SUMMARY),
    cited("landsknecht.middle.always-ends", "A coup always ends",
          "The source does not say what happens if the pack runs out; it never can with the packs we offer: "
          "the left and right cards do not match, every suit and every rank of these packs has at least two "
          "cards, so the left card's partners are still in the pack and one of them is turned before it ends.",
          OURS),
    cited("landsknecht.settle.banker-wins", "The banker wins",
          "When the banker wins, he takes what the punters covered, as well as his own stake back.", _SUMMARY),
    cited("landsknecht.settle.banker-loses", "The banker loses",
          "When the banker loses, he pays each punter as much as that punter covered.", _SUMMARY),
    cited("landsknecht.bank.keeps-after-win", "The banker keeps the bank",
          "After a win the banker keeps the bank; the source does not say how much he stakes next, and we have "
          "him stake the same amount again rather than let his winnings ride.", OURS),
    cited("landsknecht.bank.passes-on", "The bank passes on",
          "When the banker loses, the bank passes to the next player, who becomes the next banker.", _SUMMARY),
    cited("landsknecht.bank.to-the-left", "The next banker",
          "The next player is the one on the banker's left, the direction in which the punters cover.", OURS),
    cited("landsknecht.auction.option", "Auctioning the bank",
          "Instead of passing the bank on, the outgoing banker may sell it to the highest bidder; the table "
          "agrees beforehand whether it does.", _SUMMARY),
    cited("landsknecht.auction.sealed-bids", "Sealed bids for the bank",
          "The source does not say how the bank is auctioned; we read it as one sealed bid from each other "
          "player, and the highest bidder pays his bid to the outgoing banker and becomes the banker. If "
          "nobody bids anything, the bank passes on to the left.", OURS),
    cited("landsknecht.auction.tie", "Equal highest bids",
          "Equal highest bids go to the bidder who comes first from the outgoing banker's left, the simplest "
          "reading that needs no second round.", OURS),
)

SUIT_BOOK = RuleBook((*COMMON, MATCH_SUIT), home=__name__)
"""Landsknecht matched by suit, as our main source describes it."""

RANK_BOOK = RuleBook((*COMMON, MATCH_RANK), home=__name__)
"""Landsknecht matched by rank, as other accounts give it."""
