"""What `pjrtc compile` prints while and after models compile: a line per model (its artifact,
or the stages it stopped after), errors on stderr, progress on a terminal, and with --timings a
table of each stage and pass."""

from __future__ import annotations

import os

from rich.console import Console
from rich.table import Table


class CompileReport:
    """Per-model lines as results come in; on a terminal, progress while models compile (a
    spinner with the time elapsed for one model, a bar for several); errors always (on
    stderr)."""

    def __init__(self, plan: list, quiet: bool, timings: bool, out: Console, err: Console):
        self.quiet = quiet
        self.out, self.err = out, err
        self.timings = timings
        self.progress = None
        if plan and not quiet and err.is_terminal:
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                SpinnerColumn,
                TextColumn,
                TimeElapsedColumn,
            )

            if len(plan) == 1:
                columns = (SpinnerColumn(), TextColumn("compiling {task.description}",
                                                       markup=False))
                what = os.path.basename(plan[0].model)
            else:
                columns = (TextColumn("compiling"), BarColumn(), MofNCompleteColumn())
                what = "models"
            self.progress = Progress(*columns, TimeElapsedColumn(), console=err,
                                     transient=True)
            self.task = self.progress.add_task(what, total=len(plan))

    def __enter__(self):
        if self.progress is not None:
            self.progress.start()
        return self

    def __exit__(self, *exc):
        if self.progress is not None:
            self.progress.stop()

    def add(self, r) -> None:
        if self.progress is not None:
            self.progress.advance(self.task)
        if not r.ok:
            # Name the model, unless the message starts with it already (a missing file).
            named = r.error.startswith(str(r.model))
            self.err.print("[bold red]error:[/]" if named else f"[bold red]error:[/] {r.model}:",
                      end=" ")
            self.err.print(r.error, markup=False, soft_wrap=True)
            return
        if self.quiet:
            return
        how = "from the cache" if r.cached else f"compiled in {r.seconds:.2f} s"
        # rich keeps its progress display intact only for lines printed through the display's
        # own console: while it runs and stdout is the same terminal, print through it.
        console = self.progress.console if self.progress is not None and self.out.is_terminal \
            else self.out
        if r.stopped_after is not None:
            console.print(f"{r.model}: stopped after {r.stopped_after} in {r.seconds:.2f} s",
                          markup=False)
        else:
            console.print(f"wrote {r.output}: {r.kernels} kernels, {r.spirv_bytes} bytes of "
                          f"SPIR-V, peak device memory {r.peak_bytes} bytes, {how}",
                          markup=False)
        if r.dumps:
            console.print(f"wrote stages: {', '.join(r.dumps)}", markup=False)
        if self.timings and r.timings:
            console.print(_timings_table(r))


def _timings_table(r) -> Table:
    """Milliseconds per pass, and per stage, of one compile."""
    table = Table(title=f"compile timings: {r.model}", title_justify="left")
    for column in ("stage", "pass"):
        table.add_column(column)
    table.add_column("ms", justify="right")
    stages: dict[str, float] = {}
    for stage, name, seconds in r.timings:
        stages[stage] = stages.get(stage, 0.0) + seconds
        table.add_row(stage, name, f"{seconds * 1e3:.1f}")
    table.add_section()
    for stage, seconds in stages.items():
        table.add_row(stage, "(all)", f"{seconds * 1e3:.1f}")
    table.add_row("total", "", f"{sum(stages.values()) * 1e3:.1f}")
    return table
