"""jdk/blobs.py: a series leaves a blob's size line alone only where measured blob use shows every
commit's stubs fit, alone and after the commits before it (bench/hotspot/blobs.json)."""
import json

from stubforge.jdk import blobs

REC = json.loads(blobs.RECORD.read_text())
SERIES = REC["27"]["compiler"]["series_sizes"]
NEW = {s for s in SERIES if s.startswith(("kyber", "dilithium", "sha3_", "electronicCodeBook", "galois"))}


def test_one_commit_fits_on_the_pristine_measurement():
    f = blobs.fit("27", "compiler", {"electronicCodeBook_encryptAESCrypt": 904,
                                     "electronicCodeBook_decryptAESCrypt": 904}, NEW)
    assert f.fits and "32854" in f.why and "1808" in f.why


def test_the_series_less_new_stubs_fits_on_the_series_measurement():
    # every stub but ML-DSA's five: more than the pristine headroom, but ML-DSA brings no HotSpot code back
    part = {s: n for s, n in SERIES.items() if not s.startswith("dilithium")}
    assert max(REC["27"]["compiler"]["pristine_used"].values()) + sum(part.values()) > \
        REC["27"]["compiler"]["capacity"] - blobs.DEBUG_FREE
    f = blobs.fit("27", "compiler", part, NEW)
    assert f.fits and "43712" in f.why


def test_leaving_out_a_stub_hotspot_has_code_for_is_not_covered():
    # without SHA-1's stubs HotSpot's own SHA-1 comes back: the series measurement no longer bounds it
    part = {s: n for s, n in SERIES.items() if not s.startswith("sha1_")}
    part["sha3_implCompress"] += 6000          # and too much for the pristine bound
    f = blobs.fit("27", "compiler", part, NEW)
    assert not f.fits and "may not hold" in f.why


def test_growth_since_the_measurement_counts():
    part = dict(SERIES)
    part["kyberNtt"] += 5000                   # 43712 + 5000 > 48776 - 200
    assert not blobs.fit("27", "compiler", part, NEW).fits
    part["kyberNtt"] = SERIES["kyberNtt"] + 100
    f = blobs.fit("27", "compiler", part, NEW)
    assert f.fits and "+100 grown since" in f.why


def test_unmeasured_release_or_blob():
    assert blobs.fit("26", "compiler", {"chacha20Block": 1}, set()) is None
    assert blobs.fit("27", "final", {"chacha20Block": 1}, set()) is None
