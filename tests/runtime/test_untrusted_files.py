"""Every kind of bad file gives one clear error, from Python and from the runtime's command
line, before any device work; and the runtime never executes anything from a file."""

from __future__ import annotations

import ast
import json
import os
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from pjrtc_runtime.errors import ArtifactError, ArtifactVersionError
from pjrtc_runtime.loader import read_artifact

ROOT = Path(__file__).resolve().parents[2]
REAL = ROOT / "testdata" / "artifacts" / "format-1.1" / "constants" / "model.pjrtc"
RUNTIME = ROOT / "runtime" / "pjrtc_runtime"


def _parts() -> tuple[dict, bytes, bytes]:
    with zipfile.ZipFile(REAL) as zf:
        return (json.loads(zf.read("manifest.json")), zf.read("kernels.spv"),
                zf.read("constants.bin"))


def _zip(path: Path, manifest: bytes | dict, spirv: bytes | None = None,
         constants: bytes | None = None) -> Path:
    _, real_spirv, real_constants = _parts()
    text = manifest if isinstance(manifest, bytes) else json.dumps(manifest).encode()
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("manifest.json", text)
        zf.writestr("kernels.spv", real_spirv if spirv is None else spirv)
        zf.writestr("constants.bin", real_constants if constants is None else constants)
    return path


def _end_record_at(data: bytes) -> int:
    return len(data) - 22


def _bad_files(tmp: Path) -> dict[str, tuple[Path, str]]:
    """name -> (file, a phrase its one error message must hold)."""
    real = REAL.read_bytes()
    manifest, spirv, _ = _parts()
    files: dict[str, tuple[bytes | Path, str]] = {
        "empty": (b"", "is empty"),
        "garbage": (os.urandom(4096), "not a pjrtc artifact (not a zip file)"),
        "elf": (b"\x7fELF\x02\x01\x01" + bytes(1000), "not a zip file"),
        "text": (b"module @m { func.func @main() { return } }\n", "not a zip file"),
        "zip magic only": (b"PK\x03\x04", "is truncated (4 bytes)"),
        "truncated to 100 bytes": (real[:100], "does not end with a zip directory record"),
        "truncated by half": (real[: len(real) // 2], "does not end with a zip directory"),
        "truncated by 1 byte": (real[:-1], "does not end with a zip directory record"),
        "trailing garbage": (real + b"\x00" * 100, "does not end with a zip directory"),
    }
    # A flipped byte inside each entry: kernels.spv by its sha256, manifest.json by its CRC.
    corrupt_spirv = bytearray(real)
    corrupt_spirv[real.index(spirv) + len(spirv) // 2] ^= 0x40
    files["corrupt kernels.spv"] = (bytes(corrupt_spirv), "is corrupt")
    corrupt_manifest = bytearray(real)
    corrupt_manifest[real.index(b'"abi_version"') + 3] ^= 0x01
    files["corrupt manifest.json"] = (bytes(corrupt_manifest), "Bad CRC-32")
    # Huge headers: a directory claiming 65535 entries, an entry claiming 4 GiB.
    end = _end_record_at(real)
    many = bytearray(real)
    many[end + 8:end + 12] = struct.pack("<HH", 0xFFFF, 0xFFFF)
    files["directory claims 65535 entries"] = (bytes(many), "lists 65535 entries")
    (directory_offset,) = struct.unpack_from("<L", real, end + 16)
    huge = bytearray(real)
    huge[directory_offset + 24:directory_offset + 28] = struct.pack("<L", 0xFFFFFFFF)
    files["entry claims 4 GiB"] = (bytes(huge), "entry manifest.json claims 4294967295 bytes")
    comment = bytearray(real)
    comment[end + 20:end + 22] = struct.pack("<H", 0xFFFF)
    files["directory claims a 64 KiB comment"] = (bytes(comment), "a 65535-byte comment")

    out: dict[str, tuple[Path, str]] = {}
    for name, (data, phrase) in files.items():
        path = tmp / (name.replace(" ", "_") + ".pjrtc")
        path.write_bytes(data)
        out[name] = (path, phrase)

    def zipped(name: str, phrase: str, manifest_value: bytes | dict,
               spirv_value: bytes | None = None) -> None:
        out[name] = (_zip(tmp / (name.replace(" ", "_") + ".pjrtc"), manifest_value,
                          spirv_value), phrase)

    zipped("zero-length manifest.json", "is not valid JSON", b"")
    zipped("zero-length kernels.spv", "kernels.spv holds 0 bytes", manifest, b"")
    zipped("manifest not UTF-8", "is not valid JSON", b"\xff\xfe{}")
    zipped("manifest is a list", "not a pjrtc artifact", b"[]")
    zipped("nested 100000 deep", "nests JSON deeper than 160 levels",
           b"[" * 100_000 + b"]" * 100_000)
    # Within Python's recursion limit, so only the explicit depth check can refuse it.
    nested = json.loads(json.dumps(manifest))
    nested["options"]["x"] = "NESTED"
    deep = json.dumps(nested).replace('"NESTED"', "[" * 300 + "]" * 300)
    zipped("nested 300 deep", "nests JSON deeper than 160 levels", deep.encode())
    for version, phrase in (([2, 0], "format_version 2.0"), ([1, 9], "format_version 1.9"),
                            ([0, 1], "format_version 0.1"), (["1", 0], "format_version[0]")):
        zipped(f"version {version}", phrase, {**manifest, "format_version": version})
    # Python's int() refuses more than 4300 digits with a ValueError of its own.
    huge = json.dumps(manifest).replace('"peak_bytes": ', '"peak_bytes": ' + "9" * 5000 + ", "
                                        '"x": ', 1)
    zipped("integer of 5000 digits", "holds an integer of 5000 digits", huge.encode())
    # json.loads would keep the last of two keys; another reader might keep the first.
    repeated = json.dumps(manifest).replace('"kernels": ', '"kernels": [], "kernels": ', 1)
    zipped("repeated key", "repeats the key 'kernels' within one JSON object",
           repeated.encode())
    escape = json.loads(json.dumps(manifest))
    escape["inputs"][0]["name"] = "x\x1b[2J"
    zipped("escape sequence in a name", "inputs[0].name holds control characters", escape)
    nul = json.loads(json.dumps(manifest))
    nul["kernels"][0]["name"] = "k0\x00evil"
    zipped("NUL in a kernel name", "kernels[0].name", nul)
    return out




@pytest.fixture(scope="module")
def bad_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, str]]:
    return _bad_files(tmp_path_factory.mktemp("bad"))


def test_each_bad_file_gives_one_clear_error(bad_files: dict[str, tuple[Path, str]]) -> None:
    assert len(bad_files) >= 25
    for name, (path, phrase) in bad_files.items():
        with pytest.raises(ArtifactError) as info:
            read_artifact(path)
        message = str(info.value)
        assert phrase in message, f"{name}: {message}"
        assert message.startswith(f"{path}: ") and message.endswith("."), f"{name}: {message}"
        assert "\n" not in message and "\x1b" not in message, f"{name}: {message!r}"


def test_versions_name_both_sides(bad_files: dict[str, tuple[Path, str]]) -> None:
    path, _ = bad_files["version [2, 0]"]
    with pytest.raises(ArtifactVersionError) as info:
        read_artifact(path)
    message = str(info.value)
    assert "format_version 2.0" in message and "reads formats 1.0 to 1.5" in message
    assert "upgrade pjrtc-runtime" in message


def test_command_line_reports_one_paragraph(bad_files: dict[str, tuple[Path, str]]) -> None:
    for name in ("empty", "truncated by half", "corrupt kernels.spv", "nested 100000 deep",
                 "version [2, 0]", "directory claims 65535 entries"):
        path, phrase = bad_files[name]
        done = subprocess.run([sys.executable, "-m", "pjrtc_runtime", "run", str(path)],
                              capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode == 1, (name, done.stderr)
        assert done.stderr.startswith("error: ") and phrase in done.stderr, (name, done.stderr)
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr


@pytest.mark.parametrize("command", [["pjrtc_runtime", "inspect"], ["pjrtc", "inspect"],
                                     ["pjrtc_runtime", "inspect", "--json"]])
def test_inspect_reports_odd_json_in_one_paragraph(bad_files: dict[str, tuple[Path, str]],
                                                   command: list[str]) -> None:
    for name in ("integer of 5000 digits", "repeated key"):
        path, phrase = bad_files[name]
        done = subprocess.run([sys.executable, "-m", *command, str(path)], capture_output=True,
                              text=True, timeout=120, check=False)
        assert done.returncode == 1, (name, done.stderr)
        assert done.stderr.startswith("error: ") and phrase in done.stderr, (name, done.stderr)
        assert "Traceback" not in done.stderr and done.stdout == "", (name, done.stderr)


def test_paths_that_are_not_files(tmp_path: Path) -> None:
    with pytest.raises(ArtifactError, match="is a directory"):
        read_artifact(tmp_path)
    fifo = tmp_path / "pipe.pjrtc"
    os.mkfifo(fifo)  # opening it would block forever: refused before it is opened
    with pytest.raises(ArtifactError, match="is not a regular file"):
        read_artifact(fifo)
    with pytest.raises(ArtifactError, match="no such file"):
        read_artifact(tmp_path / "missing.pjrtc")
    link = tmp_path / "link.pjrtc"
    link.symlink_to(REAL)
    assert read_artifact(link).manifest.format_version == (1, 1)


# Calls and modules that can run code from data: none may appear in the runtime's sources.
_FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__", "execfile"}
_FORBIDDEN_MODULES = {"pickle", "cPickle", "marshal", "shelve", "dill", "cloudpickle",
                      "joblib", "runpy", "code"}


def test_runtime_never_executes_anything_from_a_file() -> None:
    """No pickle/marshal/eval/exec in the runtime package, and every np.load forbids
    pickles: loading an artifact or an input file can only ever parse data."""
    sources = sorted(RUNTIME.glob("*.py"))
    assert len(sources) > 10
    for source in sources:
        tree = ast.parse(source.read_text(), str(source))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in _FORBIDDEN_CALLS, f"{source.name}:{node.lineno}"
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
                assert not {n.split(".")[0] for n in names} & _FORBIDDEN_MODULES, \
                    f"{source.name}:{node.lineno}"
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "load" and ast.unparse(node.func.value) == "np"):
                keywords = {k.arg: ast.unparse(k.value) for k in node.keywords}
                assert keywords.get("allow_pickle") == "False", f"{source.name}:{node.lineno}"
