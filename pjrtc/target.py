"""The device the compiler generates code for: every device choice in one frozen `Target`.

Passes, lowering and codegen read their tuning from the Target they are given (vector lanes,
register tiles, work-group sizing, the sub-group size of explicit vector code, the SPIR-V
extensions the backend may use, the cost models that pick between algorithms); no other
module keeps a tuning constant. pjrtc/driver.py holds the default (`DEFAULT_TARGET`) and
passes it down; `TARGETS` (at the end) names those `pjrtc compile --target` picks from. A
second device is one more `Target(...)` instance.

The class documents what each field means; the instance below keeps, beside each value, the
measurement that chose it (on the Intel OpenCL CPU runtime, the CI machine's 2 cores, unless
said otherwise). This module imports nothing of pjrtc, so every layer can read it; element
types are named by their MLIR names ("f32") for the same reason.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pjrtc.ir.tensor import DType


@dataclass(frozen=True, slots=True)
class Target:
    """Every device choice of code generation. Fields are grouped by the module that reads
    them; none has a default, so a new device decides each one."""

    name: str  # how the target is named (in messages and reports)

    # -- expression kernels: launch geometry (pjrtc/ir/kernel.py Grid, group_size_1d) -------
    group_items: int  # most work-items in a work-group
    min_groups: int  # fewest work-groups a launch keeps when it can (every core gets some)
    min_group_items_1d: int  # the smallest work-group of a 1-D launch
    # Work-items the device compiler puts in the lanes of one vector: dimension 0 of a 3-D
    # work-group is a multiple of it.
    implicit_lanes: int
    # Fewest elements a 3-D grid's dimension 0 holds (trailing axes join it until it does;
    # kernels whose trailing axes hold fewer in all are launched 1-D).
    grid_min_inner: int
    # A work-group extent may pad its dimension up to this fraction more than the least
    # padding any extent gives, in exchange for a larger work-group.
    group_padding_slack: float
    # Elements per work-item of an elementwise kernel computed as explicit vectors (Kernel.grid;
    # needs `explicit_vector_sub_group`); 1: one element per work-item.
    elementwise_lanes: int

    # -- custom kernels (pjrtc/lower/linalg.py): work-group sizes -------------------------
    # Work-items that walk neighbouring memory in step (left-side triangular solves).
    lockstep_group: int
    # Work-items each running its own loops over contiguous memory (a matrix per work-item).
    own_loops_group: int
    # Largest n whose f32 triangular solve by columns keeps twofold (hi + lo) unknowns
    # (pjrtc/codegen/linalg.py); larger ones are plain f32.
    twofold_by_columns_max: int

    # -- lowering's fusion cost model (pjrtc/lower, pjrtc/passes/lift.py) ---------------------
    # An inlined value whose expression holds more arithmetic ops is materialized instead.
    max_inline_cost: int
    # A 0-d value of at most this many ops is recomputed in every kernel that reads it.
    max_scalar_recompute_cost: int

    # -- tiled contractions (pjrtc/passes/tile_contractions.py, split_contractions.py,
    #    pad_convolutions.py) ----------------------------------------------------------------
    tile_lanes: tuple[tuple[str, int], ...]  # (accumulator type, vector lanes); others: untiled
    tile_rows: int  # rows of a register tile (mr)
    tile_column_vectors: int  # vectors of columns in a register tile (nr = this x lanes)
    tile_group_macs: int  # multiply-adds a work-group of tiles does at least
    tile_min_groups: int  # fewest work-groups a tiled launch keeps when it can
    tile_min_macs: int  # fewer multiply-adds than this: not worth a pack kernel
    # Split-K: a product with fewer tiles than this is summed in slices that bring it up to
    # it, each slice at least `split_min_slice` long.
    split_target_tiles: int
    split_min_slice: int
    # Convolutions with fewer result elements keep their padding tests (no pad kernel).
    pad_min_result_elements: int
    # Tiled products of one lhs with at most this many multiply-adds each are launched
    # together (pjrtc/passes/fuse_siblings.py).
    sibling_max_macs: int

    # -- row programs (pjrtc/passes/fuse_rows.py) -------------------------------------------
    row_lanes: int  # positions per vector (any element type); shorter rows are not fused
    row_group_positions: int  # positions a work-group of rows should cover
    row_max_group: int  # most rows in a work-group

    # -- attention (pjrtc/passes/fuse_attention.py, pjrtc/codegen/attention.py) -----------
    attention_lanes: int  # f32 vector width of the attention kernel
    attention_block: int  # keys per block of the online softmax (unrolled)
    attention_queries: int  # most queries per work-item (sharing each key's loads)
    attention_min_keys: int  # fewer keys: scores, softmax and product stay three kernels
    # More multiply-adds (rows x keys x (depth + output columns)) than this: the three kernels
    # (register-tiled products) are faster than the fused one, whatever launches it saves.
    attention_max_macs: int
    attention_max_depth: int  # head widths (query depth and output columns) up to this fuse

    # -- sort (pjrtc/passes/sort.py): the cost model choosing rank sort or the network, ns ---
    sort_rank_ns_one_row: float  # per comparison of a rank sort of a single row
    sort_rank_ns_rows: float  # per comparison of a rank sort of several rows
    sort_network_stage_ns: float  # per stage of the bitonic network (a launch)
    sort_network_ns: float  # per element per stage of the network

    # -- scatter (pjrtc/lower/scatter.py): a scatter of at least this many update windows
    #    into a result at least 4x its updates applies them in order on one work-item; 0:
    #    never --------------------------------------------------------------------------------
    scatter_in_order_min_windows: int

    # -- FFT (pjrtc/passes/fft.py) ---------------------------------------------------------
    fft_direct_max: int  # lengths up to this are one DFT matrix
    fft_prime_direct_max: int  # primes up to this too (larger ones: Bluestein)
    fft_radix_max: int  # the largest radix of a four-step level

    # -- device loops (pjrtc/passes/device_loops.py): a while loop runs as one work-item when
    #    a trip touches at most this many bytes and does at most this much work (multiply-adds
    #    or elements, scalar code counted `implicit_lanes` times) per launch it saves; 0:
    #    never ----------------------------------------------------------------------------------
    device_loop_bytes_per_launch: int
    device_loop_work_per_launch: int
    device_loop_max_args: int  # buffers a loop's kernel may take (the device's parameter size)

    # -- codegen (pjrtc/codegen/llvm.py, spirv.py) -------------------------------------------
    # The sub-group size kernels in explicit vector code (tiled contractions, row programs)
    # require (`intel_reqd_sub_group_size`); None: they require none.
    explicit_vector_sub_group: int | None
    # SPIR-V extensions LLVM's SPIR-V backend may use (`--spirv-ext`); none: core SPIR-V only.
    spirv_extensions: tuple[str, ...]

    def tile_lanes_of(self, dtype: DType) -> int | None:
        """Vector lanes of a register tile accumulating in `dtype`; None: not tiled."""
        return dict(self.tile_lanes).get(dtype.mlir_name)

    def tile_min_columns_of(self, dtype: DType) -> int | None:
        """Fewest result columns a product accumulating in `dtype` is tiled with (None: not
        tiled): half a vector, the products of 8-15 f32 columns (a classifier's last layer) that
        tiled in the 8-lane vectors of AVX2 tiles before the vectors grew to 16 lanes."""
        lanes = self.tile_lanes_of(dtype)
        return None if lanes is None else max(1, lanes // 2)


INTEL_OPENCL_CPU = Target(
    name="intel-opencl-cpu",
    # The Intel CPU runtime schedules work-groups as tasks: a 784x512 panel copy took 0.32 ms
    # in work-groups of 64 items, 0.08 ms in groups of 1024; a 4M-element elementwise kernel
    # 3.3 ms with 64, 2.7 with 4096.
    group_items=1024,
    min_groups=8,
    min_group_items_1d=64,
    implicit_lanes=8,  # 8 f32 in an AVX2 register
    # A 784x512 panel copy took 0.19 ms as a 3-D range, 0.42 ms as a 1-D range dividing the
    # linear id (64-bit division by a constant does not vectorize).
    grid_min_inner=16,
    group_padding_slack=0.125,  # a 34-row dimension gets 17 or 34, not 32 rows padded to 64
    # The device compiler's vectorizer across work-items costs 5-7 ms of each elementwise
    # kernel's build; explicit vectors of 16 skip it and run as fast (docs/performance.md).
    elementwise_lanes=16,
    # The runtime's compiler vectorizes a kernel across the work-items of a group, or, in
    # groups of one, the loops of one work-item. f32: 64 Cholesky factorizations of 64 x 64
    # took 13.5 ms in groups of 64 and 0.4 ms in groups of 1; left-side solves (n = 512, 64
    # right-hand sides) 0.4 ms in groups of 64 and 7.6 ms in groups of 1; right-side ones
    # 0.7 ms in groups of 1.
    lockstep_group=64,
    own_loops_group=1,
    # By columns, the twofold unknowns' read-modify-write in each update made a solve 2x
    # slower at n = 16 and 20-40x at 512 (the plain update loop over a contiguous row
    # vectorizes); by rows they cost what the plain substitution does.
    twofold_by_columns_max=16,
    max_inline_cost=96,  # kernels stay a reasonable size for the device compiler
    # A few scalar ops recomputed per use cost less than a kernel launch of their own (about
    # 15 us: thousands of element operations).
    max_scalar_recompute_cost=8,
    # 16-lane vectors in 6 x 16 tiles: the one tile that is fast on AVX-512 and no slower than
    # the AVX2 tile on AVX2-only CPUs, so an artifact keeps its speed wherever it runs. The
    # runtime compiles the SPIR-V for the CPU it loads on: a 16-lane vector is one zmm register
    # there (6 accumulators, of 32), two ymm registers on AVX2 (12 accumulators, 2 rhs halves
    # and a broadcast: 15 of the 16). Fastest of 40 resident calls alternated, AMD EPYC znver5
    # (AVX-512) and the same machine with CL_CONFIG_CPU_TARGET_ARCH=core-avx2 (the runtime then
    # generates AVX2 code), each vs the former 4 x 16 tile of 8 lanes (4 rows x 2 vectors):
    #   tile (lanes, rows x vectors)  512^3   128x256x1024  64x256x256  512x256x768
    #   AVX-512 16, 6 x 1             1.47x   1.47x         1.26x       1.45x
    #   AVX-512 16, 8 x 2             1.86x   1.43x         1.52x       2.08x
    #   AVX2    16, 6 x 1             1.03x   1.05x         0.96x       1.05x
    #   AVX2    16, 8 x 2             0.63x   0.63x         0.66x       0.68x  (spills)
    # (16, 4 x 1 is the former tile's registers on AVX2 and 1.02-1.15x on AVX-512; 16, 5 x 1:
    # 0.89-1.01x / 1.13-1.39x; 16, 8 x 1 spills on AVX2: 0.43-0.51x.) f64 in 8 lanes, the same
    # registers: 6 x 8 against the former 4 x 8 of 4 lanes 1.3-2.8x here, 0.96-1.02x on AVX2
    # (128x256x1024, 64x256x256; 512^3 moved with the load, either way).
    tile_lanes=(("f32", 16), ("f64", 8)),
    tile_rows=6,
    tile_column_vectors=1,
    # Work-groups are the unit the runtime schedules on its threads; smaller ones spend more
    # time being scheduled than computing. Against 1 << 15 (interleaved medians): CNN 3-7 %,
    # MLP 2-3 %, transformer 3-7 % faster. 64 groups at least: for devices with more threads.
    tile_group_macs=1 << 19,
    tile_min_groups=64,
    tile_min_macs=1 << 14,
    # The benchmark CNN's last layer, [8, 16384] x [16384, 10]: 2 tiles -> 32 work-items of
    # 1024 steps each, 0.21-0.26 ms -> 0.085 ms plus 0.047 ms for the reduce (each kernel
    # timed alone, launch and wait included: `make bench --profile`).
    split_target_tiles=32,
    split_min_slice=512,
    pad_min_result_elements=4096,  # one launch more is not worth it below
    # Three projections of one x apart / in one launch, fastest of 100 resident calls
    # alternated: 128x256x256 each 0.96, 1024x256x256 1.01, 128x1024x1024 1.01,
    # 2048x1024x1024 (this value) 1.00, run-to-run noise about 2 %: it pays where launches
    # weigh, and costs nothing measurable up to here; larger products are not measured.
    sibling_max_macs=1 << 31,
    row_lanes=8,
    row_group_positions=4096,
    row_max_group=16,
    # Keys in blocks of one vector: a block's scores are one vector (a transposed sum of the
    # keys' partial vectors), its weights one vector exp. The benchmark transformer's attention
    # alone (4 heads x 128 x 128, depth 64; median and fastest of 80, under load): 8 lanes
    # 0.39-0.41 / 0.22-0.37 ms, 16 lanes (two AVX2 registers, one AVX-512) 0.26-0.28 /
    # 0.18-0.26 ms. Queries per work-item (8 lanes): 1: 0.26-0.27 ms, 2: 0.22 ms, 4:
    # 0.25-0.39 ms (4 queries' accumulators and query vectors no longer fit the registers).
    attention_lanes=16,
    attention_block=16,
    attention_queries=2,
    # Fused against unfused, heads-first einsum attention, 4 heads of depth 64, whole calls
    # (fastest of 100, alternating, under load): batch 1 x 64 keys (2.1M multiply-adds) 0.78x;
    # 1 x 128 (8.4M) 0.81-0.92x; 8 x 64 (17M) 0.91-0.92x; 8 x 128 (67M) 0.99-1.15x; 1 x 512
    # (134M) 1.13-1.74x, 12 heads 1.25-1.33x. (Batches 2-8 x 512, 0.27-1.07G, measured
    # 0.75-0.94x: the unfused scores no longer fit the caches; not yet a rule of its own.)
    attention_max_macs=32 << 20,
    attention_min_keys=8,
    attention_max_depth=128,
    # With JAX's f32 comparator; several rows: their loads in the counting loop become
    # gathers. Rank vs network: n=1024 0.22 vs 1.6 ms; n=4096 4.7 vs 2.2 ms; 64 rows of 256
    # 4.0 vs 0.9 ms; 65536 rows of 16 12 vs 9 ms. (Loading adds about 10 ms per network stage
    # once.)
    sort_rank_ns_one_row=0.3,
    sort_rank_ns_rows=1.0,
    sort_network_stage_ns=20_000,
    sort_network_ns=0.8,
    # Each result element folding every window costs 50 updates into 1000 logits (Hugging
    # Face's top-k sampling) 12 us in a device loop, one work-item applying them under 1 us;
    # a launch of one work-item costs what one of many does.
    scatter_in_order_min_windows=16,
    fft_direct_max=16,
    fft_prime_direct_max=256,
    fft_radix_max=16,  # radix 8 and 32 were slower: more passes over memory, or longer dots
    # A launch costs 4-8 us (host and device); one core reads a trip's memory at half the
    # speed of two. On this project's 2-core EPYC, 16-trip attention loops were as fast either
    # way at 0.56 MB per launch saved and 1.3x slower as one work-item at 1 MB; GPT-2
    # generate (0.21 MB and 0.04-0.34 M multiply-adds per launch) 1.4-2.5x faster.
    device_loop_bytes_per_launch=384 << 10,
    device_loop_work_per_launch=512 << 10,
    # CL_DEVICE_MAX_PARAMETER_SIZE is 3840 bytes (480 pointers) on the Intel CPU runtime;
    # OpenCL guarantees 1024 (128). Each argument costs a launch about 0.17 us more.
    device_loop_max_args=256,
    # The runtime's compiler would otherwise vectorize explicit vector code again across
    # work-items (measured: 10x slower).
    explicit_vector_sub_group=1,
    spirv_extensions=(),  # the Intel CPU runtime needs none of what pjrtc emits
)


# AVX-512 CPUs only: 8 x 32 tiles, 16 zmm accumulators of the 32 (2 rhs vectors, a broadcast).
# Against INTEL_OPENCL_CPU's 6 x 16 on this AMD EPYC (AVX-512), fastest of 40-60 resident calls
# alternated: 512^3 1.27x, 128x256x1024 0.97-1.13x, 128x1024x256 1.50x, 1024x256x1024 1.68x,
# 64x256x256 1.21-1.36x, 512x256x768 1.43x, 1024x768x768 1.34x, 1024^3 1.9x (4.3 ms, about
# XLA's 460 GFLOP/s, on a quiet machine). With the runtime generating AVX2 code
# (CL_CONFIG_CPU_TARGET_ARCH=core-avx2) these tiles spill: 0.59-0.68x the former 8-lane tile's
# speed there, so artifacts meant to run on any x86-64 CPU keep the default target. Against
# that former tile here: 8 x 32 1.4-3.2x, 4 x 64 1.7-3.2x (mostly a few % behind 8 x 32),
# 6 x 32 1.5-3.1x, 8 x 16 1.5-2.7x, 14 x 32 1.2-2.8x.
INTEL_OPENCL_CPU_AVX512 = replace(INTEL_OPENCL_CPU, name="intel-opencl-cpu-avx512", tile_rows=8,
                                  tile_column_vectors=2)

# The targets `pjrtc compile --target` names.
TARGETS = {t.name: t for t in (INTEL_OPENCL_CPU, INTEL_OPENCL_CPU_AVX512)}
# `--target host`: the target for the CPU the compiler runs on (as a C compiler's
# -march=native), for artifacts that run where they are built: the benchmarks, JAX's jit.
HOST = "host"


def host_target(cpuinfo: str = "/proc/cpuinfo") -> Target:
    """The target for this machine's CPU: INTEL_OPENCL_CPU_AVX512 where the CPU has AVX-512
    (the Intel CPU runtime then generates AVX-512 code: the device's native float vector width
    is 16), INTEL_OPENCL_CPU elsewhere or where the CPU's features cannot be read."""
    try:
        with open(cpuinfo) as f:
            for line in f:
                if line.startswith("flags"):
                    has_avx512 = "avx512f" in line.split(":", 1)[1].split()
                    return INTEL_OPENCL_CPU_AVX512 if has_avx512 else INTEL_OPENCL_CPU
    except OSError:
        pass
    return INTEL_OPENCL_CPU


def target_named(name: str) -> Target:
    """The target `pjrtc compile --target NAME` means (`host`: `host_target()`)."""
    return host_target() if name == HOST else TARGETS[name]
