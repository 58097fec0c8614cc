"""SHARD_COUNT and SHARD_IDS as a server owner meets them: a wrong value is one line naming
the setting and exit code 2, before anything is opened; Discord refusing the shards (close
codes 4010 and 4011, from the local stand-in, NOT Discord) is exit code 2 too."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fixtures.databases import copy_of_migrated_sqlite
from tests.fixtures.discord_world import TOKEN
from tests.fixtures.processes import BotRun, cli
from tests.fixtures.synced_commands import SYNCED
from tests.standin.raw_gateway import RawShard
from tests.standin.server import StandIn

pytestmark = pytest.mark.timeout(120)


@pytest.mark.parametrize(("values", "line"), [
    ({"SHARD_IDS": "1"}, "SHARD_IDS needs SHARD_COUNT set to the total number of shards, "
                         "a whole number (SHARD_COUNT is unset)"),
    ({"SHARD_IDS": "0-2", "SHARD_COUNT": "2"},
     "SHARD_IDS 2 out of range: with SHARD_COUNT=2 the shard ids are 0 to 1"),
    ({"SHARD_IDS": "first", "SHARD_COUNT": "2"},
     "SHARD_IDS must be shard numbers such as 0,1 or 2-3 (it is 'first')"),
    ({"SHARD_COUNT": "-3"}, "SHARD_COUNT must be 'auto' or a positive whole number "
                            "(it is '-3')"),
])
def test_a_wrong_shard_setting_is_one_line_and_exit_2(tmp_path: Path, values: dict[str, str],
                                                      line: str) -> None:
    database = tmp_path / "d.db"
    done = cli("run", DISCORD_TOKEN="x", DATABASE_URL=f"sqlite:///{database}", **values)
    assert done.returncode == 2
    assert done.stderr.strip() == line
    assert not database.exists()


async def test_too_few_shards_for_discord_is_exit_2_naming_shard_count(tmp_path: Path
                                                                      ) -> None:
    """Discord closes with 4011 (sharding required) when a session would hold too many
    servers: raising SHARD_COUNT is the fix, so the message says so."""
    async with SYNCED.new_standin(token=TOKEN, max_guilds_per_shard=1) as api:
        api.add_guild(name="One")
        api.add_guild(name="Two")
        bot = BotRun(tmp_path / "bot.log", **api.env_for_bot(),
                     DATABASE_URL=copy_of_migrated_sqlite(tmp_path),
                     COMMAND_HASH_DIR=str(SYNCED.folder))
        code = await bot.wait_exit(within=60)
    lines = bot.text().strip().splitlines()
    assert code == 2, lines[-5:]
    assert lines[-1].startswith("Discord requires more shards (close code 4011")
    assert "SHARD_COUNT" in lines[-1]
    assert "Traceback" not in bot.text()


async def test_a_shard_count_unlike_the_other_processes_is_exit_2(tmp_path: Path) -> None:
    """Another process of the bot is connected with 2 shards; this one says 3: 4010."""
    async with StandIn(token=TOKEN) as api:
        api.add_guild(name="One")
        async with RawShard(api, [0, 2]):
            await api.wait_until(lambda: api.connected_shards == {0})
            bot = BotRun(tmp_path / "bot.log", **api.env_for_bot(), SHARD_COUNT="3",
                         SHARD_IDS="1", DATABASE_URL=copy_of_migrated_sqlite(tmp_path))
            code = await bot.wait_exit(within=60)
    lines = bot.text().strip().splitlines()
    assert code == 2, lines[-5:]
    assert lines[-1].startswith("Discord refused the shard (close code 4010")
    assert "SHARD_COUNT" in lines[-1] and "SHARD_IDS" in lines[-1]
