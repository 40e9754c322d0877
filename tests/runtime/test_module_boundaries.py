"""The runtime's module boundaries, read from the source: sycl.py is the only importer of dpctl,
and no runtime module reads another module's private attributes."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUNTIME = ROOT / "runtime" / "pjrtc_runtime"
BOUNDARY = "sycl.py"


def _imported_modules(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def _imports_dpctl(path: Path) -> bool:
    modules = _imported_modules(ast.parse(path.read_text(), str(path)))
    return any(m == "dpctl" or m.startswith("dpctl.") for m in modules)


def test_sycl_is_the_only_runtime_module_that_imports_dpctl() -> None:
    importers = sorted(p.name for p in RUNTIME.glob("*.py") if _imports_dpctl(p))
    assert importers == [BOUNDARY]


def test_the_compiler_and_the_benchmarks_do_not_import_dpctl() -> None:
    paths = [*(ROOT / "pjrtc").rglob("*.py"), *(ROOT / "benchmarks").rglob("*.py")]
    assert paths
    assert [str(p.relative_to(ROOT)) for p in paths if _imports_dpctl(p)] == []


def _own_private_names(tree: ast.AST) -> set[str]:
    """The private names a module defines: its functions, methods and classes, attributes
    it assigns (on any object), and the entries of its ``__slots__``."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id == "__slots__":
                    names.update(e.value for e in ast.walk(node.value)
                                 if isinstance(e, ast.Constant) and isinstance(e.value, str))
    return {n for n in names if n.startswith("_")}


def _foreign_private_reads(source: str, name: str) -> list[str]:
    """``x._name`` where x is not self or cls and the module does not define ``_name``."""
    tree = ast.parse(source, name)
    own = _own_private_names(tree)
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                and not node.attr.startswith("__") and node.attr not in own
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))):
            found.append(f"{name}:{node.lineno}: .{node.attr}")
    return found


def test_no_runtime_module_reads_another_modules_private_attributes() -> None:
    # sycl.py may read dpctl's own (``memory._pointer``, ``dpctl.program._program``): that is
    # what a boundary is for.
    found = [hit for p in sorted(RUNTIME.glob("*.py")) if p.name != BOUNDARY
             for hit in _foreign_private_reads(p.read_text(), p.name)]
    assert found == []


def test_the_private_reads_check_tells_foreign_from_own() -> None:
    foreign = "def f(client):\n    return client._context\n"
    assert _foreign_private_reads(foreign, "m.py") == ["m.py:2: ._context"]
    own = ("class A:\n    __slots__ = ('_x',)\n\n"
           "def f(a: A, b):\n    b._y = 1\n    return a._x, b._y, self_like(a)\n")
    assert _foreign_private_reads(own, "m.py") == []
