"""Play anywhere (cogs.places, cogs.anywhere; docs/rules.md, decision 25), through the local
Discord API stand-in (NOT Discord): a user install in a DM between users, a group DM and a
server without the bot, where the bot's own token reaches nothing (403 50001), and the DM
with the bot.

Each place plays a game to its end by buttons and /claim, reviews it and rematches it (a
turn that ran out counts on the next click there: test_anywhere_clock.py); a channel that denies
Use External Apps is told to use a DM; a server's command asked elsewhere says where it
works; and the command sync says where each command is offered. Nothing of normal play
there tries a bot-token request (none in the stand-in's log, no 403).

The boards are read through their buttons (custom ids and labels), whatever draws them.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest
import pytest_asyncio
from sqlalchemy import text

import rules
from bot.core.snapshots import OUTSIDE_SERVER, MatchSnapshot, MatchStatus
from db.engine import make_engine
from i18n import speaking, t
from tests.fixtures.discord_world import World, eventually, world
from tests.standin import spec
from tests.standin.results import InteractionResult

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.timeout(120)]

SERVER_ONLY = {"config", "season", "void", "tournament", "puzzle", "stats", "privacy"}
ACCEPT = re.compile(r"^nd:accept:(\d+)$")
ANY_MATCH = re.compile(r"^nd:[a-z-]+:(\d+)")


def said(key: str, **args: Any) -> str:
    with speaking("en-US"):
        return t(key, **args)


@dataclass(frozen=True)
class Place:
    """Where the players are: ``guild`` None for a private channel (or the bot's DM)."""

    name: str
    guild: int | None
    channel: int


@dataclass
class Anywhere:
    w: World
    dm: Place  # a DM between alice and bob
    group: Place  # a group DM of alice, bob and carol
    elsewhere: Place  # a server without the bot
    strict: Place  # a server without the bot whose channel denies Use External Apps

    @property
    def places(self) -> tuple[Place, ...]:
        return (self.dm, self.group, self.elsewhere)


def _build(w: World) -> Anywhere:
    api = w.api
    alice, bob, carol = w["alice"], w["bob"], w["carol"]
    dm = api.add_private_channel([alice, bob])
    group = api.add_private_channel([alice, bob, carol], name="friends")
    other = api.add_guild(name="Elsewhere", bot_member=False)
    for name in ("alice", "bob", "carol"):
        api.add_member(other.id, name, user_id=w[name])
    strict = api.add_guild(name="Strict", bot_member=False)
    for name in ("alice", "bob"):
        api.add_member(strict.id, name, user_id=w[name])
    strict_channel = strict.text_channel("general")
    api.deny_external_apps(strict_channel)
    return Anywhere(w, Place("a DM", None, dm), Place("a group DM", None, group),
                    Place("a server without the bot", other.id, other.text_channel("general")),
                    Place("a strict server", strict.id, strict_channel))


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def aw(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Anywhere]:
    tmp = tmp_path_factory.mktemp("anywhere")
    async with world(tmp, command_hash_dir=str(tmp)) as shared:  # it syncs: the sync's test
        yield _build(shared)


# ---------------------------------------------------------------------- the verbs
async def slash(w: World, place: Place, user: int, name: str, *, validate: bool = True,
                **options: Any) -> InteractionResult:
    res = await w.api.slash(place.guild, place.channel, user, name,
                            {k: v for k, v in options.items() if v is not None},
                            validate=validate)
    return await res.settled()


async def click(w: World, place: Place, message_id: int, user: int, custom_id: str
                ) -> InteractionResult:
    res = await w.api.click(place.guild, place.channel, message_id, user, custom_id)
    return await res.settled()


def buttons(w: World, place: Place, message_id: int) -> list[dict[str, Any]]:
    return w.api.find_buttons(w.api.message(place.channel, message_id))


def ids_on(w: World, place: Place, message_id: int) -> set[str]:
    return {b["custom_id"] for b in buttons(w, place, message_id) if b.get("custom_id")}


def playable(w: World, place: Place, message_id: int, match_id: int) -> set[int]:
    prefix = f"nd:play:{match_id}:"
    return {int(b["custom_id"][len(prefix):]) for b in buttons(w, place, message_id)
            if (b.get("custom_id") or "").startswith(prefix) and not b["disabled"]}


async def board_shows(w: World, place: Place, message_id: int, match_id: int) -> None:
    """Until the board offers exactly the numbers the match allows now."""

    async def shown() -> bool:
        snap = await snapshot(w, match_id)
        legal = (set(rules.get_game(snap.game).legal_moves(snap.state))
                 if snap.status is MatchStatus.ACTIVE else set())
        return playable(w, place, message_id, match_id) == legal

    await eventually(shown)


def match_on(w: World, place: Place, message_id: int) -> int:
    """The match whose board ``message_id`` is (from its buttons' ids)."""
    found = {int(m.group(1)) for c in ids_on(w, place, message_id)
             if (m := ANY_MATCH.match(c))}
    assert len(found) == 1, ids_on(w, place, message_id)
    return found.pop()


async def snapshot(w: World, match_id: int) -> MatchSnapshot:
    return await w.bot.service.get(OUTSIDE_SERVER, match_id)


def bot_token_requests(w: World, place: Place, start: int) -> list[dict[str, Any]]:
    """Requests made with the bot's token to the place since ``start`` (none may be)."""
    where = f"/channels/{place.channel}/"
    return [r for r in w.api.requests[start:] if r["path"].startswith(where)]


def forbidden(w: World) -> list[dict[str, Any]]:
    return [r for r in w.api.invalid_requests if r["status"] == 403]


async def challenge(w: World, place: Place, user: int, opponent: int, game: str,
                    **options: Any) -> tuple[InteractionResult, int]:
    res = await slash(w, place, user, "challenge", opponent=opponent, game=game, **options)
    assert not res.ephemeral and res.message_id is not None, res.content
    match_id = match_on(w, place, res.message_id)
    await pointed_at(w, match_id, res.message_id)
    return res, match_id


async def pointed_at(w: World, match_id: int, message_id: int) -> None:
    """Until the match's board is ``message_id`` (stored just after the answer)."""

    async def pointed() -> bool:
        return (await snapshot(w, match_id)).message_id == message_id

    await eventually(pointed)


async def accepted(w: World, place: Place, message_id: int, match_id: int, user: int
                   ) -> InteractionResult:
    res = await click(w, place, message_id, user, f"nd:accept:{match_id}")
    assert res.type == 7 and not res.ephemeral, res.content  # the board, updated in place
    assert (await snapshot(w, match_id)).status is MatchStatus.ACTIVE
    return res


async def started(w: World, place: Place, user: int, opponent: int, game: str,
                  **options: Any) -> tuple[int, int]:
    """`challenge`, then `accepted` by ``opponent``: the board's message id and the match's."""
    res, match_id = await challenge(w, place, user, opponent, game, **options)
    assert res.message_id is not None  # challenge checked it: for the type checker
    await accepted(w, place, res.message_id, match_id, opponent)
    return res.message_id, match_id


async def play_to_the_end(w: World, place: Place, message_id: int, match_id: int
                          ) -> MatchSnapshot:
    """Alternately a click on the board and /claim, the lowest legal number each time,
    until the game ends; after each /claim the board shows it (edited through the
    interaction that last drew it)."""
    for turn in range(40):
        snap = await snapshot(w, match_id)
        if snap.status is not MatchStatus.ACTIVE:
            return snap
        mover = snap.to_move_id
        assert mover is not None
        number = min(rules.get_game(snap.game).legal_moves(snap.state))
        assert number in playable(w, place, message_id, match_id)
        if turn % 2 == 0:
            res = await click(w, place, message_id, mover, f"nd:play:{match_id}:{number}")
            assert res.type == 7 and not res.ephemeral, res.content
        else:
            res = await slash(w, place, mover, "claim", number=number)
            assert res.ephemeral and res.content and res.content.startswith(
                f"You played {number}."), res.content
            await w.api.wait_until(
                lambda n=number: n not in playable(w, place, message_id, match_id), timeout=5)
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------------- the sync
async def test_the_sync_says_where_every_command_is_offered(
        aw: Anywhere, spec_checker: spec.RequestChecker) -> None:
    api = aw.w.api
    sync = "PUT /applications/{application_id}/commands"
    sent = [r for r in api.requests if spec_checker.route(r["method"], r["path"]) == sync]
    assert sent and api.spec_checked[sync] == len(sent)  # every global sync checked
    assert spec_checker.check("PUT", sent[-1]["path"], sent[-1]["json"], has_body=True) == []
    synced = {c["name"]: c for c in sent[-1]["json"]}
    assert set(synced) > SERVER_ONLY and "challenge" in synced
    for name, command in synced.items():
        where = (command.get("integration_types"), command.get("contexts"))
        if name in SERVER_ONLY:  # a server install, in servers only
            assert where == ([0], [0]), (name, where)
        else:  # a member's install too; servers, the DM with the bot, DMs and group DMs
            assert where == ([0, 1], [0, 1, 2]), (name, where)
    # Discord's own rules (Application Commands): an integration type is 0 or 1, a context
    # 0, 1 or 2, each at most once; a command offered in a DM must not be a server's.
    for command in synced.values():
        for field, allowed in (("integration_types", {0, 1}), ("contexts", {0, 1, 2})):
            values = command[field]
            assert set(values) <= allowed and len(values) == len(set(values)), command
    # Offered where declared: the stand-in's client refuses a server's command elsewhere.
    with pytest.raises(PermissionError, match="integration_types"):
        await slash(aw.w, aw.dm, aw.w["alice"], "config show")


# ---------------------------------------------------------------------- a friend anywhere
@pytest.mark.parametrize("where", ["dm", "group", "elsewhere"])
async def test_a_game_anywhere_played_reviewed_and_rematched(aw: Anywhere, where: str
                                                             ) -> None:
    w, place = aw.w, getattr(aw, where)
    alice, bob = w["alice"], w["bob"]
    start = len(w.api.requests)
    res, match_id = await challenge(w, place, alice, bob, "non-consecutive", size=7,
                                    first="me")
    assert f"nd:accept:{match_id}" in ids_on(w, place, res.message_id)
    snap = await snapshot(w, match_id)
    assert (snap.guild_id, snap.channel_id, snap.message_id) == (
        OUTSIDE_SERVER, place.channel, res.message_id)
    board = res.message_id
    assert board is not None
    await accepted(w, place, board, match_id, bob)
    # The challenger hears of it: a followup of bob's click, mentioning alice, with the
    # board's link (in the server it is played in, or @me in a DM).
    link = f"https://discord.com/channels/{place.guild or '@me'}/{place.channel}/{board}"
    await w.api.wait_until(lambda: any(
        f"<@{alice}>" in (m.get("content") or "") and link in (m.get("content") or "")
        for m in w.api.messages(place.channel)), timeout=5)
    # /games here lists the member's running matches everywhere.
    games = await slash(w, place, alice, "games")
    assert games.ephemeral and f"#{match_id}" in str(games.embeds), games.embeds
    assert link in str(games.embeds)
    rules_shown = await click(w, place, board, bob, f"nd:rules:{match_id}")
    assert rules_shown.ephemeral and rules_shown.embeds  # the Rules button, to bob alone
    hint = await slash(w, place, alice, "hint")  # hints are for games against the bot
    assert hint.ephemeral and hint.content and hint.content.endswith("."), hint.content

    done = await play_to_the_end(w, place, board, match_id)
    assert done.status is MatchStatus.FINISHED and done.rated is False  # never rated
    assert {f"nd:rematch:{match_id}", f"nd:review:{match_id}"} <= ids_on(w, place, board)

    review = await click(w, place, board, bob, f"nd:review:{match_id}")
    assert review.ephemeral and review.embeds, review.content
    rematch = await click(w, place, board, bob, f"nd:rematch:{match_id}")
    assert not rematch.ephemeral and rematch.message_id not in (None, board)
    again = match_on(w, place, rematch.message_id)
    assert again != match_id
    await pointed_at(w, again, rematch.message_id)
    again_snap = await snapshot(w, again)
    assert (again_snap.status, again_snap.channel_id) == (MatchStatus.PENDING, place.channel)
    assert f"nd:accept:{again}" in ids_on(w, place, rematch.message_id)
    declined = await click(w, place, rematch.message_id, alice, f"nd:decline:{again}")
    assert declined.type == 7

    # Nothing of it tried the bot's token there, so nothing was refused.
    assert bot_token_requests(w, place, start) == []
    assert forbidden(w) == []


async def test_games_outside_servers_count_nowhere_but_in_the_players_history(
        aw: Anywhere) -> None:
    w, place = aw.w, aw.elsewhere
    alice, carol = w["alice"], w["carol"]
    res, match_id = await challenge(w, place, alice, carol, "number-capture", size=4,
                                    first="me")
    assert res.message_id is not None
    await accepted(w, place, res.message_id, match_id, carol)
    done = await play_to_the_end(w, place, res.message_id, match_id)
    assert done.status is MatchStatus.FINISHED and done.rated is False
    engine = make_engine(w.database_url)
    async with engine.connect() as conn:
        counted = (await conn.execute(text(
            "SELECT (SELECT count(*) FROM results) + (SELECT count(*) FROM ratings) "
            "+ (SELECT count(*) FROM bot_records)"))).scalar_one()
    await engine.dispose()
    assert counted == 0  # no rating, no ledger row, no record against the bot
    # A game in a server with the bot, rated there.
    ch = w.new_channel("anywhere-history")
    server_match, mid = await w.start_match(alice, carol, "circle-duel", channel=ch,
                                            first="me")
    await w.both_move(server_match, mid, channel=ch)
    await w.slash(carol, "resign", ch)
    await eventually(lambda: _finished(w, server_match))
    history = await slash(w, aw.dm, alice, "history")  # her games everywhere
    assert history.ephemeral and history.embeds
    shown = str(history.embeds[0])
    assert "everywhere" in shown and f"<@{carol}>" in shown and f"`#{match_id}`" in shown
    # its board's link: in the server without the bot it is played in
    assert f"https://discord.com/channels/{place.guild}/{place.channel}/{res.message_id}" in (
        shown)
    assert f"`#{server_match}`" in shown  # the server's game too, with its server's link
    assert f"https://discord.com/channels/{w.guild_id}/{ch}/{mid}" in shown
    other = await slash(w, aw.group, alice, "history", member=w["bob"])
    assert other.ephemeral and other.content == said("anywhere-history-own")
    table = await slash(w, aw.group, alice, "leaderboard")
    assert table.ephemeral and table.content == said("anywhere-leaderboard")
    ranked = await w.bot.service.standings.leaderboard(w.guild_id)
    assert alice not in {row.user_id for row in ranked.rows}


async def _finished(w: World, match_id: int) -> bool:
    return (await w.bot.service.get(w.guild_id, match_id)).status is MatchStatus.FINISHED


async def test_board_posts_a_fresh_board_whose_interaction_edits_it(aw: Anywhere) -> None:
    w, place = aw.w, aw.dm
    alice, bob = w["alice"], w["bob"]
    old, match_id = await started(w, place, bob, alice, "circle-duel", first="me")
    w.api.clock.advance(16 * 60)  # the old board's interactions are dead
    again = await slash(w, place, bob, "board")
    assert not again.ephemeral and again.message_id not in (None, old)
    await pointed_at(w, match_id, again.message_id)
    snap = await snapshot(w, match_id)
    number = min(rules.get_game(snap.game).legal_moves(snap.state))
    claimed = await slash(w, place, bob, "claim", number=number)
    assert claimed.content == f"You played {number}."  # the new board was edited
    await board_shows(w, place, again.message_id, match_id)
    # The board's Resign asks alice alone; its answer resigns, and the board shows it
    # (edited through the interaction of /board, still alive).
    asked = await click(w, place, again.message_id, alice, f"nd:resign:{match_id}")
    assert asked.ephemeral and asked.message_id is not None, asked.content
    done = await click(w, place, asked.message_id, alice, f"nd:resign-yes:{match_id}")
    assert done.type == 7
    await w.api.wait_until(lambda: not playable(w, place, again.message_id, match_id),
                           timeout=5)
    assert f"nd:rematch:{match_id}" in ids_on(w, place, again.message_id)
    assert forbidden(w) == []


async def test_board_retires_the_old_board_through_its_interaction(aw: Anywhere) -> None:
    w, place = aw.w, aw.elsewhere
    alice, bob = w["alice"], w["bob"]
    old, match_id = await started(w, place, alice, bob, "forbidden-adjacent", first="me")
    start = len(w.api.requests)
    again = await slash(w, place, alice, "board")
    assert not again.ephemeral and again.message_id not in (None, old)
    await pointed_at(w, match_id, again.message_id)
    await w.api.wait_until(lambda: not ids_on(w, place, old), timeout=5)  # no buttons left
    assert playable(w, place, again.message_id, match_id)
    assert bot_token_requests(w, place, start) == [] and forbidden(w) == []
    resigned = await slash(w, place, bob, "resign")
    assert resigned.ephemeral
    await w.api.wait_until(lambda: not playable(w, place, again.message_id, match_id),
                           timeout=5)


async def test_an_open_challenge_in_a_group_dm(aw: Anywhere) -> None:
    w, place = aw.w, aw.group
    alice, bob, carol = w["alice"], w["bob"], w["carol"]
    res = await slash(w, place, bob, "challenge", game="number-chain", size=5)
    assert not res.ephemeral and res.message_id is not None, res.content
    match_id = match_on(w, place, res.message_id)
    await pointed_at(w, match_id, res.message_id)
    own = await click(w, place, res.message_id, bob, f"nd:accept:{match_id}")
    # Refused (not its challenger): the board redrawn by the click, the reason to bob alone.
    assert own.type == 7
    told = await own.wait_followups(1)
    assert told[0]["flags"] & 64 and told[0]["content"].endswith("."), told
    await accepted(w, place, res.message_id, match_id, carol)
    snap = await snapshot(w, match_id)
    assert set(snap.player_ids) == {bob, carol} and alice not in snap.player_ids
    resigned = await slash(w, place, carol, "resign")
    assert resigned.ephemeral
    await w.api.wait_until(lambda: not playable(w, place, res.message_id, match_id),
                           timeout=5)


async def test_a_claim_after_the_boards_token_died_answers_with_the_position(
        aw: Anywhere) -> None:
    w, place = aw.w, aw.group
    alice, carol = w["alice"], w["carol"]
    board, match_id = await started(w, place, carol, alice, "number-capture", size=5, first="me")
    before = w.api.message(place.channel, board)
    w.api.clock.advance(16 * 60)  # every token of the board's interactions is dead now
    snap = await snapshot(w, match_id)
    number = min(rules.get_game(snap.game).legal_moves(snap.state))
    start = len(w.api.requests)
    claimed = await slash(w, place, carol, "claim", number=number)
    # The position (the board, without buttons), to carol alone, whatever draws it.
    answer = json.dumps([claimed.content, claimed.embeds, claimed.components])
    assert claimed.ephemeral and (claimed.embeds or claimed.components), answer
    assert f"You played {number}." in answer and said("anywhere-board-later") in answer
    assert not [c for c in w.api.find_buttons({"components": claimed.components})
                if (c.get("custom_id") or "").startswith("nd:play:")]
    assert w.api.message(place.channel, board) == before  # not tried: the token is dead
    assert bot_token_requests(w, place, start) == [] and forbidden(w) == []
    # The next click shows it.
    snap = await snapshot(w, match_id)
    reply = min(rules.get_game(snap.game).legal_moves(snap.state))
    clicked = await click(w, place, board, alice, f"nd:play:{match_id}:{reply}")
    assert clicked.type == 7
    assert not {number, reply} & playable(w, place, board, match_id)
    resigned = await slash(w, place, carol, "resign")
    assert resigned.ephemeral  # through the click's fresh token: the board shows the end
    await w.api.wait_until(lambda: not playable(w, place, board, match_id), timeout=5)


async def test_a_channel_that_denies_external_apps_is_told_to_use_a_dm(aw: Anywhere) -> None:
    w, place = aw.w, aw.strict
    start = len(w.api.requests)
    res = await slash(w, place, w["alice"], "challenge", opponent=w["bob"],
                      game="circle-duel")
    assert res.ephemeral and res.content == said("error-forced-private")
    assert w.bot.service.current_match is not None
    assert await w.bot.service.current_match(OUTSIDE_SERVER, place.channel,
                                             w["alice"]) is None  # nothing was challenged
    assert bot_token_requests(w, place, start) == []


async def test_a_servers_command_elsewhere_says_where_it_works(aw: Anywhere) -> None:
    w = aw.w
    # An out-of-date client sends /config where Discord would not offer it.
    res = await slash(w, aw.elsewhere, w["alice"], "config show", validate=False)
    assert res.ephemeral and res.content == said("error-server-only", command="/config")
    res = await slash(w, aw.dm, w["bob"], "season start", validate=False)
    assert res.ephemeral and res.content == said("error-server-only", command="/season")
    # A series needs a server (its next board has nobody to post it).
    res = await slash(w, aw.dm, w["alice"], "challenge", opponent=w["bob"],
                      game="circle-duel", **{"best-of": 3})
    assert res.ephemeral and res.content == said("error-series-outside")


# ---------------------------------------------------------------------- the bot's DM
@pytest.mark.parametrize("level", ["easy", "normal", "perfect"])
async def test_every_game_against_the_bot_in_its_dm(aw: Anywhere, level: str) -> None:
    w = aw.w
    alice = w["alice"]
    place = Place("the bot's DM", None, w.api.open_dm(alice))
    for slug in rules.game_slugs():
        res = await slash(w, place, alice, "challenge", opponent=w.me, game=slug,
                          level=level, first="me")
        assert not res.ephemeral and res.message_id is not None, (slug, res.content)
        board = res.message_id
        match_id = match_on(w, place, board)
        snap = await snapshot(w, match_id)
        assert snap.status is MatchStatus.ACTIVE and snap.bot_level == level
        hinted = await slash(w, place, alice, "hint")
        assert hinted.ephemeral and hinted.content, slug
        for turn in range(40):
            snap = await snapshot(w, match_id)
            if snap.status is not MatchStatus.ACTIVE:
                break
            number = min(rules.get_game(snap.game).legal_moves(snap.state))
            if turn % 2:
                played = await slash(w, place, alice, "claim", number=number)
                assert played.ephemeral, (slug, played.content)
                await board_shows(w, place, board, match_id)
            else:
                played = await click(w, place, board, alice, f"nd:play:{match_id}:{number}")
                assert played.type == 7, (slug, played.content)
        snap = await snapshot(w, match_id)
        assert snap.status is MatchStatus.FINISHED and snap.rated is False, slug
        await w.api.wait_until(lambda m=match_id, b=board: f"nd:review:{m}" in ids_on(
            w, place, b), timeout=5)
        review = await click(w, place, board, alice, f"nd:review:{match_id}")
        assert review.ephemeral and review.embeds, slug
    assert forbidden(w) == []
