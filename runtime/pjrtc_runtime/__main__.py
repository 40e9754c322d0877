"""``python -m pjrtc_runtime``: the runtime's command line (cli.py)."""

import sys

from .cli import main

sys.exit(main())
