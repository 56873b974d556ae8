"""The adaptive practice queue: a wrong answer brings the question back sooner.

A simple Leitner-style queue.  Questions start in the order given, those
missed in earlier sessions first (``misses``).  A right answer retires a
question (after ``again_after_wrong`` right answers more if it was ever
missed); a wrong answer puts it back ``soon`` places ahead, so it returns
after a couple of other questions instead of at the end.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import Any, Generic, TypeVar

T = TypeVar("T")

SOON = 2


class SpacedQueue(Generic[T]):
    def __init__(self, items: Iterable[T], key=lambda item: item, misses: Mapping[Any, int] | None = None,
                 soon: int = SOON) -> None:
        items = list(items)
        misses = misses or {}
        order = sorted(range(len(items)), key=lambda i: (-misses.get(key(items[i]), 0), i))
        self._queue: list[T] = [items[i] for i in order]
        self._key = key
        self._owed: dict[Hashable, int] = {}
        self.soon = soon

    def __len__(self) -> int:
        return len(self._queue)

    def __bool__(self) -> bool:
        return bool(self._queue)

    def peek(self) -> T:
        return self._queue[0]

    def order(self) -> list[T]:
        return list(self._queue)

    def answer(self, right: bool) -> None:
        """Record the answer to the question at the front and reschedule it."""
        item = self._queue.pop(0)
        k = self._key(item)
        if right:
            owed = self._owed.get(k, 0)
            if owed > 0:
                self._owed[k] = owed - 1
                self._queue.insert(min(len(self._queue), self.soon * 2), item)
            return
        self._owed[k] = 1  # one more right answer, later, to retire it
        self._queue.insert(min(len(self._queue), self.soon), item)
