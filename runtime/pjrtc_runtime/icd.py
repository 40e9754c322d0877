"""Points the OpenCL ICD loader at the Intel OpenCL CPU runtime before dpctl is imported.

The pip package ``intel-opencl-rt`` installs ``<prefix>/lib/libintelocl.so`` but its ICD file
(``<prefix>/etc/OpenCL/vendors/intel-cpu.icd``) names a build-machine path, and the loader only
reads ``/etc/OpenCL/vendors`` anyway, so without help no OpenCL device is found. The loader
reads its environment once, when dpctl first enumerates platforms, so ``configure_icd`` must
run before that: sycl.py, the runtime's one importer of dpctl, calls it first.

Choice: ``OCL_ICD_FILENAMES=<prefix>/lib/libintelocl.so`` rather than ``OCL_ICD_VENDORS=<dir>``
with a corrected ``intel-cpu.icd``. Measured on the CI machine (Khronos loader 2026.2, dpctl
0.22.1): both give the device and both cost the same (``import dpctl; get_devices()`` 0.14-0.15
s either way). The loader's trace shows that OCL_ICD_FILENAMES is loaded *in addition to*
``/etc/OpenCL/vendors``, while OCL_ICD_VENDORS *replaces* that directory, which would hide a
system-installed OpenCL GPU driver; and OCL_ICD_FILENAMES needs no file written anywhere (no
cache directory, works on read-only homes). The cost: a second, system-installed copy of the
Intel CPU runtime would show up as a second device.
"""

from __future__ import annotations

import os
import site
import sys
from pathlib import Path

LIBRARY_NAME = "libintelocl.so"
ICD_VARIABLES = ("OCL_ICD_FILENAMES", "OCL_ICD_VENDORS")

_configured: str | None = None
# Set when dpctl was imported before the runtime pointed the loader at the library. Importing
# dpctl does not look for devices yet, so that is fine; but if dpctl had already looked, the
# device is missing for a reason the user can fix (the order), which messages then say.
_after_dpctl = False


def intel_opencl_library() -> Path | None:
    """The Intel OpenCL CPU runtime installed by pip next to this interpreter, if any."""
    prefixes = [sys.prefix]
    user_base = site.getuserbase()
    if user_base:
        prefixes.append(user_base)
    for prefix in prefixes:
        candidate = Path(prefix) / "lib" / LIBRARY_NAME
        if candidate.is_file():
            return candidate
    return None


def configure_icd() -> str | None:
    """Set OCL_ICD_FILENAMES for this process if the user set no ICD variable; idempotent.

    Returns the library path that was set, or None when nothing was changed (a variable was
    already set, or no library was found). After ``import dpctl`` it is not too late: dpctl
    looks for devices on first use, not on import (measured: setting the variable after the
    import and before ``dpctl.get_devices()`` finds the device, after it does not).
    """
    global _configured, _after_dpctl
    if _configured is not None:
        return _configured
    if any(os.environ.get(v) for v in ICD_VARIABLES):
        return None
    library = intel_opencl_library()
    if library is None:
        return None
    _after_dpctl = "dpctl" in sys.modules
    _configured = str(library)
    os.environ["OCL_ICD_FILENAMES"] = _configured
    return _configured


def describe_icd() -> str:
    """One sentence on the ICD setup, for messages about missing devices."""
    library = intel_opencl_library()
    where = f"found at {library}" if library else f"not found under {sys.prefix}/lib"
    set_vars = [f"{v}={os.environ[v]}" for v in ICD_VARIABLES if os.environ.get(v)]
    env = ", ".join(set_vars) if set_vars else "no OCL_ICD_* variable set"
    sentence = f"The Intel OpenCL CPU runtime ({LIBRARY_NAME}) was {where}; {env}"
    if _after_dpctl:  # set only together with _configured
        sentence += ("; dpctl was imported before pjrtc_runtime and may have looked for devices "
                     "before the runtime pointed the OpenCL loader at the library: import "
                     "pjrtc_runtime before using dpctl, or set "
                     f"OCL_ICD_FILENAMES={_configured} before Python starts")
    return sentence
