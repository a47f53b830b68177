"""High Card's one rule set and its one rule, which is ours."""

from __future__ import annotations

from engine.catalogue import RuleSet
from engine.packs import PACKS
from engine.rules import OURS, RuleBook, cited

WIN = "highcard.win.highest"

BOOK = RuleBook([
    cited(WIN, "The highest card wins",
          "The player dealt the highest card takes one chip from every other player; aces are low, and between "
          "cards of one rank spades beat hearts, hearts diamonds and diamonds clubs (our reading).", OURS),
], home=__name__)

BASIC = RuleSet(game="highcard", id="basic", title="High Card", book=BOOK, pack=PACKS["french-52"], min_players=2,
                max_players=6, default_players=4, players_named="In {title} the players")
