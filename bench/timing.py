"""Shared by the benchmarks: run a command, fail loudly, return (seconds, result)."""
import subprocess
import time


def timed(command, cwd):
    started = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        raise SystemExit(f"failed: {' '.join(command)}\n{result.stdout}\n{result.stderr}")
    return elapsed, result
