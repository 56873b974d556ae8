"""The engine's closed vocabularies: phases, action kinds, event types and draw reasons.

Each is a ``StrEnum`` whose values are the strings of the JSON contract (saves, the event
log, the network protocol), so ``Phase.PLAY == "play"`` and ``json.dumps`` writes ``"play"``;
code compares members (``obs.phase is Phase.DRAWN``), never raw strings, so a typo is a
name error and mypy sees every comparison.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """What the game waits for from the current seat."""

    PLAY = "play"  #: a play or a draw (or taking a stacked penalty)
    DRAWN = "drawn"  #: the drawn card may be played (or kept: pass)
    COLOR = "color"  #: the colour of a Wild start card is to be named
    CHALLENGE = "challenge"  #: a Wild Draw Four may be challenged or accepted
    RETRACT = "retract"  #: a caught Wild Draw Four is replaced by a card legal before it
    SWAP = "swap"  #: a 7 (or 0) was played: whom to swap hands with
    OVER = "over"  #: the match has ended


#: the phases as module constants, for the engine's hot path (in CPython 3.11 reading
#: ``Phase.PLAY`` costs several times a global name)
P_PLAY, P_DRAWN, P_COLOR, P_CHALLENGE, P_RETRACT, P_SWAP, P_OVER = Phase


class ActionKind(StrEnum):
    """The kinds of ``Action`` (the first word of an action's text form)."""

    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"
    UNO = "uno"
    CATCH = "catch"
    CHALLENGE = "challenge"
    ACCEPT = "accept"
    COLOR = "color"
    SWAP = "swap"
    JUMP_IN = "jump_in"


class DrawReason(StrEnum):
    """Why a ``Draw`` event's cards were drawn (its ``to_dict()["reason"]``)."""

    TURN = "turn"  #: the player drew instead of playing
    DRAW_TWO = "draw_two"  #: a Draw Two played on them (or started the hand)
    DRAW_FOUR = "draw_four"  #: a Wild Draw Four accepted
    STACK = "stack"  #: the whole stacked penalty taken
    CHALLENGE = "challenge"  #: a lost challenge: the challenger's six or the offender's four
    UNO = "uno"  #: caught without calling UNO
    PENALTY = "penalty"  #: the house rule's penalty for an illegal play


class EventType(StrEnum):
    """The ``type`` of every event (its ``to_dict()["type"]``)."""

    MATCH_START = "match_start"
    DEALER_DRAW = "dealer_draw"
    DEALER = "dealer"
    HAND_START = "hand_start"
    DEAL = "deal"
    START_CARD = "start_card"
    START_CARD_RETURNED = "start_card_returned"
    TURN = "turn"
    PLAY = "play"
    COLOR = "color"
    DRAW = "draw"
    PASS = "pass"
    SKIP = "skip"
    REVERSE = "reverse"
    UNO = "uno"
    UNO_CAUGHT = "uno_caught"
    CHALLENGE = "challenge"
    HAND_SHOWN = "hand_shown"
    RETRACT = "retract"
    RESHUFFLE = "reshuffle"
    SWAP = "swap"
    JUMP_IN = "jump_in"
    ILLEGAL_PLAY = "illegal_play"
    STACK = "stack"
    ELIMINATED = "eliminated"
    FINAL_START = "final_start"
    HAND_END = "hand_end"
    MATCH_END = "match_end"
