"""How far pjrtc's results are from the expected values of StableHLO's testdata files.

    PYTHONPATH=.:runtime .venv/bin/python scripts/testdata_ulps.py FILE.mlir [FILE.mlir ...]

Each FILE is one of openxla/stablehlo's `stablehlo/testdata/*.mlir`: a `main` that calls
`@inputs()` and `@expected()` (constants), computes a result and checks it with
`check.expect_close` or `check.expect_almost_eq`. The check is dropped and `main` returns the
result, the expected values and the inputs instead; pjrtc compiles and runs that on the default
device. Printed per file: the largest distance in ulps (`pjrtc.compare.ulp_distance`, as
`check.expect_close` counts them), how many elements are 0, 1, 2, 3 and more than 3 ulps off,
and the largest error in ulps of the largest expected magnitude (the measure that suits
transforms such as fft, whose errors scale with the largest value, not with each element).
The expected values are XLA's outputs, not exact ones: compare with a more precise reference
(tests/e2e/test_accuracy.py does) before blaming either side.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

import numpy as np
import pjrtc_runtime

from pjrtc.artifact.writer import write_artifact
from pjrtc.compare import ulp_distance
from pjrtc.driver import compile_bytes

_TENSOR = r"tensor<[^<>]*(?:<[^<>]*>)?>"
_MAIN = re.compile(r"func\.func public @main\(\).*?\n  }\n", re.S)
_INPUTS = re.compile(r"(%\w+)(?::(\d+))? = call @inputs\(\) : \(\) -> \(?(.*)\)?\n")
_CHECK = re.compile(r"\s*stablehlo\.custom_call @check\.expect_\w+\((%\w+), (%\w+)\).*?"
                    rf": \(({_TENSOR}), {_TENSOR}\) -> \(\)\n")


def checked_main(text: str) -> str:
    """`text` with main returning (result, expected, inputs...) instead of checking them."""
    main = _MAIN.search(text)
    inputs = main and _INPUTS.search(main.group(0))
    check = main and _CHECK.search(main.group(0))
    if not (inputs and check):
        raise SystemExit("not a StableHLO testdata file: no main calling @inputs() and a check")
    count = int(inputs.group(2) or 1)
    names = [inputs.group(1)] if count == 1 else [f"{inputs.group(1)}#{i}" for i in range(count)]
    values = [check.group(1), check.group(2), *names]
    types = [check.group(3)] * 2 + re.findall(_TENSOR, inputs.group(3))
    body = main.group(0).replace(check.group(0), "\n")
    body = re.sub(r"return .*\n", f"return {', '.join(values)} : {', '.join(types)}\n", body)
    body = re.sub(r"@main\(\) -> \(.*?\) \{\n", f"@main() -> ({', '.join(types)}) {{\n", body,
                  count=1)
    return text.replace(main.group(0), body)


def largest_error_in_ulps(actual: np.ndarray, expected: np.ndarray) -> float:
    """max |actual - expected| over the spacing of the largest |expected| (parts compared)."""
    parts = (lambda x: np.stack([x.real, x.imag])) if np.iscomplexobj(expected) else np.asarray
    a, e = parts(actual), parts(expected)
    spacing = np.spacing(np.max(np.abs(e)))
    return float(np.max(np.abs(a.astype(np.float64) - e.astype(np.float64))) / spacing)


def measure(path: Path, workdir: Path) -> str:
    compiled = compile_bytes(checked_main(path.read_text()).encode(), path.name)
    artifact = workdir / f"{path.stem}.pjrtc"
    write_artifact(artifact, compiled.manifest, compiled.spirv, compiled.constants)
    actual, expected = (np.asarray(v) for v in pjrtc_runtime.load(artifact)()[:2])
    ulps = ulp_distance(actual, expected)
    counts = [int((ulps == k).sum()) for k in range(4)] + [int((ulps > 3).sum())]
    return (f"{path.name}: max {ulps.max():.0f} ulps; 0/1/2/3/>3 ulps: "
            f"{'/'.join(map(str, counts))}; largest error "
            f"{largest_error_in_ulps(actual, expected):.2f} ulps of the largest value")


def main(paths: list[str]) -> int:
    if not paths:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        for path in paths:
            print(measure(Path(path), Path(tmp)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
