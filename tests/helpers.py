"""What several test files share."""


def assert_all_pass(outcomes, n=None):
    """Every simulation outcome passed (and, with n, ran n cases); the message lists the ones that did not."""
    bad = [f"{o.title} VLEN={o.vlen} {o.path}: {o.error or o.failures}" for o in outcomes if not o.ok]
    assert not bad, "\n".join(bad)
    if n is not None:
        assert all(o.cases == n for o in outcomes)
