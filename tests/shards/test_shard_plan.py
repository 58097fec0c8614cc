"""SHARD_COUNT and SHARD_IDS: parsing, checking them together, and what a slice owns."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.process.settings import Settings, describe_settings_error
from bot.process.shards import ShardPlan, ShardSlice, describe_ids, parse_shard_ids, shard_of


def settings(**values: str) -> Settings:
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


def problems(**values: str) -> list[str]:
    with pytest.raises(ValidationError) as info:
        settings(**values)
    return describe_settings_error(info.value)


@pytest.mark.parametrize(("text", "ids"), [
    ("0", (0,)), ("0,1", (0, 1)), ("2-3", (2, 3)), (" 0-1 , 4 ", (0, 1, 4)),
    ("3,1,1", (1, 3)), ("5-5", (5,)),
])
def test_shard_ids_are_numbers_and_ranges(text: str, ids: tuple[int, ...]) -> None:
    assert parse_shard_ids(text) == ids
    assert parse_shard_ids(describe_ids(ids)) == ids


def test_describe_ids_is_the_shortest_form() -> None:
    assert describe_ids([0, 1, 2, 5, 7, 8]) == "0-2,5,7-8"


@pytest.mark.parametrize(("values", "line"), [
    ({"shard_ids": "1"},
     "SHARD_IDS needs SHARD_COUNT set to the total number of shards, a whole number "
     "(SHARD_COUNT is unset)"),
    ({"shard_ids": "1", "shard_count": "auto"},
     "SHARD_IDS needs SHARD_COUNT set to the total number of shards, a whole number "
     "(SHARD_COUNT is 'auto')"),
    ({"shard_ids": "1-2,5", "shard_count": "2"},
     "SHARD_IDS 2,5 out of range: with SHARD_COUNT=2 the shard ids are 0 to 1"),
    ({"shard_ids": "one", "shard_count": "2"},
     "SHARD_IDS must be shard numbers such as 0,1 or 2-3 (it is 'one')"),
    ({"shard_ids": "-1", "shard_count": "2"},
     "SHARD_IDS must be shard numbers such as 0,1 or 2-3 (it is '-1')"),
    ({"shard_ids": "3-1", "shard_count": "4"},
     "SHARD_IDS has the range 3-1, which is empty; write it low-high, as in 1-3"),
    ({"shard_count": "0"}, "SHARD_COUNT must be 'auto' or a positive whole number (it is '0')"),
    ({"shard_count": "two"},
     "SHARD_COUNT must be 'auto' or a positive whole number (it is 'two')"),
])
def test_each_problem_is_one_line_naming_the_setting(values: dict[str, str], line: str
                                                     ) -> None:
    assert problems(**values) == [line]


def test_two_wrong_settings_are_two_lines() -> None:
    assert problems(shard_count="x", shard_ids="y") == [
        "SHARD_COUNT must be 'auto' or a positive whole number (it is 'x')",
        "SHARD_IDS must be shard numbers such as 0,1 or 2-3 (it is 'y')",
    ]


def test_without_shard_ids_the_process_takes_every_shard() -> None:
    assert settings().shard_plan == ShardPlan(1, None)
    assert settings(shard_count="auto").shard_plan == ShardPlan(None, None)
    plan = settings(shard_count="4").shard_plan
    assert plan == ShardPlan(4, None) and plan.owns_every_shard and plan.syncs_commands
    assert plan.slice() is None
    # Naming every shard is the same as naming none.
    assert settings(shard_count="2", shard_ids="0-1").shard_plan.slice() is None


def test_a_slice_owns_its_servers_and_only_shard_0_syncs() -> None:
    first = settings(shard_count="4", shard_ids="0,1").shard_plan
    second = settings(shard_count="4", shard_ids="2-3").shard_plan
    assert first.syncs_commands and not second.syncs_commands
    assert (first.describe(), second.describe()) == ("shards 0-1 of 4", "shards 2-3 of 4")
    assert settings(shard_count="2", shard_ids="1").shard_plan.describe() == "shard 1 of 2"
    a, b = first.slice(), second.slice()
    assert a == ShardSlice((0, 1), 4) and b == ShardSlice((2, 3), 4)
    for guild_id in (0, 1 << 22, 2 << 22, 3 << 22, 81384788765712384, 1182391293910712320):
        assert a.owns(guild_id) != b.owns(guild_id)
        assert a.owns(guild_id) == (shard_of(guild_id, 4) in (0, 1))
