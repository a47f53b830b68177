"""The rules of French Tarot as the Wikipedia article summarising the Fédération Française de Tarot's rules gives
them, with the house rules and variants it lists, each with its stable id.

This rule book holds the deal, the count, the score, the judging of a hand, the taker's chances and, listed apart
(:data:`PLAY_RULES`, :data:`CARD_PLAY_RULES`), the rules of the play. Rules marked ``ours`` fill a silence of the
source; their statements say what we chose and why.
"""

from __future__ import annotations

from engine.games.french_tarot.sources import WIKIPEDIA_FRENCH_TAROT
from engine.rules import Citation, RuleBook, OURS, cited

_SUMMARY = Citation(WIKIPEDIA_FRENCH_TAROT)

PLAY_RULES = (
    # Tricks -------------------------------------------------------------------------------------
    cited("french-tarot.play.lead", "Leading",
          "First hand leads to the first trick, and the player who took each trick leads to the next; the "
          "leader may lead any card.", _SUMMARY),
    cited("french-tarot.play.follow", "Following suit",
          "Every other player must follow the suit led, and when a trump is led, play a trump.", _SUMMARY),
    cited("french-tarot.play.trump", "Trumping",
          "A player who cannot follow suit must play a trump if he can.", _SUMMARY),
    cited("french-tarot.play.overtrump", "Overtrumping",
          "A player who trumps, or plays to a trump lead, must play a trump higher than every trump already in "
          "the trick if he can; if he cannot, any trump will do. The Petit (1) is the lowest trump and the Monde "
          "(21) the highest.", _SUMMARY),
    cited("french-tarot.play.renounce", "Neither suit nor trump",
          "A player who can neither follow suit nor trump may play any card, which cannot win the trick.",
          _SUMMARY),
    cited("french-tarot.trick.win", "Winning a trick",
          "The highest trump played takes the trick; if no trump was played, the highest card of the suit led, "
          "the suits ranking roi, dame, cavalier, valet, then ten down to the ace.", _SUMMARY),
    # The Excuse ---------------------------------------------------------------------------------
    cited("french-tarot.excuse.play", "The Excuse excuses",
          "The Excuse may go to any trick, in place of a card of the suit led or of a trump, and it does not "
          "take the trick.", _SUMMARY),
    cited("french-tarot.excuse.led", "The Excuse led",
          "When the Excuse is the first card of a trick, the next card played sets the suit to follow.",
          _SUMMARY),
    cited("french-tarot.excuse.slam", "The Excuse in a chelem",
          "The Excuse wins the last trick when it is played to it by a side that took every trick before.",
          _SUMMARY),
    cited("french-tarot.excuse.last-trick", "The Excuse in the last trick",
          "Played to the last trick by a side that did not take every trick before, the Excuse goes to the other "
          "side, even when the trick is won by the partner or a fellow defender of its player.", _SUMMARY),
    cited("french-tarot.excuse.exchange", "The Excuse is kept",
          "In any other trick the Excuse stays with the side that played it; if the other side took the trick, "
          "it receives in exchange a card worth half a point (any trump but the Petit and the Monde, or a "
          "suit card from the ten down to the ace) out of the tricks the Excuse's side has taken so far.", _SUMMARY),
    cited("french-tarot.excuse.owed", "A half-point card owed",
          "The source does not say what happens when the Excuse's side has no half-point card in its pile yet "
          "(its tricks, and the écart or the dog where that side holds it): we let it owe the card and give it as "
          "soon as it takes one. If it never does, the Excuse stays with it all the same, since it never changes "
          "sides but in the last trick, and nothing is given.", OURS),
    cited("french-tarot.excuse.card-given", "Which half-point card",
          "The card comes from the scoring pile of the Excuse's side, which the écart begins for the taker, and "
          "which holds the dog of a garde sans (the taker's) or a garde contre (the defence's). The source does "
          "not say which card: we give the first half-point card of its tricks, in the order taken, and one from "
          "the écart or the dog only when its tricks hold none, so that no card set aside is shown needlessly; the "
          "Excuse takes its place.", _SUMMARY, ours=True),
    cited("french-tarot.excuse.unknown-partner", "The Excuse and an unknown partner",
          "The source does not say how the Excuse is exchanged while the partner called by a king is unknown: "
          "we let an exchange that concerns him (his Excuse, or a trick he took) wait until his king is played, "
          "so that the exchange does not tell his side, and then make it between the sides as usual.", OURS),
    # Variants -----------------------------------------------------------------------------------
    cited("french-tarot.play.petit-imprenable", "The Petit imprenable",
          "In the Petit imprenable variant, a player whose only trump is the Petit plays it like the Excuse; if "
          "it does not take the trick, it goes back to him in exchange for a half-point card. We read it as the "
          "only trump as play begins (the Excuse is no trump here), which he may play at any time and is never "
          "obliged to play; it wins as the trump 1 when no higher trump is played, and its exchange is owed like "
          "the Excuse's. Played like the Excuse to the last trick, and not taking it, it goes to the other side, "
          "even when his own side took that trick, and nothing is given for it: it counts among that side's "
          "oudlers, and that side, which takes it at the end, has the petit au bout. When his side took every "
          "trick before, it goes back to him for a half-point card as in any other trick, and no side has the "
          "petit au bout. Since the variant lets such a player play, we read it as replacing the Petit sec's "
          "annulment: the deal stands.", _SUMMARY, ours=True),
)
"""Every rule of French Tarot's play."""

CARD_PLAY_RULES = (
    cited("french-tarot.play.first-lead", "The first lead",
          "First hand leads the first trick, unless the taker announced a chelem, which gives him the right and "
          "the obligation to lead it, whatever his seat.", _SUMMARY),
    cited("french-tarot.play.policy", "How the computer seats play",
          "The source gives advice, not a method: our computer seats play by stated heuristics, tried in order "
          "and given as each card's reason. A seat plays its only allowed card; plays the Excuse before the last "
          "trick, where it would go to the other side, and a Petit imprenable before the Excuse and the last "
          "trick, but keeps the Excuse for the last trick while its side has taken every trick; leading for a side "
          "that has taken every trick, plays for the chelem: the Petit then the Excuse when they are all it holds "
          "and no other seat may hold a trump or the chelem was announced, and for an announced chelem its "
          "highest trumps while another seat may hold one, then its Kings; plays the 21 on a trick to which a "
          "known partner played the Petit; plays the Petit only when it is safe (under a partner's 21, or last to "
          "play when the Petit or a partner takes the trick), else keeps it and the Excuse back; with trumps in "
          "half its hand or more, leads its highest trump to hunt the Petit while a seat not known to be a partner "
          "may hold it, by what the table has seen; leads a King of a suit in which no seat has "
          "yet shown a void; gives its best court card to a trick a partner is sure to take; takes a trick no "
          "known partner holds with the cheapest card that takes it; and otherwise plays the card that counts "
          "least, a plain card before a trump. With five players a seat plays for a partner only once the called "
          "card falls, so that no card's reason shows the sides early.", OURS),
    cited("french-tarot.call.partner-revealed", "The partner shown",
          "The source does not say when the table learns who the partner is: we let no one but the partner know "
          "until the called card is played, which shows him (or shows that the taker plays alone); a called card "
          "left unseen in the dog is told at the count.", OURS),
    cited("french-tarot.count.piles", "Counting the piles",
          "When the last trick has been played the taker counts the oudlers and points of his side's pile, the "
          "écart included (on a garde sans, the dog; on a garde contre the dog is the defence's); the defence has "
          "the rest of the 91 points.", _SUMMARY),
)
"""The rules of a deal played card by card to its score: the first lead, the computer's play, the partner shown
and the count of both piles."""


FRENCH_TAROT = RuleBook([
    # The pack and the count -----------------------------------------------------------------------
    cited("french-tarot.pack.tarot-nouveau", "The pack",
          "The game uses the 78-card Tarot Nouveau: four French suits of fourteen (roi, dame, cavalier, valet, "
          "then ten down to the ace), 21 numbered trumps and the Excuse.", _SUMMARY),
    cited("french-tarot.count.oudlers", "The oudlers",
          "The Petit (trump 1), the Monde (trump 21) and the Excuse are the three oudlers.", _SUMMARY),
    cited("french-tarot.count.card-values", "The value of each card",
          "Counted card by card, a king or an oudler is worth 4½ points, a queen 3½, a knight 2½, a jack 1½ and "
          "every other card ½: 91 points in the pack.", _SUMMARY),
    cited("french-tarot.count.pairs", "Counting in pairs",
          "Players count in pairs: a king or an oudler with an ordinary card makes 5, a queen with one 4, a "
          "knight with one 3, a jack with one 2, and two ordinary cards 1; a card left without a partner "
          "counts its own value.", _SUMMARY),
    cited("french-tarot.contract.needed", "The points the taker needs",
          "The taker needs 36 points with three oudlers in his tricks, 41 with two, 51 with one and 56 with "
          "none; the defence wins with the rest of the 91.", _SUMMARY),
    # The deal -------------------------------------------------------------------------------------
    cited("french-tarot.deal.cut", "The cut",
          "The player at the dealer's left cuts the pack before the deal.", _SUMMARY),
    cited("french-tarot.deal.packets", "Packets of three",
          "The dealer deals the whole pack anticlockwise from first hand, three cards at a time to each player: "
          "24 cards each with three players, 18 with four, 15 with five.", _SUMMARY),
    cited("french-tarot.deal.dog", "The dog's cards",
          "While dealing to the players, the dealer lays the dog's cards (six with three or four players, three "
          "with five) one at a time: never two in a row, never from the middle of a packet, and never the first "
          "or the last card of the pack.", _SUMMARY),
    cited("french-tarot.deal.dog-places", "Where the dog's cards go",
          "The source leaves it to the dealer where the dog's cards go within those limits; we let the shuffle "
          "choose a different gap between two packets for each of them, every choice as likely.", OURS),
    cited("french-tarot.deal.seats", "Who sits where",
          "To judge a hand dealt from a seed we seat its player first hand, in seat 1, and number the seats as a "
          "deal and a played deal do, turns going down through the numbers: the dealer, on first hand's left, is "
          "in seat 2 and the player at the dealer's left, who cuts, in seat 3.", OURS),
    cited("french-tarot.deal.drawing", "Drawing for the deal",
          "The source does not say how the players draw; we let each draw in turn from seat 1 the next card of the "
          "shuffled pack.", OURS),
    cited("french-tarot.deal.first-dealer", "The first dealer",
          "The players draw for the first deal and the lowest card deals; between cards of the same rank spades "
          "rank above hearts, hearts above diamonds and diamonds above clubs, and every trump ranks above every "
          "suited card.", _SUMMARY),
    cited("french-tarot.deal.excuse-redraws", "The Excuse drawn",
          "A player who draws the Excuse for the deal draws again.", _SUMMARY),
    cited("french-tarot.deal.anticlockwise", "To the right",
          "The deal passes to the right after each deal; the dealing, the bidding and the play go anticlockwise "
          "from first hand, on the dealer's right.", _SUMMARY),
    cited("french-tarot.deal.maldonne", "A maldonne",
          "A deal that breaks the rules of dealing is a maldonne (misdeal): the hand is dealt again, by the same "
          "dealer or the next.", _SUMMARY),
    cited("french-tarot.deal.petit-sec", "The Petit sec",
          "A player whose only trump is the Petit, without the Excuse, must announce it before the bidding; the "
          "deal is annulled and dealt again by the next dealer.", _SUMMARY),
    cited("french-tarot.deal.soft-shuffle", "Soft shuffling",
          "Commonly the cards are not shuffled between deals: they are gathered, cut by the last dealer and dealt "
          "by the player on his right.", _SUMMARY),
    cited("french-tarot.deal.gathering", "How the cards are gathered",
          "The source does not say in what order the cards are gathered; with soft shuffling we put the hands one "
          "on another from first hand to the dealer, each as its player sorted it, and the dog last.", OURS),
    cited("french-tarot.deal.limit", "Deals until someone takes",
          "The engine deals again after a Petit sec, a maldonne called (a house rule) or a deal nobody bids on, at "
          "most as many deals as asked (ten unless asked otherwise), and stops there if nobody has taken.", OURS),
    cited("french-tarot.deal.scenario", "Hands given",
          "The source deals from a shuffled pack; we also let a reader give every hand and the dog, dealt by the "
          "dealer they name, and play them as a dealt deal. With no pack to deal again, such a deal stops after a "
          "Petit sec or when nobody bids.", OURS),
    cited("french-tarot.deal.first-lead", "Ready for the first card",
          "First hand leads the first trick; the deal stops just before it, ready for the play.", _SUMMARY),
    # The bidding ----------------------------------------------------------------------------------
    cited("french-tarot.bid.order", "The order of bidding",
          "The bidding begins with first hand and goes anticlockwise.", _SUMMARY),
    cited("french-tarot.bid.once", "One turn each",
          "The source says a pass is final and a bid must be higher; we read it as one turn each, as the "
          "Federation bids, so that the highest bid of that round takes.", OURS),
    cited("french-tarot.bid.pass", "A pass is final",
          "A player who passes may not bid afterwards.", _SUMMARY),
    cited("french-tarot.bid.higher", "Only higher",
          "Each bid must be higher than every bid before it.", _SUMMARY),
    cited("french-tarot.bid.contracts", "The contracts",
          "The bids, from the lowest: the prise, the garde, the garde sans and the garde contre; the highest bidder "
          "is the taker.", _SUMMARY),
    cited("french-tarot.bid.chelem", "A chelem announced",
          "A chelem (every trick) may be announced in the bidding, and gives the taker the lead of the first "
          "trick. We offer it as an option of the table, to the taker once the bidding is over; a computer taker "
          "announces only with an overwhelming hand, the 21 and the Excuse among trumps in three cards of four or "
          "more, and nothing else but Kings.", _SUMMARY, ours=True),
    cited("french-tarot.bid.no-taker", "Nobody bids",
          "If nobody bids, the deal is void and the deal passes to the right.", _SUMMARY),
    cited("french-tarot.bid.policy", "How the computer seats bid",
          "The computer seats bid by the source's guide, its ranges scaled to the size of their hand: the "
          "contract their points suggest when it is higher than the bid so far, else they pass; a table without "
          "the prise makes a prise hand pass, and they never bid the pousse, which the guide does not rate. Each "
          "bid gives its reason: the range of points it tells every seat, and the exact points only to a reader "
          "who may see the hand.", OURS),
    # The king call --------------------------------------------------------------------------------
    cited("french-tarot.call.king", "The king call",
          "With five players the taker calls a King before anything is done with the dog; whoever holds it is his "
          "partner.", _SUMMARY),
    cited("french-tarot.call.queen-knight", "A Queen or a Knight",
          "A taker holding the four Kings calls a Queen; holding the four Queens too, a Knight.", _SUMMARY),
    cited("french-tarot.call.all-twelve", "Holding all twelve",
          "A taker holding every King, Queen and Knight plays alone.", _SUMMARY),
    cited("french-tarot.call.dog", "A King called from the dog",
          "The taker may call a King lying in the dog, and then plays alone.", _SUMMARY),
    cited("french-tarot.call.own", "Calling one's own King",
          "The source does not forbid the taker to call a King he holds; we let him, and he then plays alone, "
          "which the others learn only when the card is played.", OURS),
    cited("french-tarot.call.policy", "How a computer taker calls",
          "A computer taker calls, among the cards he may call and does not hold, the one of the suit he holds "
          "most of, so that the partner strengthens his longest suit; how many he holds is told only to a reader "
          "who may see his hand.", OURS),
    # The dog and the écart ------------------------------------------------------------------------
    cited("french-tarot.dog.shown", "The dog shown and taken",
          "On a prise, a pousse or a garde the taker takes the dog into his hand, then sets aside as many cards.",
          _SUMMARY),
    cited("french-tarot.dog.garde-sans", "The dog of a garde sans",
          "On a garde sans the dog goes unseen into the taker's pile.", _SUMMARY),
    cited("french-tarot.dog.garde-contre", "The dog of a garde contre",
          "On a garde contre the dog goes unseen into the defence's pile.", _SUMMARY),
    cited("french-tarot.ecart.size", "The écart",
          "The taker sets aside as many cards as the dog held, face down, to begin his pile.", _SUMMARY),
    cited("french-tarot.ecart.kings", "No King in the écart",
          "The taker may not set a King aside.", _SUMMARY),
    cited("french-tarot.ecart.oudlers", "No oudler in the écart",
          "An oudler may never be set aside.", _SUMMARY),
    cited("french-tarot.ecart.trumps", "A trump in the écart",
          "A trump other than an oudler goes aside only when nothing else can, and is shown.", _SUMMARY),
    cited("french-tarot.ecart.policy", "How a computer taker sets aside",
          "A computer taker empties his shortest suits first, making voids, court cards before small ones, keeps "
          "his Kings and trumps, and sets aside his lowest trumps only when nothing else may go; each card's "
          "reason (a singleton, a void, a short suit) is told where the card is.", OURS),
    # Declarations ---------------------------------------------------------------------------------
    cited("french-tarot.declare.poignee", "Showing a poignée",
          "Right before his first card a player may declare a poignée and show at least as many trumps as its "
          "level needs, the Excuse counting as a trump.", _SUMMARY),
    cited("french-tarot.declare.poignee-shown", "Which trumps are shown",
          "The source does not say which trumps are shown; we show the lowest, and the Excuse only when the "
          "others are too few, since showing it tells that no other trump is left.", OURS),
    cited("french-tarot.declare.when", "When players declare",
          "The source has each player declare right before his own first card; we ask every player in the order "
          "of play before first hand leads, which tells no one more.", OURS),
    cited("french-tarot.declare.policy", "How the computer seats declare",
          "The computer seats show the highest poignée they hold, with as few trumps as it needs, and declare "
          "misère whenever the house rule is played and their hand allows it, each declaration with its "
          "reason.", OURS),
    # The hand score -------------------------------------------------------------------------------
    cited("french-tarot.score.formula", "The hand score",
          "The hand score is (25 + margin + petit au bout) × the contract's multiplier, plus the poignée and "
          "the chelem, which are never multiplied.", _SUMMARY),
    cited("french-tarot.score.margin", "The margin",
          "The margin is how far the taker's points are above or below what he needed.", _SUMMARY),
    cited("french-tarot.score.half-point", "A margin with half a point",
          "A pile of an odd number of cards holds half a point: with three or five players, and with four when "
          "the Excuse goes to the other side in the last trick or stays without a card given for it. The source "
          "does not deal with it; we count a margin of so many points and a half as the next whole point, "
          "whichever side it favours, so that every score stays a whole number.", OURS),
    cited("french-tarot.score.multiplier", "The contract's multiplier",
          "The prise and the pousse multiply by 1, the garde by 2, the garde sans by 4 and the garde contre "
          "by 6.", _SUMMARY),
    cited("french-tarot.score.garde-contre-8", "The higher garde contre",
          "In a popular variant the garde contre multiplies by 8 instead of 6.", _SUMMARY),
    cited("french-tarot.bonus.petit-au-bout", "Petit au bout",
          "When the Petit is in the last trick, 10 points go before the multiplier to the side that took that "
          "trick: added to the hand score if that side won the contract, taken from it if it lost.", _SUMMARY),
    cited("french-tarot.bonus.petit-au-bout-slam", "Petit au bout in a chelem",
          "A side that takes every trick and plays the Excuse to the last one still has the Petit au bout "
          "when its Petit won the trick before the last.", _SUMMARY),
    cited("french-tarot.bonus.poignee", "The poignée",
          "A player who shows a handful of trumps (the Excuse counting as one) before his first card adds 20 "
          "for a single, 40 for a double and 60 for a triple poignée to the hand score, whichever side wins: "
          "with four players a single needs 10 trumps, a double 13, a triple 15; with three players 13, 15 "
          "and 18; with five players 8, 10 and 13.", _SUMMARY),
    cited("french-tarot.bonus.chelem", "The chelem",
          "Taking every trick is a chelem: announced in the bidding it gains 400 if made and costs the "
          "announcer 200 if missed; unannounced, it gains 200 to whichever side takes every trick.", _SUMMARY),
    # The scorecard --------------------------------------------------------------------------------
    cited("french-tarot.scorecard.defenders", "The defenders and the taker",
          "If the taker wins, each defender loses the hand score; if he loses, each defender gains it; the "
          "taker's score balances theirs, so that every line of the scorecard sums to zero.", _SUMMARY),
    cited("french-tarot.scorecard.partner", "The partner, with five players",
          "With five players the partner whom the taker called wins or loses the hand score once, the taker "
          "twice, against three defenders; a taker who called a king lying in the dog plays alone against four "
          "and wins or loses it four times.", _SUMMARY),
    cited("french-tarot.scorecard.rounding", "Rounding to ten",
          "Players who round round the defenders' scores to the nearest ten and give the taker what balances "
          "them, not his own score rounded.", _SUMMARY),
    cited("french-tarot.scorecard.rounding-others", "What is rounded, and how",
          "The source rounds the defenders: we round every player but the taker (the partner too, with five "
          "players), and a score ending in 5, halfway between two tens, goes away from zero, a case the "
          "source's example (-168, rounded to -170) does not meet.",
          OURS),
    cited("french-tarot.scorecard.running", "The running scorecard",
          "Each deal's scores are added to the players' running totals, which therefore always sum to zero.",
          _SUMMARY),
    # Judging a hand -------------------------------------------------------------------------------
    cited("french-tarot.evaluate.oudlers", "The guide: the Monde and the Excuse",
          "To judge a hand before bidding, the guide gives 10 points for the Monde (trump 21) and 8 for the "
          "Excuse.", _SUMMARY),
    cited("french-tarot.evaluate.petit", "The guide: the Petit",
          "The Petit scores by the trumps held with it: nothing with one to three trumps, 5 with four, 7 with "
          "five and 9 with six or more.", _SUMMARY),
    cited("french-tarot.evaluate.counting", "The guide: which trumps count",
          "The guide does not say whether the Petit is among the trumps that guard it, nor whether the Excuse "
          "is a trump; we count the Petit among its own trumps but not the Excuse, and count the Excuse where "
          "the guide counts each trump with the oudlers included.", OURS),
    cited("french-tarot.evaluate.trumps", "The guide: the trumps",
          "Each trump, the oudlers included, scores 2, unless the hand holds fewer than four.", _SUMMARY),
    cited("french-tarot.evaluate.major-trumps", "The guide: the major trumps",
          "Each major trump, 16 to 21, scores 2 more.", _SUMMARY),
    cited("french-tarot.evaluate.sequences", "The guide: sequences of major trumps",
          "Each major trump in a sequence scores 1 more: 20 and 21 make 2, 16, 17 and 18 make 3.", _SUMMARY),
    cited("french-tarot.evaluate.courts", "The guide: the court cards",
          "A king and the queen of its suit score 10, a king without its queen 6, a queen without its king 3, "
          "a knight 2 and a jack 1.", _SUMMARY),
    cited("french-tarot.evaluate.long-suits", "The guide: long suits",
          "Five cards of one suit score 5, six score 7, seven or more score 9.", _SUMMARY),
    cited("french-tarot.evaluate.short-suits", "The guide: short suits",
          "For a garde sans or a garde contre, a suit with no card scores 6 and a suit of one card 3.", _SUMMARY),
    cited("french-tarot.evaluate.bid", "The guide: the bid",
          "Below 40 points the guide suggests passing, from 40 to 55 a prise, from 56 to 70 a garde, from 71 to "
          "80 a garde sans, and from 80 a garde contre.", _SUMMARY),
    cited("french-tarot.evaluate.bid-ranges", "The guide's ranges, read",
          "The guide's last two ranges both hold 80: we read 80 as a garde sans and suggest the garde contre "
          "from 81. The short suits count only for the two highest contracts, so we add them only when the "
          "total with them reaches a garde sans. The ranges are for the four players' hand of 18 cards: for a "
          "hand of 24 (three players) or 15 (five) we scale each by the guide's points such a hand holds on "
          "average, 52 or 25 against 34, so that a prise needs 61 at three players and 29 at five.", OURS),
    # The taker's chances --------------------------------------------------------------------------
    cited("french-tarot.odds.dog", "The dog's cards of a kind",
          "The source tables the taker's chance of finding in a dog of six, at four players, none, one, two or "
          "more of the cards of a kind he does not hold.", _SUMMARY),
    cited("french-tarot.odds.dog-count", "How the dog's chances are counted",
          "We count them exactly: the dog is any six (three with five players) of the cards the taker cannot "
          "see, every choice as likely, for three and five players as for four.", OURS),
    cited("french-tarot.odds.longest", "The longest defender",
          "The source tables, for the cards of a suit (or trumps) the defenders hold between them, the chance "
          "that the longest of them holds exactly so many.", _SUMMARY),
    cited("french-tarot.odds.longest-count", "How the defenders' chances are counted",
          "We count every way the defenders' hands, each of its fixed size, can share those cards, every way "
          "as likely, where the source's figures let each card fall to each defender on its own; with five "
          "players the four other hands count as the defence, the partner being unknown.", OURS),
    # House rules ----------------------------------------------------------------------------------
    cited("french-tarot.house.misere", "Misère",
          "As a house rule, a player whose hand has no trump, or no court card, may declare misère: 30 to "
          "him and 10 from each other player.", _SUMMARY),
    cited("french-tarot.house.misere-table", "Misère with three or five players",
          "The source's 30 and 10 balance only with four players; with three or five we keep the 10 each "
          "other player pays and give the declarer their sum (20 or 40), so that the scores still sum to "
          "zero.", OURS),
    cited("french-tarot.house.misere-hand", "When misère is declared",
          "The source does not say when misère is declared; we let a player declare it with the poignée, before "
          "the first card, on the hand then held (the taker's after the écart), the Excuse counted as a trump.",
          OURS),
    cited("french-tarot.house.pousse-bid", "The pousse",
          "In some regions a pousse is bid between the prise and the garde.", _SUMMARY),
    cited("french-tarot.house.no-prise", "Without the prise",
          "Some players play without the prise, the garde being the lowest bid.", _SUMMARY),
    cited("french-tarot.house.petit-chelem", "The petit chelem",
          "As a house rule, taking every trick but three is a petit chelem: 150 unannounced; announced, 300 "
          "if made and 150 lost if missed.", _SUMMARY),
    cited("french-tarot.house.petit-chelem-reading", "The petit chelem, read",
          "Read to the letter, every trick but three would leave a side that takes every trick but one or two "
          "without the 150 that one taking fewer earns: we read it as every trick but three or fewer, so that a "
          "side that leaves the other one, two or three tricks makes a petit chelem. A side that takes every trick "
          "makes the chelem instead, and is not paid for a petit chelem as well.", OURS),
    cited("french-tarot.house.petit-chelem-announced", "A petit chelem announced",
          "The source does not say when or how the petit chelem is announced: at a table that plays it and lets "
          "the taker announce, we let him announce a chelem or a petit chelem once the bidding is over; the petit "
          "chelem does not give him the first lead, which the source grants only to the chelem. It is made when "
          "his side takes every trick but three or more; taking every trick fulfils it, and is scored as the "
          "petit chelem announced and made, not also as an unannounced chelem. A computer taker announces it "
          "with the 21 and the Excuse, trumps in two cards of three or more, and only Kings and Queens besides.",
          OURS),
    cited("french-tarot.house.maldonne", "A maldonne of a poor hand",
          "As a house rule, a player whose hand has no trump, or fewer than an agreed number of trumps and court "
          "cards together, may declare a maldonne, and the hand is dealt again.", _SUMMARY),
    cited("french-tarot.house.maldonne-reading", "The poor hand, read",
          "The source gives no number, no moment and no order: unless a table agrees another, we take 4 (fewer "
          "than four trumps and court cards), a hand so poor that it comes about once in some 370 hands at four "
          "players, 64 at five and 14,500 at three, so that only a hopeless hand is dealt again. We count the "
          "Excuse as a trump, as the poignée does, and the Kings, Queens, Knights and Jacks as the court cards; "
          "each player whose hand allows it is asked in turn from first hand, after the Petit sec and before the "
          "bidding, and a computer seat calls it whenever it may. The deal is then annulled and dealt again by "
          "the next dealer, like a Petit sec, within the deals asked.", OURS),
    cited("french-tarot.house.parole", "The parole",
          "In some social games a player may say parole: he bids no contract yet and reserves judgement until a "
          "second round of bidding, in which, by the variant, he may bid any contract from the prise to the "
          "garde contre, or only a prise.", _SUMMARY),
    cited("french-tarot.house.parole-rounds", "The parole, read",
          "The source does not say who speaks in the second round nor when parole may be said: we let a player "
          "say it instead of passing only while nobody has bid; those who said it, and they alone, speak again "
          "once each in the same order, passing or bidding above the highest bid (a prise only, while nobody has "
          "bid, in the prise form); those who passed stay out. If every player said parole or passed and nobody "
          "bids in the second round, the deal is void as when nobody bids. A computer seat whose hand the guide "
          "would pass with three quarters or more of the points a prise needs (30 at four players) says parole, "
          "and in the second round, while nobody has bid, takes the lowest contract it may rather than void the "
          "deal.", OURS),
    cited("french-tarot.house.pousse-scale", "Fixed amounts for the contracts",
          "Where the pousse is played between the petite and the garde, the contracts may be worth fixed "
          "amounts instead of multipliers: 10 for the petite, 20 for the pousse, 40 for the garde, 80 for the "
          "garde sans and 160 for the garde contre.", _SUMMARY),
    cited("french-tarot.house.pousse-terms", "What the fixed amounts replace",
          "The source does not say what becomes of the margin and the petit au bout under fixed amounts; we "
          "let the contract's amount replace (25 + margin + petit au bout) × multiplier, and add the petit au "
          "bout's 10 to it unmultiplied, with the poignée and the chelem as usual.", OURS),
    *PLAY_RULES,
    *CARD_PLAY_RULES,
], home=__name__)
"""Every rule of French Tarot the engine applies so far, by id."""
