"""The kernel-IR passes (pjrtc.driver.KERNEL_PASSES, the kir stage) without a device: which kernels become
tiled contractions (tile_contractions), take their epilogue (fuse_epilogues), become row
programs (fuse_rows) or share a device function (share_kernels), and what reshape/transpose
views (`_view_source` in pjrtc/lower/__init__.py) leave to them. Their numbers, on the device:
tests/e2e/test_fast_paths.py."""

from __future__ import annotations

import re
from dataclasses import replace

import numpy as np

from pjrtc.driver import DEFAULT_TARGET, compile_bytes
from pjrtc.ir.kernel import Kernel, KernelModule, Leaf, RowMap, RowReduce
from pjrtc.ir.tensor import DType, Op
from pjrtc.passes.share_kernels import canonical


def _compile(text: str) -> KernelModule:
    return compile_bytes(text.encode(), "model.mlir", stop_after="kir").kernels


def _ops(kern: Kernel) -> set:
    return {node.op for root in kern.exprs() for node in root.walk()}


def _dense(t: str, m: int, k: int, n: int, weights: str = "") -> str:
    """relu(x @ w + b) over `t`: x [m, k] a parameter, w [k, n] a parameter or `weights`."""
    w_param = "" if weights else f", %w: tensor<{k}x{n}x{t}>"
    w_const = f"  %w = stablehlo.constant {weights} : tensor<{k}x{n}x{t}>\n" if weights else ""
    return f"""
func.func @main(%x: tensor<{m}x{k}x{t}>{w_param}, %b: tensor<{n}x{t}>) -> tensor<{m}x{n}x{t}> {{
{w_const}  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
       : (tensor<{m}x{k}x{t}>, tensor<{k}x{n}x{t}>) -> tensor<{m}x{n}x{t}>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<{n}x{t}>) -> tensor<{m}x{n}x{t}>
  %2 = stablehlo.add %0, %1 : tensor<{m}x{n}x{t}>
  %z = stablehlo.constant dense<0.0> : tensor<{m}x{n}x{t}>
  %3 = stablehlo.maximum %2, %z : tensor<{m}x{n}x{t}>
  return %3 : tensor<{m}x{n}x{t}>
}}
"""


# -- tile_contractions and fuse_epilogues -------------------------------------------------------

def test_dense_layer_is_a_pack_and_a_tiled_kernel_with_its_epilogue():
    module = _compile(_dense("f32", 37, 64, 45))
    pack, tiled = module.kernels
    assert pack.name.endswith("_pack") and pack.tiling is None and pack.reduction is None
    t = tiled.tiling
    assert t is not None and tiled.reduction is None
    lanes = DEFAULT_TARGET.tile_lanes_of(DType.F32)
    assert (t.batch_axes, t.row_axes, t.shape) == (0, 1, (64,))
    assert (t.mr, t.nr, t.lanes) == (DEFAULT_TARGET.tile_rows, 16, lanes) and t.nr % lanes == 0
    # The panels: (column tiles, K, nr), written by the pack, read by the tiled kernel.
    (panels, _), = pack.outputs
    assert panels == t.rhs and panels.type.shape == (3, 64, 16)
    # Bias and ReLU are the tiled kernel's output expression: no kernel of their own.
    (out, expr), = tiled.outputs
    assert out == module.outputs[0] and expr.op is Op.MAXIMUM
    assert {Op.ADD, Leaf.ACC} <= _ops(tiled)
    assert module.inputs[2] in tiled.args()


def test_f64_tiles_take_the_targets_f64_lanes():
    (_, tiled) = _compile(_dense("f64", 9, 300, 13)).kernels
    lanes = DEFAULT_TARGET.tile_lanes_of(DType.F64)
    assert (tiled.tiling.mr, tiled.tiling.nr, tiled.tiling.lanes) == (
        DEFAULT_TARGET.tile_rows, DEFAULT_TARGET.tile_column_vectors * lanes, lanes)


def test_products_narrower_than_half_a_vector_are_not_tiled():
    """Target.tile_min_columns_of: 8 f32 columns tile in 16-lane vectors, 7 do not."""
    assert DEFAULT_TARGET.tile_min_columns_of(DType.F32) == 8
    assert any(kern.tiling is not None for kern in _compile(_dense("f32", 64, 256, 8)).kernels)
    assert all(kern.tiling is None for kern in _compile(_dense("f32", 64, 256, 7)).kernels)


def test_long_reductions_over_few_tiles_are_split():
    """passes/split_contractions.py: [8, 16384] x [16384, 10] (two tiles) is summed in
    16 slices of 1024 by a batched tiled kernel, then a reduce that takes the bias add; the
    MLP's [64, 512] x [512, 10] (16 tiles, a short reduction) is left as it is."""
    module = _compile(_dense("f32", 8, 16384, 10))
    (tiled,) = [kern for kern in module.kernels if kern.tiling is not None]
    assert tiled.shape == (16, 8, 10) and tiled.tiling.shape == (1024,)
    (summed,) = [kern for kern in module.kernels if kern.reduction is not None]
    assert summed.reduction.shape == (16,) and {Op.ADD, Op.MAXIMUM} <= _ops(summed)
    module = _compile(_dense("f32", 64, 512, 10))
    (tiled,) = [kern for kern in module.kernels if kern.tiling is not None]
    assert tiled.shape == (64, 10) and tiled.tiling.shape == (512,)


def test_constant_weights_are_packed_at_compile_time():
    """No pack kernel: its panels are a constant, zero past the last column (45 columns: the
    last tile is padded, a select over a clamped column that must fold too)."""
    weights = np.arange(64 * 45, dtype=np.float32).reshape(64, 45) / 7
    literal = "dense<[" + ", ".join("[" + ", ".join(repr(float(v)) for v in row) + "]"
                                    for row in weights) + "]>"
    module = _compile(_dense("f32", 37, 64, 45, weights=literal))
    (tiled,) = module.kernels
    panels = dict((v.id, a) for v, a in module.constants)[tiled.tiling.rhs.id]
    expected = np.zeros((3, 64, 16), np.float32)
    for tile in range(3):
        cols = weights[:, tile * 16:(tile + 1) * 16]
        expected[tile, :, :cols.shape[1]] = cols
    np.testing.assert_array_equal(panels, expected)
    # The weights themselves are read by no kernel any more: only the panels are kept.
    assert [v.id for v, _ in module.constants] == [tiled.tiling.rhs.id]


def test_small_or_narrow_contractions_keep_their_lowering():
    for m, k, n in ((8, 64, 16), (100, 300, 7)):  # 8192 multiply-adds; 7 columns
        (kern,) = _compile(_dense("f32", m, k, n)).kernels
        assert kern.tiling is None and kern.reduction is not None, (m, k, n)
        assert Op.MAXIMUM in _ops(kern)  # the epilogue still fused into the reduction


def _conv(x: str, w: str, out: str, groups: int, pad: str, dims: str) -> str:
    return f"""
func.func @main(%x: tensor<{x}xf32>, %w: tensor<{w}xf32>) -> tensor<{out}xf32> {{
  %0 = stablehlo.convolution(%x, %w) dim_numbers = {dims},
         window = {{stride = [1, 1], pad = {pad}, rhs_dilate = [1, 1]}}
         {{batch_group_count = 1 : i64, feature_group_count = {groups} : i64}}
         : (tensor<{x}xf32>, tensor<{w}xf32>) -> tensor<{out}xf32>
  return %0 : tensor<{out}xf32>
}}
"""


NHWC = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"


def test_padded_convolution_reads_an_explicit_pad_and_is_tiled():
    """2x15x13x24 results: pad_convolutions pads the input, the convolution tiles."""
    module = _compile(_conv("2x15x13x8", "3x3x8x24", "2x15x13x24", 1, "[[1, 1], [1, 1]]", NHWC))
    kinds = [("tiled" if k.tiling else "pack" if k.name.endswith("_pack") else "other")
             for k in module.kernels]
    assert kinds == ["other", "pack", "tiled"], [k.name for k in module.kernels]
    tiled = module.kernels[-1]
    assert tiled.tiling.row_axes == 3 and tiled.tiling.shape == (3, 3, 8)
    assert Leaf.IF not in _ops(tiled)  # no padding test in the micro-kernel


def test_grouped_convolutions_are_not_tiled_and_nchw_ones_are():
    grouped = _conv("2x12x12x8", "3x3x4x16", "2x12x12x16", 2, "[[1, 1], [1, 1]]", NHWC)
    module = _compile(grouped)
    assert not [k for k in module.kernels if k.tiling is not None]
    assert [k for k in module.kernels if k.reduction is not None]
    # NCHW: tiled as NHWC (pjrtc/passes/layout.py), its result transposed back.
    nchw = _conv("2x8x14x14", "16x8x3x3", "2x16x12x12", 1, "[[0, 0], [0, 0]]",
                 "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]")
    module = _compile(nchw)
    assert [k for k in module.kernels if k.tiling is not None]
    assert not [k for k in module.kernels if k.reduction is not None]


# -- fuse_rows --------------------------------------------------------------------------------

def _softmax(rows: int, n: int, axis: int = 1) -> str:
    t = f"tensor<{rows}x{n}xf32>"
    kept = rows if axis == 1 else n
    s = f"tensor<{kept}xf32>"
    return f"""
func.func @main(%x: {t}) -> {t} {{
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [{axis}]
       : ({t}, tensor<f32>) -> {s}
  %mb = stablehlo.broadcast_in_dim %m, dims = [{1 - axis}] : ({s}) -> {t}
  %d = stablehlo.subtract %x, %mb : {t}
  %e = stablehlo.exponential %d : {t}
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [{axis}]
       : ({t}, tensor<f32>) -> {s}
  %sb = stablehlo.broadcast_in_dim %s, dims = [{1 - axis}] : ({s}) -> {t}
  %y = stablehlo.divide %e, %sb : {t}
  return %y : {t}
}}
"""


def test_softmax_is_one_row_program():
    (kern,) = _compile(_softmax(6, 1000)).kernels
    program = kern.rows
    assert program is not None and kern.shape == (6, 1000) and program.lanes == 8
    steps = [type(s) for s in program.steps]
    assert steps == [RowReduce, RowMap, RowReduce, RowMap], steps
    # exp(x - max) is kept in the result's buffer: the program writes only the result.
    assert {v.id for v, _ in kern.outputs} == {v.id for v in _compile(_softmax(6, 1000)).outputs}


def test_softmax_divides_once_per_row():
    """x / broadcast(sum) -> x * broadcast(1 / sum) (passes/reciprocal.py): the row program
    divides once per row and multiplies per element."""
    (kern,) = _compile(_softmax(6, 1000)).kernels
    reduce_sum, last_map = kern.rows.steps[2], kern.rows.steps[3]
    assert Op.DIVIDE in {n.op for e in reduce_sum.scalars for n in e.walk()}
    (_, expr), = last_map.writes
    assert expr.op is Op.MULTIPLY and Op.DIVIDE not in {n.op for n in expr.walk()}


def test_division_by_a_broadcast_is_kept_where_a_reciprocal_would_lose_precision():
    """f16/bf16 (one rounding per op: the reciprocal would be rounded to 11 or 8 bits) and
    divisors that are not broadcasts keep their division."""
    for t, minus_inf in (("f16", "0xFC00"), ("bf16", "0xFF80")):
        text = _softmax(6, 1000).replace("f32", t).replace("0xFF800000", minus_inf)
        assert any(Op.DIVIDE in _ops(kern) and kern.shape == (6, 1000)
                   for kern in _compile(text).kernels), t
    text = """
func.func @main(%x: tensor<4x16xf32>, %y: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = stablehlo.divide %x, %y : tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
"""
    (kern,) = _compile(text).kernels
    assert Op.DIVIDE in _ops(kern) and Op.MULTIPLY not in _ops(kern)


def test_softmax_writes_exp_and_sums_it_in_one_walk_over_the_row():
    """codegen/rows.py: a map and the reduction reading what it wrote walk the row together;
    the max and the final multiply walk it alone: three vector loops, not four."""
    from pjrtc.driver import compile_bytes

    llvm_ir = compile_bytes(_softmax(6, 1000).encode(), "model.mlir").llvm_ir
    loops = re.findall(r"^(\w+)\.body(?:\.\d+)?:", llvm_ir, flags=re.MULTILINE)
    assert loops == ["r", "r", "m"], loops


def test_only_padded_one_dimensional_launches_test_their_work_item_index():
    """codegen/llvm.py: a 1-D launch of exactly its elements has no bounds test (the device
    compiler would otherwise mask every vector load and store: measured 3-4 % on the
    benchmark's elementwise program); a padded launch keeps it."""
    from pjrtc.driver import compile_bytes

    def llvm_ir(n: int) -> str:
        t = f"tensor<{n}xf32>"
        text = f"func.func @main(%x: {t}) -> {t} {{\n  %0 = stablehlo.exponential %x : {t}\n" \
               f"  return %0 : {t}\n}}\n"
        return compile_bytes(text.encode(), "model.mlir").llvm_ir

    assert "icmp ult" not in llvm_ir(1 << 16)
    assert re.search(r'icmp ult i64 %"[^"]+", 1000\n', llvm_ir(1000))


def test_rows_shorter_than_a_vector_or_not_last_are_not_row_programs():
    for text in (_softmax(9, 5), _softmax(1000, 13, axis=0)):
        module = _compile(text)
        assert not [k for k in module.kernels if k.rows is not None]
        assert len([k for k in module.kernels if k.reduction is not None]) == 2


def test_layer_norm_of_a_batch_of_one_is_one_row_program():
    t, s = "tensor<1x128x64xf32>", "tensor<1x128xf32>"
    text = f"""
func.func @main(%x: {t}) -> {t} {{
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %inv = stablehlo.constant dense<0.015625> : {t}
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [2]
       : ({t}, tensor<f32>) -> {s}
  %sb = stablehlo.broadcast_in_dim %sum, dims = [0, 1] : ({s}) -> {t}
  %mean = stablehlo.multiply %sb, %inv : {t}
  %d = stablehlo.subtract %x, %mean : {t}
  %sq = stablehlo.multiply %d, %d : {t}
  %var = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [2]
       : ({t}, tensor<f32>) -> {s}
  %vb = stablehlo.broadcast_in_dim %var, dims = [0, 1] : ({s}) -> {t}
  %r = stablehlo.rsqrt %vb : {t}
  %y = stablehlo.multiply %d, %r : {t}
  return %y : {t}
}}
"""
    (kern,) = _compile(text).kernels
    # Its unit axis squeezed away (passes/squeeze_units.py); the output keeps its shape.
    assert kern.rows is not None and kern.shape == (128, 64)
    assert kern.outputs[-1][0].type.shape == (1, 128, 64)


def _normalized_residual(m: int, k: int, n: int) -> str:
    """(x @ w + res) normalized over its rows (mean and variance): a post-LN block's end."""
    t, s = f"tensor<{m}x{n}xf32>", f"tensor<{m}xf32>"
    return f"""
func.func @main(%x: tensor<{m}x{k}xf32>, %w: tensor<{k}x{n}xf32>, %res: {t}) -> {t} {{
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
       : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> {t}
  %h = stablehlo.add %p, %res : {t}
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %inv = stablehlo.constant dense<{1 / n}> : {t}
  %sum = stablehlo.reduce(%h init: %zero) applies stablehlo.add across dimensions = [1]
       : ({t}, tensor<f32>) -> {s}
  %sb = stablehlo.broadcast_in_dim %sum, dims = [0] : ({s}) -> {t}
  %mean = stablehlo.multiply %sb, %inv : {t}
  %d = stablehlo.subtract %h, %mean : {t}
  %sq = stablehlo.multiply %d, %d : {t}
  %var = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1]
       : ({t}, tensor<f32>) -> {s}
  %vb = stablehlo.broadcast_in_dim %var, dims = [0] : ({s}) -> {t}
  %r = stablehlo.rsqrt %vb : {t}
  %y = stablehlo.multiply %d, %r : {t}
  return %y : {t}
}}
"""


def test_layer_norm_after_a_product_is_its_row_epilogue():
    pack, kern = _compile(_normalized_residual(37, 64, 48)).kernels
    t = kern.tiling
    assert pack.name.endswith("_pack") and t is not None and t.rows and not t.parts
    # One work-item per row tile, every column tile in turn; the norm's result is written
    # by the row epilogue (the kernel's last output), the residual sum by the tiles.
    (global_size, _) = kern.geometry(DEFAULT_TARGET)
    assert global_size[:2] == (1, 1) and t.nr < 48
    written = [v for step in t.rows for v, _ in
               (step.writes if isinstance(step, RowMap) else step.stores)]
    assert written and kern.outputs[-1][0] == written[-1]
    assert not [k for k in _compile(_normalized_residual(37, 64, 40)).kernels
                if k.tiling is not None and k.tiling.rows]  # rows of 40: not whole vectors


# -- squeeze_units ------------------------------------------------------------------------------

def test_unit_axes_leave_kernels_and_inner_buffers_but_not_results():
    """A sum over a unit axis is its one step; a transpose of unit axes reads the element's own
    position; the result keeps its [1, 4, 1, 8] shape (kernels store at row-major positions)."""
    text = """
func.func @main(%x: tensor<1x4x1x8xf32>) -> tensor<1x4x1x8xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [2]
       : (tensor<1x4x1x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
  %e = stablehlo.exponential %s : tensor<1x4x8xf32>
  %r = stablehlo.reshape %e : (tensor<1x4x8xf32>) -> tensor<4x1x8x1xf32>
  %t = stablehlo.transpose %r, dims = [1, 0, 3, 2] : (tensor<4x1x8x1xf32>) -> tensor<1x4x1x8xf32>
  %y = stablehlo.multiply %t, %x : tensor<1x4x1x8xf32>
  return %y : tensor<1x4x1x8xf32>
}
"""
    module = _compile(text)
    assert all(1 not in kern.shape and kern.reduction is None for kern in module.kernels)
    inner = {node.arg.id: node.arg.type.shape for kern in module.kernels
             for root in kern.exprs() for node in root.walk() if node.op is Leaf.LOAD}
    assert inner[module.inputs[0].id] == (1, 4, 1, 8)
    assert all(1 not in shape for v, shape in inner.items() if v != module.inputs[0].id)
    assert module.outputs[0].type.shape == (1, 4, 1, 8)
    # The sum is elementwise now, and inlined into its one reader (inline_elementwise).
    assert len(module.kernels) == 1


def test_embedding_index_fix_ups_are_computed_where_the_gather_loads():
    """jnp.take's negative-index fix-up and its bounds check (an `all` over a unit axis) of
    the ids: small elementwise kernels, computed in the gather that reads them
    (passes/inline_elementwise.py), not launched before it."""
    import jax
    import jax.numpy as jnp

    def embed(table, ids):
        return jnp.take(table, ids, axis=0) + jnp.take(table, jnp.arange(64), axis=0)

    text = jax.jit(embed).lower(np.zeros((1000, 128), np.float32),
                                np.zeros((1, 64), np.int32)).as_text()
    (kern,) = _compile(text).kernels
    assert kern.reduction is None and kern.shape == (64, 128)


def test_a_row_scalar_is_not_inlined_into_the_elements_of_its_row():
    """1 / sum stays once per row: inlined into the row's elements it would divide per element
    (inline_elementwise runs after the row programs took their scalars; it inlines no
    division)."""
    text = """
func.func @main(%x: tensor<8x256xf32>, %y: tensor<8x256xf32>) -> tensor<8x256xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<8xf32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1]
       : (tensor<8x256xf32>, tensor<f32>) -> tensor<8xf32>
  %r = stablehlo.divide %one, %s : tensor<8xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<8xf32>) -> tensor<8x256xf32>
  %out = stablehlo.multiply %y, %rb : tensor<8x256xf32>
  return %out : tensor<8x256xf32>
}
"""
    kernels = _compile(text).kernels
    assert not any(Op.DIVIDE in _ops(kern) and kern.shape == (8, 256) and kern.rows is None
                   for kern in kernels)


def test_row_scalar_that_is_a_result_is_stored():
    text = """
func.func @main(%x: tensor<4x100xf32>) -> (tensor<4x100xf32>, tensor<4xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1]
       : (tensor<4x100xf32>, tensor<f32>) -> tensor<4xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<4xf32>) -> tensor<4x100xf32>
  %y = stablehlo.divide %x, %sb : tensor<4x100xf32>
  return %y, %s : tensor<4x100xf32>, tensor<4xf32>
}
"""
    module = _compile(text)
    (kern,) = module.kernels
    first = kern.rows.steps[0]
    assert isinstance(first, RowReduce)
    assert [v.id for v, _ in first.stores] == [module.outputs[1].id]


# -- share_kernels ----------------------------------------------------------------------------

def test_identical_layers_share_device_functions():
    layer = """
  %d{i} = stablehlo.dot_general %h{i}, %w{i}, contracting_dims = [1] x [0]
        : (tensor<40x64xf32>, tensor<64x64xf32>) -> tensor<40x64xf32>
  %bb{i} = stablehlo.broadcast_in_dim %b{i}, dims = [1] : (tensor<64xf32>) -> tensor<40x64xf32>
  %h{j} = stablehlo.add %d{i}, %bb{i} : tensor<40x64xf32>"""
    params = ", ".join(f"%w{i}: tensor<64x64xf32>, %b{i}: tensor<64xf32>" for i in range(3))
    text = (f"func.func @main(%h0: tensor<40x64xf32>, {params}) -> tensor<40x64xf32> {{"
            + "".join(layer.format(i=i, j=i + 1) for i in range(3))
            + "\n  return %h3 : tensor<40x64xf32>\n}\n")
    names = [k.name for k in _compile(text).kernels]
    assert len(names) == 6 and len(set(names)) == 2, names


def test_kernels_differing_in_compare_signedness_are_not_alike():
    ty = "tensor<8x40xi32>"
    text = (f"func.func @main(%a: {ty}, %b: {ty}) -> ({ty}, {ty}) {{\n" + "".join(
        f"  %c{i} = stablehlo.compare LT, %a, %b, {kind} : ({ty}, {ty}) -> tensor<8x40xi1>\n"
        f"  %r{i} = stablehlo.select %c{i}, %a, %b : tensor<8x40xi1>, {ty}\n"
        for i, kind in enumerate(("SIGNED", "UNSIGNED")))
        + f"  return %r0, %r1 : {ty}, {ty}\n}}\n")
    (both,) = _compile(text).kernels  # one launch (merge_kernels): compare its two outputs
    signed, unsigned = (replace(both, outputs=(output,)) for output in both.outputs)
    assert canonical(signed) != canonical(unsigned)



# -- generic_depth ----------------------------------------------------------------------------

def _products(rows: int, depths: tuple[int, ...], n: int = 64) -> str:
    """relu(x_i @ w_i + b) for each K in `depths`: x_i [rows, K] and w_i [K, n] parameters."""
    params, ops, results = [], [], []
    for i, k in enumerate(depths):
        params += [f"%x{i}: tensor<{rows}x{k}xf32>", f"%w{i}: tensor<{k}x{n}xf32>"]
        ops.append(f"""
  %d{i} = stablehlo.dot_general %x{i}, %w{i}, contracting_dims = [1] x [0]
        : (tensor<{rows}x{k}xf32>, tensor<{k}x{n}xf32>) -> tensor<{rows}x{n}xf32>
  %s{i} = stablehlo.add %d{i}, %bb : tensor<{rows}x{n}xf32>
  %r{i} = stablehlo.maximum %s{i}, %z : tensor<{rows}x{n}xf32>""")
        results.append(f"%r{i}")
    t = f"tensor<{rows}x{n}xf32>"
    return (f"func.func @main({', '.join(params)}, %b: tensor<{n}xf32>) -> "
            f"({', '.join([t] * len(depths))}) {{\n"
            f"  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<{n}xf32>) -> {t}\n"
            f"  %z = stablehlo.constant dense<0.0> : {t}" + "".join(ops)
            + f"\n  return {', '.join(results)} : {', '.join([t] * len(depths))}\n}}\n")


def test_products_differing_only_in_depth_share_one_function():
    module = _compile(_products(40, (64, 96, 64, 160)))
    tiled = [kern for kern in module.kernels if kern.tiling is not None]
    assert len(tiled) == 4 and len({kern.name for kern in tiled}) == 1
    depths = {v.id: int(array[0]) for v, array in module.constants if v.type.dtype is DType.I64}
    # One constant per distinct K, each kernel reading its own.
    assert sorted(depths.values()) == [64, 96, 160]
    assert [depths[kern.tiling.depth.id] for kern in tiled] == [64, 96, 64, 160]
    assert all(kern.tiling.shape == (depths[kern.tiling.depth.id],) for kern in tiled)


def test_products_of_one_depth_keep_it_compiled_in():
    """Products alike with K too share as they are: none reads K at run time."""
    module = _compile(_products(40, (64, 64)))
    tiled = [kern for kern in module.kernels if kern.tiling is not None]
    assert len({kern.name for kern in tiled}) == 1
    assert all(kern.tiling.depth is None for kern in tiled)

# -- views ------------------------------------------------------------------------------------

def test_bias_add_before_reshape_and_transpose_stays_in_the_dot():
    """JAX's split into heads, reshape then transpose: the bias add is the dot's epilogue and
    the next dot reads its buffer through both views."""
    text = """
func.func @main(%x: tensor<48x64xf32>, %w: tensor<64x64xf32>, %b: tensor<64xf32>)
    -> tensor<4x48x48xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
       : (tensor<48x64xf32>, tensor<64x64xf32>) -> tensor<48x64xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<64xf32>) -> tensor<48x64xf32>
  %2 = stablehlo.add %0, %1 : tensor<48x64xf32>
  %3 = stablehlo.reshape %2 : (tensor<48x64xf32>) -> tensor<48x4x16xf32>
  %4 = stablehlo.transpose %3, dims = [1, 0, 2] : (tensor<48x4x16xf32>) -> tensor<4x48x16xf32>
  %5 = stablehlo.dot_general %4, %4, batching_dims = [0] x [0], contracting_dims = [2] x [2]
       : (tensor<4x48x16xf32>, tensor<4x48x16xf32>) -> tensor<4x48x48xf32>
  return %5 : tensor<4x48x48xf32>
}
"""
    kernels = _compile(text).kernels
    assert [k.tiling is not None for k in kernels] == [False, True, False, True]
    first = kernels[1]
    (written, expr), = first.outputs
    assert expr.op is Op.ADD and written.type.shape == (48, 64)
    assert written.id in {node.arg.id for node in kernels[3].tiling.lhs.walk()
                          if node.op is Leaf.LOAD}


# -- fuse_siblings ------------------------------------------------------------------------------

def _projections(m: int, k: int, n: int, chain: bool = False, bias_of_other: bool = False) -> str:
    """Three products of x [m, k] with bias epilogues (q, k, v); `chain`: the third reads the
    second's result instead of x; `bias_of_other`: the second's epilogue adds the first's."""
    t = f"tensor<{m}x{n}xf32>"
    third = "%k" if chain else "%x"
    third_t = f"tensor<{m}x{n}xf32>" if chain else f"tensor<{m}x{k}xf32>"
    w3 = f"tensor<{n}x{n}xf32>" if chain else f"tensor<{k}x{n}xf32>"
    other = "%q" if bias_of_other else "%bk2"
    return f"""
func.func @main(%x: tensor<{m}x{k}xf32>, %wq: tensor<{k}x{n}xf32>, %wk: tensor<{k}x{n}xf32>,
                %wv: {w3}, %b: tensor<{n}xf32>) -> ({t}, {t}, {t}) {{
  %bk2 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<{n}xf32>) -> {t}
  %q0 = stablehlo.dot_general %x, %wq, contracting_dims = [1] x [0]
       : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> {t}
  %q = stablehlo.add %q0, %bk2 : {t}
  %k0 = stablehlo.dot_general %x, %wk, contracting_dims = [1] x [0]
       : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> {t}
  %k = stablehlo.add %k0, {other} : {t}
  %v0 = stablehlo.dot_general {third}, %wv, contracting_dims = [1] x [0]
       : ({third_t}, {w3}) -> {t}
  %v = stablehlo.tanh %v0 : {t}
  return %q, %k, %v : {t}, {t}, {t}
}}
"""


def test_products_of_one_lhs_are_one_launch():
    module = _compile(_projections(37, 64, 45))
    tiled = [kern for kern in module.kernels if kern.tiling is not None]
    assert len(tiled) == 1
    (fused,) = tiled
    t = fused.tiling
    packs = [kern for kern in module.kernels if kern.name.endswith("_pack")]
    assert [p.outputs[0][0] for p in packs] == list(t.panels())
    # One output per part, in order: q, k, v (each with its own epilogue).
    assert [v for v, _ in fused.outputs] == list(module.outputs)
    assert [n for _, n in t.parts] == [1, 1]
    assert [expr.op for _, expr in fused.outputs] == [Op.ADD, Op.ADD, Op.TANH]
    # The launch covers every part's column tiles (45 columns: 3 tiles each).
    global_size, _ = fused.geometry(DEFAULT_TARGET)
    assert global_size[1] == 3 * 3
    # It runs after every pack kernel (the place of its last member).
    assert [kern.name for kern in module.kernels][-1] == fused.name


def test_products_reading_each_other_stay_apart():
    chained = _compile(_projections(32, 64, 64, chain=True))
    assert [len(kern.tiling.parts) for kern in chained.kernels if kern.tiling] == [1, 0]
    # The second product's epilogue reads the first's result: the first launches alone
    # (nothing after the second may move before it), the second and third together.
    reading = _compile(_projections(32, 64, 64, bias_of_other=True))
    fused = [kern for kern in reading.kernels if kern.tiling]
    assert [len(kern.tiling.parts) for kern in fused] == [0, 1]
    assert [v for v, _ in fused[1].outputs] == list(reading.outputs[1:])


def test_sibling_fusion_follows_the_cost_model():
    text = _projections(32, 64, 64)
    small = replace(DEFAULT_TARGET, sibling_max_macs=32 * 64 * 64 - 1)
    module = compile_bytes(text.encode(), "model.mlir", stop_after="kir", target=small).kernels
    assert [len(kern.tiling.parts) for kern in module.kernels if kern.tiling] == [0, 0, 0]


# -- epilogues through a reshape; EinsumDense --------------------------------------------------

def _heads(m: int, k: int, h: int, d: int, transpose: bool = False) -> str:
    """x @ w [m, h * d] split into heads [m, h, d] (transposed to [h, m, d]: `transpose`),
    then a bias [h, d] and a scale, as Flax/HF write them."""
    n = h * d
    heads = f"tensor<{m}x{h}x{d}xf32>"
    out = f"tensor<{h}x{m}x{d}xf32>" if transpose else heads
    view = (f"  %v = stablehlo.transpose %r, dims = [1, 0, 2] : ({heads}) -> {out}\n"
            if transpose else "  %v = stablehlo.add %r, %r : {heads}\n".format(heads=heads))
    bias_dims = "[0, 2]" if transpose else "[1, 2]"
    return f"""
func.func @main(%x: tensor<{m}x{k}xf32>, %w: tensor<{k}x{n}xf32>, %b: tensor<{h}x{d}xf32>)
    -> {out} {{
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
       : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32>
  %r = stablehlo.reshape %p : (tensor<{m}x{n}xf32>) -> {heads}
{view}  %bb = stablehlo.broadcast_in_dim %b, dims = {bias_dims} : (tensor<{h}x{d}xf32>) -> {out}
  %c = stablehlo.constant dense<0.125> : {out}
  %s = stablehlo.add %v, %bb : {out}
  %y = stablehlo.multiply %s, %c : {out}
  return %y : {out}
}}
"""


def test_epilogue_through_a_reshape_stays_in_the_dot():
    module = _compile(_heads(37, 64, 4, 16))
    pack, tiled = module.kernels
    assert tiled.tiling is not None and tiled.shape == (37, 64)
    (out, expr), = tiled.outputs
    assert out == module.outputs[0] and out.type.shape == (37, 4, 16)
    # The bias is read at the head and position the column index splits into.
    assert expr.op is Op.MULTIPLY and {Op.ADD, Leaf.ACC} <= _ops(tiled)


def test_epilogue_through_a_transpose_is_a_kernel_of_its_own():
    module = _compile(_heads(37, 64, 4, 16, transpose=True))
    assert len(module.kernels) == 3
    assert module.kernels[1].tiling is not None and len(module.kernels[1].outputs) == 1
    assert module.kernels[2].tiling is None and module.kernels[2].shape == (4, 37, 16)


def test_einsum_dense_is_a_matmul_of_its_merged_columns():
    t = "tensor<2x24x64xf32>"
    out = "tensor<2x24x3x20xf32>"
    text = f"""
func.func @main(%x: {t}, %w: tensor<64x3x20xf32>, %b: tensor<3x20xf32>) -> {out} {{
  %p = stablehlo.dot_general %x, %w, contracting_dims = [2] x [0]
       : ({t}, tensor<64x3x20xf32>) -> {out}
  %bb = stablehlo.broadcast_in_dim %b, dims = [2, 3] : (tensor<3x20xf32>) -> {out}
  %y = stablehlo.add %p, %bb : {out}
  return %y : {out}
}}
"""
    module = _compile(text)
    pack, tiled = module.kernels
    assert tiled.tiling is not None and tiled.shape == (2, 24, 60)
    assert tiled.outputs[0][0].type.shape == (2, 24, 3, 20)
    assert pack.outputs[0][0].type.shape == (4, 64, 16)  # 60 columns: 4 tiles of 16


# -- merge_kernels ----------------------------------------------------------------------------

_ADJACENT = """
func.func @main(%a: tensor<i32>, %b: tensor<1xf32>, %c: tensor<1x1xi32>, %d: tensor<8xf32>)
    -> (tensor<i32>, tensor<1xf32>, tensor<1x1xi32>, tensor<8xf32>, tensor<8xf32>,
        tensor<i32>) {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %a, %one : tensor<i32>
  %two = stablehlo.constant dense<2.0> : tensor<1xf32>
  %1 = stablehlo.multiply %b, %two : tensor<1xf32>
  %three = stablehlo.constant dense<3> : tensor<1x1xi32>
  %2 = stablehlo.subtract %c, %three : tensor<1x1xi32>
  %3 = stablehlo.exponential %d : tensor<8xf32>
  %4 = stablehlo.negate %d : tensor<8xf32>
  %5 = stablehlo.multiply %a, %a : tensor<i32>
  return %0, %1, %2, %3, %4, %5
      : tensor<i32>, tensor<1xf32>, tensor<1x1xi32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>
}
"""


def test_adjacent_elementwise_kernels_of_one_shape_or_element_are_one_launch():
    module = _compile(_ADJACENT)
    scalars, vectors, last = module.kernels
    assert scalars.shape == () and [v for v, _ in scalars.outputs] == list(module.outputs[:3])
    assert not any(node.op is Leaf.INDEX for root in scalars.exprs() for node in root.walk())
    assert vectors.shape == (8,) and [v for v, _ in vectors.outputs] == list(module.outputs[3:5])
    assert last.outputs[0][0] == module.outputs[5]


def test_layer_norm_with_its_statistics_over_merged_rows_is_one_row_program():
    """PyTorch batched: the statistics over [b*q] rows of a [b*q, n] view, the normalization
    over [b, q, n]; the map is the same rows under a reshape (passes/positions.py)."""
    t, v, s, r = ("tensor<8x64x128xf32>", "tensor<512x128xf32>", "tensor<512xf32>",
                  "tensor<8x64xf32>")
    text = f"""
func.func @main(%x: {t}) -> {t} {{
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %inv = stablehlo.constant dense<0.0078125> : {s}
  %xv = stablehlo.reshape %x : ({t}) -> {v}
  %sum = stablehlo.reduce(%xv init: %zero) applies stablehlo.add across dimensions = [1]
       : ({v}, tensor<f32>) -> {s}
  %mean = stablehlo.multiply %sum, %inv : {s}
  %m3 = stablehlo.reshape %mean : ({s}) -> {r}
  %mb = stablehlo.broadcast_in_dim %m3, dims = [0, 1] : ({r}) -> {t}
  %d = stablehlo.subtract %x, %mb : {t}
  %y = stablehlo.multiply %d, %d : {t}
  return %y : {t}
}}
"""
    (kern,) = _compile(text).kernels
    assert kern.rows is not None and kern.shape == (512, 128)
    assert kern.outputs[-1][0].type.shape == (8, 64, 128)
