"""Control flow from JAX (fori_loop, while_loop, scan, cond, switch, nesting) on the device,
against JAX on CPU. The op x element type sweep of while/if/case is sweep_control.py.

Each program is lowered by JAX in the test, compiled once and run several times with inputs
that take different paths (zero trips, data-dependent exits, every branch), so state left in
the loop buffers by one call must not leak into the next.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from conftest_cases import assert_close
from jax import lax

import pjrtc_runtime
from pjrtc.artifact.writer import write_artifact
from pjrtc.driver import compile_bytes
from pjrtc.options import CompileOptions


def _compile(fn, *example, tmp_path, name: str, device_loops: bool = True):
    text = jax.jit(fn).lower(*example).as_text()
    compiled = compile_bytes(text.encode(), f"{name}.mlir",
                             CompileOptions(device_loops=device_loops))
    path = tmp_path / f"{name}.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    return pjrtc_runtime.load(path), compiled


def _check(fn, executable, *args, name: str):
    expected = jax.jit(fn)(*args)
    expected = expected if isinstance(expected, tuple) else (expected,)
    actual = executable(*args)
    actual = actual if isinstance(actual, tuple) else (actual,)
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected):
        assert_close(np.asarray(a), np.asarray(e), name)


def _fori(x, n):
    return lax.fori_loop(0, n, lambda i, c: c * 0.5 + x * i.astype(jnp.float32), x)


def _collatz_steps(n):
    def cond(s):
        return s[0] != 1

    def body(s):
        v, steps = s
        return jnp.where(v % 2 == 0, v // 2, 3 * v + 1), steps + 1

    return lax.while_loop(cond, body, (n, jnp.int32(0)))[1]


def _rnn(w, xs, h0):
    def step(h, x):
        h = jnp.tanh(w @ h + x)
        return h, h.sum()

    return lax.scan(step, h0, xs)


def _branches(x, k):
    y = lax.cond(x.sum() > 0, lambda a: jnp.exp(a), lambda a: -a, x)
    return lax.switch(k, [lambda a: a + 1, lambda a: a * a, lambda a: jnp.sin(a)], y)


def _nested(x, n):
    def outer(i, acc):
        inner = lax.fori_loop(0, i, lambda j, a: a + x * j.astype(jnp.float32), acc)
        return lax.cond(i % 2 == 0, lambda a: a * 0.5, lambda a: a, inner)

    return lax.fori_loop(0, n, outer, jnp.zeros_like(x))


@pytest.mark.parametrize("device_loops", [False, True], ids=["host-loop", "device-loop"])
def test_fori_loop_trip_counts(tmp_path, device_loops):
    """Counted by the host, or run as one kernel that evaluates cond every trip."""
    x = np.linspace(-1, 1, 130, dtype=np.float32)  # several work-groups
    ex, compiled = _compile(_fori, x, np.int32(3), tmp_path=tmp_path, name="fori",
                            device_loops=device_loops)
    for n in (0, 1, 5, 3, 0):
        _check(_fori, ex, x, np.int32(n), name=f"fori n={n}")
    on_host = any("while" in step.to_json() for step in compiled.manifest.schedule)
    assert on_host != device_loops
    assert any(kern.loop is not None for kern in compiled.kernels.kernels) == device_loops


def test_data_dependent_while(tmp_path):
    ex, _ = _compile(_collatz_steps, np.int32(6), tmp_path=tmp_path, name="collatz")
    for n in (1, 6, 27, 97, 2):
        _check(_collatz_steps, ex, np.int32(n), name=f"collatz {n}")


def test_scan_rnn(tmp_path):
    rng = np.random.default_rng(0)
    w = (rng.standard_normal((16, 16)) * 0.3).astype(np.float32)
    xs = rng.standard_normal((9, 16)).astype(np.float32)
    h0 = rng.standard_normal(16).astype(np.float32)
    ex, _ = _compile(_rnn, w, xs, h0, tmp_path=tmp_path, name="rnn")
    _check(_rnn, ex, w, xs, h0, name="rnn")


@pytest.mark.parametrize("k", [0, 1, 2, -3, 9])  # JAX clamps k; pjrtc's case does the rest
def test_cond_and_switch(tmp_path, k):
    x = np.array([0.5, -0.25, 1.5, -3.0], np.float32)
    ex, _ = _compile(_branches, x, np.int32(0), tmp_path=tmp_path, name="branches")
    for sign in (1, -1):
        _check(_branches, ex, sign * x, np.int32(k), name=f"branches k={k} sign={sign}")


def test_nested_loops_and_cond(tmp_path):
    x = np.arange(5, dtype=np.float32) - 2
    ex, _ = _compile(_nested, x, np.int32(4), tmp_path=tmp_path, name="nested")
    for n in (0, 1, 4, 6):
        _check(_nested, ex, x, np.int32(n), name=f"nested n={n}")


CAPTURE = """
func.func @main(%x: tensor<70xf32>, %n: tensor<i32>) -> (tensor<70xf32>, tensor<i32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.sine %x : tensor<70xf32>
  %r:2 = stablehlo.while(%acc = %x, %i = %c0) : tensor<70xf32>, tensor<i32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %a = stablehlo.add %acc, %s : tensor<70xf32>
    stablehlo.return %a, %j : tensor<70xf32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<70xf32>, tensor<i32>
}
"""


def test_region_reads_values_of_the_enclosing_function(tmp_path):
    """StableHLO regions may use outer values directly (%n in cond, %s in the body)."""
    compiled = compile_bytes(CAPTURE.encode(), "capture.mlir")
    path = tmp_path / "capture.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    ex = pjrtc_runtime.load(path)
    x = np.linspace(0, 3, 70, dtype=np.float32)
    for n in (0, 4):
        acc, i = ex(x, np.int32(n))
        expected = x.copy()
        for _ in range(n):
            expected = expected + np.sin(x)
        np.testing.assert_allclose(acc, expected, rtol=1e-5, atol=1e-6)
        assert int(i) == n


TOKENS_AND_TUPLES = """
func.func @main(%t: !stablehlo.token, %x: tensor<4xf32>, %n: tensor<i32>) -> (!stablehlo.token, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %tup = stablehlo.tuple %x, %n : tuple<tensor<4xf32>, tensor<i32>>
  %r:3 = stablehlo.while(%tk = %t, %v = %x, %i = %c0) : !stablehlo.token, tensor<4xf32>, tensor<i32>
  cond {
    %m = stablehlo.get_tuple_element %tup[1] : (tuple<tensor<4xf32>, tensor<i32>>) -> tensor<i32>
    %p = stablehlo.compare LT, %i, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %w = stablehlo.add %v, %x : tensor<4xf32>
    %t2 = stablehlo.after_all %tk : !stablehlo.token
    stablehlo.return %t2, %w, %j : !stablehlo.token, tensor<4xf32>, tensor<i32>
  }
  return %r#0, %r#1 : !stablehlo.token, tensor<4xf32>
}
"""


def test_loops_carry_tokens_and_read_tuples(tmp_path):
    """A token carried through a while (ordered effects) and a tuple read inside a region:
    neither reaches the signature or the device; the tensors around them are right."""
    compiled = compile_bytes(TOKENS_AND_TUPLES.encode(), "tokens.mlir")
    path = tmp_path / "tokens.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    ex = pjrtc_runtime.load(path)
    assert [t.dtype for t in compiled.manifest.inputs] == ["float32", "int32"]
    x = np.arange(4, dtype=np.float32)
    for n in (0, 3):
        (out,) = ex(x, np.int32(n))
        np.testing.assert_array_equal(out, x * (1 + n))


COUNTED = """
func.func @main(%x: tensor<5xf32>, %start: tensor<{t}>, %n: tensor<{t}>) -> (tensor<5xf32>, tensor<{t}>) {{
  %r:2 = stablehlo.while(%acc = %x, %i = %start) : tensor<5xf32>, tensor<{t}>
  cond {{
    {bound}
    %p = stablehlo.compare {cmp}, SIGNEDNESS : (tensor<{t}>, tensor<{t}>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %one = stablehlo.constant dense<1> : tensor<{t}>
    %j = stablehlo.add {inc} : tensor<{t}>
    %two = stablehlo.constant dense<2.0> : tensor<5xf32>
    %a = stablehlo.multiply %acc, %two : tensor<5xf32>
    stablehlo.return %a, %j : tensor<5xf32>, tensor<{t}>
  }}
  return %r#0, %r#1 : tensor<5xf32>, tensor<{t}>
}}
"""


@pytest.mark.parametrize("device_loops", [False, True], ids=["host-loop", "device-loop"])
@pytest.mark.parametrize(("t", "form"), [
    ("i32", "lt_captured"), ("i64", "gt_constant"), ("ui8", "lt_constant"),
    ("i16", "lt_captured_swapped_add")])
def test_counted_loops(tmp_path, t, form, device_loops):
    """Loops the host counts instead of reading cond back (fori_loop's form), against a
    Python loop: bounds from outside or constant, LT or GT, starts past the bound. As one
    device loop, the kernel evaluates cond every trip instead."""
    bound = {"lt_captured": "", "gt_constant": "%n7 = stablehlo.constant dense<7> : tensor<{t}>",
             "lt_constant": "%n7 = stablehlo.constant dense<7> : tensor<{t}>",
             "lt_captured_swapped_add": ""}[form].format(t=t)
    cmp = {"lt_captured": "LT, %i, %n", "gt_constant": "GT, %n7, %i", "lt_constant": "LT, %i, %n7",
           "lt_captured_swapped_add": "LT, %i, %n"}[form]
    inc = "%one, %i" if form.endswith("swapped_add") else "%i, %one"
    sign = "UNSIGNED" if t.startswith("u") else "SIGNED"
    text = COUNTED.format(t=t, bound=bound, cmp=cmp, inc=inc).replace("SIGNEDNESS", sign)
    compiled = compile_bytes(text.encode(), "counted.mlir",
                             CompileOptions(device_loops=device_loops))
    loop = next((s for s in compiled.manifest.schedule if hasattr(s, "trip_count")), None)
    if device_loops:
        assert loop is None
    else:
        assert loop.trip_count is not None  # the host counts this loop
    path = tmp_path / "counted.pjrtc"
    write_artifact(path, compiled.manifest, compiled.spirv, compiled.constants)
    ex = pjrtc_runtime.load(path)
    np_t = np.dtype({"i32": "int32", "i64": "int64", "ui8": "uint8", "i16": "int16"}[t])
    x = np.arange(5, dtype=np.float32)
    for start, n in ((0, 4), (3, 3), (9, 2), (2, 7)):
        if np_t.kind == "u" and start < 0:
            continue
        limit = 7 if "constant" in form else n
        trips = max(0, limit - start)
        acc, i = ex(x, np_t.type(start), np_t.type(n))
        np.testing.assert_array_equal(acc, x * 2.0**trips)
        assert int(i) == start + trips


def _decode(cache, x, stop):
    """A decode loop in miniature: a key cache written at a position counter, a finished flag
    per sequence (a batch of one), and a step count; it ends at the cache's end or when done."""
    def cond(s):
        _, pos, _, done, _ = s
        return jnp.logical_not(jnp.logical_or(pos == cache.shape[0], jnp.all(done)))

    def body(s):
        cache, pos, index, done, steps = s
        row = jnp.tanh(cache[index - 1] * 0.5 + x)
        cache = lax.dynamic_update_slice(cache, row[None], (index, 0))
        new = index + 1  # the window's end; its start reads the old index after it
        rows = jnp.arange(cache.shape[0])
        mask = ((rows < new) & (rows >= index - 4)).astype(cache.dtype)
        score = (cache.sum(axis=1) * mask).sum()
        done = done | (score > stop)
        return cache, pos + 1, new, done, steps + 1

    init = (cache, jnp.int32(1), jnp.int32(1), jnp.zeros(1, bool), jnp.int32(0))
    return lax.while_loop(cond, body, init)


@pytest.mark.parametrize("device_loops", [False, True], ids=["host-loop", "device-loop"])
def test_decode_loop_updates_its_counters_without_copies(tmp_path, device_loops):
    """The counters' new values are recomputed where the body reads them and written at its
    end (lower/control.py `_recompute_scalars`); `all(done)` over a batch of one is no
    reduction (passes/unit_reductions.py). As one device loop, the cache's copy is a kernel."""
    rng = np.random.default_rng(3)
    cache = rng.standard_normal((12, 8)).astype(np.float32)
    x = rng.standard_normal(8).astype(np.float32)
    ex, compiled = _compile(_decode, cache, x, np.float32(3.0), tmp_path=tmp_path, name="decode",
                            device_loops=device_loops)
    for stop in (-100.0, 3.0, 10.0, 1e9):  # done at once, early, later, never
        _check(_decode, ex, cache, x, np.float32(stop), name=f"decode stop={stop}")
    if device_loops:
        assert any(kern.loop is not None for kern in compiled.kernels.kernels)
        return
    (loop,) = [s["while"] for s in (step.to_json() for step in compiled.manifest.schedule)
               if "while" in s]
    kernels = compiled.manifest.kernels
    copies = [step["copy"]["size"] for step in loop["body"] if "copy" in step]
    assert copies == [cache.nbytes]  # the cache's (its update reads another row), no counter's
    assert len(loop["cond"]) == 1 and "reduce" not in kernels[loop["cond"][0]["launch"]].name
    launched = [kernels[step["launch"]] for step in loop["body"] if "launch" in step]
    # The update of the cache with its row sums (one row program: passes/fuse_row_inputs.py),
    # their masked sum with the new done flag and counters (a row program; the counters were
    # launches and copies of their own).
    assert [k.writes for k in launched] == [2, 4], [k.name for k in launched]


def _counters(x, n):
    """A counter the body reads only after its update (it could be written in place there)
    and a step count nobody in the body reads."""
    def body(s):
        v, pos, steps = s
        pos = pos + 1
        return jnp.sin(v) + pos.astype(v.dtype), pos, steps + 1

    return lax.while_loop(lambda s: s[1] < n, body, (x, jnp.int32(0), jnp.int32(0)))


def test_counters_move_to_the_end_of_the_body_together(tmp_path):
    """Both counters are recomputed where read and written at the body's end, in one launch
    (lower/control.py's first `_recompute_scalars`, then merge_kernels): written in place, the
    first one would stay a launch of its own before the sine."""
    x = np.linspace(-1, 1, 16, dtype=np.float32)
    ex, compiled = _compile(_counters, x, np.int32(5), tmp_path=tmp_path, name="counters",
                            device_loops=False)
    for n in (0, 1, 5):
        _check(_counters, ex, x, np.int32(n), name=f"counters n={n}")
    (loop,) = [s["while"] for s in (step.to_json() for step in compiled.manifest.schedule)
               if "while" in s]
    kernels = compiled.manifest.kernels
    launched = [kernels[step["launch"]] for step in loop["body"] if "launch" in step]
    assert not [step for step in loop["body"] if "copy" in step]
    assert [k.writes for k in launched] == [1, 2], [k.name for k in launched]
