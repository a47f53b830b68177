"""The rules of Glic (Pochspiel), each with its stable id and its source.

Rules marked ``ours`` fill a silence or settle an ambiguity of the sources; their
statements say what we chose and why.
"""

from __future__ import annotations

from engine.rules import Citation, RuleBook, OURS, cited
from engine.sources import BLOG_15TH_CENTURY

_SUMMARY = Citation(BLOG_15TH_CENTURY)

GLIC = RuleBook([
    # The table -----------------------------------------------------------------------------------
    cited("glic.pack.choice", "The packs",
          "Glic is played with the full 52-card French pack, the 48-card German or Spanish pack, or a 32-card "
          "short pack. The source makes the short pack by dropping the sixes down to the twos; we do so for "
          "the French pack, and from the German pack we drop the sixes down to the threes and keep the Two, "
          "the Sau, since dropping the twos too would leave 28 cards. We offer no short Spanish pack: the "
          "Spanish pack has no tens, so dropping its sixes down to twos leaves 28 cards, and the Spanish "
          "40-card pack drops the eights and nines instead, which would leave no Sequence to claim.",
          _SUMMARY, ours=True),
    cited("glic.players.three-or-more", "Three or more players",
          "Three or more play. The source gives no maximum; our arithmetic sets it: five cards each and a "
          "turn-up must come out of the pack, so at most 10 play with 52 cards, 9 with 48 and 6 with 32.",
          _SUMMARY, ours=True),
    cited("glic.board.eight-compartments", "The board",
          "The board has eight compartments: Ace, King, Queen, Jack, Ten, Marriage, Sequence and Poch; "
          "German boards call the Ace the Sau.", _SUMMARY),
    cited("glic.stake.one-per-compartment", "Dressing the board",
          "Before the deal the players stake in every compartment but the Poch; the sources do not say how. "
          "We follow the 2013 summary's suggestion: starting with the dealer and going round in turn, each "
          "player puts one penny into the next compartment until the seven compartments other than Poch "
          "hold a penny each; we fill them in the board's order, Ace first.", _SUMMARY, ours=True),
    cited("glic.play.clockwise", "Play goes to the left",
          "The sources do not give the direction of play; we pass the deal, the stakes, the betting and "
          "the laying of cards to the left, clockwise, a choice of ours.", OURS),
    cited("glic.deal.rotation", "The dealer",
          "The sources do not say who deals first; seat 1 deals the first deal and the deal passes to the "
          "left after each deal, so that everyone deals in turn.", OURS),
    cited("glic.deal.five-each", "Five cards each",
          "The dealer gives five cards to each player. The source does not say how; we deal them one at a time, "
          "starting on the dealer's left.", _SUMMARY, ours=True),
    cited("glic.trump.turn-up", "The turn-up",
          "The next card of the pack is turned face up; its suit is trumps for the deal.", _SUMMARY),
    # Phase 1: the claims --------------------------------------------------------------------------
    cited("glic.claim.honour", "The honours of trumps",
          "Whoever holds the ace, king, queen, jack or ten of trumps takes what lies in the compartment of "
          "that name.", _SUMMARY),
    cited("glic.claim.sau", "The Sau",
          "With the German 48-card pack, which has no ace, the Two of trumps takes the Ace compartment, which "
          "German boards call the Sau after the boar often drawn on the Two.", _SUMMARY),
    cited("glic.claim.sau-short", "The Sau in the short German pack",
          "The sources speak of the Sau with the 48-card pack; we let it take the Ace compartment in the "
          "German 32-card pack too, since it is the same card and the same board.", OURS),
    cited("glic.claim.ober-unter", "Ober and Unter",
          "A German pack has no queen or jack; we give the Queen compartment to the Ober of trumps and the "
          "Jack compartment to the Unter of trumps, the courts that stand in the same places.", OURS),
    cited("glic.claim.spanish-courts", "Caballo and sota",
          "A Spanish pack has no queen or jack; we give the Queen compartment to the caballo of trumps and the "
          "Jack compartment to the sota of trumps, the courts below the rey, so the rey and the caballo make a "
          "Marriage; its ace, the as, takes the Ace compartment.", OURS),
    cited("glic.claim.spanish-nine", "The nine for the ten",
          "A Spanish pack has no ten either; we give the Ten compartment to the nine of trumps, the highest "
          "card below the courts, as the ten is in the other packs, so that the compartment does not lie "
          "unclaimed for ever.", OURS),
    cited("glic.claim.marriage", "Marriage",
          "A player holding both the king and the queen of trumps takes the Marriage compartment, as well as "
          "the King and the Queen.", _SUMMARY),
    cited("glic.claim.sequence", "Sequence",
          "A player holding the seven, eight and nine of trumps takes the Sequence compartment.", _SUMMARY),
    cited("glic.claim.carry-over", "Unclaimed compartments",
          "A compartment nobody claims keeps its stakes for the next deal, where they grow with the new "
          "stakes.", _SUMMARY),
    cited("glic.claim.turn-up", "A claimed card turned up",
          "The sources do not say what happens when the turn-up is itself a card that would claim; as it "
          "lies on the table and belongs to nobody, its compartment (and Marriage or Sequence if it is part "
          "of them) is not claimed and carries over.", OURS),
    # Phase 2: the Poch ---------------------------------------------------------------------------
    cited("glic.hand.classes", "Classes of hands",
          "Four of a kind beats three of a kind, three beats a pair, and a pair beats a hand without one.",
          _SUMMARY),
    cited("glic.hand.high-cards", "Higher cards beat lower",
          "Within a class the higher set wins. The source calls the Two of a German pack the lowest trump "
          "when it wins the Sau compartment, but does not rank it among the hands; we rank the ace, or the "
          "Sau, highest, then king, queen (Ober), jack (Unter), ten and down to the two, putting the Sau where "
          "the board puts it, in the Ace's place; in the Spanish pack the ace, then rey, caballo, sota and nine "
          "down to the two.", _SUMMARY, ours=True),
    cited("glic.hand.kickers", "Sets of the same rank",
          "The sources only say that higher cards beat lower; when two sets have the same rank, we compare "
          "the rest of the hands, a second set first (so two pairs beat one pair of the same rank) and then "
          "the other cards from the highest.", OURS),
    cited("glic.hand.equal", "Equal hands",
          "Hands equal in every rank are not settled by the sources; we give the Poch to the first of them in "
          "order of play from the dealer's left, as the first to have spoken.", OURS),
    cited("glic.bet.turns", "Betting in turn",
          "Each player in turn may stake into the Poch; the others may then see it, raise it, pass, or fold, "
          "and the first may bet again when it comes round to him. The source does not say who speaks first; "
          "we start on the dealer's left.", _SUMMARY, ours=True),
    cited("glic.bet.moves", "The moves",
          "The source lists the moves as see it, raise it, pass, or fold, without saying when each is open. "
          "Our reading: a player who owes nothing may pass or raise; a player who owes the difference to the "
          "highest stake may see it, raise above it, or fold and drop out of the Poch; passing while a stake "
          "is owed is not allowed, since it would keep a player in without matching the stake.", OURS),
    cited("glic.bet.end", "The end of the betting",
          "Seeing a stake does not end the betting: it ends when every player still in has passed in a row, "
          "or when only one is left; this is how we read that betting stops once every player has passed "
          "or folded.", OURS),
    cited("glic.bet.limit", "The table limit",
          "The source suggests a limit on the total; we let nobody put more than the table limit (10 pennies "
          "unless agreed otherwise) into the Poch in one deal, so a raise above it is not allowed.", OURS),
    cited("glic.bet.policy", "How the seats bet",
          "Seats not played by the reader bet by the class of their hand: with nothing they pass or fold; "
          "they raise, two at a time, up to a third of the limit with a pair, two thirds with three of a "
          "kind and the whole limit with four; above that they see while it stays within that sum and fold "
          "beyond it.", OURS),
    cited("glic.poch.lone-survivor", "The last player in",
          "When all the others have folded, the one player left takes the Poch; the source does not say whether "
          "he shows his cards, and we let him keep them hidden.", _SUMMARY, ours=True),
    cited("glic.poch.best-hand", "The best hand takes the Poch",
          "Otherwise all still in have staked the same, and the best of their hands takes the Poch.",
          _SUMMARY),
    # Phase 3: laying out --------------------------------------------------------------------------
    cited("glic.lay.values", "Values of the cards",
          "The sources do not give the values counted towards 31; we count the ace or Sau 1, the courts 10 "
          "(the sota, caballo and rey too) and every other card its number.", OURS),
    cited("glic.lay.everyone", "Everyone lays out",
          "Folding only gives up the Poch: we read that every player, folded or not, lays out his cards in "
          "the last phase, starting with the player on the dealer's left.", OURS),
    cited("glic.lay.thirty-one", "Up to thirty-one",
          "In turn each player lays a card, and the running total may not pass 31; a player who cannot lay a "
          "card without passing 31 passes. The source does not say how the cards are laid; we lay them face "
          "up, the total said aloud.", _SUMMARY, ours=True),
    cited("glic.lay.policy", "Which card is laid",
          "Every seat lays its highest-valued card that fits under 31, the highest rank and then the first "
          "suit of the pack among equal values, keeping small cards for later runs.", OURS),
    cited("glic.lay.run-end", "The end of a run",
          "When nobody can lay a card, every other player pays the one who laid the last card one penny, and "
          "he starts the next run from nothing.", _SUMMARY),
    cited("glic.lay.out", "Going out",
          "As soon as a player lays his last card, each player still holding cards pays him one penny for "
          "every card held.", _SUMMARY),
    cited("glic.lay.out-ends", "Going out ends the deal",
          "The sources do not say whether the run in progress is still paid; we end the deal at once when "
          "a player goes out, so only the cards left in hand are paid for.", OURS),
], home=__name__)
"""The one rule set of Glic, after the 2013 summary, which names the Oxford Guide to Card Games and The Game
of Tarot as its sources."""
