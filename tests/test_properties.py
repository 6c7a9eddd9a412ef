"""Property-based tests: hypothesis draws lengths, a seed for the data, keys, counters and initial
values (each stub's layout turns the seed into them), the VLEN and the output path, for every stub at
its default variant, and the stub must agree with its outside reference. Runs are derandomized, so a
failure reproduces exactly; its message carries the drawn sizes and seed for `stubforge sim --sizes
... --seed ...`."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stubforge import kernels
from stubforge.sim import verify
from stubforge.sim.layouts import spec_for

STUBS = sorted(kernels.load_all())
PROGS = {}


def prog(stub):
    if stub not in PROGS:
        PROGS[stub] = kernels.get(stub).build()
    return PROGS[stub]


@pytest.mark.parametrize("stub", STUBS)
@settings(max_examples=8, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(sizes=st.lists(st.integers(0, 3000) | st.sampled_from([4095, 4096, 4097, 5552, 5553, 65543]),
                      min_size=1, max_size=6),
       seed=st.integers(0, 2**32 - 1), vlen=st.sampled_from([128, 256, 512, 1024]),
       path=st.sampled_from(verify.PATHS))
def test_stub_agrees_with_its_reference(stub, sizes, seed, vlen, path):
    inputs = spec_for(stub).inputs(sizes, seed=seed)
    out = verify.run(prog(stub), path, [vlen], inputs)[0]
    assert out.ok, (f"{stub} VLEN={vlen} {path}: {out.error or out.failures[0]}\n"
                    f"reproduce: stubforge sim {stub} --vlen {vlen} --path {'S' if path == 'S' else 'cxx'} "
                    f"--sizes {','.join(map(str, sizes))} --seed {seed}")
