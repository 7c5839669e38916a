#!/usr/bin/env bash
# The README's table of speed figures, beside endplay's, measured in one run on this machine:
#
#   scripts/bench-table.sh            (about 10 minutes on 2 cores, most of it the build)
#   MEASURE=5 scripts/bench-table.sh  (longer criterion measurements, seconds per entry)
#
# 1. criterion, in-process (`cargo bench`, the bench profile): example3.pbn (1.95 MB, 7632
#    games) read into games and into the workbench's board index, a 100 MB session streamed
#    as `arbitre check` reads it and indexed, `analyse` of a legal 52-card play beside DDS's
#    own `analyse_play` of the same play;
# 2. endplay (PyPI, in a venv in $EP, default /tmp/ep): `endplay.parsers.pbn.load` of the
#    same file, in-process (best of 3) and as a whole process;
# 3. whole processes under /usr/bin/time -v (elapsed, peak memory): `arbitre check` on
#    example3.pbn and on the 100 MB session file, endplay's load.
# Prints a Markdown table (with the machine and the date) on stdout; the log goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
MEASURE="${MEASURE:-3}"
EP="${EP:-/tmp/ep}"
SHARED="../shared"; [ -d "$SHARED" ] || SHARED="../../shared"
FILE="$SHARED/corpus/pbn/dominicprice__endplay/example3.pbn"
[ -f "$FILE" ] || { echo "missing: $FILE" >&2; exit 1; }
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

log() { echo "== $*" >&2; }

log "criterion (measurement ${MEASURE}s per entry)"
rm -rf target/criterion/pbn_import target/criterion/session_100mb \
  "target/criterion/analyse, 52 legal cards (case 06 deal)" \
  "target/criterion/DDS analyse_play alone, the same 52 cards (peer)"
cargo bench --bench pbn_import --bench ruling -- \
  --warm-up-time 1 --measurement-time "$MEASURE" \
  'pbn_import|session_100mb|52 legal cards|the same 52 cards' >&2

log "arbitre, built with the bench profile (target/release)"
cargo build --profile bench --bin arbitre >&2
BIN=target/release/arbitre

log "the 100 MB session file"
python3 - "$FILE" "$TMP/session-100mb.pbn" <<'EOF'
import sys
one = open(sys.argv[1], "rb").read()
with open(sys.argv[2], "wb") as out:
    for _ in range(100_000_000 // len(one)):
        out.write(one + b"\n\n")
EOF

log "endplay"
if [ ! -x "$EP/bin/python" ]; then
  python3 -m venv "$EP" >&2
  "$EP/bin/pip" install --quiet endplay >&2
fi
cat > "$TMP/ep.py" <<'EOF'
import sys, time
from endplay.parsers import pbn
best = None
for _ in range(int(sys.argv[2])):
    t = time.perf_counter()
    with open(sys.argv[1]) as f:
        boards = pbn.load(f)
    d = time.perf_counter() - t
    best = d if best is None else min(best, d)
print(f"{len(boards)} {best}")
EOF
EP_VERSION="$("$EP/bin/python" -c 'import importlib.metadata as m; print(m.version("endplay"))')"
read -r EP_GAMES EP_SECONDS < <("$EP/bin/python" "$TMP/ep.py" "$FILE" 3)

# Whole processes: elapsed seconds and peak resident memory (MiB).
measure() {
  /usr/bin/time -v "$@" > /dev/null 2> "$TMP/time.txt" || true
  python3 - "$TMP/time.txt" <<'EOF'
import sys, re
t = open(sys.argv[1]).read()
m = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", t)
h, mi, s = (int(m.group(1) or 0), int(m.group(2)), float(m.group(3)))
rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", t).group(1))
print(f"{h*3600+mi*60+s:.2f} {rss/1024:.0f}")
EOF
}
log "whole processes"
read -r CHECK_S CHECK_MB < <(measure "$BIN" --lang en check "$FILE")
read -r BIG_S BIG_MB < <(measure "$BIN" --lang en check "$TMP/session-100mb.pbn")
read -r EPP_S EPP_MB < <(measure "$EP/bin/python" "$TMP/ep.py" "$FILE" 1)

log "table"
python3 - "$FILE" "$TMP/session-100mb.pbn" <<EOF
import json, glob, os, sys, platform, datetime, subprocess
est = {}
for f in glob.glob("target/criterion/**/new/benchmark.json", recursive=True):
    b = json.load(open(f))
    e = json.load(open(os.path.join(os.path.dirname(f), "estimates.json")))
    est[b["full_id"]] = e["mean"]["point_estimate"] / 1e9
def t(name):
    v = est.get(name)
    return None if v is None else v
def ms(v): return "–" if v is None else (f"{v*1e3:.1f} ms" if v < 1 else f"{v:.2f} s")
def mbs(v, size): return "–" if v is None else f"{size/v/1e6:.0f} MB/s"
small, big = os.path.getsize(sys.argv[1]), os.path.getsize(sys.argv[2])
games = t("pbn_import/example3.pbn")
streamed = t("pbn_import/example3.pbn streamed (check)")
index = t("pbn_import/example3.pbn board index (workbench)")
stream = t("session_100mb/100 MB streamed (check)")
bindex = t("session_100mb/100 MB board index (workbench)")
ours = t("analyse, 52 legal cards (case 06 deal)")
dds = t("DDS analyse_play alone, the same 52 cards (peer)")
ep = float("$EP_SECONDS")
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), platform.processor())
print(f"Measured {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC on {os.cpu_count()} cores ({cpu}), "
      f"{platform.system()} {platform.release()}, with \`scripts/bench-table.sh\` (criterion {os.environ.get('MEASURE', '$MEASURE')} s "
      f"per entry, bench profile; endplay $EP_VERSION from PyPI, Python {platform.python_version()}).")
print()
print("| work | Arbitre | endplay / DDS, same run |")
print("|---|---|---|")
slower = f", {ep/games:.0f}× Arbitre's time" if games else ""
print(f"| example3.pbn ({small/1e6:.2f} MB, $EP_GAMES games) read into games, in-process | {ms(games)} ({mbs(games, small)}) | endplay \`pbn.load\`: {ms(ep)}{slower} |")
faster = f", {ep/streamed:.0f}× faster than endplay" if streamed else ""
print(f"| example3.pbn streamed as \`check\` reads it (every game read, checked and dropped), in-process | {ms(streamed)} ({mbs(streamed, small)}{faster}) | – |")
print(f"| example3.pbn into the workbench's board index, from the file | {ms(index)} ({mbs(index, small)}) | – |")
print(f"| \`check example3.pbn\`, whole process | $CHECK_S s, $CHECK_MB MiB peak | endplay load, whole process: $EPP_S s, $EPP_MB MiB peak |")
print(f"| a {big/1e6:.0f} MB session streamed (\`check\`), in-process | {ms(stream)} ({mbs(stream, big)}) | – |")
print(f"| the same into the workbench's board index | {ms(bindex)} ({mbs(bindex, big)}) | – |")
print(f"| \`check\` on the {big/1e6:.0f} MB session, whole process | $BIG_S s, $BIG_MB MiB peak | – |")
ratio = f" ({ours/dds:.2f}× DDS)" if ours and dds else ""
print(f"| \`analyse\` of a 52-card play (declarer's double-dummy count after every card) | {ms(ours)}{ratio} | DDS \`analyse_play\` of the same play: {ms(dds)} |")
EOF
