"""Reading Fluent files the one way the tests do: ``fluent.syntax``'s parser for a file, its
``Visitor`` to walk a message (as ``tests/test_locales.py``'s scan does)."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from fluent.syntax import FluentParser, visitor
from fluent.syntax import ast as FTL

Node = TypeVar("Node", bound=FTL.BaseNode)


def ftl_messages(path: Path) -> dict[str, FTL.Message]:
    """The messages of one .ftl file by id; a syntax error fails the test that reads it."""
    resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, FTL.Junk)]
    assert not junk, f"{path}: syntax error: {junk[0].annotations[0].message} in {(junk[0].content or '')[:80]!r}"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, FTL.Message)}


class _Find(visitor.Visitor):
    """Collects every node of one type, depth first (the Visitor reaches every node through
    ``generic_visit``, as no ``visit_<Type>`` method is defined)."""

    def __init__(self, kind: type[FTL.BaseNode]) -> None:
        super().__init__()
        self.kind = kind
        self.found: list[FTL.BaseNode] = []

    def generic_visit(self, node: FTL.BaseNode) -> None:
        if isinstance(node, self.kind):
            self.found.append(node)
        super().generic_visit(node)


def ftl_find(node: FTL.BaseNode, kind: type[Node]) -> list[Node]:
    """``node`` itself and the nodes below it that are of type ``kind``, depth first."""
    finder = _Find(kind)
    finder.visit(node)
    return finder.found  # type: ignore[return-value]


def ftl_variables(node: FTL.BaseNode) -> set[str]:
    """The names of the ``$variables`` used anywhere in ``node``."""
    return {item.id.name for item in ftl_find(node, FTL.VariableReference)}


def ftl_call_variables(node: FTL.BaseNode, function: str) -> set[str]:
    """The ``$variables`` given to ``function`` anywhere in ``node`` (``GENDER($name)`` -> name)."""
    return {arg.id.name for call in ftl_find(node, FTL.FunctionReference) if call.id.name == function
            for arg in call.arguments.positional if isinstance(arg, FTL.VariableReference)}
