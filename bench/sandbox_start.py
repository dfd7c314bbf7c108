#!/usr/bin/env python3
"""The cost of the sandbox per snippet run: interleaved starts of one small Swift program
(`print("x")`) through

- the walls sitegen builds now (issue 38: an empty root with only what the run needs bound in),
- the walls before issue 38 (`--ro-bind / /`, the snippet keeping CAP_DAC_READ_SEARCH),
- `sitegen-launch` alone (no bubblewrap: what `--no-sandbox` pays),

medians and 90th percentiles over N rounds, each round in a random order.

The current walls are taken from a real run: the script verifies a note whose snippet waits,
reads bubblewrap's command line from /proc, and stops sitegen with Ctrl-C.

    python3 bench/sandbox_start.py [--sitegen .build/debug/sitegen] [--rounds 200]
"""
import argparse, os, random, shutil, signal, statistics, subprocess, tempfile, time

parser = argparse.ArgumentParser()
parser.add_argument("--sitegen", default=".build/debug/sitegen")
parser.add_argument("--rounds", type=int, default=200)
args = parser.parse_args()
sitegen = os.path.abspath(args.sitegen)

work = tempfile.mkdtemp(prefix="sitegen-sandbox-start-")
os.chmod(work, 0o755)  # the snippet's own user id passes through it to the program
os.makedirs(f"{work}/content")
with open(f"{work}/content/wait.md", "w") as note:
    note.write('---\ntitle: w\n---\n\n```swift run timeout=60\nimport Foundation\nThread.sleep(forTimeInterval: 30)\n```\n')
cache = f"{work}/cache"
verify = subprocess.Popen([sitegen, "verify", "--cache-dir", cache], cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
captured = None
deadline = time.time() + 300
while captured is None and time.time() < deadline:
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            argv = open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")[:-1]
        except OSError:
            continue
        if argv and argv[0].endswith(b"bwrap") and any(cache.encode() in a for a in argv):
            captured = [a.decode() for a in argv]
            break
    time.sleep(0.05)
verify.send_signal(signal.SIGINT)
verify.wait()
assert captured, "no sandboxed run seen"

# The same walls around a program of our own, in a folder of our own.
source = f"{work}/p.swift"
open(source, "w").write('print("x")\n')
program = f"{work}/program"
subprocess.run(["swiftc", "-Onone", source, "-o", program, "-module-cache-path", f"{work}/mc"], check=True)
# bwrap [walls] -- sitegen-launch [limits] -- PROGRAM [ARGUMENTS]: our program takes none.
inner = captured.index("--")
program_at = captured.index("--", inner + 1) + 1
captured = captured[:program_at + 1]
old_program = captured[program_at]
run_folder = old_program.rsplit("/", 2)[0]
os.makedirs(f"{work}/run/home-0", exist_ok=True)
def moved(argument):
    return argument.replace(old_program, program).replace(run_folder, f"{work}/run")
new = [moved(a) for a in captured]
# As `--no-sandbox` runs it: limits, no user id of its own.
launcher = [a for a in new[new.index("--") + 1:] if not a.startswith(("--user=", "--nproc="))]
# Before issue 38: the whole file system read-only instead of the binds, and the capability.
namespaces = new[new.index("--unshare-ipc"):new.index("--new-session") + 1]
own_folder = new[new.index("--dev"):new.index("--")]
old = [new[0]] + namespaces + ["--ro-bind", "/", "/"] + own_folder + ["--cap-add", "CAP_DAC_READ_SEARCH"] + new[new.index("--"):]

def start(command):
    began = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - began
    assert result.stdout == b"x\n", (command[:2], result.stdout, result.stderr[:300])
    return elapsed

commands = {"walls of issue 38": new, "walls before (/ read-only)": old, "sitegen-launch alone": launcher}
times = {name: [] for name in commands}
for _ in range(args.rounds):
    for name in random.sample(list(commands), len(commands)):
        times[name].append(start(commands[name]))
print(f"load average {os.getloadavg()[0]:.1f}, {args.rounds} rounds")
for name, values in times.items():
    values.sort()
    print(f"{name}: median {statistics.median(values) * 1000:.2f} ms, p90 {values[int(len(values) * 0.9)] * 1000:.2f} ms")
shutil.rmtree(work, ignore_errors=True)
