"""Errors raised by the engine.

Every error is a ``ValueError`` subclass carrying a machine-readable ``reason``
and ``args`` so that the interface can localize the message; ``str(error)``
is an English fallback for logs and tracebacks only.
"""

from __future__ import annotations


class UnoError(ValueError):
    """Base class of every engine error."""

    def __init__(self, reason: str, message: str, **args: object) -> None:
        super().__init__(message)
        self.reason = reason
        self.args_ = args

    @property
    def details(self) -> dict[str, object]:
        return {"reason": self.reason, **self.args_}


class InvalidCardCode(UnoError):
    """A text is not one of the 54 Braille corner codes."""


class InvalidDeck(UnoError):
    """A deck order is not exactly the 108 cards of a deck."""


class InvalidRule(UnoError):
    """An unknown switch, an unknown value or an impossible combination."""


class IllegalAction(UnoError):
    """An action the rules do not allow now; ``reason`` says why."""


class InvalidAction(UnoError):
    """A text that does not parse as an action."""


class InvalidSave(UnoError):
    """A saved game that cannot be restored."""
