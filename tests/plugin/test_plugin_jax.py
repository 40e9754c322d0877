"""JAX on pjrtc through the PJRT plugin: jax_checks.py's programs, run in one child process
(registering a plugin changes JAX's backends for the whole process, so the suite's own JAX
stays untouched), each compared there with XLA:CPU. The child compiles into a cache of its
own, so every program goes through pjrtc's driver.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

CHECKS_FILE = Path(__file__).with_name("jax_checks.py")


def _check_names() -> list[str]:
    """The @check functions of jax_checks.py, read without importing it (importing registers
    the plugin)."""
    tree = ast.parse(CHECKS_FILE.read_text())
    return [node.name for node in tree.body if isinstance(node, ast.FunctionDef)
            and any(isinstance(d, ast.Name) and d.id == "check" for d in node.decorator_list)]


@pytest.fixture(scope="module")
def results(tmp_path_factory) -> dict[str, str | None]:
    env = dict(os.environ, PJRTC_CACHE_DIR=str(tmp_path_factory.mktemp("plugin-cache")),
               PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    env.pop("JAX_PLATFORMS", None)
    done = subprocess.run([sys.executable, str(CHECKS_FILE)], env=env, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, f"exit {done.returncode}\n{done.stderr[-4000:]}"
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("name", _check_names())
def test_on_pjrtc(results, name):
    assert name in results
    assert results[name] is None, results[name]


def test_the_pure_python_table_still_works(tmp_path):
    """PJRTC_PLUGIN_NATIVE=0 (what the plugin falls back on where its native entry points
    cannot be built): calls, errors and the lost exception as jax_checks.py describes."""
    env = dict(os.environ, PJRTC_CACHE_DIR=str(tmp_path / "cache"), PJRTC_PLUGIN_NATIVE="0",
               PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    env.pop("JAX_PLATFORMS", None)
    names = ["add", "chained_calls_stay_on_device", "compile_error_carries_pjrtc_message",
             "an_exception_pending_when_jaxlib_frees_a_buffer_reaches_the_user"]
    done = subprocess.run([sys.executable, str(CHECKS_FILE), *names], env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"exit {done.returncode}\n{done.stderr[-4000:]}"
    results = json.loads(done.stdout.strip().splitlines()[-1])
    assert results == dict.fromkeys(names), results


def _run_with_entry_point(tmp_path: Path, program: str, platforms: str):
    """`program` in a process whose JAX finds pjrtc the way `pip install` of pjrtc makes it
    (pyproject's jax_plugins entry point, here as a stand-in dist-info)."""
    info = tmp_path / "pjrtc_entry_point_probe-0.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pjrtc-entry-point-probe\n"
                                   "Version: 0\n")
    (info / "entry_points.txt").write_text("[jax_plugins]\npjrtc = pjrtc.plugin\n")
    env = dict(os.environ, JAX_PLATFORMS=platforms, PJRTC_CACHE_DIR=str(tmp_path / "cache"),
               PYTHONPATH=os.pathsep.join([*(p for p in sys.path if p), str(tmp_path)]))
    return subprocess.run([sys.executable, "-c", program], env=env, capture_output=True,
                          text=True, timeout=300)


def test_jax_finds_the_plugin_through_its_entry_point(tmp_path):
    """With JAX_PLATFORMS=pjrtc, jax.jit runs on pjrtc by default."""
    program = ("import jax, jax.numpy as jnp, numpy as np\n"
               "y = jax.jit(lambda a: a * 2)(jnp.arange(3.0))\n"
               "assert jax.default_backend() == 'pjrtc', jax.default_backend()\n"
               "assert {d.platform for d in y.devices()} == {'pjrtc'}\n"
               "assert np.asarray(y).tolist() == [0.0, 2.0, 4.0]\n"
               "print('ok')\n")
    done = _run_with_entry_point(tmp_path, program, "pjrtc")
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-4000:]


def test_a_process_that_does_not_use_pjrtc_does_not_open_it(tmp_path):
    """JAX_PLATFORMS without pjrtc: the plugin does not register (no table built, no device
    opened, no warning); opened but not compiled for, it has not imported the compiler nor
    built its native entry points (llvmlite)."""
    program = ("import sys, jax\n"
               "jax.devices()\n"
               "from jax._src import xla_bridge\n"
               "print('pjrtc' in xla_bridge._backend_factories,\n"
               "      'pjrtc.plugin.functions' in sys.modules, 'pjrtc.batch' in sys.modules,\n"
               "      'llvmlite' in sys.modules)\n")
    done = _run_with_entry_point(tmp_path, program, "cpu")
    assert done.returncode == 0, done.stderr[-4000:]
    assert done.stdout.split() == ["False", "False", "False", "False"], done.stdout
    assert "experimental" not in done.stderr, done.stderr
    done = _run_with_entry_point(tmp_path, program, "cpu,pjrtc")
    assert done.returncode == 0, done.stderr[-4000:]
    assert done.stdout.split() == ["True", "True", "False", "False"], done.stdout


def test_initialize_before_jaxs_discovery_registers_once(tmp_path):
    """A program that calls initialize() itself, with the entry point installed too (as
    jax_checks.py does): JAX's discovery then calls it again, which registers nothing twice
    (jaxlib's ALREADY_EXISTS would be logged as a plugin configuration error)."""
    program = ("import jax\n"
               "from pjrtc import plugin\n"
               "plugin.initialize()\n"
               "print(jax.devices('pjrtc')[0].platform)\n")
    done = _run_with_entry_point(tmp_path, program, "cpu,pjrtc")
    assert done.returncode == 0 and done.stdout.strip() == "pjrtc", done.stderr[-4000:]
    assert "ALREADY_EXISTS" not in done.stderr, done.stderr[-4000:]
