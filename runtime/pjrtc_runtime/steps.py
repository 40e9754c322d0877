"""The schedule of an artifact (format 1.1): what runs, in order, with control flow.

Part of the artifact schema (schema.py re-exports every name here): launches of kernels by
index, device copies between buffer slots, while loops (counted or not) and case steps, each
a frozen dataclass with ``to_json()``, parsed by ``steps_from_json``. Stdlib only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import jsonread as jr
from .jsonread import ManifestError

MAX_SCHEDULE_DEPTH = 32  # nesting of while/case steps
INDEX_DTYPES: tuple[str, ...] = ("bool", "int32")  # what a case step's index slot holds
COUNTER_DTYPES: tuple[str, ...] = ("int8", "int16", "int32", "int64", "uint8", "uint16",
                                   "uint32", "uint64")  # a counted loop's counter and bound

@dataclass(frozen=True, slots=True)
class LaunchStep:
    """Launch kernels[kernel]."""

    kernel: int

    def to_json(self) -> dict[str, Any]:
        return {"launch": self.kernel}


@dataclass(frozen=True, slots=True)
class CopyStep:
    """Copy the first ``size`` bytes of buffer ``src`` into buffer ``dst`` on the device."""

    src: int
    dst: int
    size: int

    def to_json(self) -> dict[str, Any]:
        return {"copy": {"src": self.src, "dst": self.dst, "size": self.size}}


@dataclass(frozen=True, slots=True)
class TripCount:
    """A counted loop: read the ``dtype`` integers in buffer ``counter`` and in buffer
    ``bound`` (or take ``limit``) once, and run the body max(0, bound - counter) times."""

    counter: int
    bound: int | None
    limit: int | None
    dtype: str

    def to_json(self) -> dict[str, Any]:
        return {"counter": self.counter, "bound": self.bound, "limit": self.limit,
                "dtype": self.dtype}

    @classmethod
    def from_json(cls, value: Any, where: str) -> TripCount:
        d = jr.obj(value, where, ("counter", "bound", "limit", "dtype"))
        bound = None if d["bound"] is None else jr.integer(d["bound"], f"{where}.bound")
        limit = None if d["limit"] is None else jr.integer(d["limit"], f"{where}.limit",
                                                           -(2**63), 2**64 - 1)
        if (bound is None) == (limit is None):
            raise ManifestError(where, "needs exactly one of bound and limit")
        return cls(jr.integer(d["counter"], f"{where}.counter"), bound, limit,
                   jr.choice(d["dtype"], f"{where}.dtype", COUNTER_DTYPES))


@dataclass(frozen=True, slots=True)
class WhileStep:
    """Run ``cond``; read the bool in buffer ``pred``; while true, run ``body`` and repeat.
    With ``trip_count``, run ``body`` the counted number of times instead (cond skipped)."""

    cond: tuple[Step, ...]
    pred: int
    body: tuple[Step, ...]
    trip_count: TripCount | None = None

    def to_json(self) -> dict[str, Any]:
        return {"while": {"cond": [s.to_json() for s in self.cond], "pred": self.pred,
                          "body": [s.to_json() for s in self.body],
                          "trip_count": None if self.trip_count is None
                          else self.trip_count.to_json()}}


@dataclass(frozen=True, slots=True)
class CaseStep:
    """Read the ``index_dtype`` scalar in buffer ``index``; run ``branches[index]``, or the
    last branch when the index is outside [0, len(branches))."""

    index: int
    index_dtype: str
    branches: tuple[tuple[Step, ...], ...]

    def to_json(self) -> dict[str, Any]:
        return {"case": {"index": self.index, "index_dtype": self.index_dtype,
                         "branches": [[s.to_json() for s in b] for b in self.branches]}}


Step = LaunchStep | CopyStep | WhileStep | CaseStep


def steps_from_json(value: Any, where: str, depth: int = 0) -> tuple[Step, ...]:
    if depth > MAX_SCHEDULE_DEPTH:
        raise ManifestError(where, f"nests control flow deeper than {MAX_SCHEDULE_DEPTH}")
    return tuple(_step_from_json(v, f"{where}[{i}]", depth)
                 for i, v in enumerate(jr.array(value, where)))


def _step_from_json(value: Any, where: str, depth: int) -> Step:
    if not isinstance(value, dict) or len(value) != 1:
        raise ManifestError(where, 'must be one of {"launch": i}, {"copy": {...}}, '
                            '{"while": {...}}, {"case": {...}}')
    ((kind, body),) = value.items()
    jr.choice(kind, where, ("launch", "copy", "while", "case"))
    at = f"{where}.{kind}"
    if kind == "launch":
        return LaunchStep(jr.integer(body, at))
    if kind == "copy":
        d = jr.obj(body, at, ("src", "dst", "size"))
        return CopyStep(jr.integer(d["src"], f"{at}.src"), jr.integer(d["dst"], f"{at}.dst"),
                        jr.integer(d["size"], f"{at}.size"))
    if kind == "while":
        d = jr.obj(body, at, ("cond", "pred", "body"), optional=("trip_count",))
        trips = d.get("trip_count")
        return WhileStep(steps_from_json(d["cond"], f"{at}.cond", depth + 1),
                         jr.integer(d["pred"], f"{at}.pred"),
                         steps_from_json(d["body"], f"{at}.body", depth + 1),
                         None if trips is None else TripCount.from_json(trips,
                                                                        f"{at}.trip_count"))
    d = jr.obj(body, at, ("index", "index_dtype", "branches"))
    branches = jr.array(d["branches"], f"{at}.branches", 1_000_000)
    return CaseStep(jr.integer(d["index"], f"{at}.index"),
                    jr.choice(d["index_dtype"], f"{at}.index_dtype", INDEX_DTYPES),
                    tuple(steps_from_json(b, f"{at}.branches[{i}]", depth + 1)
                          for i, b in enumerate(branches)))
