"""How often two readers who never saw the parser agree with the corpus's intent labels.

Usage: python3 Corpus/agreement/agree.py [MISSES]
MISSES: the output of `sherpa-train --no-test --misses` (optional); with it, the model's
out-of-fold intent accuracy on the same lines is printed beside the readers'.
"""
import csv, re, sys, pathlib

rows = list(csv.DictReader(open(pathlib.Path(__file__).with_name("readers.tsv")), delimiter="\t"))
n = len(rows)
a = sum(r["reader_a"] == r["label"] for r in rows)
b = sum(r["reader_b"] == r["label"] for r in rows)
ab = sum(r["reader_a"] == r["reader_b"] for r in rows)
both = [r for r in rows if r["reader_a"] == r["reader_b"] == r["label"]]
print(f"{n} lines: reader A agrees with the label {a / n:.1%}, reader B {b / n:.1%}, A with B {ab / n:.1%}; "
      f"both readers with the label {len(both) / n:.1%}")
if len(sys.argv) > 1:
    missed = set()
    for line in open(sys.argv[1]):
        parts = line.rstrip("\n").split(" | ")
        if line.startswith("MISS out-of-fold sherpa |") and len(parts) > 3 and re.search(r"intent [a-z_]+ ", parts[3]):
            missed.add((parts[2], parts[1]))
    right = lambda rs: sum((r["text"], r["label"]) not in missed for r in rs) / len(rs)
    print(f"model out of fold: {right(rows):.1%} of these lines, {right(both):.1%} of those both readers agree on")
