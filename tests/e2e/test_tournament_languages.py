"""Tournaments and the coach in other languages, through the stand-in (NOT Discord): what
everyone in the channel reads (the sign-up message, the live table, the pairing lines, the
podium, the DMs about the tournament) is in the server's language, whoever clicked; what only
one member reads (a refusal, a reply, a hint) is in that member's.

The server's language here is its Discord language (Guild.locale), no `/config language`
chosen; each member's is their Discord client's (`api.user_locales`)."""

from __future__ import annotations

import asyncio
import re
import time
from typing import Any

import pytest

from bot.core.snapshots import MatchStatus
from bot.tournaments.snapshots import TournamentStatus
from tests.e2e.test_tournaments import open_boards
from tests.fixtures.boards import heading_of
from tests.fixtures.discord_world import MEMBER, MODERATOR, World, eventually
from tests.standin.results import InteractionResult

pytestmark = pytest.mark.asyncio(loop_scope="module")

SMALL = {"game": "non-consecutive", "size": 3}
#: French puts a no-break space before : ; ! ?
NBSP = "\u00a0"


async def server(w: World, locale: str, name: str) -> tuple[int, int]:
    """A new server speaking ``locale`` that the bot has joined: its id and a channel."""
    guild = w.api.add_guild(name=name, locale=locale)
    return guild.id, guild.text_channel("tournaments")


def member(w: World, guild_id: int, name: str, locale: str, permissions: int = MEMBER) -> int:
    user = w.api.add_member(guild_id, name, permissions=permissions)
    w.api.user_locales[user] = locale
    return user


async def slash(w: World, guild_id: int, channel: int, user: int, command: str,
                **options: Any) -> InteractionResult:
    return await (await w.api.slash(guild_id, channel, user, command, options)).settled()


async def click(w: World, guild_id: int, channel: int, message_id: int, user: int,
                custom_id: str) -> InteractionResult:
    return await (await w.api.click(guild_id, channel, message_id, user, custom_id)).settled()


def embed(w: World, channel: int, message_id: int) -> dict[str, Any]:
    return w.api.message(channel, message_id)["embeds"][0]  # type: ignore[no-any-return]


def dms(w: World, user_id: int) -> list[str]:
    channel = w.api.dm_channel(user_id)
    return [] if channel is None else [m.get("content") or "" for m in w.api.messages(channel)]


async def play_out(w: World, guild_id: int, channel: int, tournament_id: int) -> None:
    """Each player to move clicks the lowest number offered until the tournament is over."""
    deadline = time.monotonic() + 60
    while (await w.bot.tournaments.get(guild_id, tournament_id)).status is (
            TournamentStatus.RUNNING):
        assert time.monotonic() < deadline, "the tournament is still running"
        for match_id, message_id in open_boards(w, channel).items():
            snap = await w.bot.service.get(guild_id, match_id)
            if snap.status is not MatchStatus.ACTIVE or snap.to_move_id is None:
                continue
            offered = sorted(
                int(b["label"]) for b in w.api.find_buttons(w.api.message(channel, message_id))
                if str(b.get("label", "")).isdigit() and not b.get("disabled"))
            if offered:
                await click(w, guild_id, channel, message_id, snap.to_move_id,
                            f"nd:play:{match_id}:{offered[0]}")
        await asyncio.sleep(0.05)


async def test_a_french_servers_tournament_is_french_and_a_german_member_reads_german(
        w: World) -> None:
    guild_id, ch = await server(w, "fr", "Serveur français")
    organiser = member(w, guild_id, "orga", "fr", MODERATOR)
    hans = member(w, guild_id, "hans", "de", MODERATOR)  # German, and a moderator
    marie = member(w, guild_id, "marie", "fr")

    created = await slash(w, guild_id, ch, organiser, "tournament create", format="swiss",
                          rounds=1, **{"starts-in": 60}, **SMALL)
    assert not created.ephemeral and created.message_id is not None, created.content
    signup = created.message_id
    found = await w.bot.tournaments.in_channel(guild_id, ch)
    assert found is not None
    assert found.name.endswith(" – Système suisse")  # no name given: said in French
    text = embed(w, ch, signup)
    assert text["description"].startswith("**Système suisse** · 1 ronde · ")
    assert f"Chaque appariement joue deux parties{NBSP}: chaque joueur commence une fois." in (
        text["description"])
    assert [f["name"] for f in text["fields"]] == ["Joueurs (0)"]
    assert [b["label"] for b in w.api.find_buttons(w.api.message(ch, signup))] == [
        "Rejoindre", "Quitter"]

    # The German member joins: the public message stays French, their answer is German.
    await eventually(lambda: _signup_stored(w, guild_id, found.id, signup))
    joined = await click(w, guild_id, ch, signup, hans, f"nd:tour:join:{found.id}")
    assert not joined.ephemeral, joined.content
    await eventually(lambda: _says(w, ch, signup, "Joueurs (1)", field=True))
    answer = (await joined.wait_followups())[0]
    assert answer["content"].startswith(f"Du bist bei **{found.name}** dabei.")
    twice = await click(w, guild_id, ch, signup, hans, f"nd:tour:join:{found.id}")
    assert twice.ephemeral
    assert twice.content == "Du bist für dieses Turnier schon angemeldet."
    alone = await slash(w, guild_id, ch, hans, "tournament start")  # a moderator, 1 player
    assert alone.ephemeral
    assert alone.content == "Ein Turnier braucht mindestens zwei Spieler, um zu beginnen."

    await click(w, guild_id, ch, signup, marie, f"nd:tour:join:{found.id}")
    started = await slash(w, guild_id, ch, organiser, "tournament start")
    assert started.ephemeral and started.content == f"**{found.name}** a commencé."
    await eventually(lambda: _says(w, ch, signup, "Ronde 1 sur 1."))
    table = embed(w, ch, signup)
    assert table["title"] == f"🏆 {found.name} · tableau"
    assert table["footer"]["text"].startswith("D'abord les points, puis Buchholz")
    pairing = [heading_of(m) for m in w.api.messages(ch)
               if "votre partie dans" in heading_of(m)]
    assert pairing and pairing[0].endswith(
        f"votre partie dans **{found.name}**, ronde 1, partie 1 sur 2.")
    # A DM is the member's own: German for Hans (his interactions carried "de"), the
    # tournament's name as it was stored (French).
    await eventually(lambda: _has_dm(w, hans))
    assert dms(w, hans)[0].startswith(f"Deine Partie gegen <@{marie}> in **{found.name}** "
                                      "ist bereit: https://discord.com/channels/")
    # /tournament standings is a public reply: French, though a German member asked.
    shown = await slash(w, guild_id, ch, hans, "tournament standings")
    assert not shown.ephemeral and shown.embeds[0]["title"] == f"🏆 {found.name} · tableau"

    await play_out(w, guild_id, ch, found.id)
    await eventually(lambda: _podium(w, ch, f"🏆 Fin du tournoi {found.name}"))
    podium = next(m["embeds"][0] for m in w.api.messages(ch) if m.get("embeds") and (
        m["embeds"][0].get("title") == f"🏆 Fin du tournoi {found.name}"))
    assert "**Tableau final**" in podium["description"]
    # One winner, or two the table can't tell apart (the same points and tie-breaks).
    assert re.search(r"🥇 <@\d+> avec (1|½|2) points?\.|🥇 <@\d+> et <@\d+>, à égalité avec",
                     podium["description"]), podium["description"]


async def test_russian_plurals_of_rounds_and_seconds(w: World) -> None:
    guild_id, _ch = await server(w, "ru", "Русский сервер")
    organiser = member(w, guild_id, "org-ru", "ru", MODERATOR)
    said = {}
    for rounds, seconds in ((1, 21), (2, 22), (5, 25)):
        ch = w.api.guilds[guild_id].text_channel(f"t{rounds}")
        res = await slash(w, guild_id, ch, organiser, "tournament create", format="swiss",
                          name=f"Кубок {rounds}", rounds=rounds, **{"turn-seconds": seconds},
                          **SMALL)
        assert res.message_id is not None, res.content
        said[rounds] = embed(w, ch, res.message_id)["description"].splitlines()[0]
    assert said[1].startswith("**Швейцарская система** · 1 тур · ")
    assert said[1].endswith(" · 21 секунда на ход.")
    assert said[2].startswith("**Швейцарская система** · 2 тура · ")
    assert said[2].endswith(" · 22 секунды на ход.")
    assert said[5].startswith("**Швейцарская система** · 5 туров · ")
    assert said[5].endswith(" · 25 секунд на ход.")


async def test_a_hint_in_japanese(w: World) -> None:
    ch = w.new_channel("hint-ja")
    yuki = w.add_member("yuki")
    w.api.user_locales[yuki] = "ja"
    res, match_id = await w.challenge(yuki, w.me, "forbidden-adjacent", channel=ch,
                                      first="me", level="perfect")
    assert match_id, res.content
    await w.pointed_at(match_id, res.message_id)  # type: ignore[arg-type]
    hint = await w.slash(yuki, "hint", ch)
    assert hint.ephemeral
    assert hint.content == "ヒント: 5で勝てます。この対局で使ったヒント: 1回。"


async def _signup_stored(w: World, guild_id: int, tournament_id: int, message_id: int) -> bool:
    found = await w.bot.tournaments.get(guild_id, tournament_id)
    return found.signup_message_id == message_id


async def _says(w: World, channel: int, message_id: int, text: str,
                field: bool = False) -> bool:
    shown = embed(w, channel, message_id)
    if field:
        return any(text == f["name"] for f in shown.get("fields", []))
    return text in shown.get("description", "")


async def _has_dm(w: World, user_id: int) -> bool:
    return bool(dms(w, user_id))


async def _podium(w: World, channel: int, title: str) -> bool:
    return any(m.get("embeds") and m["embeds"][0].get("title") == title
               for m in w.api.messages(channel))
