"""The bot asks Discord for no intent, so it gets no GUILD_CREATE and keeps no guild, role or
channel: what it reads of a server comes with the interaction (the stand-in, like Discord,
sends no GUILD_CREATE to a bot that did not ask for the GUILDS intent). These failed while the
bot read the guild cache: a French server's posts without an interaction came out in English,
the organiser role never matched; tests/e2e/test_server_owners.py's challenge channels cover
the channel option."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from bot.core.snapshots import MatchStatus
from tests.fixtures.boards import answered, shown
from tests.fixtures.discord_world import MEMBER, World, eventually, match_id_of, world

pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def fast(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    """Challenges expire after 1.2 s; deadlines checked every 0.2 s."""
    async with world(tmp_path_factory.mktemp("no-cache"), challenge_timeout_minutes=0.02
                     ) as shared:
        yield shared


async def _slash(w: World, guild_id: int, channel: int, user: int, command: str,
                 **options: Any) -> Any:
    return await (await w.api.slash(guild_id, channel, user, command, options)).settled()


async def test_the_bot_asks_for_no_intent_and_holds_no_server(fast: World) -> None:
    assert {s.intents for s in fast.api._shard_sessions.values()} == {0}
    guild = fast.bot.get_guild(fast.guild_id)
    assert guild is None or (not guild.channels and len(guild.roles) <= 1)


async def test_a_post_without_an_interaction_speaks_the_servers_discord_language(
        fast: World) -> None:
    """A challenge in a French server expires in the deadline loop, where no interaction
    brings the language: the expired challenge still speaks French."""
    server = fast.api.add_guild(name="Serveur", locale="fr")
    ch = server.text_channel("jeux")
    ami, bea = fast.api.add_member(server.id, "ami"), fast.api.add_member(server.id, "bea")
    res = await _slash(fast, server.id, ch, ami, "challenge", opponent=bea, game="circle-duel")
    assert not res.ephemeral
    match_id = match_id_of(answered(res))

    async def expired() -> bool:
        return (await fast.bot.service.get(server.id, match_id)).status is MatchStatus.EXPIRED

    await eventually(expired)

    async def redrawn() -> bool:
        return "a expiré" in shown(fast.api.message(ch, res.message_id))["description"]

    await eventually(redrawn)


async def test_the_organiser_role_is_read_from_what_discord_sent(fast: World) -> None:
    guild = fast.api.guilds[fast.guild_id]
    role_id = 777_000_111
    guild.roles.append({"id": str(role_id), "name": "organisers", "color": 0, "hoist": False,
                        "position": 1, "permissions": "0", "managed": False,
                        "mentionable": True, "flags": 0})
    ch = fast.new_channel("tours")
    done = await fast.slash(fast["mod"], "config organiser-role", role=role_id)
    assert done.ephemeral and f"<@&{role_id}>" in (done.content or "")
    orga = fast.api.add_member(fast.guild_id, "orga", roles=[role_id], permissions=MEMBER)
    plain = fast.api.add_member(fast.guild_id, "plain", permissions=MEMBER)
    refused = await fast.slash(plain, "tournament create", ch, format="swiss",
                               game="non-consecutive")
    assert refused.ephemeral
    created = await fast.slash(orga, "tournament create", ch, format="swiss",
                               game="non-consecutive")
    assert not created.ephemeral, created.content
