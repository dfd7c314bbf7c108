import sys, os, glob, subprocess, tempfile, shutil
from test_print import read_pgm
path = sys.argv[1]; dpi = 30
d = tempfile.mkdtemp()
subprocess.run(["pdftoppm", "-q", "-gray", "-r", str(dpi), path, os.path.join(d, "g")], check=True)
margin = int(12 / 25.4 * dpi); inked = []
for n, f in enumerate(sorted(glob.glob(os.path.join(d, "g-*.pgm"))), 1):
    w, h, px = read_pgm(f)
    if any(min(px[y*w + w - margin:(y+1)*w]) < 200 for y in range(h)): inked.append(n)
shutil.rmtree(d); print(len(inked), inked[:10])
