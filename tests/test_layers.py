"""The compiler's layers import only downward, and no package imports itself in a circle.

Every module of pjrtc/ is parsed with `ast` (nothing is imported) and each `import pjrtc...`
in it, wherever it stands (top level, inside a function, under `if TYPE_CHECKING:`), is an
edge from the module to the module it names. `LAYERS` lists the units lowest first: a module
may import its own unit and the units of lower layers, never a unit of its own layer (sideways)
or of a higher one (upward).

Inside each unit the edges may form no cycle; an import moved into a function to dodge one
still counts. Imports under `if TYPE_CHECKING:` are left out of that check only: they never
run, and they let a module name in annotations the caller it is a part of (lower/control.py
annotates with the lowering of lower/__init__.py, which calls it for while, if and case).
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "pjrtc"

# Lowest first. A unit is a package (its modules and subpackages) or one module; a module
# belongs to the most specific unit that holds it.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("pjrtc", "pjrtc.errors", "pjrtc.options"),  # the version; errors; CompileOptions
    ("pjrtc.ir.tensor",),  # the tensor IR: DType, Op, Graph
    ("pjrtc.target",),  # every device choice (names element types by DType)
    ("pjrtc.ir",),  # kernel IR (its launch geometry reads the Target) and the IR utilities
    ("pjrtc.ops",),  # facts about tensor IR ops: what is supported, which regions lift
    # Tensor IR made (frontend), rewritten (passes: tensor and kernel IR), lowered to kernel IR
    # (lower): none of the three imports another.
    ("pjrtc.frontend", "pjrtc.lower", "pjrtc.passes"),
    ("pjrtc.codegen", "pjrtc.artifact"),  # kernel IR -> SPIR-V; the manifest and the file
    ("pjrtc.driver",),  # the stage table and the loop that runs it
    # What the commands use beside the pipeline, each on its own.
    ("pjrtc.batch", "pjrtc.compile_report", "pjrtc.inspect", "pjrtc.validate",
     "pjrtc.compare", "pjrtc.timing", "pjrtc.kernel_times", "pjrtc.inline_inputs"),
    ("pjrtc.io",),  # reads --inputs, inline ones through inline_inputs
    # The command line; JAX's PJRT plugin (compiles through batch's cache, runs on the runtime).
    ("pjrtc.cli", "pjrtc.plugin"),
    ("pjrtc.__main__",),
)


def _modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its __init__.py)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _imports(name: str, path: Path) -> list[tuple[str, int, bool]]:
    """The pjrtc modules the module `name` at `path` imports (see `_imports_in`)."""
    return _imports_in(name, path.read_text(), path.name == "__init__.py")


def _imports_in(name: str, source: str, is_package: bool) -> list[tuple[str, int, bool]]:
    """The pjrtc modules `source` imports: (module, line, whether under `if TYPE_CHECKING:`).
    `from pkg import sub` names the submodule `pkg.sub` where that is a module, else `pkg`."""
    tree = ast.parse(source)
    package = name if is_package else name.rpartition(".")[0]
    typing_only = {id(node) for block in ast.walk(tree) if _is_type_checking(block)
                   for stmt in block.body for node in ast.walk(stmt)}
    edges = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: resolve against this module's package
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base
                       for a in node.names]
        else:
            continue
        edges += [(target, node.lineno, id(node) in typing_only) for target in targets
                  if target == "pjrtc" or target.startswith("pjrtc.")]
    return sorted(edges, key=lambda edge: edge[1])


def _is_type_checking(node: ast.AST) -> bool:
    """`if TYPE_CHECKING:` or `if typing.TYPE_CHECKING:`."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"
            or isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _unit(name: str) -> tuple[int, str]:
    """(layer index, unit) of a module: the most specific unit of LAYERS holding it (the unit
    "pjrtc" is the package's own __init__.py only)."""
    holding = [(rank, unit) for rank, units in enumerate(LAYERS) for unit in units
               if name == unit or (unit != "pjrtc" and name.startswith(unit + "."))]
    assert holding, f"{name} is in no unit of LAYERS: add it to the table"
    return max(holding, key=lambda found: len(found[1]))


def test_every_module_has_a_layer():
    for name in MODULES:
        _unit(name)  # fails naming the first module the table leaves out


def test_imports_only_look_down():
    wrong = []
    for name, path in MODULES.items():
        rank, unit = _unit(name)
        for target, line, _ in _imports(name, path):
            target_rank, target_unit = _unit(target)
            if target_unit == unit or target_rank < rank:
                continue
            way = "sideways" if target_rank == rank else "upward"
            wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {name} imports "
                         f"{target} ({way}: {unit} -> {target_unit})")
    assert not wrong, "imports against the layers:\n" + "\n".join(wrong)


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of `graph` as a path whose last entry repeats its first, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for succ in sorted(graph.get(node, ())):
            if state.get(succ) == 1:
                return path[path.index(succ):] + [succ]
            if succ not in state:
                found = visit(succ)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_import_cycles_inside_a_package():
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        rank, unit = _unit(name)
        graph[name] = {target for target, _, typing_only in _imports(name, path)
                       if not typing_only and target != name and _unit(target)[1] == unit}
    cycle = _cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_checker_sees_what_it_must():
    """Imports of every form and place are found and resolved; the table places modules in
    their most specific unit; a cycle is found."""
    source = """
import pjrtc.errors
from pjrtc.ir import kernel as k
from pjrtc.ir.tensor import Op
from pjrtc import ops
from . import rules
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from pjrtc.lower import _Lowering
def f():
    from pjrtc.passes.rewrite import rewrite_graph
"""
    found = _imports_in("pjrtc.lower.control", source, is_package=False)
    assert found == [("pjrtc.errors", 2, False), ("pjrtc.ir.kernel", 3, False),
                     ("pjrtc.ir.tensor", 4, False), ("pjrtc.ops", 5, False),
                     ("pjrtc.lower.rules", 6, False), ("pjrtc.lower", 9, True),
                     ("pjrtc.passes.rewrite", 11, False)]
    assert _unit("pjrtc.ir.tensor") == (1, "pjrtc.ir.tensor")
    assert _unit("pjrtc.ir.kernel") == (3, "pjrtc.ir")
    assert _unit("pjrtc") == (0, "pjrtc")
    assert _unit("pjrtc.lower.rules")[1] == _unit("pjrtc.lower")[1] == "pjrtc.lower"
    assert _unit("pjrtc.frontend")[0] == _unit("pjrtc.passes")[0]
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None
