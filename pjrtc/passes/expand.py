"""The graph passes run between the frontend and lowering, in order (`GRAPH_PASSES`, the
driver's `prep` stage):

1. Expansions: ops with no lowering of their own become sequences of ops that have one
   (`expansions`, one rule per op, each in its own module under pjrtc/passes/). Rules that
   choose by the device (sort's algorithm, FFT radices, split-K, convolution padding, map's
   fusion) take the target as a third argument; `expansions` binds it.
2. Type legalization passes that must see the expanded graph, in order.

The `.tir` dump shows the graph before these passes, the `.prep` dump after them: what
`lower_graph` receives.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from pjrtc.ir.tensor import Graph, Op
from pjrtc.passes.batch_norm import BATCH_NORM_EXPANSIONS
from pjrtc.passes.collectives import COLLECTIVE_EXPANSIONS
from pjrtc.passes.complex import legalize_complex
from pjrtc.passes.fft import expand_fft
from pjrtc.passes.map import expand_map
from pjrtc.passes.pad_convolutions import pad_convolution
from pjrtc.passes.reciprocal import reciprocal_of_broadcast_divisors
from pjrtc.passes.rewrite import Rule, rewrite_graph
from pjrtc.passes.rng import expand_rng, expand_rng_bit_generator
from pjrtc.passes.select_and_scatter import expand_select_and_scatter
from pjrtc.passes.split_contractions import split_contraction
from pjrtc.passes.sort import expand_sort
from pjrtc.passes.top_k import sorted_prefixes
from pjrtc.passes.unit_reductions import expand_unit_reduce
from pjrtc.target import Target

# op -> rule(builder, node) -> replacement values; see pjrtc/passes/rewrite.py.
_RULES: dict[Op, Rule] = {
    Op.RNG_BIT_GENERATOR: expand_rng_bit_generator,
    Op.RNG: expand_rng,
    Op.SELECT_AND_SCATTER: expand_select_and_scatter,
    **BATCH_NORM_EXPANSIONS,
    **COLLECTIVE_EXPANSIONS,
}
# op -> rule(builder, node, target): the rules whose choices are the target's.
_TARGET_RULES = {
    Op.FFT: expand_fft,  # dot_generals on (re, im) pairs (passes/fft.py)
    Op.SORT: expand_sort,
    Op.MAP: expand_map,
    Op.CONVOLUTION: pad_convolution,  # explicit zero padding (passes/pad_convolutions.py)
    Op.DOT_GENERAL: split_contraction,  # split-K (passes/split_contractions.py)
    Op.REDUCE: expand_unit_reduce,  # over one element: elementwise (passes/unit_reductions.py)
}


def expansions(target: Target) -> dict[Op, Rule]:
    """Every expansion rule, as rule(builder, node), for `target`."""
    return _RULES | {op: partial(rule, target=target) for op, rule in _TARGET_RULES.items()}


def expand(graph: Graph, target: Target) -> Graph:
    """Every op with an expansion rule replaced by the ops its rule builds for `target` (a
    sort read only as its first k elements selects them: passes/top_k.py)."""
    rules = expansions(target)
    rules[Op.SORT] = partial(expand_sort, target=target, prefixes=sorted_prefixes(graph))
    return rewrite_graph(graph, rules)


# (name, pass(graph, target)) in order: the expansions, then whole-graph legalizations that
# must see them.
GRAPH_PASSES: tuple[tuple[str, Callable[[Graph, Target], Graph]], ...] = (
    ("expand", expand),
    # x / broadcast(d) -> x * broadcast(1 / d)
    ("reciprocals", lambda graph, target: reciprocal_of_broadcast_divisors(graph)),
    # complex values -> (re, im) pairs (passes/complex.py)
    ("legalize_complex", lambda graph, target: legalize_complex(graph)),
)
