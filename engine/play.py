"""The driver: what every game's ``deal``, ``play`` and ``settle`` share, from the request to the envelope.

Given the table a request set (:func:`engine.request.seating`) and the script its action chose, it plays a
game's :class:`~engine.model.State` to its end or to the reader's turn (the reader's decisions replayed as
moves, the computer seats following their policies), refuses a decision that is no move, an illegal one
and one left over, and writes the one :class:`~engine.envelope.Envelope`, each step with the table after it
as the reader's seat sees it.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.catalogue import RuleSet
from engine.described import worded
from engine.envelope import API_VERSION, ChoiceJson, DealJson, Envelope, PaymentJson, SeatJson, StepJson, WaitingJson
from engine.errors import EngineError
from engine.explain import Step
from engine.ledger import Payment
from engine.model import Decision, Playing, Script, State
from engine.packs import Pack
from engine.refusal_words import REFUSALS
from engine.request import Seating
from engine.said import Seat, say
from engine.shuffle import SHUFFLE_VERSION
from engine.snapshot import Hidden, Snapshot, diff, masked
from engine.table import seat_number


def answer(variant: RuleSet, table: Seating, game: Playing, script: Script, pack: Pack | None, *,
           policies: Sequence[dict[str, object]] | None = None, seed: int | None = None,
           options: dict[str, object]) -> Envelope:
    """The envelope of ``game`` played by ``script`` at ``table`` (:func:`run`), under ``variant``: the computer
    seats' ``policies`` (none where the seats follow the rules alone), the ``seed`` of a shuffled game and the
    ``options`` the request set or left to their defaults; ``pack`` reads the cards the reader's moves name."""
    return _envelope(run(State(game, script), table, pack), variant, table, policies, seed, options)


def run(state: State, table: Seating, pack: Pack | None) -> State:
    """Play ``state`` to its end, or to the reader's turn once their decisions are used. The moves to replay
    come first, whoever's turn it is; then the reader's decisions at the reader's turns, and each other
    seat's policy."""
    game = state.game
    used = replayed = 0
    while state.decision is not None:
        decision = state.decision
        if replayed < len(table.replay):
            where, text = f"moves[{replayed}]", table.replay[replayed]
            replayed += 1
            if decision.face_down and text == decision.unseen:  # a move another seat made face down, as written
                state.apply(game.choose(decision))
                continue
        elif decision.seat == table.reader:
            if used == len(table.decisions):
                break
            where, text = f"decisions[{used}]", table.decisions[used]
            used += 1
        else:
            state.apply(game.choose(decision))
            continue
        move = decision.read(text, where, pack)
        refusal = decision.refusal(move)
        if refusal is not None:
            raise refusal.error(where, str(move))
        state.apply(move)
    if replayed < len(table.replay):
        raise EngineError(f"moves[{replayed}]", REFUSALS.tell(say("refuse.move.after-game"), ()))
    if used < len(table.decisions):
        said = say("refuse.move.after-play", reader=Seat(table.reader or 0))
        raise EngineError(f"decisions[{used}]", REFUSALS.tell(said, table.names))
    for deal in game.deals():
        if deal.explanation is not None:
            deal.explanation.close()
    return state


def _envelope(state: State, variant: RuleSet, table: Seating, policies: Sequence[dict[str, object]] | None,
              seed: int | None, options: dict[str, object]) -> Envelope:
    """The answer for a game played by :func:`run`: every deal with its steps and the table after each, as
    the reader's seat sees it."""
    viewer = None if table.reader is None else 0 if table.onlooker else seat_number(table.reader)
    seats: list[SeatJson] = []
    for seat, name in enumerate(table.names):
        entry: SeatJson = {"seat": seat_number(seat), "name": name}
        if policies is not None and seat != table.reader:
            entry["policy"] = policies[seat]
        seats.append(entry)
    deals: list[DealJson] = []
    before: Snapshot = {}
    memo: Hidden = {}
    for deal in state.game.deals():
        steps: list[StepJson] = []
        for step in deal.explanation.steps if deal.explanation is not None else []:
            seen = masked(step.snapshot(), viewer, memo)
            steps.append(_step_json(step, diff(before, seen), table.reader))
            before = seen
        deals.append({"number": deal.number, "steps": steps, "payments": [_payment(p) for p in deal.payments],
                      "summary": deal.summary()})
    answer: Envelope = {"api": API_VERSION, "game": variant.game, "variant": variant.id,
                        "title": worded(variant.title), "players": table.players, "seats": seats, "options": options,
                        "deals": deals,
                        "moves": written(state, table), "table": masked(state.snapshot(), viewer, memo),
                        "summary": state.game.summary()}
    if viewer is not None:
        answer["reader"] = viewer
    if seed is not None:
        answer["seed"] = seed
        answer["shuffle"] = SHUFFLE_VERSION
    if state.decision is not None and state.decision.seat == table.reader:
        answer["waiting"] = waiting(state.decision)
    return answer


def written(state: State, table: Seating) -> list[str]:
    """The game's moves as the reader may read them: a move another seat made face down stands as
    :attr:`~engine.model.Decision.unseen` unless the reader wrote it among the moves to replay (who knows it then)."""
    moves = [str(move) for move in state.moves]
    if table.reader is None:
        return moves
    for index, decision in state.face_down.items():
        given = index < len(table.replay) and table.replay[index] != decision.unseen
        if decision.seat != table.reader and not given:
            moves[index] = decision.unseen
    return moves


def waiting(decision: Decision) -> WaitingJson:
    """The reader's turn: every move offered, legal or not (with the rule and reason of a refused one)."""
    moves: list[ChoiceJson] = []
    for move in (*decision.moves, *(m for m in decision.offered if m not in decision.moves)):
        refusal = decision.refusal(move)
        choice: ChoiceJson = {"move": str(move), "legal": refusal is None}
        if refusal is not None:
            choice["rule"] = refusal.rule
            choice["reason"] = refusal.reason
            if refusal.why:
                choice["why"] = refusal.why
            choice["said"] = refusal.said.as_dict()
        moves.append(choice)
    return {"seat": seat_number(decision.seat), "moves": moves,
            "ranges": [{"move": r.kind, "min": r.low, "max": r.high} for r in decision.ranges]}


def _step_json(step: Step, table: dict[str, object], reader: int | None) -> StepJson:
    """A step as the reader in ``reader``'s seat may read it (``None``: no seat, every step whole)."""
    said, text, cards, data = step.told_to(reader)
    answer: StepJson = {"rule": step.rule.id, "text": text, "said": said.as_dict(),
                        "seats": [seat_number(seat) for seat in step.seats], "cards": [card.code for card in cards],
                        "data": data, "source": step.rule.cited(), "ours": step.rule.ours, "table": table}
    if step.move is not None:
        answer["move"] = step.move
    return answer


def _payment(payment: Payment) -> PaymentJson:
    return {"from": seat_number(payment.payer) if isinstance(payment.payer, int) else payment.payer,
            "to": seat_number(payment.payee) if isinstance(payment.payee, int) else payment.payee,
            "amount": payment.amount, "rule": payment.rule, "step": payment.step}
