#!/usr/bin/env bash
# Issue 32's check, by hand: against a fresh fixture per run, in its default configuration, three
# runs at --parallel 8 and one at --parallel 1 of each Iceberg REST fixture the build knows; then
# compare the outcomes outside the robustness area. Needs the kit's jar and the fixtures' class
# paths: mvn -B -Ppeers -DskipTests package. Usage: bench/window-runs.sh [OUT_DIR]
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${1:-$root/bench/target/window-runs}
jar=$root/suites/target/catalog-conformance-kit.jar
mkdir -p "$out"
for v in 1.10.0 1.10.1 1.11.0; do
  case $v in
    1.10.0) cp=peers/iceberg-rest-fixture/target/classpath; main=Jetty11FixtureMain ;;
    1.10.1) cp=peers/iceberg-rest-fixture-1.10.1/target/classpath; main=Jetty11FixtureMain ;;
    1.11.0) cp=peers/iceberg-rest-fixture-1.11/target/classpath; main=Jetty12FixtureMain ;;
  esac
  for run in p8a p8b p8c p1; do
    parallel=8; [ "$run" = p1 ] && parallel=1
    dir=$out/$v-$run; rm -rf "$dir"; mkdir -p "$dir/warehouse"
    # the fixture stops when its stdin closes: a fifo held open by this shell until the run ends
    mkfifo "$dir/stdin"
    CATALOG_WAREHOUSE=$dir/warehouse java -cp "$root/$cp/*" "dev.catalogkit.peers.iceberg.$main" \
      < "$dir/stdin" > "$dir/fixture.log" 2>&1 &
    exec 3> "$dir/stdin"
    url=""
    for _ in $(seq 1 60); do
      url=$(grep -o 'http://127.0.0.1:[0-9]*' "$dir/fixture.log" | head -1); [ -n "$url" ] && break; sleep 1
    done
    start=$(date +%s%N)
    java -jar "$jar" --target "$url" --parallel "$parallel" --report-dir "$dir/reports" --quiet \
      > "$dir/kit.log" 2>&1
    rc=$?
    echo "$v $run exit=$rc wall_ms=$(( ($(date +%s%N) - start) / 1000000 ))"
    exec 3>&-
    wait
  done
done
python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
for v in ["1.10.0", "1.10.1", "1.11.0"]:
    runs = {r: json.load(open(f"{out}/{v}-{r}/reports/compliance.json")) for r in ["p8a", "p8b", "p8c", "p1"]}
    outcomes = {r: {q["id"]: q["outcome"] for q in d["requirements"] if q["area"] != "robustness"} for r, d in runs.items()}
    differing = sorted({i for o in outcomes.values() for i in o if len({x.get(i) for x in outcomes.values()}) > 1})
    judged = {r: sum(1 for q in d["requirements"] if q["area"] != "robustness" and q["notJudged"] is None) for r, d in runs.items()}
    print(v, "differing:", differing, "judged:", judged,
          "leftovers:", {r: len(d["leftovers"]) for r, d in runs.items()},
          "brokeAt:", {r: d["run"]["probe"]["brokeAt"] for r, d in runs.items()})
PY
