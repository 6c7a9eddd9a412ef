#!/bin/sh
# The board owner's one command: JMH throughput of each intrinsic of this series on this riscv64
# CPU, the patched JDK with the intrinsic off and on every arm of its per-CPU dispatch the CPU can
# take, and the unpatched JDK when given; a Markdown table for the pull request, under the CPU's
# description. About 2 minutes per intrinsic and run (2 forks, 5 + 5 one-second iterations, four
# sizes); --quick: one short iteration, a functional check only.
#
#   sh board/run.sh PATCHED_JDK [STOCK_JDK] [--only CRC32C,SHA-3] [--sizes 16,256,4096,65536] [--quick]
#
# Needs a full JDK as PATCHED_JDK (its javac builds the benchmark; BOARD_JAVAC names another), curl
# or wget, and Maven Central once: JMH 1.37 and its two dependencies, kept in board/lib.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -lt 1 ]; then
  echo "usage: sh $0 PATCHED_JDK [STOCK_JDK] [--only TITLE,...] [--sizes 16,256,...] [--quick]" >&2
  exit 2
fi
patched=$1; shift
stock=""
case ${1:-} in --*|"") ;; *) stock=$1; shift ;; esac
java=${BOARD_JAVA:-$patched/bin/java}
javac=${BOARD_JAVAC:-$patched/bin/javac}
[ -x "$javac" ] || javac=$(command -v javac) || { echo "board: no javac in $patched/bin or on PATH: set BOARD_JAVAC" >&2; exit 2; }
maven=${MAVEN_REPO:-https://repo1.maven.org/maven2}
mkdir -p "$here/lib"
for jar in org/openjdk/jmh/jmh-core/1.37/jmh-core-1.37.jar \
           org/openjdk/jmh/jmh-generator-annprocess/1.37/jmh-generator-annprocess-1.37.jar \
           net/sf/jopt-simple/jopt-simple/5.0.4/jopt-simple-5.0.4.jar \
           org/apache/commons/commons-math3/3.6.1/commons-math3-3.6.1.jar; do
  f=$here/lib/${jar##*/}
  [ -s "$f" ] && continue
  echo "board: fetching ${jar##*/} from $maven" >&2
  if command -v curl >/dev/null 2>&1; then curl -fsSL -o "$f.part" "$maven/$jar"; else wget -q -O "$f.part" "$maven/$jar"; fi
  mv "$f.part" "$f"
done
cp=$here/lib/jmh-core-1.37.jar:$here/lib/jopt-simple-5.0.4.jar:$here/lib/commons-math3-3.6.1.jar
rm -rf "$here/classes"
mkdir -p "$here/classes"
"$javac" -d "$here/classes" -cp "$cp" -processorpath "$cp:$here/lib/jmh-generator-annprocess-1.37.jar" \
  "$here/Board.java" "$here/IntrinsicBench.java"
if [ -n "$stock" ]; then set -- --stock "$stock" "$@"; fi
exec "$java" -cp "$here/classes:$cp" board.Board --jdk "$patched" --intrinsics "$here/intrinsics.txt" "$@"
