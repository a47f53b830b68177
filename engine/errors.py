"""The one error the engine reports for bad input: which field is wrong, and why, in plain words."""

from __future__ import annotations


class EngineError(Exception):
    """Bad input: ``field`` names the request field (``"hands[2][0]"``), ``reason`` says what is wrong.

    :func:`engine.api.handle` turns it into ``{"error": {"field": ..., "reason": ...}}``; no other
    exception is part of the engine's contract.
    """

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason

    def as_dict(self) -> dict[str, str]:
        """The JSON form of the error, as returned by the API."""
        return {"field": self.field, "reason": self.reason}
