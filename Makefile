# Everything is installed into .venv by these targets; nothing is set up by hand.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: setup demo test testdata golden conformance bench bench-models lint clean

setup: $(STAMP)

$(STAMP): pyproject.toml runtime/pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ./runtime -e '.[test]'
	touch $(STAMP)

demo: setup
	$(PY) scripts/demo.py

test: setup
	$(PY) -m pytest -q

testdata: setup
	$(PY) testdata/generate.py

golden: setup
	PJRTC_REWRITE_GOLDEN=1 $(PY) -m pytest -q tests/artifact/test_manifest_golden.py tests/lower/test_lower.py

conformance: setup
	$(PY) tests/conformance.py

bench: setup
	$(PY) -m benchmarks

# The real-model benchmark on testdata/models; with IREE's column when the `iree` group is in.
bench-models: setup
	$(PY) -m pip install --quiet -e '.[iree]'
	$(PY) -m benchmarks --models

lint: setup
	$(PY) -m pip install --quiet -e '.[dev]'
	$(VENV)/bin/ruff check pjrtc runtime benchmarks tests scripts

clean:
	rm -rf $(VENV) build *.egg-info runtime/*.egg-info
