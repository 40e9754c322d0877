"""The graph passes run between the frontend and lowering, in order (`GRAPH_PASSES`, the
driver's `prep` stage):

1. Expansions: ops with no lowering of their own become sequences of ops that have one
   (`EXPANSIONS`, one rule per op, each in its own module under pjrtc/passes/).
2. Type legalization passes that must see the expanded graph, in order.

The `.tir` dump shows the graph before these passes, the `.prep` dump after them: what
`lower_graph` receives.
"""

from __future__ import annotations

from collections.abc import Callable

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

# op -> rule(builder, node) -> replacement values; see pjrtc/passes/rewrite.py.
EXPANSIONS: dict[Op, Rule] = {
    Op.RNG_BIT_GENERATOR: expand_rng_bit_generator,
    Op.RNG: expand_rng,
}

EXPANSIONS.update(BATCH_NORM_EXPANSIONS)
EXPANSIONS.update(COLLECTIVE_EXPANSIONS)
EXPANSIONS[Op.FFT] = expand_fft  # dot_generals on (re, im) pairs (passes/fft.py)
EXPANSIONS.update({Op.SORT: expand_sort, Op.MAP: expand_map,
                   Op.SELECT_AND_SCATTER: expand_select_and_scatter})
EXPANSIONS[Op.CONVOLUTION] = pad_convolution  # explicit zero padding (passes/pad_convolutions.py)
EXPANSIONS[Op.DOT_GENERAL] = split_contraction  # split-K (passes/split_contractions.py)


def expand(graph: Graph) -> Graph:
    """Every op with a rule in `EXPANSIONS` replaced by the ops its rule builds."""
    return rewrite_graph(graph, EXPANSIONS)


# (name, pass) in order: the expansions, then whole-graph legalizations that must see them.
GRAPH_PASSES: tuple[tuple[str, Callable[[Graph], Graph]], ...] = (
    ("expand", expand),
    ("reciprocals", reciprocal_of_broadcast_divisors),  # x / broadcast(d) -> x * bcast(1 / d)
    ("legalize_complex", legalize_complex),  # complex values -> (re, im) pairs (complex.py)
)
