"""Two artifacts of one benchmark program, timed interleaved: did a compiler change help?

    python -m benchmarks.compare softmax before.pjrtc after.pjrtc [--rounds 3]

Both are loaded in this process, checked against JAX, then timed with resident inputs (the
same DeviceBuffers every call) in alternating blocks of calls (timing.measure_interleaved),
`--rounds` times; each round prints both medians and their ratio. This is how the figures in
docs/performance.md were taken: on this shared machine two runs minutes apart differ more
than most changes do, interleaving makes both artifacts meet the same load.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np

from .pjrtc_side import resident_call
from .programs import PROGRAMS
from .suite import compare
from .timing import measure_interleaved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.compare",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("program", choices=sorted(PROGRAMS))
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=200, help="calls per side and round")
    parser.add_argument("--max-seconds", type=float, default=3.0,
                        help="stop a round once each side spent about this much time")
    ns = parser.parse_args(argv)

    import jax
    import pjrtc_runtime
    from pjrtc_runtime.errors import PjrtcError

    fn, args = PROGRAMS[ns.program].inputs()
    expected = [np.asarray(r) for r in jax.tree_util.tree_leaves(jax.jit(fn)(*args))]
    calls = []
    for path in (ns.before, ns.after):
        try:
            exe = pjrtc_runtime.load(path)
            check = compare(list(exe(*args)), expected)
        except PjrtcError as e:  # a wrong path, or another program's artifact
            print(f"error: {e}" if path in str(e) else f"error: {path}: {e}", file=sys.stderr)
            return 2
        print(f"{path}: matches JAX: {'yes' if check['pass'] else 'NO'} "
              f"(max abs err {check['max_abs_err']:.3g})")
        calls.append(resident_call(exe, args))
    for _ in range(ns.rounds):
        before, after = measure_interleaved(calls[0], calls[1], ns.repeat, ns.max_seconds)
        print(f"before {before.median * 1e3:.3f} ms (best {before.minimum * 1e3:.3f})  "
              f"after {after.median * 1e3:.3f} ms (best {after.minimum * 1e3:.3f})  "
              f"after/before {after.median / before.median:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
