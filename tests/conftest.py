"""Shared test setup: make tests/conftest_cases.py importable from every test folder."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
