"""For each stage of a `sitegen build` (its `[i/n] name` lines): wall time, the process's CPU time
(user + system) and the highest resident size, sampled every 10 ms, while the stage ran.

    python3 bench/stage_bench.py .build/release/sitegen build --no-verify --content /tmp/p10k/content --output /tmp/out

CPU time is steadier than wall time on a shared machine; the resident size does not depend on the load.
"""
import os
import subprocess
import sys
import threading
import time

process = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
tick = os.sysconf("SC_CLK_TCK")
page = os.sysconf("SC_PAGE_SIZE")
high = [0]


def sample():
    """(CPU seconds, resident MiB) of the build so far."""
    try:
        fields = open(f"/proc/{process.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / tick, int(fields[21]) * page // 2**20
    except (OSError, IndexError):
        return float("nan"), 0


def sampler():
    while process.poll() is None:
        high[0] = max(high[0], sample()[1])
        time.sleep(0.01)


threading.Thread(target=sampler, daemon=True).start()
current = None
for line in process.stdout:
    if not (line.startswith("[") or line.startswith("built")):
        continue
    cpu, resident = sample()
    now = time.time()
    if current:
        name, started, cpu_started = current
        print(f"{name:12s} wall {now - started:6.2f} s  cpu {cpu - cpu_started:6.2f} s  resident high {high[0]:5d} MiB")
    high[0] = resident
    current = (line.split("]")[-1].strip()[:12], now, cpu)
process.wait()
sys.exit(process.returncode)
