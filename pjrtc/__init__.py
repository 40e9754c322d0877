"""pjrtc: an ahead-of-time compiler from StableHLO to versioned SPIR-V artifacts."""

__version__ = "0.1.0"
