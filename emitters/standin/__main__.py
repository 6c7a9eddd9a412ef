"""Print the generated stand-in header: python -m emitters.standin [--release 21] [-o FILE]."""
import argparse
import sys

from stubforge.emitters.hotspot_api import RELEASES
from stubforge.files import atomic_write

from . import header

ap = argparse.ArgumentParser(prog="python -m emitters.standin", description=__doc__)
ap.add_argument("--release", choices=RELEASES, default="mainline")
ap.add_argument("-o", "--output", help="write here instead of stdout")
ns = ap.parse_args()
text = header(ns.release)
if ns.output:
    atomic_write(ns.output, text)
else:
    sys.stdout.write(text)
