"""The rules of Ferme (1659 and 1800) and Farmer, each with its stable id and its source.

Rules marked ``ours`` fill a silence or settle an ambiguity of the source; their
statements say what we chose and why.
"""

from __future__ import annotations

from engine.games.sixteen.sources import FARMER_RULES_PAGE, LA_MARINIERE_1659, LACOMBE_1800, WIKIPEDIA_FERME
from engine.rules import Citation, Rule, RuleBook, OURS, cited

_MARINIERE = Citation(LA_MARINIERE_1659, "pp. 314–315", WIKIPEDIA_FERME)
_LACOMBE = Citation(LACOMBE_1800, "pp. 76–77", WIKIPEDIA_FERME)
_RULES_PAGE = Citation(FARMER_RULES_PAGE)
_ARTICLE = Citation(WIKIPEDIA_FERME)


def _ferme_common(prefix: str, source: Citation) -> list[Rule]:
    """The rules both Ferme rule sets state alike, or that we read alike in both."""
    return [
        cited(f"{prefix}.players.up-to-twelve", "Up to twelve players",
              "The early sources as we know them give no number of players; the summary we read speaks of ten "
              "to twelve, or up to that many, and we seat from two up to twelve people, the farmer among them.",
              _ARTICLE, ours=True),
        cited(f"{prefix}.count.points", "Counting points",
              "Kings, queens and jacks count 10, an ace counts 1, every other card its number.", source),
        cited(f"{prefix}.farm.auction", "Bidding for the farm",
              "The player who bids most becomes the farmer and puts the amount bid aside as the farm. "
              "We read the bidding as sealed: each player names one amount.", source, ours=True),
        cited(f"{prefix}.farm.auction-tie", "Equal highest bids",
              "The sources do not say who wins equal bids; we give the farm to the first of the "
              "highest bidders in seat order, the simplest reading that needs no second round.", OURS),
        cited(f"{prefix}.farmer.deals-only", "The farmer plays no hand",
              "The farmer deals, collects and pays, but holds no cards: the sources have him deal to his "
              "opponents only, so we read him as the bank rather than a player.", OURS),
        cited(f"{prefix}.bust.pay-excess", "Over sixteen pays the excess",
              "A player whose cards pass 16 pays the farmer one jeton for every point over 16 (20 pays 4).",
              source),
        cited(f"{prefix}.bust.no-more-cards", "Over sixteen draws no more",
              "The source does not say that a player whose cards pass 16 stops drawing; we read that he does, "
              "since no further card can bring him back to 16.", source, ours=True),
        cited(f"{prefix}.win.sixteen", "Exactly sixteen",
              "A player who makes exactly 16 wins the farm and the pool and deposes the farmer.", source),
        cited(f"{prefix}.farm.stays", "No sixteen: the farm stays",
              "When nobody makes 16 the farm is not won: the farmer keeps it on the table for the next deal.",
              source),
        cited(f"{prefix}.pool.closest", "The pool to the closest",
              "When nobody makes 16, the player nearest to 16 without passing it wins the pool, "
              "but not the farm.", source),
        cited(f"{prefix}.pool.carry-over", "Nobody under sixteen",
              "If every player passed 16, nobody is nearest: we leave the pool on the table for the next "
              "deal, as the farm is left when nobody makes 16.", OURS),
        cited(f"{prefix}.next-farmer.winner", "The winner becomes farmer",
              "The player who wins the farm takes the farmer's place for the next deal.", source),
        cited(f"{prefix}.farm.new-stake", "A new farm",
              "The sources do not say how a new farmer's farm is funded; we have the new farmer put up a "
              "farm equal to the winning bid of the auction, so that every farm is worth the same.", OURS),
    ]


FERME_1659 = RuleBook([
    *_ferme_common("ferme-1659", _MARINIERE),
    cited("ferme-1659.pack.no-eights", "A pack without eights",
          "The eights are taken out, because they would make 16 too easy. The source does not name the pack; "
          "a 52-card pack less its eights, 48 cards, is the usual reading.", _MARINIERE,
          ours=True),
    cited("ferme-1659.pool.ante", "The pool",
          "Every player but the farmer stakes an ante to the pool; we read this as once every deal.", _MARINIERE,
          ours=True),
    cited("ferme-1659.deal.top-and-bottom", "One card from the top, one from the bottom",
          "The farmer gives each player one card from the top of the pack and one from the bottom. "
          "We deal a round of top cards and then a round of bottom cards, anticlockwise from the "
          "farmer's right, as the 1800 rules do.", _MARINIERE, ours=True),
    cited("ferme-1659.draw.one-by-one", "Drawing one card at a time",
          "Players may then ask for further cards one by one to come nearer to 16; the source implies "
          "this rather than stating it.", _MARINIERE, ours=True),
    cited("ferme-1659.draw.from-top", "Draws from the top",
          "The source does not say where further cards come from; we take them from the top of the pack.",
          OURS),
    cited("ferme-1659.draw.below-twelve", "No stopping below twelve",
          "Since stopping is allowed on 12 to 15, we read that a player below 12 may not stop and must draw.",
          OURS),
    cited("ferme-1659.stick.twelve-to-fifteen", "Sticking on twelve to fifteen",
          "A player holding 12, 13, 14 or 15 may stick, so as not to pass 16 and pay the farmer.", _MARINIERE),
    cited("ferme-1659.tie.position", "Several on sixteen",
          "The source gives no tie rule for 1659; when several players make 16 we give the farm to the first "
          "of them in order of play from the farmer's right, the positional priority of the later rules.",
          OURS),
    cited("ferme-1659.pool.tie", "Equally near to sixteen",
          "The source says nothing of a tie for the pool; we give it to the first of the tied players in "
          "order of play, as for a tie at 16.", OURS),
], home=__name__)
"""Ferme as de la Marinière described it in 1659."""


FERME_1800 = RuleBook([
    *_ferme_common("ferme-1800", _LACOMBE),
    cited("ferme-1800.pack.brillant", "The 45-card pack and the brillant",
          "All eights and all sixes are taken out of the 52-card pack except the six of hearts, "
          "the brillant, leaving 45 cards. The source does not say which six is kept; we read the six of "
          "hearts, the six that Farmer keeps.", _LACOMBE, ours=True),
    cited("ferme-1800.pool.ante", "The pool",
          "Every player but the farmer stakes one jeton to the pool (the partie); the source does not say "
          "how often, and we read it as once every deal, as for 1659. The fines for passing 16 are "
          "counted in the same jetons, so a table's ante is the worth of the jeton for both.",
          _LACOMBE, ours=True),
    cited("ferme-1800.deal.shuffle-and-cut", "Shuffle and cut",
          "The farmer shuffles and the player on his left cuts.", _LACOMBE),
    cited("ferme-1800.deal.one-each", "One card each",
          "The farmer deals one card to each player, anticlockwise, starting with eldest hand on his right.",
          _LACOMBE),
    cited("ferme-1800.draw.from-bottom", "Drawing from the bottom",
          "From eldest hand round, each player asks for cards one at a time, taken from the bottom of the "
          "talon, until satisfied.", _LACOMBE),
    cited("ferme-1800.stick.basta", "Basta",
          "A player who wants no more cards says basta; he pays nothing and may still win the pool.",
          _LACOMBE),
    cited("ferme-1800.tie.brillant-and-ten", "First tie rule: the brillant and a ten",
          "Among players on 16, the brillant with a ten-point card beats every other way of making 16.",
          _LACOMBE),
    cited("ferme-1800.tie.fewer-cards", "Second tie rule: fewer cards",
          "Otherwise fewer cards beat more: two cards beat three, three beat four.", _LACOMBE),
    cited("ferme-1800.tie.position", "Third tie rule: position",
          "Otherwise position decides; we read it as the order of play from eldest hand.", _LACOMBE, ours=True),
    cited("ferme-1800.pool.tie", "Equally near to sixteen",
          "The source gives no rule for a tie for the pool; we apply the second and third tie rules of 16: "
          "fewer cards, then the order of play.", OURS),
    cited("ferme-1800.next-farmer.rotate", "Rotating the farm",
          "If the table has agreed that the farm goes round, the winner takes the chips but the farmer's "
          "place passes to the next player in order of play, on the old farmer's right; that it passes "
          "only when the farm is won is our reading.", _LACOMBE, ours=True),
], home=__name__)
"""Ferme as Lacombe described it in 1800."""


FARMER = RuleBook([
    cited("farmer.pack.forty-five", "The 45-card pack",
          "All eights and all sixes are taken out of the 52-card pack except the six of hearts: 45 cards.",
          _RULES_PAGE),
    cited("farmer.players.two-to-eight", "Two to eight players",
          "Two to eight people play; the farmer plays a hand like everyone else.", _RULES_PAGE),
    cited("farmer.count.points", "Counting points",
          "An ace counts 1, a king, queen or jack 10, every other card its number.", _RULES_PAGE),
    cited("farmer.first-farmer.six-of-hearts", "Choosing the first farmer",
          "Cards are dealt face up, one at a time to each player in turn; whoever receives the six of "
          "hearts is the first farmer.", _RULES_PAGE),
    cited("farmer.first-farmer.face-up-order", "Who deals for the first farmer",
          "The source lets any player deal for the first farmer; we start the face-up deal with seat 1 "
          "and go round to the left, so that the choice depends only on the seed.", OURS),
    cited("farmer.ante.everyone", "Everyone antes",
          "At the start of every deal each player, the farmer included, puts one ante into the farm.",
          _RULES_PAGE),
    cited("farmer.deal.one-face-down", "One card face down",
          "After shuffling, the farmer gives every player, himself included, a single hidden card, beginning "
          "with the player on his left.", _RULES_PAGE),
    cited("farmer.draw.order", "Order of drawing",
          "Players draw in turn from the farmer's left, going left, and the farmer draws last.", _RULES_PAGE),
    cited("farmer.draw.at-least-one", "At least one card",
          "Every player must take at least one card.", _RULES_PAGE),
    cited("farmer.draw.hit-or-stay", "Hit or stay",
          "A player says hit for one more card, dealt face up by the farmer, and stay when satisfied.",
          _RULES_PAGE),
    cited("farmer.bust.silent", "Busting silently",
          "A player who passes 16 has busted but says nothing: he simply stays.", _RULES_PAGE),
    cited("farmer.win.sixteen", "Exactly sixteen",
          "When the face-down cards are shown, a player with exactly 16 wins the farm.", _RULES_PAGE),
    cited("farmer.tie.six-of-hearts", "First tie rule: the six of hearts",
          "Among players on 16, the one holding the six of hearts wins.", _RULES_PAGE),
    cited("farmer.tie.fewest-cards", "Second tie rule: fewest cards",
          "If none of them holds the six of hearts, the one with the fewest cards wins.", _RULES_PAGE),
    cited("farmer.tie.farmer", "Third tie rule: the farmer",
          "If several are tied for the fewest cards, the farmer wins; we apply this only when the farmer is "
          "one of the players still tied.", _RULES_PAGE, ours=True),
    cited("farmer.tie.left-of-farmer", "Fourth tie rule: nearest the farmer's left",
          "If the farmer is not among them, the first of them to the farmer's left wins.", _RULES_PAGE),
    cited("farmer.no-sixteen.farm-stays", "No sixteen: the farm stays",
          "When nobody has 16 the farm stays on the table for the next deal.", _RULES_PAGE),
    cited("farmer.no-sixteen.pay-closest", "Paying the closest",
          "When nobody has 16, each player with a lower score pays one ante to the player closest to 16 "
          "without going over.", _RULES_PAGE),
    cited("farmer.no-sixteen.busted-exempt", "Busted players do not pay the closest",
          "A busted score is not a lower score, so we do not make busted players pay the closest player; "
          "they pay the farmer instead.", OURS),
    cited("farmer.no-sixteen.side-pot", "A side pot for a tie",
          "If several players are equally close, the lower players' antes go into a side pot shared among "
          "them as evenly as whole chips allow; what cannot be shared goes into the farm. We read that as equal "
          "shares, so a side pot smaller than the number of tied players goes into the farm whole.",
          _RULES_PAGE, ours=True),
    cited("farmer.no-sixteen.nobody-under", "Everyone busted",
          "If every player busted, nobody is closest and nobody is paid for closeness.", OURS),
    cited("farmer.bust.pay-farmer", "Busted players pay the farmer",
          "Whether or not the farm was won, every busted player except the farmer pays the farmer one ante.",
          _RULES_PAGE),
    cited("farmer.next-farmer.winner", "The next farmer",
          "The winner of the farm is the next farmer; if nobody won it, the same farmer deals again.",
          _RULES_PAGE),
], home=__name__)
"""Farmer, the American game, as a modern rules page gives it."""
