"""The rules of Swiss Tarot as Dummett reads them from La Maison académique (1659), each with its stable id.

Rules marked ``ours`` fill a silence of the sources; their statements say what we chose and why.
"""

from __future__ import annotations

from engine.games.swiss_tarot.sources import DUMMETT_SOURCE
from engine.rules import Citation, RuleBook, OURS, cited
from engine.sources import BLOG_15TH_CENTURY

_DUMMETT = Citation(DUMMETT_SOURCE, after=BLOG_15TH_CENTURY)



SWISS_TAROT = RuleBook([
    # The cards and the table ----------------------------------------------------------------------
    cited("swiss-tarot.pack.italian-78", "The pack",
          "The game uses the Italian-suited tarot of 78 cards: four suits of fourteen (swords, batons, cups "
          "and coins), 21 numbered trumps and the Fool.", _DUMMETT),
    cited("swiss-tarot.rank.trumps", "The trumps",
          "The trumps rank by their numbers, the World (21) highest and the Magician (1) lowest; any trump "
          "beats any suit card.", _DUMMETT),
    cited("swiss-tarot.rank.long-suits", "Swords and batons",
          "In swords and batons the cards rank king, queen, cavalier, jack, then ten down to the ace.", _DUMMETT),
    cited("swiss-tarot.rank.round-suits", "Cups and coins",
          "In cups and coins the number cards run the other way: king, queen, cavalier, jack, then the ace, "
          "two, three and so on, the ten lowest.", _DUMMETT),
    cited("swiss-tarot.players.three", "Three players",
          "The game is for three players, no more and no fewer.", _DUMMETT),
    cited("swiss-tarot.play.anticlockwise", "Play goes to the right",
          "Dealing and play pass anticlockwise, to the right.", _DUMMETT),
    cited("swiss-tarot.stake.ante", "The ante",
          "Before the first deal each player puts the agreed stake into the pool; the request's stake is "
          "that amount (1 unless given).", _DUMMETT),
    # The deal -------------------------------------------------------------------------------------
    cited("swiss-tarot.deal.rotation", "Who deals",
          "The source says only that each deal has a different dealer; seat 1 deals first and the deal then "
          "passes to the right, so that in a game of three deals everyone deals once.", OURS),
    cited("swiss-tarot.deal.packets", "Dealing in packets",
          "The source gives the hands, not the packets; we deal five rounds of five cards, starting with the "
          "player on the dealer's right and ending with the dealer, which gives 25 cards each and leaves "
          "three, as five is the largest packet that divides 25.", OURS),
    cited("swiss-tarot.deal.last-three", "The dealer's three",
          "The dealer takes the last three cards, holding 28.", _DUMMETT),
    cited("swiss-tarot.discard.three", "The discard",
          "The dealer lays aside three cards face down, to hold 25 like the others. The source says only "
          "that he discards three; we read that they lie face down, unseen until the count, like a trick "
          "taken.", _DUMMETT, ours=True),
    cited("swiss-tarot.discard.forbidden", "What may not be discarded",
          "The dealer may not lay aside a king, a trump or the Fool.", _DUMMETT),
    cited("swiss-tarot.discard.counts-as-trick", "The discard is a trick",
          "The three cards laid aside count for the dealer as one trick won in play.", _DUMMETT),
    cited("swiss-tarot.discard.policy", "How the dealer discards",
          "The source leaves the choice to the dealer; when the engine chooses, it lays aside the allowed "
          "cards that count most (queens, then cavaliers, then jacks), which the discard keeps safe, and "
          "then the lowest of the rest, swords, batons, cups and coins in that order for equal cards.", OURS),
    # The play -------------------------------------------------------------------------------------
    cited("swiss-tarot.lead.first", "The first lead",
          "The source does not say who leads; the player on the dealer's right, the first to receive cards, "
          "leads to the first trick.", OURS),
    cited("swiss-tarot.play.lead", "Leading",
          "The leader may lead any card; the winner of each trick leads to the next. The source says only "
          "that play is normal for Tarot games; we read these as its usual rules.", _DUMMETT, ours=True),
    cited("swiss-tarot.play.follow", "Following suit",
          "Each player must follow the suit led if he can.", _DUMMETT),
    cited("swiss-tarot.play.trump", "Trumping",
          "A player who cannot follow suit must play a trump if he has one.", _DUMMETT),
    cited("swiss-tarot.play.renounce", "Neither suit nor trump",
          "A player with neither the suit led nor a trump may play any card. The source says only that play "
          "is normal for Tarot games, with following and trumping; we read this as its usual rule.",
          _DUMMETT, ours=True),
    cited("swiss-tarot.trick.win", "Winning a trick",
          "The highest trump played wins the trick; if none, the highest card of the suit led. The source "
          "says only that play is normal for Tarot games; we read this as its usual rule.", _DUMMETT, ours=True),
    cited("swiss-tarot.play.policy", "How the engine plays",
          "The source gives no strategy; a seat the engine plays wins the trick with its cheapest winning "
          "card when it can (cheapest by points, then by rank), and otherwise plays its cheapest card, or "
          "the Fool if every other card it may play counts; it leads its cheapest card, suit cards before "
          "trumps.", OURS),
    # The Fool -------------------------------------------------------------------------------------
    cited("swiss-tarot.fool.excuse", "The Fool excuses",
          "The Fool may be played instead of following suit or trumping; it never wins the trick. The source "
          "says no more of when it may be played; we let it be led, or played at any turn, like any card.",
          _DUMMETT, ours=True),
    cited("swiss-tarot.fool.exchange", "The Fool is kept",
          "The Fool is not captured with the trick: the player who played it may give the winner of that "
          "trick one of the cards he has taken in exchange and keep the Fool. The source says he may, and not "
          "who receives the card; we always make the exchange, since nobody gives up the Fool's five points "
          "for a lesser card, and give the card to the trick's winner, who would have taken the Fool.",
          _DUMMETT, ours=True),
    cited("swiss-tarot.fool.later", "Exchanging later",
          "If the Fool's owner has taken no card yet when he plays it, he may wait and make the exchange "
          "later, when he takes a trick, if he takes one.", _DUMMETT),
    cited("swiss-tarot.fool.lost", "A Fool that cannot be exchanged",
          "The source says that an owner who takes no trick through the game cannot exchange the Fool; we "
          "read the game as the deal, since the tricks are counted and the cards gathered at each deal's end, "
          "so an owner who takes no trick in the deal cannot exchange it. The source does not say where it "
          "goes, and we leave it in the trick where it was played, with that trick's winner.",
          OURS),
    cited("swiss-tarot.fool.card-given", "The card given for the Fool",
          "The source does not say which card the owner gives; he gives the first card of no count among "
          "the cards he has taken, in the order taken (a dealer's discard first, as his first trick), or if "
          "all count, the one that counts least; the Fool takes its place in that trick, so every trick "
          "still holds three cards.", OURS),
    # The count ------------------------------------------------------------------------------------
    cited("swiss-tarot.count.card-values", "The counting cards",
          "The World, the Magician and the Fool count 5 each, kings 5, queens 4, cavaliers 3 and jacks 2; "
          "every other card counts nothing by itself.", _DUMMETT),
    cited("swiss-tarot.count.three-counters", "Three counting cards",
          "A trick holding three counting cards is worth their sum less 2.", _DUMMETT),
    cited("swiss-tarot.count.two-counters", "Two counting cards",
          "A trick holding two counting cards is worth their sum less 1.", _DUMMETT),
    cited("swiss-tarot.count.one-counter", "One counting card",
          "A trick holding one counting card is worth that card.", _DUMMETT),
    cited("swiss-tarot.count.no-counter", "No counting card",
          "A trick holding no counting card is worth 1.", _DUMMETT),
    cited("swiss-tarot.count.by-trick", "Counting trick by trick",
          "The source counts tricks of three; we count each trick as it lies after the Fool's exchange, the "
          "discard as one more trick of the dealer's, so that the 26 tricks of a deal always make 78 points "
          "in all.", OURS),
    # The game -------------------------------------------------------------------------------------
    cited("swiss-tarot.game.three-deals", "Three deals",
          "A game is three deals, each player's points added up over them; the engine may be asked to stop "
          "after one or two, to show a shorter game.", _DUMMETT),
    cited("swiss-tarot.game.winner", "The winner",
          "The player with the highest total after the deals takes the pool.", _DUMMETT),
    cited("swiss-tarot.game.tie", "A tie for the highest total",
          "The source does not say what a tie does; the tied players share the pool equally, and a unit "
          "that cannot be shared goes to the tied player who received cards first in the first deal.", OURS),
], home=__name__)
"""Every rule of Swiss Tarot, by id."""
