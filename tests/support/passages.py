"""The words of the seed text that say each rule given as its source's own: rule id to passage(s), copied verbatim."""

from __future__ import annotations

PASSAGES: dict[str, str | tuple[str, ...]] = {
    # Ferme, 1659: the earliest rules, after de la Marinière ----------------------------------------------------
    "ferme-1659.count.points":
        "Court cards score 10 points each and pip cards score their face value, Aces being worth 1 point.",
    "ferme-1659.win.sixteen":
        "A player scoring exactly 16, wins the farm and contents of the pool, 'deposing' the current farmer",
    "ferme-1659.farm.stays":
        "If no-one scores 16, the player who is nearest 16 without exceeding it, wins the pool, but not the farm.",
    "ferme-1659.pool.closest":
        "If no-one scores 16, the player who is nearest 16 without exceeding it, wins the pool, but not the farm.",
    "ferme-1659.next-farmer.winner":
        "wins the farm and contents of the pool, 'deposing' the current farmer and taking over as farmer for the "
        "next round.",
    "ferme-1659.stick.twelve-to-fifteen":
        "Players on 12 to 15 points may 'stick' to avoid exceeding 16 and having to pay the farmer.",
    # Ferme, 1800: the later rules, after Lacombe ---------------------------------------------------------------
    "ferme-1800.count.points": (
        "As before, courts count 10 points and pips their face value.",
        "Aces being worth 1 point.",
    ),
    "ferme-1800.win.sixteen": (
        "A player who scores exactly 16 wins the farm and the pool.",
        "A player who wins the farm deposes the farmer",
    ),
    "ferme-1800.farm.stays":
        "puts it aside to be won by the player who dispossesses the farmer.",
    "ferme-1800.pool.closest": (
        "Although forfeiting the chance of winning the farm, such a player may still win the pool.",
        "The player whose score is closest to 16 without overshooting it, wins the pool.",
    ),
    "ferme-1800.next-farmer.winner":
        "A player who wins the farm deposes the farmer and takes over",
    "ferme-1800.deal.shuffle-and-cut":
        "The farmer shuffles the pack, has the player to the left cut them",
    "ferme-1800.deal.one-each":
        "deals one card each, anticlockwise beginning with eldest hand, the player to their right.",
    "ferme-1800.draw.from-bottom": (
        "Beginning with eldest, players have the right to ask for one or more cards in succession until they are "
        "satisfied with their hand.",
        "These fresh cards are taken from the bottom of the talon.",
    ),
    "ferme-1800.stick.basta": (
        "A player wishing to stick says basta and does not have to pay anything.",
        "such a player may still win the pool.",
    ),
    "ferme-1800.tie.brillant-and-ten":
        "The brilliant and a 10-point card beat any other combination",
    "ferme-1800.tie.fewer-cards":
        "Two cards beat three cards; three beat four, etc.",
    # Farmer: the American game --------------------------------------------------------------------------------
    "farmer.pack.forty-five": (
        "Farmer uses a special 45-card deck.",
        "Starting with a standard deck",
        "remove all the 8s and all the 6s except for the 6♥.",
    ),
    "farmer.players.two-to-eight": (
        "Farmer is a gambling game for two to eight players",
        "with the farmer drawing last.",
    ),
    "farmer.count.points":
        "Aces are worth one, face cards are worth ten, and all other cards are worth their face value.",
    "farmer.first-farmer.six-of-hearts":
        "begin dealing cards face up, one at a time, to each player. The player that the 6♥ is dealt to is the "
        "first dealer, called the farmer.",
    "farmer.ante.everyone": (
        "All players ante to the pot, which is called the farm.",
        "all players must ante again before the start of the next deal.",
    ),
    "farmer.deal.one-face-down":
        "The farmer shuffles and deals one card face down to each player, starting with the player to their left.",
    "farmer.draw.order": (
        "Starting with the player to the farmer's left, each player is given the opportunity to draw cards.",
        "the next player to the left is given an opportunity to draw, and so on, with the farmer drawing last.",
    ),
    "farmer.draw.at-least-one":
        "Each player is required to draw at least one card.",
    "farmer.draw.hit-or-stay":
        "they merely say \"Hit\", and are dealt an additional card, face up, by the farmer. When they are "
        "satisfied with their hand, they say \"I stay\".",
    "farmer.bust.silent":
        "If a player should exceed a score of sixteen, called busting, they do not announce this publicly; they "
        "simply stay.",
    "farmer.win.sixteen": (
        "the players' face-down cards are revealed",
        "If a single player has a score of exactly sixteen, they win the farm.",
    ),
    "farmer.tie.six-of-hearts":
        "The player with the 6♥ wins.",
    "farmer.tie.fewest-cards":
        "If none of the players hold the 6♥, the player with the fewest cards wins.",
    "farmer.tie.left-of-farmer":
        "If the farmer is not involved in the tie, the first player to the left of the farmer wins.",
    "farmer.no-sixteen.farm-stays":
        "If there are no players with a score of exactly sixteen, the farm remains for the next deal.",
    "farmer.no-sixteen.pay-closest":
        "Each player with a lower score pays the amount of the ante to the player who is closest to sixteen "
        "without going over.",
    "farmer.no-sixteen.side-pot":
        "If there are multiple players tied for closest to sixteen, these payoffs are aggregated into a side pot, "
        "which is then split as evenly as possible amongst the players (with any remainder going into the farm).",
    "farmer.bust.pay-farmer":
        "Regardless of whether the farm was won or not, all players that have busted pay the amount of the ante "
        "to the farmer (except for the farmer, who of course cannot pay himself).",
    "farmer.next-farmer.winner":
        "If the farm was won, the player that won it becomes the farmer on the next deal. If not, the same farmer "
        "deals again.",
    # Basset after Parlett --------------------------------------------------------------------------------------
    "basset.pack.full-pack": (
        "52 card Italian or Spanish deck",
        "The banker has a full deck of cards, well shuffled.",
    ),
    "basset.stakes.on-denominations": (
        "Each punter has the 13 cards of a single suit of a similar deck in front of him, or perhaps a board "
        "with marks for the 13 denominations.",
        "Punters put bets on their boards before play begins.",
        "(suit is ignored)",
    ),
    "basset.deal.first-card":
        "the banker turns up a single card from his deck and wins all bets placed on the denomination shown",
    "basset.deal.first-pile-loses": (
        "the banker turns up cards from his deck in pairs, putting them on two piles alternately",
        "Denominations that match a card turned up on the first pile lose their bets to the banker",
    ),
    "basset.deal.second-pile-wins":
        "denominations that match a card turned up on the second pile win. The banker must pay equal to any "
        "winning bets.",
    "basset.deal.last-card":
        "As with the first card turned up, the banker wins any bets that remain on the last card turned.",
    "basset.deal.all-settled":
        "until all bets are resolved or the deck is exhausted.",
    "basset.paroli.choice": (
        "On any winning bet the punter may decline his winnings and let the bet ride in the hope of further "
        "winnings.",
        "The decision to let a bet ride is marked by bending up a corner of the card it lies on each time",
    ),
    "basset.paroli.bound":
        "Once a payment is declined by a punter (leaving a bet to ride) the punter can not change his mind until "
        "the card shows up again on the winning pile, when he again has the choice of taking his winnings or "
        "letting it ride.",
    "basset.paroli.second-win":
        "If the same denomination shows up again on the winning pile, the banker must pay seven times the bet",
    "basset.paroli.third-win":
        "if the bet is let ride again and wins, the banker pays 15 times",
    "basset.paroli.fourth-win":
        "if it is let ride and shows up a fourth time on the winning pile the banker must pay 30 times the bet",
    "basset.paroli.next-deal":
        "if it shows up four times in one deal, the punter lets it ride into the next hand",
    "basset.paroli.fifth-win":
        "the same card shows up winners a fifth time, the banker must pay 60 times the bet",
    # Basset after Cotton: the same words, Cotton's prices ------------------------------------------------------
    "basset-cotton.pack.full-pack": (
        "52 card Italian or Spanish deck",
        "The banker has a full deck of cards, well shuffled.",
    ),
    "basset-cotton.stakes.on-denominations": (
        "Each punter has the 13 cards of a single suit of a similar deck in front of him, or perhaps a board "
        "with marks for the 13 denominations.",
        "Punters put bets on their boards before play begins.",
        "(suit is ignored)",
    ),
    "basset-cotton.deal.first-card":
        "the banker turns up a single card from his deck and wins all bets placed on the denomination shown",
    "basset-cotton.deal.first-pile-loses": (
        "the banker turns up cards from his deck in pairs, putting them on two piles alternately",
        "Denominations that match a card turned up on the first pile lose their bets to the banker",
    ),
    "basset-cotton.deal.second-pile-wins":
        "denominations that match a card turned up on the second pile win. The banker must pay equal to any "
        "winning bets.",
    "basset-cotton.deal.last-card":
        "As with the first card turned up, the banker wins any bets that remain on the last card turned.",
    "basset-cotton.deal.all-settled":
        "until all bets are resolved or the deck is exhausted.",
    "basset-cotton.paroli.choice": (
        "On any winning bet the punter may decline his winnings and let the bet ride in the hope of further "
        "winnings.",
        "The decision to let a bet ride is marked by bending up a corner of the card it lies on each time",
    ),
    "basset-cotton.paroli.bound":
        "Once a payment is declined by a punter (leaving a bet to ride) the punter can not change his mind until "
        "the card shows up again on the winning pile, when he again has the choice of taking his winnings or "
        "letting it ride.",
    "basset-cotton.paroli.second-win":
        "If the same denomination shows up again on the winning pile, the banker must pay seven times the bet",
    "basset-cotton.paroli.third-win":
        "if the bet is let ride again and wins, the banker pays 15 times",
    "basset-cotton.paroli.fourth-win":
        "shows up a fourth time on the winning pile the banker must pay 30 times the bet (33, according to "
        "Cotton)",
    "basset-cotton.paroli.next-deal":
        "if it shows up four times in one deal, the punter lets it ride into the next hand",
    "basset-cotton.paroli.fifth-win":
        "the same card shows up winners a fifth time, the banker must pay 60 times the bet (67, according to "
        "Cotton)",
    # Landsknecht: the 2013 summary after Parlett --------------------------------------------------------------
    "landsknecht.stake.banker-stakes":
        "The banker puts up some amount as a wager",
    "landsknecht.cover.some-or-all":
        "the punters may see some or all of it.",
    "landsknecht.deal.left-and-right":
        "The banker deals two cards face up, one to the left and one to the right.",
    "landsknecht.deal.immediate-match":
        "If the suits match, the banker wins all the bets.",
    "landsknecht.middle.turn-until-match":
        "he deals cards, one at a time, to the middle (between the two piles) until one of them matches either the "
        "left or the right pile.",
    "landsknecht.middle.left-match":
        "If the left pile is matched the banker wins",
    "landsknecht.middle.right-match":
        "if the right one is matched the banker loses.",
    "landsknecht.settle.banker-wins": (
        "The banker puts up some amount as a wager, and the punters may see some or all of it.",
        "the banker wins all the bets.",
    ),
    "landsknecht.settle.banker-loses": (
        "The banker puts up some amount as a wager, and the punters may see some or all of it.",
        "if the right one is matched the banker loses.",
    ),
    "landsknecht.bank.passes-on":
        "When the banker loses, the deck passes to the next player in line, who becomes the next banker.",
    "landsknecht.auction.option":
        "Alternatively, the game may be played so the banker may auction off the bank, with the highest bidder "
        "becoming the next banker.",
    "landsknecht.match.suit": (
        "If the suits match, the banker wins all the bets.",
        "If the suits do not match he deals cards",
    ),
    # Glic, or Pochspiel: the 2013 summary after Parlett ---------------------------------------------------------
    "glic.board.eight-compartments": (
        "Pochspiel is played with a board having eight compartments or spaces. These compartments are labelled "
        "Ace, King, Queen, Jack, Ten, Marriage, Sequence, andPoch.",
        "The \"Ace\" compartment is often marked Sau on German boards",
    ),
    "glic.trump.turn-up":
        "the top remaining card is turned up for trump.",
    "glic.claim.honour":
        "Anyone who holds the Ace of trump wins the stakes in the Ace compartment, and so on for the other marked "
        "compartments.",
    "glic.claim.sau": (
        "when playing with a German 48 card deck the Sau is won by the player holding the Two of trump (as the "
        "lowest trump-there is no Ace).",
        "The name Sau comes from the boar that is often found on the Two of German suited decks.",
    ),
    "glic.claim.marriage":
        "Marriage is won by the player holding the King and Queen of trump (who also wins the stakes in the King "
        "and Queen compartments).",
    "glic.claim.sequence":
        "The Sequence compartment is won by the player who holds the 7-8-9 of trump.",
    "glic.claim.carry-over": (
        "If any compartment is not claimed, the stakes in it remain for subsequent hands.",
        "Before play the players place stakes in each compartment except Poch.",
    ),
    "glic.hand.classes":
        "Four of a kind beats a triple, three of a kind beats a pair, and a pair beats a hand without a pair.",
    "glic.poch.best-hand":
        "If two or more players remain (having all bet the same amount) the winner is the one with the best hand.",
    "glic.lay.run-end": (
        "When no one can play (the total is too high) each player must pay the person who laid the final card of "
        "the sequence one penny.",
        "The person who laid the last card of the previous sequence gets to play the first one of the next "
        "sequence.",
    ),
    "glic.lay.out":
        "As soon as one player runs out of cards, all the players who have cards remaining must pay him one penny "
        "for each card they still have remaining in their hands.",
    # Homme d'Auvergne: Lalanne's reconstruction, as the article gives it ---------------------------------------
    "homme.auction.turn-up": (
        "In turn, beginning with first hand, players may choose to turn over the top card of the talon.",
        "As soon as any player turns the top card, a round of bidding to determine \"the Man\" (l'Homme) is "
        "initiated",
    ),
    "homme.players.two-to-five": (
        "Homme d'Auvergne is a game for 2 to 5 players.",
        "By bidding to play, the Man commits to winning the deal alone, as the declarer, against the other "
        "players",
    ),
    "homme.pack.piquet": (
        "The game is played with a French-suited Piquet pack of 32 cards",
        "If 2 or 3 play, the Sevens are stripped out to leave 28 cards; if 4 or 5 play the full pack is used.",
    ),
    "homme.pack.ranks":
        "ranking: R D V A 10 9 8 7, where R is the King (Roi), D the Queen (Dame) and V the Jack (Valet).",
    "homme.pack.suits":
        "The suits rank in the order: Diamonds, Hearts, Spades, Clubs.",
    "homme.play.anticlockwise": (
        "deals five cards each, anticlockwise",
        "If none does so, the deal is not played but passes to the right.",
        "First hand (right of dealer) leads to the first trick",
    ),
    "homme.deal.five-each":
        "deals five cards each, anticlockwise, in two packets of 2 and 3 or 3 and 2.",
    "homme.deal.three-then-two":
        "in two packets of 2 and 3 or 3 and 2.",
    "homme.auction.bid": (
        "a round of bidding to determine \"the Man\" (l'Homme) is initiated, starting with first hand.",
        "Each player, in turn, announces whether they accept the suit of the turn-up as trumps by saying \"I'll "
        "play\" or reject it by saying \"I'll pass\". Bidding ends as soon as any player bids to play or when all "
        "have passed. The winning bidder becomes the declarer known as \"the Man\".",
    ),
    "homme.auction.revel": (
        "If all pass, players may 'rejoice' (se réjouir) or 'go revelling' by turning the next card of the talon",
        "Once again, players may pass or play.",
        "Players may go revelling three times",
        "It does not matter if a suit appears more than once",
    ),
    "homme.auction.no-man":
        "if all pass for a fourth time, the deal passes to the right.",
    "homme.auction.trump": (
        "Trump is the suit of the last turn-up.",
        "the Man commits to winning the deal alone, as the declarer, against the other players",
    ),
    "homme.king.turned":
        "A player who turns a King during the bidding phase immediately scores 1 point.",
    "homme.king.revealed":
        "a player with a King in the same suit as the turn-up scores 1 point. To do this, he or she must reveal "
        "the King when it is his turn to do so or when a preceding player announces \"play\".",
    "homme.king.once":
        "A King may only be scored once and may be scored even though the deal is not eventually played out.",
    "homme.king.captured":
        "If a scoring King is later captured in tricks, the bonus point transfers from the original holder of the "
        "card to the player who captures it.",
    "homme.play.lead":
        "First hand (right of dealer) leads to the first trick; thereafter the trick winner leads to the next "
        "trick.",
    "homme.play.follow": (
        "Players must follow suit",
        "There is no requirement to head the trick.",
    ),
    "homme.play.trump": (
        "if unable to follow they must trump",
        "There is no requirement to head the trick.",
    ),
    "homme.play.discard":
        "if unable to do either they may discard a card of their choice.",
    "homme.win.three-tricks":
        "He wins automatically if he takes three or more tricks.",
    "homme.win.first-to-two":
        "If he takes two, he only wins if no opponent makes three and if he is the first to take two tricks.",
    "homme.win.lose": (
        "The Man must make more tricks than any one of the defenders.",
        "he only wins if no opponent makes three and if he is the first to take two tricks.",
        "If no player makes more than one trick, the Man only wins if he was the first to make his.",
    ),
    "homme.score.win":
        "If the Man wins, he scores 1 point",
    "homme.score.loss":
        "if he loses, he deducts one from his score and his opponents score 1 point each.",
    "homme.game.target":
        "The game is traditionally 5 points, but players may agree on another target, typically 7 points.",
    "homme.stake.ante":
        "If played for a hard score, each player antes a stake at the start of the deal",
    # Swiss Tarot: the 2013 summary after Dummett ---------------------------------------------------------------
    "swiss-tarot.pack.italian-78": (
        "Deck Used: 78 card Tarot deck",
        "Permanent Trumps: As normal: XXI down to I",
        "Swords, Batons:(high) K Q C J 10 9 8 7 6,5 4 3 2 1 (low)",
        "Cups,Coins:(high) K Q C J 1 2 3 4 5 6 7 8 9 l0 (low)",
        "Le Fou (The Fool)",
    ),
    "swiss-tarot.rank.trumps": (
        "Permanent Trumps: As normal: XXI down to I",
        "Le Monde (the World, XXI)",
        "Le Basteleur (the Magician, I)",
    ),
    "swiss-tarot.rank.long-suits":
        "Swords, Batons:(high) K Q C J 10 9 8 7 6,5 4 3 2 1 (low)",
    "swiss-tarot.rank.round-suits":
        "Cups,Coins:(high) K Q C J 1 2 3 4 5 6 7 8 9 l0 (low)",
    "swiss-tarot.players.three":
        "Number of Players: 3",
    "swiss-tarot.play.anticlockwise":
        "Order of Play: Counter-clockwise",
    "swiss-tarot.stake.ante":
        "Each player antes an agreed upon stake before play.",
    "swiss-tarot.deal.last-three":
        "The dealer deals out 25 cards to each player, and takes the last three remaining cards to himself.",
    "swiss-tarot.discard.forbidden":
        "He then chooses three cards to discard (they may not be any King, the Fool, or any Trump).",
    "swiss-tarot.discard.counts-as-trick":
        "These three discards count just as if a trick won in play.",
    "swiss-tarot.play.follow":
        "follow suit if possible",
    "swiss-tarot.play.trump":
        "must trump if void in the suit led",
    "swiss-tarot.fool.excuse": (
        "The Fool may be played instead of following suit or being forced to trump.",
        "The Fool cannot take a trick",
    ),
    "swiss-tarot.fool.later": (
        "If the one who played the Fool has no card to exchange for it when he plays it, he may wait and exchange "
        "it later when he takes a trick.",
        "If the one who played the Fool takes no tricks through the game he may not exchange it.",
    ),
    "swiss-tarot.count.card-values":
        "Le Monde (the World, XXI): 5 Le Basteleur (the Magician, I): 5 Le Fou (Fool): 5 Each King: 5 Each Queen: 4 "
        "Each Cavalier: 3 Each Jack: 2",
    "swiss-tarot.count.three-counters":
        "A trick with three counting cards has a value of the sum of the card values- 2.",
    "swiss-tarot.count.two-counters":
        "A trick with two counting cards has a value of the sum of their values - 1.",
    "swiss-tarot.count.one-counter":
        "A trick with one counting card has the value of that card.",
    "swiss-tarot.count.no-counter":
        "A trick with no counting cards has a value of 1.",
    "swiss-tarot.game.three-deals": (
        "A game consists of three rounds, with a different dealer each round.",
        "The person with the highest score at the end of the game wins.",
    ),
    "swiss-tarot.game.winner": (
        "Each player antes an agreed upon stake before play.",
        "The person with the highest score at the end of the game wins.",
    ),
    # French Tarot, after the Wikipedia article summarising the FFT's rules ---------------------------------------
    "french-tarot.pack.tarot-nouveau": (
        "The game is played using a 78-card tarot deck.",
        "21 numbered trump cards (atouts), and 1 unnumbered trump card: the \"Excuse\" or \"Fool\"",
        "4 suits of 14 cards each",
        "King, Queen, Knight, Jack, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1 (Ace).",
    ),
    "french-tarot.deal.cut": "The player at the left of the dealer cuts the deck.",
    "french-tarot.deal.packets": (
        "The dealer then deals out the entire deck, anticlockwise, starting with first hand.",
        "Each player is dealt their cards in packets of three consecutive cards at a time",
        "they will each receive 6 such packets for a total of 18 cards",
        "The dog consists of six cards, each hand of 24 cards, dealt in packets of three.",
        "The dog consists of three cards, each hand of 15 cards, dealt in packets of three.",
    ),
    "french-tarot.deal.dog": (
        "of 6 cards is dealt one card at a time into the centre of the table, while dealing to the other players.",
        "deal the dog two consecutive cards,",
        "deal the dog a card from the middle of a player's packet, or",
        "deal the first or last card of the deck to the dog.",
        "The dog consists of three cards",
    ),
    "french-tarot.deal.first-dealer": (
        "Players draw for the first deal; the person with the lowest-value card deals first, with suits ordered "
        "spades > hearts > diamonds > clubs as a tiebreaker.",
        "All trumps rank higher than any suited card",
    ),
    "french-tarot.deal.excuse-redraws": "anyone who draws the Fool must redraw.",
    "french-tarot.deal.anticlockwise": (
        "From this point, the deal will pass to the right (anticlockwise) for each subsequent deal.",
        "The dealer then deals out the entire deck, anticlockwise, starting with first hand.",
        "First hand leads the first trick, and play proceeds anticlockwise",
    ),
    "french-tarot.deal.maldonne": (
        "A maldonne (misdeal) occurs when the dealer makes mistakes in the dealing; if this happens, the hand is "
        "redealt, either by the same dealer or the next in rotation.",
    ),
    "french-tarot.deal.petit-sec": (
        "Before the bidding phase, if one player has a \"Petit sec\" (only one trump in hand, and it is the Petit, "
        "and does not have the Fool), then the player has to announce it and the hand is redealt.",
        "the hand is voided and this round will be redealt by the next dealer.",
    ),
    "french-tarot.deal.soft-shuffle": (
        "After each round, the cards are gathered, cut by the previous dealer, and dealt by the person to the "
        "right of the previous dealer.",
        "The cards are not commonly shuffled",
    ),
    "french-tarot.deal.first-lead": "First hand leads the first trick",
    "french-tarot.bid.order": "an auction begins, beginning with first hand and rotating anticlockwise.",
    "french-tarot.bid.pass": (
        "If a player does not wish to bid, they may \"pass\" but may not bid after having passed previously.",
    ),
    "french-tarot.bid.higher": "One may only bid higher than the previous bidders.",
    "french-tarot.bid.contracts": (
        "The bids are, in increasing importance:",
        "The preneur (\"taker\", sometimes called declarer as in Bridge) is the one who wins this auction",
    ),
    "french-tarot.bid.no-taker": "If no one bids, the hand is void and the deal passes to the right.",
    "french-tarot.call.king": (
        "Before calling the dog and scoring the three cards, the taker calls the King of any suit.",
        "Whoever has that King becomes the taker's partner",
    ),
    "french-tarot.call.queen-knight": (
        "If the taker has all four kings, a queen must be called.",
        "If the taker has all four kings and all four queens, a knight must be called.",
    ),
    "french-tarot.call.all-twelve": "A taker with all kings, queens and knights must play alone.",
    "french-tarot.call.dog": (
        "The King is called before anything is done with the dog; therefore, the taker may call a King that is "
        "in the dog. In this case, the taker plays alone",
    ),
    "french-tarot.dog.shown": (
        "if this is the winning bid the taker adds the \"dog\" to their hand, then confidentially sets aside a "
        "same number of cards of their choice",
        "Pousse (\"push\"): same actions and scoring as a prise",
        "Garde (\"guard\"): the same actions as prise",
    ),
    "french-tarot.dog.garde-sans": (
        "the dog goes directly into the taker's score pile, and no-one gets to see it until the end of the hand.",
    ),
    "french-tarot.dog.garde-contre": (
        "the dog goes directly into the opposing score pile, without being shown until the end of the hand.",
    ),
    "french-tarot.ecart.size": (
        "then confidentially sets aside a same number of cards of their choice",
        "The discarded cards form the beginning of the taker's score pile",
    ),
    "french-tarot.ecart.kings": "the taker may not set aside a king or a trump",
    "french-tarot.ecart.oudlers": "An oudler may never be set aside.",
    "french-tarot.ecart.trumps": (
        "except that if the player cannot discard anything else, they may discard a non-oudler trump.",
        "In this case, the taker has to display which trumps they set aside.",
    ),
    "french-tarot.declare.poignee": (
        "right before playing their first card.",
        "The declaring player must show at least the number of trump cards for the level of the bonus declared.",
        "The Fool counts as a trump for the purposes of declaring handfuls",
    ),
    "french-tarot.house.pousse-bid": "In some regions, there is a Pousse between the Petite and the Garde.",
    "french-tarot.house.no-prise": (
        "There are also some players who play without the prise contract, with garde as the minimum allowable bid.",
    ),
    "french-tarot.count.oudlers":
        "Three cards known as oudlers (honours) are of particular importance in the game: the 1 of trumps (le petit "
        "or \"Little one\"), the 21 of trumps (le monde",
    "french-tarot.count.card-values": (
        "Kings and oudlers are worth 4+1\u20442 points each;",
        "Queens are worth 3+1\u20442;",
        "Knights are worth 2+1\u20442;",
        "Jacks are worth 1+1\u20442;",
        "All other cards are worth 1\u20442 point.",
        "There are 91 points to be taken in a round",
    ),
    "french-tarot.count.pairs": (
        "Cards are paired, with each counter matched to an ordinary card, and remaining ordinary cards are also "
        "paired.",
        "1 King or oudler + 1 ordinary card: 5 points",
        "2 ordinary cards: 1 point",
        "If a card cannot be paired, because there are an odd number in the scoring pile",
    ),
    "french-tarot.contract.needed": (
        "With 3 oudlers the taker needs at least 36 card points to win;",
        "With 2 oudlers the taker needs at least 41 card points to win;",
        "With 1 oudler the taker needs at least 51 card points to win;",
        "With none the taker needs at least 56 card points to win.",
    ),
    "french-tarot.score.formula": (
        "s = (25 + E + P) \u00d7 M + H + S",
        "This bonus is not multiplied according to the contract.",
    ),
    "french-tarot.score.margin":
        "adds the absolute (non-negative) difference between the points earned by the taker and the threshold",
    "french-tarot.score.multiplier": (
        "M = Multiplier (1, 2, 4, or 6 depending on the taker's bid level)",
        "same actions and scoring as a prise, but outranks the prise",
    ),
    "french-tarot.score.garde-contre-8":
        "A popular variant is setting the multiplier for the Garde Contre to 8 instead of 6.",
    "french-tarot.bonus.petit-au-bout": (
        "When the last trick contains the Petit (1 of trump), 10 points is added to or deducted from the hand score "
        "before multiplying.",
        "depends on which would most benefit the side taking the trick with the Petit au bout",
    ),
    "french-tarot.bonus.petit-au-bout-slam":
        "If the side attempting the Petit au bout wins all the tricks, the player gets the petit au bout bonus if "
        "the Petit was played at the second to last trick (and won the trick) and the Fool was played at the last "
        "trick.",
    "french-tarot.bonus.poignee": (
        "single (10+), double (13+), or triple (15+) \"handful\" (poign\u00e9e), right before playing their first card.",
        "A single handful adds 20 to the scoring. Doubles and triples add 40 and 60, respectively.",
        "The bonus is always added to the hand score",
        "The Fool counts as a trump for the purposes of declaring handfuls",
        "13 trumps are needed for a single handful, 15 for a double handful, 18 for a triple.",
        "8 trumps are needed for a single handful, 10 for a double, 13 for a triple.",
    ),
    "french-tarot.bonus.chelem": (
        "\"Announced\" Slam (made while bidding in the auction) gains 400 points if made.",
        "a non-announced Slam made by either the taker or the defenders gains 200 points.",
        "Failure to fulfill a pre-declared Slam costs the announcer 200 points.",
    ),
    "french-tarot.scorecard.defenders": (
        "If the taker beats the target score, this hand score is deducted from the score of each defender.",
        "If the taker misses the target score, this score is added to the score of each defender.",
        "The opposite of the sum of the defenders' gain or loss is then added to or deducted from the taker's score "
        "to balance the scores",
    ),
    "french-tarot.scorecard.partner": (
        "the taker's partner gets one \"hand score\" added to or deducted if the taker makes or misses the "
        "contract.",
        "the partner gains the hand score, and the taker gets twice the hand score.",
        "the taker may call a King that is in the dog. In this case, the taker plays alone",
    ),
    "french-tarot.scorecard.rounding":
        "If rounding is to be done, the defenders' scores should be rounded and the taker's score adjusted "
        "accordingly.",
    "french-tarot.scorecard.running":
        "The sum of all scores for each hand, and thus the sum of the running totals after each hand, should be zero.",
    "french-tarot.house.misere": (
        "If a player's hand contains no trumps or no court cards (roi, dame, cavalier, valet), the player can "
        "declare Mis\u00e8re, which gives the declarer 30 points and subtracts 10 from the other players scores.",
        "This bonus is a common house rule",
    ),
    "french-tarot.house.maldonne":
        "Common house rules also allow a player to declare a maldonne if their hand has no trumps, or fewer than a "
        "given number of combined trumps and face cards.",
    "french-tarot.house.parole": (
        "it is possible to have a bid of Parole: the player does not commit to a contract but reserves judgment "
        "until a second round of bidding.",
        "this allows you to freely choose a bid from Prise to Garde Contre, or just a Prise.",
    ),
    "french-tarot.house.petit-chelem": (
        "\"Petit Slam\" is a bid to take every trick but three.",
        "An unannounced Petit Slam is worth 150 points, while an announced slam can gain the taker 300 points or "
        "lose them 150 if they make or miss.",
    ),
    "french-tarot.house.pousse-scale":
        "Instead of having multipliers, the contracts are then worth fixed amounts of 10, 20, 40, 80 or 160 points.",
    "french-tarot.odds.dog": (
        "This applies to 4 players and 6-card dog.",
        "he thus has a 30.5% chance of getting a queen in the dog, 4.4% of two queens.",
    ),
    "french-tarot.odds.longest": (
        "The following table shows the maximum number of suits and trumps for a Defender for 4 players.",
        "Suppose the taker has 8 hearts, thus the Defenders have 6 hearts. In 5.3% of the cases, one Defender has "
        "5 or more hearts.",
    ),
    "french-tarot.evaluate.oudlers": ("the 21 | 10", "the fool | 8"),
    "french-tarot.evaluate.petit": ("with 1-3 trumps | 0", "with 4 trumps | 5", "with 5 trumps | 7",
                                    "with 6+ trumps | 9"),
    "french-tarot.evaluate.trumps": "for each trump (oudlers included) unless there are less than 4 of them | 2",
    "french-tarot.evaluate.major-trumps": "for each major trump (16 to 21) | 2",
    "french-tarot.evaluate.sequences":
        "for each major trump in a sequence, e.g. 20,21 = 2 points or 16,17,18 = 3 points | 1",
    "french-tarot.evaluate.courts": ("king and queen of the same suit | 10", "a king without queen | 6",
                                     "a queen without king | 3", "a knight | 2", "a jack | 1"),
    "french-tarot.evaluate.long-suits": ("5 cards of the same suit | 5", "6 cards of the same suit | 7",
                                         "7+ cards of the same suit | 9"),
    "french-tarot.evaluate.short-suits": ("For garde sans or garde contre | no card of a suit | 6",
                                          "only one card of a suit | 3"),
    "french-tarot.evaluate.bid": ("less than 40 points: Passe (no bid)", "40 to 55 points: Prise",
                                  "56 to 70 points: Garde", "71 to 80 points: Garde Sans", "80+ points: Garde Contre"),
    # French Tarot's play ----------------------------------------------------------------------------------------
    "french-tarot.play.first-lead": ("First hand leads the first trick",
                                     "It grants the taker the right (and obligation) to start the first trick."),
    "french-tarot.count.piles": (
        "The taker counts the number of oudlers and the point value of all cards in the taker's scoring pile.",
        "The discarded cards form the beginning of the taker's score pile",
        "the dog goes directly into the taker's score pile",
        "the dog goes directly into the opposing score pile"),
    "french-tarot.play.lead": ("First hand leads the first trick",
                               "Every subsequent trick is led by the player who took the last trick. The leader of a "
                               "trick can play any card they like."),
    "french-tarot.play.follow": ("Once the leader of a trick has played a card, everyone else must follow suit.",
                                 "If a trump is led to the trick, the others must play a trump"),
    "french-tarot.play.trump": "A player who cannot follow suit must play a trump card if able",
    "french-tarot.play.overtrump": (
        'the player is compelled to overtrump if able (The "Petit" or 1 is valued lowest, and the "Monde" or 21 is '
        'valued highest). If a player must trump but cannot overtrump, they can play any trump.',
        "each trump must exceed the rank of all trump previously played in the trick if possible"),
    "french-tarot.play.renounce": "A player who cannot follow suit or trump may play any card to the trick, however "
                                  "it cannot win the trick.",
    "french-tarot.trick.win": ("the highest trump, if played, takes the trick, and if trump is not played, the "
                               "highest-value card of the led suit takes the trick",
                               "Trump suit 21–1, Excuse R D C V 10–1"),
    "french-tarot.excuse.play": ("The Fool (L'Excuse) may be played to any trick, instead of following suit or "
                                 "trumping.", "However, it normally doesn't win the trick."),
    "french-tarot.excuse.led": "If the first card played in a trick is the Fool, the suit which must be followed is "
                               "determined by the next card.",
    "french-tarot.excuse.slam": "The Fool never wins the trick, unless it is played to the last trick and the side "
                                "playing it has taken every previous trick.",
    "french-tarot.excuse.last-trick": (
        "it never changes sides, unless played to the last trick and the side playing it has not won every trick",
        "if not, it changes hands to the other side, even if the trick is won by a partner or fellow defender of "
        "the person playing it"),
    "french-tarot.excuse.exchange": (
        "the owner of the Excuse should instead give the winner of the trick a half-point card (a trump other than "
        "an oudler, or a suited number card; see Scoring) from the tricks the Excuse holder has already taken",
        'gives the side who took the trick an "ordinary" card (worth a half-point; see scoring below) from their '
        "scoring pile"),
}
