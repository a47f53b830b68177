"""The rules of Homme d'Auvergne, each with its stable id and its source.

The rules follow Philippe Lalanne's reconstruction of the earliest play, itself
read from La Maison des Jeux Académiques (1665). Rules marked ``ours`` fill a
silence or settle an ambiguity; their statements say what we chose and why.
"""

from __future__ import annotations

from engine.games.homme.sources import LALANNE_HOMME, MAISON_JEUX_1665, WIKIPEDIA_HOMME
from engine.rules import Citation, RuleBook, OURS, cited

_LALANNE = Citation(LALANNE_HOMME, after=WIKIPEDIA_HOMME)
_MAISON = Citation(MAISON_JEUX_1665, after=WIKIPEDIA_HOMME)



HOMME = RuleBook([
    # The table and the cards ---------------------------------------------------------------------
    cited("homme.players.two-to-five", "Two to five players",
          "Two, three, four or five people play, each for himself until the auction makes one of them the Man.",
          _LALANNE),
    cited("homme.pack.piquet", "The Piquet pack",
          "Four or five players use the 32-card Piquet pack; two or three take out the sevens and play with 28 "
          "cards.", _LALANNE),
    cited("homme.pack.ranks", "The order of the cards",
          "In every suit the King is highest, then the Queen, the Jack, the Ace, the ten, nine, eight and seven.",
          _LALANNE),
    cited("homme.pack.suits", "The order of the suits",
          "Where suits must be compared, diamonds come first, then hearts, spades and clubs.", _LALANNE),
    cited("homme.play.anticlockwise", "Play goes to the right",
          "Dealing, speaking and playing all go round to the right, anticlockwise; first hand sits on the "
          "dealer's right.", _LALANNE),
    # The deal ------------------------------------------------------------------------------------
    cited("homme.deal.cut", "Drawing for the first deal",
          "Each player draws a card from the pack spread face down and the highest card deals first. The "
          "source does not say how cards of the same rank are separated; we let the order of the suits "
          "decide.", _LALANNE, ours=True),
    cited("homme.deal.five-each", "Five cards each",
          "The dealer gives each player five cards, going round to the right from first hand, in two packets: "
          "two cards and then three, or three and then two, which the source gives as equal choices. The "
          "engine deals two then three unless a request asks otherwise; that default is ours.",
          _LALANNE, ours=True),
    cited("homme.deal.three-then-two", "Packets of three then two",
          "Three cards each and then two, the source's other order, which the engine deals when a request asks "
          "for it.", _LALANNE),
    cited("homme.deal.rotation", "The next dealer",
          "The source passes the deal to the right when nobody plays; it does not say who deals after a "
          "deal that was played, and we pass it to the right then too, so that everyone deals in turn.", OURS),
    # The auction ---------------------------------------------------------------------------------
    cited("homme.auction.turn-up", "Turning up the first card",
          "From first hand, each player in turn may turn up the talon's top card or pass; the first who turns "
          "it up opens the auction, and the players after him are not asked.", _LALANNE),
    cited("homme.auction.no-turn-up", "Nobody turns up",
          "If every player passes, the deal is not played and passes to the right. The source does not say "
          "what becomes of the stakes; we leave them in the pool for the next deal, as when nobody plays.",
          _LALANNE, ours=True),
    cited("homme.auction.bid", "Play or pass",
          "From first hand, each player in turn says whether he will play with the turn-up's suit as trumps "
          "or pass; the first to say play becomes the Man, and the others do not speak.", _LALANNE),
    cited("homme.auction.revel", "Going revelling",
          "When all have passed, the players may turn the next card of the talon (going revelling) and speak "
          "again from first hand; this may happen three times, and a suit may come again.", _LALANNE),
    cited("homme.auction.reveller", "Who goes revelling",
          "The source does not say who is asked first to go revelling. We ask the player after the one who "
          "turned the last card, then round the table; if nobody turns the card, we read the deal as passed "
          "by all: it is not played and passes to the right.", OURS),
    cited("homme.auction.no-man", "Nobody plays",
          "If all pass after the third revelling turn-up, the deal is not played and passes to the right.",
          _LALANNE),
    cited("homme.auction.trump", "The Man and the trumps",
          "The suit of the last card turned is trumps, and the Man plays alone against all the others.",
          _LALANNE),
    cited("homme.auction.policy", "How the seats bid",
          "Every seat, the reader's included, says play when it holds at least two cards of the turn-up's "
          "suit, and otherwise passes. The seats the reader does not play turn up a card, or go revelling, "
          "when they hold a King or three cards of one suit, and otherwise pass; they always show a King of "
          "the turn-up's suit, since its point is sure unless the King is captured, and the King of trumps "
          "never is.", OURS),
    # The Kings -----------------------------------------------------------------------------------
    cited("homme.king.turned", "A King turned up",
          "A King turned up during the auction scores one point at once for the player who turned it, in "
          "Lalanne's reconstruction.",
          _LALANNE),
    cited("homme.king.revealed", "A King of the turn-up's suit",
          "A player holding the King of the turn-up's suit scores one point by showing it, at his turn to "
          "speak or as soon as a player before him says play.", _LALANNE),
    cited("homme.king.choice", "Showing is a choice",
          "The holder of the King of the turn-up's suit may show it or keep it hidden. The source gives only "
          "the moments to show it; we read that a King kept then is not shown later for the same turn-up, "
          "that it may be shown if its suit is turned up again, and that no King is shown once the tricks "
          "begin.", _LALANNE, ours=True),
    cited("homme.king.once", "Each King scores once",
          "A King scores only once, even if its suit is turned up again, and keeps its point even when the "
          "deal is not played.", _LALANNE),
    cited("homme.king.captured", "A scoring King captured",
          "When a King that scored from a hand is captured in a trick by another player, its point passes "
          "from its holder to the captor.", _LALANNE),
    # The play ------------------------------------------------------------------------------------
    cited("homme.play.lead", "The lead",
          "First hand leads to the first trick, and whoever wins a trick leads to the next.", _LALANNE),
    cited("homme.play.follow", "Follow suit",
          "A player must follow the suit led if he can; he need not play higher.", _LALANNE),
    cited("homme.play.trump", "Trump if you cannot follow",
          "A player who cannot follow must play a trump if he has one; he need not beat a trump already "
          "played.", _LALANNE),
    cited("homme.play.discard", "Discard otherwise",
          "A player who can neither follow nor trump plays any card.", _LALANNE),
    cited("homme.play.win", "The trick's winner",
          "The highest trump wins the trick, or if none was played the highest card of the suit led. The source "
          "does not say how a trick is won; we apply the rule of every trick game with trumps.", OURS),
    cited("homme.play.policy", "How the seats play",
          "Seats not played by the reader lead their highest card, trumps last; later in a trick they win "
          "it with the cheapest card that beats the cards played, and otherwise play their lowest allowed "
          "card, keeping trumps.", OURS),
    # Winning -------------------------------------------------------------------------------------
    cited("homme.win.three-tricks", "Three tricks",
          "The Man wins the deal if he takes three tricks or more.", _LALANNE),
    cited("homme.win.first-to-two", "Two tricks, first",
          "With two tricks the Man wins only if no opponent takes three and he reached two tricks before any "
          "opponent did.", _LALANNE),
    cited("homme.win.first-trick", "One trick each",
          "If nobody takes more than one trick, the Man wins only if he was first to make his trick; we read "
          "this as the Man taking his trick before any opponent took one, that is the first trick.", OURS),
    cited("homme.win.lose", "The Man loses",
          "In every other case the Man loses the deal.", _LALANNE),
    # Scoring -------------------------------------------------------------------------------------
    cited("homme.score.win", "The Man's point",
          "A Man who wins scores one point.", _LALANNE),
    cited("homme.score.loss", "The Man's loss",
          "A Man who loses gives up one point and each opponent scores one.", _LALANNE),
    cited("homme.score.debt", "Points owed",
          "The source says a losing Man with no points owes his point and gives it up as soon as he scores; "
          "we keep any point owed the same way, a King's point taken by its captor included, and pay it off "
          "from the next point scored.", OURS),
    cited("homme.game.target", "Game",
          "The game is traditionally won by the first player to reach five points; the players may agree on "
          "another target, most often seven.",
          _LALANNE),
    cited("homme.game.end-of-deal", "Points counted after the deal",
          "The source does not say when in a deal the target counts. A King's point can still pass to the "
          "player who captures the King, and a losing Man gives a point back, so we count the points only "
          "when the deal is over: a player who reaches the target during a deal and falls back has not won.",
          OURS),
    cited("homme.game.tie", "Equal at the top",
          "The source does not say who wins when several reach the target with the same points; we play on, "
          "deal by deal, until one player alone has the most points and at least the target.", OURS),
    cited("homme.stake.ante", "The stakes",
          "When playing for money, each player puts the agreed stake into the pool before the deal.",
          _LALANNE),
    cited("homme.stake.sweep", "The Man sweeps the pool",
          "The source has the pool swept by the winner; we read the winner as the Man who wins the deal "
          "(it could also be read as the winner of the whole game).", _LALANNE, ours=True),
    cited("homme.stake.defenders", "When the Man loses the pool",
          "The source says only that the winner sweeps; when the Man loses, we share the pool equally among "
          "the defenders, who won together, and leave any odd chips, like a pool nobody played for, in it "
          "for the next deal.", OURS),
], home=__name__)
"""Every rule of Homme d'Auvergne."""
