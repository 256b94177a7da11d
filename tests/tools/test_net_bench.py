"""The network bench's arithmetic: an action's latency is the time until the last of the
programs has its update."""

from tools.net_bench import latencies, percentile


def test_an_actions_latency_is_until_every_program_has_its_update():
    a = "SENT 0 5 10.000\nRECV 0 5 10.002\nRECV 0 6 11.000\n"
    b = "RECV 0 5 10.010\nRECV 0 6 11.001\nSENT 0 6 10.990\n"
    c = "RECV 0 5 10.004\n"                       # never got action 6: not timed
    got = latencies([a, b, c])
    assert [round(x, 3) for x in got] == [0.010]
    assert round(latencies([a, b])[1], 3) == 0.011


def test_percentiles_are_nearest_rank():
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) in (50.0, 51.0)
    assert percentile(values, 0.95) in (95.0, 96.0)
    assert percentile([3.0], 0.95) == 3.0
