"""Which commands Discord is told are server-only, and the payload checks every command runs
(cogs/guards.py): their decisions and their sentences. The replies themselves, through the
stand-in, are in tests/reliability/test_hostile_input.py."""

from __future__ import annotations

import importlib
from collections.abc import AsyncIterator

import pytest
from discord import AppCommandOptionType as T
from discord import app_commands

from bot.process.app import EXTENSIONS, DuelsBot
from bot.process.settings import Settings
from cogs.guards import guild_only, problem
from cogs.places import is_server_only

#: A server's commands: installed to servers only, offered in servers only (cogs.places).
SERVER_ONLY = {"config", "season", "void", "tournament", "puzzle", "stats", "privacy"}


@pytest.fixture
async def tree() -> AsyncIterator[app_commands.CommandTree[DuelsBot]]:
    """The bot's command tree with every extension set up (their setup() called on the
    modules as imported: load_extension would execute them again, as new modules)."""
    bot = DuelsBot(Settings(_env_file=None))  # type: ignore[call-arg]  # pydantic's init kwarg
    for extension in EXTENSIONS:
        await importlib.import_module(extension).setup(bot)
    yield bot.tree
    for name in list(bot.cogs):
        await bot.remove_cog(name)


async def test_every_command_says_where_it_is_installed_and_offered(tree) -> None:
    commands = tree.get_commands()
    names = {c.name for c in commands}
    assert {"challenge", "claim", "config", "season", "void", "rules"} <= names
    assert names >= SERVER_ONLY
    for command in commands:
        sent = command.to_dict(tree)
        where = (sent.get("integration_types"), sent.get("contexts"))
        if command.name in SERVER_ONLY:  # what Discord reads: a server install, in servers
            assert guild_only(command) and is_server_only(command), command.name
            assert where == ([0], [0]), (command.name, where)
        else:  # a member's install too, in servers, the DM with the bot, DMs and group DMs
            assert not guild_only(command) and not is_server_only(command), command.name
            assert where == ([0, 1], [0, 1, 2]), (command.name, where)


async def test_a_subcommand_follows_its_group(tree) -> None:
    config = tree.get_command("config")
    assert isinstance(config, app_commands.Group)
    show = config.get_command("show")
    assert show is not None and guild_only(show)


@pytest.mark.parametrize(("kind", "value", "reason"), [
    (T.integer, "7", "`size` must be a whole number."),
    (T.integer, 7.5, "`size` must be a whole number."),
    (T.integer, True, "`size` must be a whole number."),
    (T.integer, None, "`size` must be a whole number."),
    (T.number, "x", "`size` must be a number."),
    (T.string, 5, "`size` must be text."),
    (T.string, ["a"], "`size` must be text."),
    (T.boolean, "true", "`size` must be true or false."),
    (T.user, "123", "I can't find that member: pick one from the list in `size`."),
    (T.channel, "123", "I can't find that channel: pick one from the list in `size`."),
    (T.string, "a\u0000b", "`size` can't contain control characters (invisible characters "
                           "such as NUL): type it again without them."),
])
def test_a_value_of_the_wrong_type_is_named(kind, value, reason) -> None:
    assert str(problem(kind, "size", value, {})) == reason


@pytest.mark.parametrize(("kind", "value"), [
    (T.integer, 7), (T.integer, -(2**60)), (T.number, 2.5), (T.number, 3), (T.string, ""),
    (T.boolean, False), (T.user, "42"), (T.channel, 43),
])
def test_a_value_of_the_right_type_passes(kind, value) -> None:
    data = {"resolved": {"users": {"42": {}}, "channels": {"43": {}}}}
    assert problem(kind, "size", value, data) is None
