"""The e2e world: the local Discord API stand-in (NOT Discord), a real database, the real bot.

`World` wraps the stand-in's API with the few verbs the tests speak: challenge, click a
number, read a board. State is always checked in two places: what the player sees (the
stand-in's stored messages) and what the database holds (the service).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.app import DuelsBot, create_bot
from bot.settings import Settings
from bot.snapshots import MatchSnapshot
from tests.standin.results import InteractionResult
from tests.standin.server import StandIn

TOKEN = "stand-in-token"
MATCH_ID = re.compile(r"match #(\d+)")


def make_settings(api: StandIn, database_url: str, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "discord_token": TOKEN,
        "database_url": database_url,
        "discord_api_url": api.rest_url,
        "discord_gateway_url": api.gateway_url,
        "deadline_check_seconds": 0.2,
        "log_level": "INFO",
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)  # type: ignore[call-arg]


@dataclass
class World:
    api: StandIn
    bot: DuelsBot
    database_url: str
    guild_id: int
    channel_id: int
    users: dict[str, int] = field(default_factory=dict)
    task: asyncio.Task[None] | None = None

    @property
    def me(self) -> int:
        """The bot's user id."""
        return self.api.bot_user_id

    def __getitem__(self, name: str) -> int:
        return self.users[name]

    def new_channel(self, name: str) -> int:
        """A fresh channel, so a test's open matches never meet another test's."""
        return self.api.guilds[self.guild_id].text_channel(name)

    def add_member(self, name: str) -> int:
        self.users[name] = self.api.add_member(self.guild_id, name)
        return self.users[name]

    # ------------------------------------------------------------------ actions
    async def slash(self, user: int, name: str, channel: int | None = None,
                    **options: Any) -> InteractionResult:
        res = await self.api.slash(self.guild_id, channel or self.channel_id, user, name,
                                   {k: v for k, v in options.items() if v is not None})
        return await res.settled()

    async def challenge(self, user: int, opponent: int, game: str, *, channel: int | None = None,
                        **options: Any) -> tuple[InteractionResult, int]:
        """Run /challenge; returns the answer and the new match's id (0 if refused)."""
        res = await self.slash(user, "challenge", channel, opponent=opponent, game=game,
                               **options)
        if res.ephemeral or not res.embeds:
            return res, 0
        return res, match_id_of(res.embeds[0])

    async def click(self, message_id: int, user: int, custom_id: str, *,
                    channel: int | None = None) -> InteractionResult:
        res = await self.api.click(self.guild_id, channel or self.channel_id, message_id, user,
                                   custom_id)
        return await res.settled()

    async def play(self, message_id: int, user: int, match_id: int, number: int, *,
                   channel: int | None = None) -> InteractionResult:
        return await self.click(message_id, user, f"nd:play:{match_id}:{number}",
                                channel=channel)

    async def start_match(self, a: int, b: int, game: str, *, channel: int | None = None,
                          **options: Any) -> tuple[int, int]:
        """Challenge and accept; returns (match id, message id)."""
        res, match_id = await self.challenge(a, b, game, channel=channel, **options)
        assert match_id, res.content
        assert res.message_id is not None
        await self.pointed_at(match_id, res.message_id)
        accepted = await self.click(res.message_id, b, f"nd:accept:{match_id}", channel=channel)
        assert not accepted.ephemeral, accepted.content
        return match_id, res.message_id  # type: ignore[return-value]

    # ------------------------------------------------------------------ reading
    def message(self, message_id: int, channel: int | None = None) -> dict[str, Any]:
        return self.api.message(channel or self.channel_id, message_id)

    def buttons(self, message_id: int, channel: int | None = None) -> dict[str, dict[str, Any]]:
        """The message's buttons by label (numbers by their plain number)."""
        out = {}
        for b in self.api.find_buttons(self.message(message_id, channel)):
            out[b["label"].split()[0]] = b
        return out

    def playable(self, message_id: int, channel: int | None = None) -> list[int]:
        """Numbers whose buttons are enabled."""
        return sorted(int(label) for label, b in self.buttons(message_id, channel).items()
                      if label.isdigit() and not b["disabled"])

    def embed(self, message_id: int, channel: int | None = None) -> dict[str, Any]:
        return self.message(message_id, channel)["embeds"][0]

    def fields(self, message_id: int, channel: int | None = None) -> dict[str, str]:
        embed = self.embed(message_id, channel)
        return {f["name"]: f["value"] for f in embed.get("fields", [])}

    async def snapshot(self, match_id: int) -> MatchSnapshot:
        return await self.bot.service.get(self.guild_id, match_id)

    async def pointed_at(self, match_id: int, message_id: int) -> None:
        """Wait until the match's message is `message_id` (the bot stores it just after
        answering the interaction)."""

        async def pointed() -> bool:
            return (await self.snapshot(match_id)).message_id == message_id

        await eventually(pointed)


async def eventually(check: Callable[[], Awaitable[bool]], within: float = 6) -> None:
    """Poll `check` until it holds (database state has no event to wait on)."""
    async with asyncio.timeout(within):
        while not await check():  # noqa: ASYNC110 - polling the database on purpose
            await asyncio.sleep(0.03)


def match_id_of(embed: dict[str, Any]) -> int:
    found = MATCH_ID.search(embed.get("title", ""))
    assert found, embed
    return int(found.group(1))


async def start_bot(api: StandIn, settings: Settings, token: str = TOKEN
                    ) -> tuple[DuelsBot, asyncio.Task[None]]:
    """The real bot, in this process and event loop, connected and ready."""
    bot = create_bot(settings)
    task = asyncio.create_task(bot.start(token))
    await api.wait_for_ready(timeout=15)
    async with asyncio.timeout(15):
        while not bot.is_ready():
            if task.done():
                task.result()
            await asyncio.sleep(0.05)
    return bot, task


CLOSE_TIMEOUT = 20


async def stop_bot(bot: DuelsBot, task: asyncio.Task[None]) -> None:
    """Close the bot; a close that hangs fails at once, with every pending task's stack."""
    try:
        async with asyncio.timeout(CLOSE_TIMEOUT):
            await bot.close()
    except TimeoutError:
        print(f"bot.close() did not finish in {CLOSE_TIMEOUT} s; pending tasks:", file=sys.stderr)
        for pending in asyncio.all_tasks():
            pending.print_stack(file=sys.stderr)
        raise
    with contextlib.suppress(asyncio.CancelledError, Exception):
        await asyncio.wait_for(task, 5)


@contextlib.asynccontextmanager
async def world(tmp: Path, database_url: str | None = None, **overrides: Any
                ) -> AsyncIterator[World]:
    """A stand-in with one server (#general; alice, bob, carol) and the bot connected."""
    url = database_url or f"sqlite+aiosqlite:///{tmp / 'duels.db'}"
    async with StandIn(token=TOKEN) as api:
        guild = api.add_guild(name="Test Server")
        channel = guild.text_channel("general")
        users = {name: api.add_member(guild.id, name) for name in ("alice", "bob", "carol")}
        overrides.setdefault("command_hash_dir", str(tmp))
        bot, task = await start_bot(api, make_settings(api, url, **overrides))
        try:
            yield World(api, bot, url, guild.id, channel, users, task)
        finally:
            await stop_bot(bot, task)
