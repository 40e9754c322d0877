"""The runtime's own command line: run, inspect and list devices without the compiler.

    pjrtc-runtime run model.pjrtc --inputs x.npy --inputs params.npz --output out.npz
    pjrtc-runtime inspect model.pjrtc [--json]
    pjrtc-runtime load model.pjrtc ...              # build for the device now, into its cache
    pjrtc-runtime devices [--json]
    python -m pjrtc_runtime ...                     # the same

Standard library only (argparse), so a deployment needs nothing beyond the runtime's own
dependencies. Exit codes as for ``pjrtc``: 0 success; 1 a user error (one paragraph on stderr,
never a traceback); 2 a usage error.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from . import __version__
from .errors import PjrtcError

_EPILOG = {
    "run": "example: pjrtc-runtime run model.pjrtc --inputs x.npy --output out.npz",
    "inspect": "example: pjrtc-runtime inspect model.pjrtc --json",
    "devices": "example: pjrtc-runtime devices",
    "load": "example (at install time): pjrtc-runtime load models/*.pjrtc",
}


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return args.command(args)
    except PjrtcError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, as other command-line tools do. Point
        # stdout at /dev/null so the interpreter's final flush cannot raise again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pjrtc-runtime", description="Run pjrtc artifacts on SYCL devices (no compiler "
        "needed).")
    parser.add_argument("--version", action="version",
                        version=f"pjrtc-runtime {__version__} ({_versions()})")
    commands = parser.add_subparsers(title="commands", required=True, metavar="COMMAND")

    run = commands.add_parser("run", help="run an artifact on .npy/.npz inputs",
                              description="Run ARTIFACT on a device with inputs from .npy/.npz "
                              "files; print the results and optionally write them to a .npz.",
                              epilog=_EPILOG["run"])
    run.add_argument("artifact", metavar="ARTIFACT")
    run.add_argument("--inputs", "-i", action="append", default=[], metavar="FILE",
                     help="a .npy (one argument) or .npz (several: arg0, arg1, ...); repeat "
                     "in order")
    run.add_argument("--output", "-o", metavar="OUT.npz",
                     help="write the results to this .npz (result0, result1, ...)")
    run.add_argument("--device", "-d", default=None, metavar="FILTER",
                     help="SYCL filter string (default: opencl:cpu)")
    run.add_argument("--quiet", "-q", action="store_true", help="do not print the results")
    run.set_defaults(command=_run)

    inspect = commands.add_parser("inspect", help="show an artifact's signature and versions",
                                  description="Verify ARTIFACT and show its signature, "
                                  "versions, requirements and sizes.", epilog=_EPILOG["inspect"])
    inspect.add_argument("artifact", metavar="ARTIFACT")
    inspect.add_argument("--json", action="store_true", help="print the manifest as JSON")
    inspect.set_defaults(command=_inspect)

    load = commands.add_parser(
        "load", help="load artifacts: verify them and build their kernels for the device",
        description="Load each ARTIFACT as a run would (every check, the device's build of "
        "its kernels) and report the time. The built programs go to the device-program cache, "
        "so running this at install time spares the first run of each model the build.",
        epilog=_EPILOG["load"])
    load.add_argument("artifacts", metavar="ARTIFACT", nargs="+")
    load.add_argument("--device", "-d", default=None, metavar="FILTER",
                      help="SYCL filter string (default: opencl:cpu)")
    load.set_defaults(command=_load)

    devices = commands.add_parser("devices", help="list the SYCL devices",
                                  description="List the SYCL devices found; the default is "
                                  "marked.", epilog=_EPILOG["devices"])
    devices.add_argument("--json", action="store_true", help="print the list as JSON")
    devices.set_defaults(command=_devices)
    return parser


def _versions() -> str:
    from .schema import ABI_VERSION, FORMAT_VERSION, MIN_SUPPORTED_FORMAT_VERSION, version_string

    return (f"reads artifact formats {version_string(MIN_SUPPORTED_FORMAT_VERSION)} to "
            f"{version_string(FORMAT_VERSION)}, kernel ABI {ABI_VERSION}")


def _run(args: argparse.Namespace) -> int:
    import numpy as np

    from . import load
    from .npio import BF16_NOTE, bf16_from_void, read_inputs, write_results

    if args.output is not None:
        for path, what in [(p, "an input") for p in args.inputs] + [(args.artifact,
                                                                     "the artifact")]:
            _refuse_same_file(path, args.output, what)
    exe = load(args.artifact, device=args.device)
    arrays = bf16_from_void(read_inputs(args.inputs), [t.dtype for t in exe.signature.inputs])
    results = exe(*arrays)
    if args.output is not None:
        write_results(args.output, results)
        print(f"wrote {len(results)} result(s) to {args.output}")
        bf16 = [f"result{i}" for i, r in enumerate(results) if r.dtype.name == "bfloat16"]
        if bf16:
            print("note: " + BF16_NOTE.format(names=", ".join(bf16)), file=sys.stderr)
    if not args.quiet:
        with np.printoptions(threshold=200, edgeitems=3, linewidth=100, precision=6):
            # Names only: with several specializations the types are the results' own.
            for i, (spec, r) in enumerate(zip(exe.signature.outputs, results)):
                print(f"{spec.name or f'result{i}'}: {r.dtype}[{','.join(map(str, r.shape))}]")
                print(np.array2string(r))
    return 0


def _load(args: argparse.Namespace) -> int:
    import time

    from . import load, native_cache

    for path in args.artifacts:
        before = native_cache.stats()
        start = time.perf_counter()
        load(path, device=args.device)
        seconds = time.perf_counter() - start
        after = native_cache.stats()
        if after["hits"] > before["hits"]:
            how = "kernels from the device-program cache"
        elif after["stored"] > before["stored"]:
            how = "kernels built for the device and cached"
        elif native_cache.cache_dir() is None:
            how = "kernels built for the device; the device-program cache is off"
        else:
            how = "kernels built for the device (not cached)"
        print(f"{path}: loaded in {seconds:.3f} s ({how})")
    return 0


def _inspect(args: argparse.Namespace) -> int:
    from .loader import read_artifact
    from .schema import manifest_bytes, version_string

    artifact = read_artifact(args.artifact)
    m = artifact.manifest
    if args.json:
        sys.stdout.write(manifest_bytes(m).decode("ascii"))
        return 0
    from .executable import Signature

    print(f"{artifact.path}")
    programs = m.programs()
    for i, p in enumerate(programs):  # format 1.4: one line per specialization
        label = "signature:" if len(programs) == 1 else f"signature {i}:"
        print(f"  {label:<14}{Signature(p.inputs, p.outputs)}")
    print(f"  format:       {version_string(m.format_version)} (kernel ABI {m.abi_version}), "
          f"written by {m.producer.name} {m.producer.version}")
    print(f"  source:       {m.source.name} ({m.source.format}, sha256 "
          f"{m.source.sha256[:16]}...)")
    if m.source.specialized_from is not None:
        print(f"  specialized from: ({', '.join(m.source.specialized_from)})")
    print(f"  requirements: {', '.join(m.requirements) or 'none'}")
    # Every specialization's (format 1.4): what a load builds and allocates.
    kernels = sum(len(p.kernels) for p in programs)
    peak = sum(p.peak_bytes for p in programs)
    slots = sum(len(p.buffers) for p in programs)
    constants, constant_bytes = len(m.constants), m.constant_bytes
    if len(programs) > 1:  # their constants may share ranges of constants.bin: each counts once
        ranges = {(c.offset, c.size) for p in programs for c in p.constants}
        constants, constant_bytes = len(ranges), sum(size for _, size in ranges)
    print(f"  kernels:      {kernels}, {len(m.schedule)} top-level schedule steps"
          + (" (of specialization 0)" if len(programs) > 1 else ""))
    print(f"  device memory: {peak} bytes in {slots} buffer slots, "
          f"{constant_bytes} bytes in {constants} constants")
    return 0


def _devices(args: argparse.Namespace) -> int:
    from . import devices

    found = devices()
    if args.json:
        print(json.dumps([d.to_json() for d in found], indent=2, sort_keys=True))
    else:
        for d in found:
            print(("* " if d.is_default else "  ") + str(d))
    return 0


def _refuse_same_file(path: str, output: str, what: str) -> None:
    try:
        same = os.path.exists(path) and os.path.exists(output) and os.path.samefile(path,
                                                                                      output)
    except OSError:
        same = False
    if same or os.path.abspath(path) == os.path.abspath(output):
        raise PjrtcError(f"--output {output} is {what} ({path}); writing there would "
                         "destroy it. Choose another output path.")


if __name__ == "__main__":
    sys.exit(main())
