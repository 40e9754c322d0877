"""Child process that turns LLVM IR (stdin) into SPIR-V (stdout); see spirv.to_spirv.

Arguments: the SPIR-V extensions the backend may use (`SPV_KHR_...`), none by default; or
`--verify-only`: run LLVM's verifier and write nothing (spirv.verify_llvm).

Kept free of pjrtc imports so the child starts in about a tenth of a second.
"""

import sys

import llvmlite.binding as llvm

SPIR_TRIPLE = "spirv64-unknown-unknown"


def main() -> None:
    llvm_ir = sys.stdin.buffer.read().decode("utf-8")
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    verify_only = sys.argv[1:] == ["--verify-only"]
    extensions = [] if verify_only else sys.argv[1:]
    if extensions:
        llvm.set_option("", "--spirv-ext=" + ",".join("+" + ext for ext in extensions))
    module = llvm.parse_assembly(llvm_ir)
    module.verify()
    if verify_only:
        return
    machine = llvm.Target.from_triple(SPIR_TRIPLE).create_target_machine(opt=2)
    sys.stdout.buffer.write(bytes(machine.emit_object(module)))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
