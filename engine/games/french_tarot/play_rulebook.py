"""The rules of French Tarot's play, trick by trick, each with its stable id: following, trumping and
overtrumping, the winner of a trick, the Excuse and its exchange, and the Petit imprenable.

They are part of French Tarot's rule book (:data:`~engine.games.french_tarot.rulebook.FRENCH_TAROT`), kept in a
module of their own as the rules of one stage of the game. Rules marked ``ours`` fill a silence of the source;
their statements say what we chose and why.
"""

from __future__ import annotations

from engine.rules import OURS, cited

_SUMMARY = ("wikipedia-french-tarot", "")

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
          "The source does not say what happens when the Excuse's side has no half-point card among its tricks "
          "yet: we let it owe the card and give it as soon as it takes one. If it never does, the Excuse stays "
          "with it all the same, since it never changes sides but in the last trick, and nothing is given.",
          OURS),
    cited("french-tarot.excuse.card-given", "Which half-point card",
          "The source does not say which half-point card is given: we give the first its side took, in the "
          "order of its tricks (never from the écart, which is no trick), and the Excuse takes its place.", OURS),
    cited("french-tarot.excuse.unknown-partner", "The Excuse and an unknown partner",
          "The source does not say how the Excuse is exchanged while the partner called by a king is unknown: "
          "we let an exchange that concerns him (his Excuse, or a trick he took) wait until his king is played, "
          "so that the exchange does not tell his side, and then make it between the sides as usual.", OURS),
    # Variants -----------------------------------------------------------------------------------
    cited("french-tarot.play.petit-imprenable", "The Petit imprenable",
          "In the Petit imprenable variant, a player whose only trump is the Petit plays it like the Excuse; if "
          "it does not take the trick, it goes back to him in exchange for a half-point card. We read it as the "
          "only trump as play begins, which he may play at any time and is never obliged to play; it wins as "
          "the trump 1 when no higher trump is played, its exchange is owed like the Excuse's, and a Petit in "
          "the last trick is au bout for the side that took that trick. No request turns this variant on yet: "
          "the engine's deals are played without it.", _SUMMARY, ours=True),
)
"""Every rule of French Tarot's play."""

CARD_PLAY_RULES = (
    cited("french-tarot.play.first-lead", "The first lead",
          "First hand leads the first trick, unless the taker announced a chelem, which gives him the right and "
          "the obligation to lead it, whatever his seat.", _SUMMARY),
    cited("french-tarot.play.policy", "How the computer seats play",
          "The source gives advice, not a method: our computer seats play by stated heuristics, tried in order "
          "and given as each card's reason. A seat plays its only allowed card; plays the Excuse before the last "
          "trick, where it would go to the other side; plays the 21 on a trick to which a known partner played "
          "the Petit; plays the Petit only when it is safe (under a partner's 21, or last to play when the Petit "
          "or a partner takes the trick), else keeps it and the Excuse back; with trumps in half its hand or more, "
          "leads its highest trump to hunt the Petit while it is out; gives its best court card to a trick a "
          "partner is sure to take; and otherwise plays its lowest card, a plain card before a trump. With five "
          "players a seat plays for a partner only once the called card falls, so that no card's reason shows the "
          "sides early.", OURS),
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
