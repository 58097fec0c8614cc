"""Server owners in control, end to end through the local Discord API stand-in (NOT Discord):
/config and its refusals, /void (ratings checked against a replay), a season rollover,
/history paging and the /stats chart.

The module shares one bot (the `w` fixture); a test that changes this server's settings puts
them back before it ends, and the season rollover runs last.
"""

from __future__ import annotations

import re
import struct
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import func, select

from bot.core.snapshots import MatchStatus
from bot.frontends.charts import CHART_TIMEOUT, ChartLine, ChartRenderer, ChartWords
from bot.standings import ratings
from db.engine import make_engine
from db.models import ALL_GAMES, Match
from tests.fixtures.boards import answered, has_board
from tests.fixtures.boards import shown as read_board
from tests.fixtures.chart_worker import DRAWING_SECONDS, drawn_with_its_worker_lifted
from tests.fixtures.discord_world import World, answer_question

pytestmark = pytest.mark.asyncio(loop_scope="module")

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


async def _resigned(w: World, winner: int, loser: int, ch: int,
                    game: str = "non-consecutive") -> tuple[int, int]:
    """A match `winner` wins because `loser` resigns once both have moved; (match id, board
    message id)."""
    match_id, mid = await w.start_match(winner, loser, game, channel=ch, first="me")
    await w.both_move(match_id, mid, channel=ch)
    res = await w.slash(loser, "resign", ch)
    assert res.content == "You resigned.", res.content
    await w.api.wait_until(lambda: "Result" in w.fields(mid, ch), timeout=5)
    return match_id, mid


async def _as_mod(w: World, name: str, **options: object):  # -> InteractionResult
    """/config ... by the moderator (World.slash's `channel` is where, not an option)."""
    res = await w.api.slash(w.guild_id, w.channel_id, w["mod"], f"config {name}", options)
    return await res.settled()


async def _config(w: World, name: str, **options: object) -> str:
    res = await _as_mod(w, name, **options)
    assert res.ephemeral, res.content
    if name == "reset":  # it asks first: confirmed
        res = await answer_question(w.api, res, w["mod"], w.guild_id)
    return res.content or ""


@asynccontextmanager
async def _restored(w: World) -> AsyncIterator[None]:
    """Put this server's settings back as the environment has them afterwards."""
    try:
        yield
    finally:
        assert await _config(w, "reset") == "Every setting is back to its default."
        assert (await w.bot.service.config.get(w.guild_id)).from_server == frozenset()


# ---------------------------------------------------------------------- who may
async def test_moderator_commands_are_for_manage_server_only(w: World) -> None:
    pat, mod = w["pat"], w["mod"]
    definitions = {c["name"]: c for c in w.api.commands}
    for name in ("config", "season", "void"):
        assert str(definitions[name]["default_member_permissions"]) == "32", name  # Manage Server
        assert definitions[name]["contexts"] == [0], name  # servers only
    assert definitions["history"]["default_member_permissions"] is None
    # Discord's client does not even offer them to a member without Manage Server ...
    with pytest.raises(PermissionError):
        await w.api.slash(w.guild_id, w.channel_id, pat, "config show")
    # ... unless the server's integration settings let them see it: the bot refuses then.
    for name, options in [("config show", {}), ("config turn-timeout", {"hours": 3}),
                          ("config game", {"game": "circle-duel", "enabled": False}),
                          ("season start", {}), ("void", {"match": 1})]:
        w.api.permit_command(w.guild_id, name.split()[0], pat)
        res = await w.slash(pat, name, **options)
        assert res.ephemeral, name
        assert res.content == "Only members with the **Manage Server** permission can do that."
    conf = await w.bot.service.config.get(w.guild_id)
    season = await w.bot.service.standings.season(w.guild_id)
    assert conf.from_server == frozenset() and season.number == 1
    shown = await w.slash(mod, "config show")
    assert shown.ephemeral and "Settings on this server" in shown.embeds[0]["title"]


async def test_config_show_says_where_each_setting_comes_from(w: World) -> None:
    async with _restored(w):
        text = (await w.slash(w["mod"], "config show")).embeds[0]["description"]
        assert "**Turn timeout:** 24 hours (default)" in text
        assert "**Challenge timeout:** 15 minutes (default)" in text
        assert "**Challenge channels:** everywhere (default)" in text
        assert "**My default level:** normal (default)" in text
        assert "**Games:** all on (default)" in text
        assert "**Rated games limit:** no limit (default)" in text
        assert "**New challenges:** no limit (default)" in text  # the tests' environment
        assert "**Season:** 1" in text
        await _config(w, "turn-timeout", hours=6)
        await _config(w, "challenge-timeout", minutes=30)
        await _config(w, "bot-level", level="perfect")
        await _config(w, "daily-rated-limit", games=3)
        await _config(w, "game", game="number-chain", enabled=False)
        games = w.api.guilds[w.guild_id].text_channel("games")
        await _config(w, "allow-channel", channel=games)
        text = (await w.slash(w["mod"], "config show")).embeds[0]["description"]
        assert "**Turn timeout:** 6 hours (this server)" in text
        assert "**Challenge timeout:** 30 minutes (this server)" in text
        assert f"**Challenge channels:** <#{games}> (this server)" in text
        assert "**My default level:** perfect (this server)" in text
        assert "**Games:** off: Number Chain (this server)" in text
        assert "3 games a day between the same two people (this server)" in text


# ---------------------------------------------------------------------- /config at work
async def test_challenge_channels(w: World) -> None:
    games = w.api.guilds[w.guild_id].text_channel("games")
    alice, bob = w["alice"], w["bob"]
    async with _restored(w):
        said = await _config(w, "allow-channel", channel=games)
        assert said == f"Challenges are now allowed only in <#{games}>."
        refused = await w.slash(alice, "challenge", w.channel_id, opponent=bob,
                                game="circle-duel")
        assert refused.ephemeral
        assert refused.content == (
            "Challenges aren't allowed in this channel on this server. "
            f"Try <#{games}>.")
        res, match_id = await w.challenge(alice, bob, "circle-duel", channel=games)
        assert match_id and not res.ephemeral
        await w.click(res.message_id, alice, f"nd:cancel:{match_id}", channel=games)
        again = await _as_mod(w, "allow-channel", channel=games)
        assert again.ephemeral and "already on the list" in again.content
        said = await _config(w, "disallow-channel", channel=games)
        assert "challenges are allowed everywhere" in said
        not_listed = await _as_mod(w, "disallow-channel", channel=games)
        assert not_listed.ephemeral and "isn't on the list" in not_listed.content
        res, match_id = await w.challenge(alice, bob, "circle-duel", channel=w.channel_id)
        assert match_id
        await w.click(res.message_id, alice, f"nd:cancel:{match_id}")


async def test_the_challenge_limit(w: World) -> None:
    """A member past the server's limit is refused with when they can challenge again, and
    nothing is created; /config challenge-limit sets it and /config show says so."""
    ch = w.new_channel("limits")
    sam, bob = w.add_member("sam"), w["bob"]

    async with _restored(w):
        said = await _config(w, "challenge-limit", **{"per-minute": 2})
        assert said == "Each member can now make at most 2 new challenges a minute here " \
                       "(rematches count)."
        text = (await w.slash(w["mod"], "config show")).embeds[0]["description"]
        assert "**New challenges:** at most 2 a minute for each member (this server)" in text
        for _ in range(2):
            res, match_id = await w.challenge(sam, bob, "circle-duel", channel=ch)
            assert match_id, res.content
            await w.pointed_at(match_id, res.message_id or 0)
            await w.click(res.message_id or 0, sam, f"nd:cancel:{match_id}", channel=ch)
        made = await _challenges_by(w, sam)
        refused = await w.slash(sam, "challenge", ch, opponent=bob, game="circle-duel")
        assert refused.ephemeral
        assert re.fullmatch(r"You've made 2 challenges in the last minute, this server's "
                            r"limit\. You can challenge again <t:\d+:R>\.",
                            refused.content or ""), refused.content
        assert await _challenges_by(w, sam) == made  # nothing written
        nothing = await _as_mod(w, "challenge-limit")
        assert nothing.ephemeral
        assert nothing.content == "Give `per-minute`, `per-hour` or both (0 means no limit)."
        said = await _config(w, "challenge-limit", **{"per-minute": 0})
        assert said == "No limit: members can make as many challenges as they like."
        res, match_id = await w.challenge(sam, bob, "circle-duel", channel=ch)
        assert match_id, res.content


async def _challenges_by(w: World, user: int) -> int:
    """The matches `user` created on this server, read from the database itself."""
    engine = make_engine(w.database_url)
    try:
        async with engine.connect() as conn:
            return (await conn.execute(select(func.count()).select_from(Match).where(
                Match.guild_id == w.guild_id, Match.challenger_id == user))).scalar_one()
    finally:
        await engine.dispose()


async def test_a_game_switched_off(w: World) -> None:
    ch = w.new_channel("switched-off")
    async with _restored(w):
        said = await _config(w, "game", game="number-chain", enabled=False)
        assert said == "**Number Chain** is off: no new challenges. Running matches play on."
        refused = await w.slash(w["alice"], "challenge", ch, opponent=w["bob"],
                                game="number-chain")
        assert refused.ephemeral
        assert refused.content == "Number Chain is switched off on this server."
        await _config(w, "game", game="number-chain", enabled=True)
        _, match_id = await w.challenge(w["alice"], w["bob"], "number-chain", channel=ch)
        assert match_id


async def test_values_out_of_range_are_refused_with_the_range(w: World) -> None:
    """Discord's client keeps values in range (min/max on the options); an out-of-date or
    forged one can still send any number, and the bot says what is allowed."""
    mod = w["mod"]
    definitions = {c["name"]: c for c in w.api.commands}
    subs = {o["name"]: o for o in definitions["config"]["options"]}
    hours = subs["turn-timeout"]["options"][0]
    assert (hours["min_value"], hours["max_value"]) == (1, 720)
    for name, options, reason in [
        ("config turn-timeout", {"hours": 721}, "The turn timeout must be from 1 to 720"
                                                " hours."),
        ("config turn-timeout", {"hours": 0}, "from 1 to 720 hours"),
        ("config challenge-timeout", {"minutes": 1441}, "from 1 to 1440 minutes"),
        ("config daily-rated-limit", {"games": 51}, "from 0 to 50 games"),
    ]:
        with pytest.raises(ValueError):  # the client would not send it
            await w.api.slash(w.guild_id, w.channel_id, mod, name, options)
        res = await (await w.api.slash(w.guild_id, w.channel_id, mod, name, options,
                                       validate=False)).settled()
        assert res.ephemeral and reason in res.content, (name, res.content)
    assert (await w.bot.service.config.get(w.guild_id)).from_server == frozenset()


async def test_a_new_turn_timeout_applies_from_the_next_turn(w: World) -> None:
    ch = w.new_channel("timeouts")
    alice, bob = w["alice"], w["bob"]
    async with _restored(w):
        match_id, mid = await w.start_match(alice, bob, "non-consecutive", channel=ch,
                                            first="me")
        before = await w.snapshot(match_id)
        said = await _config(w, "turn-timeout", hours=2)
        assert said == ("Turns now last 2 hours, from the next turn on. Running turns keep "
                        "their current deadline.")
        assert (await w.snapshot(match_id)).deadline == before.deadline
        await w.play(mid, alice, match_id, 1, channel=ch)
        after = await w.snapshot(match_id)
        assert after.deadline is not None
        assert timedelta(minutes=119) < after.deadline - after.updated_at <= timedelta(hours=2)
        await w.slash(bob, "resign", ch)
        said = await _config(w, "challenge-timeout", minutes=30)
        assert said.startswith("New challenges now wait 30 minutes for an answer.")
        posted, pending = await w.challenge(alice, bob, "circle-duel", channel=ch)
        snap = await w.snapshot(pending)
        assert snap.deadline is not None
        assert snap.deadline - snap.created_at == timedelta(minutes=30)
        assert "Expires" in w.fields(posted.message_id or 0, ch)


async def test_bot_level_default(w: World) -> None:
    ch = w.new_channel("bot-level")
    async with _restored(w):
        await _config(w, "bot-level", level="easy")
        res, match_id = await w.challenge(w["alice"], w.me, "circle-duel", channel=ch)
        assert (await w.snapshot(match_id)).bot_level == "easy"
        assert f"<@{w.me}> (easy)" in w.fields(res.message_id, ch)["Players"]
        await w.slash(w["alice"], "resign", ch)


async def test_daily_rated_limit_says_so_on_the_result(w: World) -> None:
    ch = w.new_channel("limit")
    alice, carol = w["alice"], w["carol"]
    async with _restored(w):
        said = await _config(w, "daily-rated-limit", games=1)
        assert said == ("Only the first game a day between the same two people is rated; "
                        "later ones count as wins and losses, unrated.")
        first, mid1 = await _resigned(w, alice, carol, ch)
        second, mid2 = await _resigned(w, alice, carol, ch)
        assert "Not rated" not in w.fields(mid1, ch)["Result"]
        assert "Not rated: you two reached this server's limit" in w.fields(mid2, ch)["Result"]
        assert ((await w.snapshot(first)).rated, (await w.snapshot(second)).rated) == (
            True, False)


# ---------------------------------------------------------------------- /void
async def test_void_a_running_match_shows_on_its_board(w: World) -> None:
    ch = w.new_channel("void-running")
    alice, bob, mod = w["alice"], w["bob"], w["mod"]
    match_id, mid = await w.start_match(alice, bob, "non-consecutive", channel=ch, first="me")
    await w.play(mid, alice, match_id, 5, channel=ch)
    res = await w.confirmed(mod, "void", ch, match=match_id)
    assert res.ephemeral
    assert res.content.startswith(f"Match #{match_id} is void. It ended with no result.")
    assert f"/channels/{w.guild_id}/{ch}/{mid}" in res.content
    result = w.fields(mid, ch)["Result"]
    assert result == f"⛔ Voided by <@{mod}>: this match doesn't count."
    assert w.buttons(mid, ch) == {}
    snap = await w.snapshot(match_id)
    assert (snap.status, snap.voided_by, snap.winner_id) == (MatchStatus.FINISHED, mod, None)
    again = await w.slash(mod, "void", ch, match=match_id)
    assert again.ephemeral and again.content == f"Match #{match_id} is already void."
    unknown = await w.slash(mod, "void", ch, match=987654321)
    assert unknown.ephemeral and unknown.content == "I can't find that match."
    assert await w.bot.service.verify() == []


async def test_void_a_finished_match_recomputes_ratings_as_a_replay(w: World) -> None:
    ch = w.new_channel("void-finished")
    a, b, c = (w.add_member(name) for name in ("vic", "val", "vin"))
    played = [(a, b), (b, c), (c, a), (a, c), (b, a)]
    ids = [(await _resigned(w, winner, loser, ch))[0] for winner, loser in played]
    voided = 2
    res = await w.confirmed(w["mod"], "void", ch, match=ids[voided])
    assert "It no longer counts in ratings or records." in res.content
    board = await w.snapshot(ids[voided])
    assert board.winner_id == c and board.voided_by == w["mod"]
    assert "(It had ended: 🏆" in w.fields(board.message_id, ch)["Result"]
    # The test's own replay of the games that count, through bot.standings.ratings alone.
    skills = {u: ratings.Skill() for u in (a, b, c)}
    record = {u: [0, 0] for u in (a, b, c)}
    for i, (winner, loser) in enumerate(played):
        if i == voided:
            continue
        skills[winner], skills[loser] = ratings.rate_win(skills[winner], skills[loser])
        record[winner][0] += 1
        record[loser][1] += 1
    table = await w.bot.service.standings.leaderboard(w.guild_id, per_page=50)
    mine = {r.user_id: r for r in table.rows if r.user_id in (a, b, c)}
    for user in (a, b, c):
        assert mine[user].rating == pytest.approx(skills[user].display)
        assert [mine[user].wins, mine[user].losses] == record[user]
    stats = await w.slash(c, "stats")
    fields = {f["name"]: f["value"] for f in stats.embeds[0]["fields"]}
    assert "0 wins, 2 losses" in fields["Overall"]
    assert ALL_GAMES == "*" and await w.bot.service.verify() == []


# ---------------------------------------------------------------------- /history
async def test_history_pages_with_buttons(w: World) -> None:
    ch = w.new_channel("history")
    hana, hugo = w.add_member("hana"), w.add_member("hugo")
    ids = []
    for i in range(12):
        winner, loser = (hana, hugo) if i % 4 else (hugo, hana)
        ids.append((await _resigned(w, winner, loser, ch,
                                    "non-consecutive" if i % 2 else "number-capture"))[0])
    res = await w.slash(hana, "history", ch)
    assert not res.ephemeral
    lines = res.embeds[0]["description"].split("\n\n", 1)[1].splitlines()
    assert len(lines) == 10 and res.embeds[0]["footer"]["text"] == "Page 1/2"
    assert lines[0].startswith(f"`#{ids[-1]}` ✅ Won vs <@{hugo}> · Non-Consecutive · "
                               "resignation · <t:")
    assert f"/channels/{w.guild_id}/{ch}/" in lines[0]
    buttons = {b["label"]: b for b in w.api.find_buttons(res.message)}
    assert buttons["◀ Newer"]["disabled"] and not buttons["Older ▶"]["disabled"]
    older = await w.click(res.message_id, hugo, buttons["Older ▶"]["custom_id"], channel=ch)
    assert older.type == 7  # the list itself turns the page
    page2 = w.embed(res.message_id, ch)
    assert page2["footer"]["text"] == "Page 2/2"
    lines2 = page2["description"].split("\n\n", 1)[1].splitlines()
    assert [line.split("`")[1] for line in lines2] == [f"#{i}" for i in ids[1::-1]]
    assert lines2[-1].startswith(f"`#{ids[0]}` ❌ Lost vs <@{hugo}> · Number Capture")
    turned = {b["label"]: b for b in w.api.find_buttons(w.message(res.message_id, ch))}
    assert not turned["◀ Newer"]["disabled"] and turned["Older ▶"]["disabled"]
    only = await w.slash(hugo, "history", ch, member=hana, game="number-capture")
    assert only.embeds[0]["title"] == "📜 History · Number Capture"
    assert only.embeds[0]["footer"]["text"] == "Page 1/1" and not only.components


# ---------------------------------------------------------------------- /stats chart
async def chart_worker_started_and_lifted(w: World) -> None:
    """The bot's chart worker made anew for this test, its first chart drawn (waited for as
    long as a loaded machine takes: the worker starts and loads matplotlib) and its process
    lifted from the lowest CPU priority. The member's /stats then waits its usual few
    seconds for the chart, not for CPU that two busy processes never leave over."""
    cog = w.bot.get_cog("Leaderboard")  # an instance of the extension's own module copy
    earlier = getattr(cog, "charts", None)
    assert isinstance(earlier, ChartRenderer) and earlier.mode == "process"
    earlier.close()  # an earlier /stats's worker, perhaps still at the lowest priority
    renderer = ChartRenderer("process", timeout=DRAWING_SECONDS)
    cog.charts = renderer  # type: ignore[union-attr]
    await drawn_with_its_worker_lifted(renderer, WARM_UP, "warm-up")
    renderer.timeout = CHART_TIMEOUT


WARM_UP = (ChartLine("warm-up", ((1, 1000.0),)),)


async def test_stats_attaches_a_rating_chart(w: World) -> None:
    ch = w.new_channel("chart")
    cleo, cody = w.add_member("cleo"), w.add_member("cody")
    for i in range(4):
        await _resigned(w, cleo if i % 3 else cody, cody if i % 3 else cleo, ch,
                        "non-consecutive" if i % 2 else "number-chain")
    await chart_worker_started_and_lifted(w)
    res = await w.slash(cleo, "stats", ch)
    message = w.api.message(ch, res.message_id)
    (attachment,) = message["attachments"]
    assert attachment["filename"] == "rating.png"
    assert message["embeds"][0]["image"]["url"] == "attachment://rating.png"
    png = w.api.attachment_bytes(attachment)
    assert png.startswith(PNG_SIGNATURE) and png[12:16] == b"IHDR"
    assert struct.unpack(">II", png[16:24]) == (800, 400)
    assert 5_000 < len(png) < 500_000 and attachment["size"] == len(png)
    # No rated game yet: the stats answer without a chart.
    newcomer = w.add_member("newcomer")
    none = await w.slash(newcomer, "stats", ch)
    assert not w.api.message(ch, none.message_id)["attachments"]
    assert "No rated games this season yet." in none.embeds[0]["description"]


# ---------------------------------------------------------------------- languages
async def test_help_in_the_members_language_and_stats_in_the_servers(w: World) -> None:
    """What only the member sees is said in their Discord language (/help, for a member
    whose Discord speaks Japanese on an English server); /stats is a public reply, said with
    its chart's words in the server's language, whoever asks."""
    ch = w.new_channel("nihongo")
    yui, yann = w.add_member("yui"), w.add_member("yann")
    for i in range(3):  # yui wins two, loses one
        await _resigned(w, yui if i < 2 else yann, yann if i < 2 else yui, ch)
    w.api.user_locales[yui] = "ja"
    try:
        page = await w.slash(yui, "help", ch)
        assert page.ephemeral
        assert page.embeds[0]["title"] == "📖 Number Duels: コマンド一覧"
        assert page.embeds[0]["footer"]["text"] == "あなただけに表示されています"
        assert [f["name"] for f in page.embeds[0]["fields"]][:4] == ["対局する", "学ぶ", "大会",
                                                                    "成績"]
        english_page = await w.slash(yann, "help", ch)
        assert english_page.embeds[0]["title"] == "📖 Number Duels: every command"
        # On this English server, yui's own /stats is public, so English.
        mine = await w.slash(yui, "stats", ch)
        assert not mine.ephemeral
        assert mine.embeds[0]["description"] == f"Stats for <@{yui}> · season 1"
        await w.api.slash(w.guild_id, ch, w["mod"], "config language", {"language": "ja"})
        cog = w.bot.get_cog("Leaderboard")
        drawn: list[dict[str, object]] = []
        render = cog.charts.render  # type: ignore[attr-defined]

        async def spy(*args: object, **kwargs: object) -> bytes:
            drawn.append({"title": args[1], **kwargs})
            return await render(*args, **kwargs)

        cog.charts.render = spy  # type: ignore[attr-defined]
        try:  # the English member asks, on a server that now speaks Japanese
            stats = await w.slash(yann, "stats", ch, member=yui)
        finally:
            cog.charts.render = render  # type: ignore[attr-defined]
        embed = stats.embeds[0]
        assert embed["description"] == f"<@{yui}> の成績 · シーズン1"
        fields = {f["name"]: f["value"] for f in embed["fields"]}
        assert fields["総合"].startswith("レーティング **") and "2勝1敗" in fields["総合"]
        assert fields["通算"] == "全シーズン通算で2勝1敗です。"
        # The chart's words, said in Japanese, and in English for a machine without a
        # Japanese font.
        (words,) = drawn
        assert {k: words[k] for k in ("title", "x_label", "y_label")} == {
            "title": "yui · レーティング · シーズン1", "x_label": "今シーズンのレート戦",
            "y_label": "レーティング"}
        assert words["fallback"] == ChartWords("yui · rating · season 1",
                                               "rated games this season", "rating",
                                               ("Non-Consecutive",))
    finally:
        del w.api.user_locales[yui]
        asked = await (await w.api.slash(w.guild_id, ch, w["mod"], "config reset",
                                         {"setting": "language"})).settled()
        await answer_question(w.api, asked, w["mod"], w.guild_id)


async def test_config_language_sets_the_servers_public_language(w: World) -> None:
    """/config language: on a server whose Discord speaks French, boards and announcements
    follow French until a moderator picks German; the moderator's own replies stay in their
    language; a reset goes back to the server's Discord language."""
    from cogs.messages import board_of
    from cogs.voice import server_language
    from i18n import speaking
    from tests.fixtures.discord_world import MODERATOR

    guild = w.api.add_guild(name="Serveur", locale="fr")
    gid, ch = guild.id, guild.text_channel("general")
    mod = w.api.add_member(gid, "modo", permissions=MODERATOR)
    mira = w.api.add_member(gid, "mira", permissions=MODERATOR)
    w.api.user_locales[mira] = "ru"
    ami, bea = w.api.add_member(gid, "ami"), w.api.add_member(gid, "bea")
    w.api.user_locales[ami] = "ja"

    async def slash(user: int, name: str, **options: object):  # -> InteractionResult
        return await (await w.api.slash(gid, ch, user, name, options)).settled()

    async def confirmed(user: int, name: str) -> dict[str, Any]:
        """Confirm the question, then the announcement it posts for everyone."""
        done = await answer_question(w.api, await slash(user, name), user, gid)
        return (await done.wait_followups(1))[0]

    async def shown() -> str:
        res = await slash(mod, "config show")
        assert res.ephemeral
        return res.embeds[0]["description"]

    try:
        definitions = {c["name"]: c for c in w.api.commands}
        language = next(o for o in definitions["config"]["options"] if o["name"] == "language")
        assert [c["value"] for c in language["options"][0]["choices"]] == [
            "en", "de", "fr", "es-ES", "pt-BR", "ru", "ja", "server"]
        assert "**Language:** Français (the server's Discord language)" in await shown()
        assert await server_language(w.bot, gid) == "fr"

        said = await slash(mod, "config language", language="de")
        assert said.ephemeral and said.content == (
            "Boards, challenges and announcements on this server are now in Deutsch.")
        assert "**Language:** Deutsch (set with `/config language`)" in await shown()
        assert await server_language(w.bot, gid) == "de"

        # A new challenge's board is drawn in German, whoever challenged (ami reads Japanese).
        res = await slash(ami, "challenge", opponent=bea, game="circle-duel")
        assert not res.ephemeral and has_board(res)
        engine = make_engine(w.database_url)
        async with engine.connect() as conn:
            match_id = (await conn.execute(select(func.max(Match.id))
                                           .where(Match.guild_id == gid))).scalar_one()
        await engine.dispose()
        snapshot = await w.bot.service.get(gid, match_id)
        with speaking("de"):
            german = read_board((await board_of(w.bot, snapshot)).view().to_components())
        posted = answered(res)
        for part in ("title", "description", "fields", "footer"):
            assert posted.get(part) == german.get(part), part
        await (await w.api.click(gid, ch, res.message_id, ami, f"nd:cancel:{match_id}")).settled()
        # The season's announcement, posted for everyone, is in German too.
        season = await confirmed(mod, "season start")
        assert not season.get("flags", 0) & 64
        assert season["content"] == (
            "🏁 **Saison 2** hat begonnen: Alle starten neu bei 1000. Die Rangliste von "
            "Saison 1 bleibt als Endstand: `/rangliste saison:1`.")

        # A Russian moderator's reply is in Russian; the server follows Discord again.
        back = await answer_question(w.api, await slash(mira, "config reset",
                                                         setting="language"), mira, gid)
        assert back.ephemeral and back.content == (
            "Доски, вызовы и объявления снова следуют языку этого сервера в Discord: "
            "Français.")
        assert "**Language:** Français (the server's Discord language)" in await shown()
        season = await confirmed(mod, "season start")
        assert season["content"] == (  # French puts a no-break space before a colon
            "🏁 La **saison 3** a commencé\u00a0: tout le monde repart de 1000. Le classement "
            "final de la saison 2 reste consultable\u00a0: `/classement saison:2`.")
        german = await slash(mira, "config language", language="de")
        assert german.content == (
            "Теперь доски, вызовы и объявления на этом сервере на языке: Deutsch.")
        follows = await slash(mod, "config language", language="server")
        assert follows.content == ("Boards, challenges and announcements now follow this "
                                   "server's Discord language: Français.")
        assert (await w.bot.service.config.get(gid)).language is None
    finally:
        for user in (mira, ami):
            w.api.user_locales.pop(user, None)


# ---------------------------------------------------------------------- seasons (last)
async def test_season_rollover(w: World) -> None:
    ch = w.new_channel("seasons")
    sam, sue = w.add_member("sam"), w.add_member("sue")
    await _resigned(w, sam, sue, ch)
    before = (await w.slash(sam, "leaderboard")).embeds[0]
    assert before["title"] == "🏆 Leaderboard · all games · season 1"
    done = await w.confirmed(w["mod"], "season start", ch)
    assert done.ephemeral and done.content == "Season 2 has started: I told the channel."
    res = (await done.wait_followups(1))[0]
    assert not res.get("flags", 0) & 64  # announced in the channel
    assert res["content"].startswith("🏁 **Season 2** has started")
    fresh = (await w.slash(sam, "leaderboard")).embeds[0]
    assert fresh["title"] == "🏆 Leaderboard · all games · season 2"
    assert fresh["description"] == "No rated games yet. Start one with `/challenge`!"
    kept = (await w.slash(sam, "leaderboard", season=1)).embeds[0]
    assert kept["title"] == "🏆 Leaderboard · all games · season 1 (final)"
    assert kept["description"] == before["description"]
    missing = await w.slash(sam, "leaderboard", season=3)
    assert missing.ephemeral
    assert missing.content == "There is no season 3 on this server: it is in season 2."
    await _resigned(w, sue, sam, ch)
    stats = await w.slash(sam, "stats", ch)
    fields = {f["name"]: f["value"] for f in stats.embeds[0]["fields"]}
    assert stats.embeds[0]["description"].startswith(f"Stats for <@{sam}> · season 2")
    assert fields["Overall"].startswith("Rating **") and "0 wins, 1 loss" in fields["Overall"]
    assert fields["All time"] == "1 win, 1 loss in every season."
    shown = (await w.slash(w["mod"], "config show")).embeds[0]["description"]
    assert "**Season:** 2 (since <t:" in shown
