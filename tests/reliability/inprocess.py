"""In-process reliability helpers: the real bot against the local Discord API stand-in
(NOT Discord), two servers, log capture, whole-database snapshots, forged interactions.

Reuses tests/e2e/harness.py read-only (settings, start/stop). Import explicitly:

    from tests.reliability.inprocess import Rel, rel_world, ...
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import create_async_engine

import rules
from bot.app import DuelsBot
from cogs.host import game_cog, host
from tests.e2e.harness import make_settings, match_id_of, start_bot, stop_bot
from tests.standin.results import InteractionResult
from tests.standin.server import StandIn

OUR_LOGGERS = ("bot", "cogs", "discord", "db")
APPLICATION_COMMAND = 2


class LogCapture(logging.Handler):
    """Keeps every record of the watched loggers (the bot's and discord.py's)."""

    def __init__(self) -> None:
        super().__init__(level=logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def errors(self, since: int = 0) -> list[logging.LogRecord]:
        """ERROR+ records (with or without a traceback) after index `since`."""
        return [r for r in self.records[since:] if r.levelno >= logging.ERROR]

    def tracebacks(self, since: int = 0) -> list[logging.LogRecord]:
        """Records at WARNING+ that carry an exception: an unhandled or unexpected error."""
        return [
            r for r in self.records[since:] if r.levelno >= logging.WARNING and r.exc_info
        ]

    def text(self) -> str:
        """Everything logged, formatted as a handler would write it (with tracebacks)."""
        fmt = logging.Formatter("%(levelname)s %(name)s %(message)s")
        return "\n".join(fmt.format(r) for r in self.records)

    def describe(self, records: list[logging.LogRecord]) -> str:
        fmt = logging.Formatter("%(levelname)s %(name)s %(message)s")
        return "\n".join(fmt.format(r) for r in records[:5])


@contextlib.contextmanager
def capture_logs(discord_level: int = logging.INFO) -> Any:
    """Attach a LogCapture to our loggers and discord's; `discord_level` for discord.py."""
    handler = LogCapture()
    saved: list[tuple[logging.Logger, int]] = []
    for name in OUR_LOGGERS:
        logger = logging.getLogger(name)
        saved.append((logger, logger.level))
        logger.setLevel(discord_level if name == "discord" else logging.DEBUG)
        logger.addHandler(handler)
    try:
        yield handler
    finally:
        for logger, level in saved:
            logger.removeHandler(handler)
            logger.setLevel(level)


# ---------------------------------------------------------------------- database snapshot
async def db_rows(url: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table (reflected with SQLAlchemy Core), sorted, per table."""
    engine = create_async_engine(url)
    try:
        async with engine.connect() as conn:
            meta = sa.MetaData()
            await conn.run_sync(meta.reflect)
            out: dict[str, list[tuple[Any, ...]]] = {}
            for name, table in sorted(meta.tables.items()):
                rows = (await conn.execute(sa.select(table))).all()
                out[name] = sorted((tuple(r) for r in rows), key=repr)
            return out
    finally:
        await engine.dispose()


# ---------------------------------------------------------------------- the world
@dataclass
class Server:
    id: int
    channel: int
    members: dict[str, int] = field(default_factory=dict)


@dataclass
class Rel:
    api: StandIn
    bot: DuelsBot
    url: str
    token: str
    logs: LogCapture
    a: Server
    b: Server
    task: asyncio.Task[None] | None = None
    sent: int = 0  # interactions sent through the helpers below

    @property
    def me(self) -> int:
        return self.api.bot_user_id

    def channel(self, server: Server, name: str) -> int:
        return self.api.add_channel(server.id, name)

    # -------------------------------------------------------------- interactions
    async def slash(self, server: Server, user: int, name: str, channel: int | None = None,
                    validate: bool = False, **options: Any) -> InteractionResult:
        self.sent += 1
        res = await self.api.slash(server.id, channel or server.channel, user, name,
                                   {k: v for k, v in options.items() if v is not None},
                                   validate=validate)
        return await res.settled()

    async def raw_slash(self, server: Server, user: int, data: dict[str, Any],
                        channel: int | None = None) -> InteractionResult:
        """An application-command interaction with exactly `data` (any option types, unknown
        commands, missing options): what a hostile or buggy client could send."""
        self.sent += 1
        rec = self.api._interaction_payload(APPLICATION_COMMAND, server.id,
                                            channel or server.channel, user, data)
        res = await self.api._send_interaction(rec, None)
        return await res.settled()

    def command_data(self, server: Server, name: str, options: dict[str, Any]) -> dict[str, Any]:
        """The stand-in's own option encoding (validate=False), to mutate afterwards."""
        return self.api._command_data(server.id, name, options, validate=False)

    def forge_message(self, server: Server, custom_ids: list[str],
                      channel: int | None = None) -> int:
        """A bot-authored message carrying buttons with the given custom ids (forged)."""
        rows = [
            {"type": 1, "components": [
                {"type": 2, "style": 2, "label": str(i), "custom_id": cid}
                for i, cid in enumerate(custom_ids[k:k + 5], start=k)
            ]}
            for k in range(0, len(custom_ids), 5)
        ]
        msg = self.api._create_message(channel or server.channel, {"components": rows})
        return int(msg["id"])

    async def click(self, server: Server, user: int, message_id: int, custom_id: str,
                    channel: int | None = None) -> InteractionResult:
        self.sent += 1
        res = await self.api.click(server.id, channel or server.channel, message_id, user,
                                   custom_id, allow_disabled=True)
        return await res.settled()

    async def forged_click(self, server: Server, user: int, custom_id: str,
                           channel: int | None = None) -> InteractionResult:
        mid = self.forge_message(server, [custom_id], channel)
        return await self.click(server, user, mid, custom_id, channel)

    # -------------------------------------------------------------- matches
    async def start_match(self, server: Server, a: int, b: int, game: str, *,
                          channel: int | None = None, accept: bool = True,
                          **options: Any) -> tuple[int, int]:
        """Challenge (and accept); returns (match id, message id)."""
        res = await self.slash(server, a, "challenge", channel, validate=True, opponent=b,
                               game=game, **options)
        assert not res.ephemeral and res.embeds, res.content
        match = match_id_of(res.embeds[0])
        assert res.message_id is not None
        await self.pointed_at(server, match, res.message_id)
        if accept and b != self.me:
            ok = await self.click(server, b, res.message_id, f"nd:accept:{match}", channel)
            assert not ok.ephemeral, ok.content
        return match, res.message_id

    async def pointed_at(self, server: Server, match: int, message_id: int) -> None:
        async def pointed() -> bool:
            return (await self.bot.service.get(server.id, match)).message_id == message_id

        await eventually(pointed)

    def board_matches_db(self, channel: int, message_id: int, snapshot: Any) -> list[str]:
        """Differences between a stored board message and the DB's state of its match."""
        problems = []
        msg = self.api.message(channel, message_id)
        game = rules.get_game(snapshot.game)
        enabled = sorted(
            int(b["label"].split()[0]) for b in self.api.find_buttons(msg)
            if b.get("label", "").split() and b["label"].split()[0].isdigit()
            and not b.get("disabled")
        )
        legal = (game.legal_moves(snapshot.state)
                 if snapshot.status.value == "active" else [])
        if enabled != sorted(legal):
            problems.append(f"enabled buttons {enabled} != legal moves {legal}")
        embed = (msg.get("embeds") or [{}])[0]
        expected = game_cog(host(self.bot), snapshot.game).board_embed(snapshot).to_dict()
        for key in ("title", "description"):
            if embed.get(key) != expected.get(key):
                problems.append(f"embed {key}: {embed.get(key)!r} != {expected.get(key)!r}")
        if [f.get("value") for f in embed.get("fields", [])] != [
            f.get("value") for f in expected.get("fields", [])
        ]:
            problems.append("embed fields differ from the DB state")
        return problems


async def eventually(check: Callable[[], Any], within: float = 8) -> None:
    async with asyncio.timeout(within):
        while not await check():  # noqa: ASYNC110 - polling the database on purpose
            await asyncio.sleep(0.03)


def new_token() -> str:
    return "NDtok." + secrets.token_hex(12) + ".secret"


@contextlib.asynccontextmanager
async def rel_world(tmp: Path, *, discord_level: int = logging.INFO,
                    **overrides: Any) -> AsyncIterator[Rel]:
    """Two servers (A: alice bob carol dave + another bot 'robo'; B: eve frank, and alice
    is in both), the bot connected, logs captured."""
    token = new_token()
    url = f"sqlite+aiosqlite:///{tmp / 'duels.db'}"
    with capture_logs(discord_level) as logs:
        async with StandIn(token=token) as api:
            ga = api.add_guild(name="Server A")
            gb = api.add_guild(name="Server B")
            a = Server(ga.id, ga.text_channel("general"))
            b = Server(gb.id, gb.text_channel("general"))
            for name in ("alice", "bob", "carol", "dave"):
                a.members[name] = api.add_member(ga.id, name)
            a.members["robo"] = api.add_member(ga.id, "robo", bot=True)
            for name in ("eve", "frank"):
                b.members[name] = api.add_member(gb.id, name)
            b.members["alice"] = api.add_member(gb.id, "alice", user_id=a.members["alice"])
            overrides.setdefault("command_hash_dir", str(tmp))
            settings = make_settings(api, url, discord_token=token, **overrides)
            bot, task = await start_bot(api, settings, token)
            try:
                yield Rel(api, bot, url, token, logs, a, b, task)
            finally:
                await stop_bot(bot, task)
