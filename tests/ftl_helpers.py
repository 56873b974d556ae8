"""Walking a parsed Fluent message (``fluent.syntax.ast``): every node, and the variables it uses."""

from __future__ import annotations

from collections.abc import Iterator

from fluent.syntax import ast as FTL


def ftl_nodes(node: object) -> Iterator[object]:
    """``node`` and every node below it, depth first."""
    yield node
    if isinstance(node, FTL.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from ftl_nodes(child)


def ftl_variables(node: object) -> set[str]:
    """The names of the ``$variables`` used anywhere in ``node``."""
    return {item.id.name for item in ftl_nodes(node) if isinstance(item, FTL.VariableReference)}
