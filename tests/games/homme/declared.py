"""What the suites over every game need of Homme d'Auvergne beyond its engine's declarations
(:mod:`tests.support.declared`)."""

from __future__ import annotations

from tests.support.answers import first_seat, its_rule, nobody, turned_up, winner_or_nobody

RULES = {"homme": 41}
"""How many rule ids the game has: a rule lost or added by mistake shows here."""

SEED = {"homme": ("Homme d'Auvergne is an historical French card game", None)}
"""Where the game's text begins in its seed (None: it runs to the seed's end)."""

RELATED = {"homme": {"swiss-tarot", "french-tarot"}}
"""The game pages the Related games section of this game's page (docs/games/<id>.md) must link to."""

NOT_THE_TERM = {"homme": {"pool": "the chips the deals are played for, not Ferme's pool of the overshooters"}}
"""Glossary ids not checked on the page, because it uses the word in another sense than the entry's."""

NOT_THE_TERM_FR = {"homme": {
    "pool": "« poule », the chips the deals are played for, not Ferme's pool of the overshooters",
    "eldest-hand": "« premier en cartes », the first hand, whose own entry bears the same French name as Ferme's",
    "garde": "« il garde son point », keeps it (garder), not French Tarot's contract",
    "oudler": "« jusqu'au bout », to the end of the deal, not a tarot's oudler",
}}
"""Glossary ids not checked on the French page (docs/fr/games/<id>.md), because it uses the French word in another
sense than the entry's."""

GLOSSARY_TERMS = {"man": "games/homme/", "kings": "games/homme/", "turn-up": "games/homme/"}
"""The glossary's terms of this game: each must be explained and link to its page."""

PASSAGES: dict[str, str | tuple[str, ...]] = {
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
}
"""The words of the seed text that say each rule given as its source's own: rule id to passage(s), copied
verbatim."""

SHOWN = {"homme": {"homme.king.revealed"}}
"""The rules whose steps show every card they name to every seat: a King of the turn-up's suit is shown to score."""

PLAYERS_REFUSED = {("homme-hands", 2): "the turn-ups"}
"""Players counts of the page's widgets that the engine rightly refuses for the cards they hold, with the field its
refusal names: with two players everyone passes on the scenario's one turn-up, and the reader is asked for the next.
The browser suite that changes every widget's players expects these refusals."""

BAD_INPUT = {
    "homme-move-with-a-control-character": ({"action": "play", "game": "homme", "players": 4, "seed": 3, "seat": 2,
                                             "decisions": ["play \r9CO"]}, "decisions[0]",
                                            "letters, digits and spaces"),
}
"""Requests against Homme d'Auvergne's rules, each with the field its refusal names and words of its reason: the
bad-input suite asks them beside the refusals every game gives alike."""

IN_WORDS = {
    "homme-settle-card-twice": {"action": "settle", "game": "homme", "players": 3, "hands": [
        ["KS", "KS", "9H", "8D", "10C"], ["AH", "8C", "AC", "JD", "JC"], ["10S", "9C", "JS", "10H", "QH"]]},
    "homme-settle-turn-up-held": {"action": "settle", "game": "homme", "players": 3, "turnups": ["AH"], "hands": [
        ["KS", "8S", "9H", "8D", "10C"], ["AH", "8C", "AC", "JD", "JC"], ["10S", "9C", "JS", "10H", "QH"]]},
}
"""Bad hands whose refusal is about a place in a list of cards, which it must name as the page does."""

READER_CHOICES = {
    "homme-card": ({"game": "homme", "kind": "play", "seed": 3, "players": 3, "seat": "2"}, "card", ["KS", "9H", "7D"]),
}
"""The reader's own choices that the step-data suite (tests/test_widgets_step_data.py) makes at every step it draws:
a widget, an action of its game's own and the values tried, by case; each leads to the same states from
answers without step data."""

NAMED_TWICE = {
    "homme-settle": ({"action": "settle", "game": "homme", "players": 3, "hands": [
        ["KS", "KS", "9H", "8D", "10C"], ["AH", "8C", "AC", "JD", "JC"], ["10S", "9C", "JS", "10H", "QH"]]},
        "hands[0][1]", "K♠ (king of spades) appears twice: the 1st and the 2nd card of Anne's hand"),
}
"""A hand with a card given twice, with the field and the whole reason of its refusal: the card in the game's
words, named once with both its places."""


ANSWERED = {
    ("homme", "auction.turn-up"): turned_up, ("homme", "auction.trump"): winner_or_nobody,
    ("homme", "auction.no-man"): nobody, ("homme", "play.trump"): its_rule, ("homme", "play.discard"): its_rule,
    ("homme", "play.win"): first_seat, ("homme", "win."): its_rule, ("homme", "score.win"): its_rule,
    ("homme", "score.loss"): its_rule, ("homme", "game.tie"): first_seat, ("homme", "game.target"): first_seat,
}
"""How a pupil puts the answer to each question the predict mode asks at this game's rules, by game and rule
(tests/test_questions_answered.py, from tests/support/answers.py)."""
