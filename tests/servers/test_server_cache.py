"""bot.servers.cache.PerServerCache: fresh for ``ttl`` from the read, the most
recently used servers kept, a forgotten one read again."""

from __future__ import annotations

from bot.servers.cache import PerServerCache


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def test_a_value_is_fresh_for_ttl_seconds_from_its_read() -> None:
    clock = Clock()
    cache = PerServerCache[str](ttl=30, capacity=10, monotonic=clock)
    read_at = cache.now()
    clock.t += 5  # the read took 5 s: the 30 s count from before it
    cache.put(1, "settings", read_at)
    clock.t = read_at + 29.9
    assert cache.get(1) == "settings"
    clock.t = read_at + 30
    assert cache.get(1) is None


def test_the_least_recently_used_server_goes_first_and_forget_drops_one() -> None:
    clock = Clock()
    cache = PerServerCache[int](ttl=30, capacity=2, monotonic=clock)
    cache.put(1, 10, cache.now())
    cache.put(2, 20, cache.now())
    assert cache.get(1) == 10  # 1 is now the most recently used
    cache.put(3, 30, cache.now())
    assert (cache.get(1), cache.get(2), cache.get(3)) == (10, None, 30)
    cache.forget(3)
    assert cache.get(3) is None and cache.get(1) == 10
