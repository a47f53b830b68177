"""What the suites over every game need of Ferme and Farmer beyond their engine's declarations
(:mod:`tests.support.declared`)."""

from __future__ import annotations

from typing import Any

from engine.games import GAMES

RULES = {"ferme": 44, "farmer": 23}
"""How many rule ids each game has, counted over its variants: a rule lost or added by mistake shows here."""

SEED = {"ferme": ("Ferme Very early French banking game", None),
        "farmer": ("Farmer is a gambling game for two to eight players", None)}
"""Where each game's text begins in its seed, and where the next game's begins (None: at the seed's end)."""


def _farmer_at(game: str, variant: str, seat: int) -> dict[str, Any]:
    """A scenario's four hands with the farmer at ``seat``: in Ferme the farmer holds none, in Farmer any seat
    plays."""
    given = GAMES[game].example("settle", variant, 4)
    hands = [hand for hand in given["hands"] if hand]  # type: ignore[union-attr]
    if len(hands) == 4:
        return {"hands": hands}
    return {"hands": hands[:seat - 1] + [[]] + hands[seat - 1:]}


COMPANIONS = {
    (game, "settle", "farmer"): lambda variant, value, game=game: _farmer_at(game, variant, int(str(value)))
    if isinstance(value, int) and 1 <= value <= 4 else {} for game in ("ferme", "farmer")}
"""The other fields a field's value needs in the catalogue's suite: a farmer's seat, a scenario that seats one."""

RELATED = {"ferme": {"farmer", "basset", "landsknecht"}, "farmer": {"ferme"}}
"""The game pages the Related games section of this game's page (docs/games/<id>.md) must link to."""

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
}
"""The words of the seed text that say each rule given as its source's own: rule id to passage(s), copied
verbatim."""
