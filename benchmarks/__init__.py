"""The issue-4 benchmark suite: pjrtc against JAX's XLA:CPU. Run it with `python -m benchmarks`."""
