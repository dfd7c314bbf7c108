#!/bin/bash
# The cost of link cards: builds with the card cache emptied (every card drawn) and kept (none
# drawn). Usage: bench/card_cost.sh CONTENT LABEL (a debug or release sitegen from SITEGEN).
C=$1; SG=${SITEGEN:-$(dirname "$0")/../.build/debug/sitegen}; CACHE=/tmp/cb-cache-$2; OUT=/tmp/cb-out-$2
rm -rf $CACHE $OUT
$SG build --no-verify -q --content $C --output $OUT --cache-dir $CACHE >/dev/null 2>&1
for i in 1 2 3; do
  rm -rf $CACHE/cards
  /usr/bin/time -f "$2 cold-cards %e s wall %U user" $SG build --no-verify -q --content $C --output $OUT --cache-dir $CACHE >/dev/null
done
for i in 1 2 3; do
  /usr/bin/time -f "$2 warm-cards %e s wall %U user" $SG build --no-verify -q --content $C --output $OUT --cache-dir $CACHE >/dev/null
done
echo "$2 cards: $(ls $CACHE/cards | wc -l) files, $(du -sk $CACHE/cards | cut -f1) KiB; median card $(ls -l $CACHE/cards | awk 'NR>1{print $5}' | sort -n | awk '{a[NR]=$1} END{print a[int(NR/2)+1]}') B"
