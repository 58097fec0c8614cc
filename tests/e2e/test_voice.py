"""The bot's voice (docs: /help, VOICE rules in the README's "Voice" section): every text it
sent players in a long tour of every command, as the stand-in (NOT Discord) recorded it,
checked against the rules a machine can check.

What is collected: every message content, embed title, description, field name and value,
footer and author, button label, and autocomplete choice name.

What is a *sentence text* (it must end with ``.``, ``!``, ``?`` or ``:``, line by line,
before any closing ``**`` or ``_`` of Markdown):
message contents, embed descriptions and field values. Exceptions, each a line that is
data rather than prose:

* fenced code blocks (a board drawn in text, the terminal's notation);
* table rows: a line that starts with a rank or number in backticks (`` `#1` ``), holds
  a `` · `` separator, or is a ``**label:** value`` pair (/config show);
* list items of a review ("3. <@1>: 5, winning move"): a number, a full stop, a space;
* a field value of at most three words (a rating, "12 wins", a mention, "3 / 5").
"""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import rules
from tests.e2e.test_payload_limits import play_to_the_end, sent_messages
from tests.fixtures.boards import answered, is_v2, shown, walk
from tests.fixtures.discord_world import World, answer_question, match_id_of

Text = tuple[str, str]  # (where, the text)

COUNTED = ("games|moves|hints|days|numbers|matches|plies|points|minutes|hours|seconds|"
           "players|times|challenges|puzzles|seasons|pages|members|turns|weeks|wins|losses|"
           "draws|more")
RULES: list[tuple[str, re.Pattern[str]]] = [
    ("programmer range", re.compile(r"\d\s*\.\.\s*\d")),
    ("jargon", re.compile(r"\b(ply|plies|stubborn|engine)\b", re.IGNORECASE)),
    ("terminal names", re.compile(r"\bPlayer [12]\b")),
    ("plural after 1", re.compile(rf"(?<![\d.,#])\b1 (?:{COUNTED})\b")),
    ("count of one", re.compile(r"\b(?:first|last|next) 1\b")),
    # A value after `option:` is a command as typed (`/notify tournaments:False`), not a repr.
    ("Python repr", re.compile(r"(?<!:)\b(None|True|False)\b|'[a-z]+(?:-[a-z]+)+'|Traceback|"
                               r"\[[^\]]*\](?!\()|\w+Error\b")),
]
ENDS = (".", "!", "?", ":")
#: A review that says one of these (nothing could change the result) calls no move
#: winning or losing.
SETTLED = ("changed the result", "change the result", "decided by the rules",
           "whatever anyone plays")


def texts_of(route: str, payload: dict[str, Any]) -> Iterator[tuple[str, str, str]]:
    """(kind, where, text) of everything a player can read in one message payload (a board
    in Components V2 read as its embed was: tests.fixtures.boards.shown)."""
    if is_v2(payload):
        board = shown(payload.get("components") or [])
        if board.get("heading"):
            yield "content", route, board["heading"]
        payload = {"embeds": [board], "components": [
            row for row in walk(payload.get("components") or []) if row.get("type") == 1]}
    if isinstance(payload.get("content"), str):
        yield "content", route, payload["content"]
    for embed in payload.get("embeds") or []:
        for kind in ("title", "description"):
            if embed.get(kind):
                yield kind, route, embed[kind]
        for part in ("footer", "author"):
            if (embed.get(part) or {}).get("text" if part == "footer" else "name"):
                yield part, route, embed[part].get("text") or embed[part].get("name")
        for f in embed.get("fields") or []:
            yield "field name", route, f["name"]
            yield "field value", f"{route} [{f['name']}]", f["value"]
    for row in payload.get("components") or []:
        for item in row.get("components") or []:
            if item.get("label"):
                yield "label", route, item["label"]
    for choice in payload.get("choices") or []:
        yield "choice", route, choice["name"]


def table_row(line: str) -> bool:
    return (line.startswith("`") or " · " in line or re.match(r"\*\*[^*]+:\*\*", line)
            is not None or re.match(r"\d+\. ", line) is not None)


def sentence_problems(kind: str, text: str) -> list[str]:
    """Lines of a sentence text that do not end like a sentence (see the module doc)."""
    if kind not in {"content", "description", "field value"}:
        return []
    if kind == "field value" and len(text.split()) <= 3:
        return []
    prose = re.sub(r"```.*?```", "", text, flags=re.DOTALL)
    return [line for line in (raw.strip() for raw in prose.splitlines())
            if line and not table_row(line) and not line.rstrip("*_").endswith(ENDS)]


def problems(collected: list[tuple[str, str, str]]) -> list[str]:
    found = []
    for kind, where, text in collected:
        for name, pattern in RULES:
            hit = pattern.search(re.sub(r"```.*?```", "", text, flags=re.DOTALL))
            if hit:
                found.append(f"{name} {hit.group(0)!r} in {kind} at {where}: {text[:160]!r}")
        for line in sentence_problems(kind, text):
            found.append(f"not a sentence ({kind} at {where}): {line[:160]!r}")
    # A review that says nothing could change the result calls no move winning or lost.
    for kind, where, text in collected:
        if kind == "field value" and any(marker in text.lower() for marker in SETTLED):
            same = [t for k, w, t in collected if w.split(" [")[0] == where.split(" [")[0]
                    and k == "description"]
            for description in same:
                for word in ("winning move", "mistake", "lost anyway"):
                    if word in description:
                        found.append(f"contradiction at {where}: {word!r} beside {text!r}")
    return found


async def complete(w: World, user: int, ch: int, typed: str = "") -> list[dict[str, Any]]:
    return await w.api.autocomplete(w.guild_id, ch, user, "claim", {"number": typed},
                                    focused="number")


async def tour(w: World) -> list[tuple[str, str, str]]:
    """Every command, as new members would try them; returns what they read."""
    alice, bob, carol = w["alice"], w["bob"], w["carol"]
    first = len(w.api.requests)
    choices: list[tuple[str, str, str]] = []
    lobby = w.new_channel("voice-lobby")
    await w.slash(carol, "help", lobby)
    for slug in rules.game_slugs():
        ch = w.new_channel(f"voice-{slug}")
        await w.slash(carol, "rules", ch, game=slug)
        res, match_id = await w.challenge(alice, bob, slug, channel=ch, first="me")
        assert match_id and res.message_id is not None, res.content
        await w.pointed_at(match_id, res.message_id)
        await w.challenge(bob, alice, slug, channel=ch)  # the challenged one: refused
        await w.click(res.message_id, bob, f"nd:accept:{match_id}", channel=ch)
        mid = res.message_id
        snap = await w.snapshot(match_id)
        waiting = next(p for p in snap.player_ids if p != snap.to_move_id)
        for user in (waiting, carol):
            choices += [("choice", f"/claim by {user}", c["name"])
                        for c in await complete(w, user, ch)]
        await w.slash(snap.to_move_id, "claim", ch, number=25)  # off every default board
        turn = 0
        while snap.is_open:
            legal = w.playable(mid, ch)
            if turn in (1, 2):  # a taken number, then one the rules forbid now
                refused = [n for n in range(1, snap.state.size + 1) if n not in legal]
                await w.slash(snap.to_move_id, "claim", ch, number=refused[-turn])
            if turn % 2:
                await w.slash(snap.to_move_id, "claim", ch, number=legal[0])
            else:
                await w.play(mid, snap.to_move_id, match_id, legal[-1], channel=ch)
            turn += 1
            snap = await w.snapshot(match_id)
        choices += [("choice", "/claim after the end", c["name"])
                    for c in await complete(w, alice, ch)]
        await w.slash(alice, "review", ch, match=match_id)
        again = await w.click(mid, bob, f"nd:rematch:{match_id}", channel=ch)
        rematch = (await w.bot.service.current_match(w.guild_id, ch, alice))
        if rematch is not None and again.message_id is not None:
            await w.click(again.message_id, alice, f"nd:decline:{rematch.id}", channel=ch)
    # An open challenge: refused to its challenger, accepted by another (the challenger
    # told), and the running matches listed.
    ch = w.new_channel("voice-open")
    opened = await w.slash(alice, "challenge", ch, game="number-chain")
    if opened.message_id is not None and opened.embeds:
        open_id = match_id_of(answered(opened))
        await w.pointed_at(open_id, opened.message_id)
        await w.click(opened.message_id, alice, f"nd:accept:{open_id}", channel=ch)
        await w.click(opened.message_id, bob, f"nd:accept:{open_id}", channel=ch)
        await w.slash(bob, "games", ch)
        await w.slash(bob, "resign", ch)
    # A resignation, a refused challenge, the bot with its hints.
    ch = w.new_channel("voice-bot")
    await w.challenge(alice, alice, "number-chain", channel=ch)
    await w.api.slash(w.guild_id, ch, alice, "challenge",  # an outdated client's size
                      {"opponent": bob, "game": "circle-duel", "size": 99}, validate=False)
    res, match_id = await w.challenge(alice, w.me, "non-consecutive", channel=ch, first="me",
                                      level="perfect")
    await w.slash(alice, "hint", ch)
    await w.slash(alice, "resign", ch)
    await w.slash(alice, "resign", ch)  # nothing left to resign
    await w.slash(alice, "review", ch)
    await play_to_the_end(w, "number-capture", w.new_channel("voice-capture-25"))
    # The daily puzzle: a wrong answer and the right one.
    posted = await w.slash(alice, "puzzle", lobby)
    assert posted.message_id is not None
    puzzle_buttons = [b for b in w.api.find_buttons(w.message(posted.message_id, lobby))
                      if not b["disabled"]]
    for user, button in ((alice, puzzle_buttons[0]), (bob, puzzle_buttons[-1]),
                         (carol, puzzle_buttons[len(puzzle_buttons) // 2])):
        await w.click(posted.message_id, user, button["custom_id"], channel=lobby)
    for command, options in [("leaderboard", {}), ("leaderboard", {"game": "circle-duel"}),
                             ("leaderboard", {"game": "puzzles"}), ("stats", {}),
                             ("history", {}), ("games", {}), ("board", {}),
                             ("claim", {"number": 3})]:
        await w.slash(alice, command, lobby, **options)
    # The variations: a game of two claims a turn with a forbid set, /analyze, and a
    # server variant added, offered, shown and removed.
    ch = w.new_channel("voice-variations")
    match_id, mid = await w.start_match(alice, bob, "forbidden-adjacent", channel=ch,
                                        first="me", forbid="1,3", claims=2)
    await w.slash(alice, "claim", ch, number=1)
    await w.slash(alice, "claim", ch, number=2)  # forbidden by her own first claim
    await w.slash(alice, "claim", ch, number=9)
    for options in ({"game": "forbidden-adjacent", "forbid": "1,3"},
                    {"game": "circle-duel", "size": 10}, {"game": "number-chain"},
                    {"game": "non-consecutive", "forbid": "9"},
                    {"game": "circle-duel", "claims": 2}):
        await w.slash(carol, "analyze", lobby, **options)
    mod = w["mod"]
    for options in ({"name": "wide", "game": "forbidden-adjacent", "size": 12,
                     "forbid": "1,3", "best-of": 3},
                    {"name": "Bad!", "game": "circle-duel"},
                    {"name": "wide", "game": "circle-duel"}):
        await w.api.slash(w.guild_id, lobby, mod, "config variant-add", options)
    await w.api.autocomplete(w.guild_id, lobby, carol, "challenge", {"game": ""}, "game")
    await w.challenge(carol, bob, "wide", channel=lobby, size=9)
    await w.api.slash(w.guild_id, lobby, mod, "config show", {})
    await w.api.slash(w.guild_id, lobby, mod, "config variant-remove", {"name": "wide"})
    await w.api.slash(w.guild_id, lobby, mod, "config variant-remove", {"name": "wide"})
    await w.api.slash(w.guild_id, lobby, w["mod"], "config show", {})
    await w.api.slash(w.guild_id, lobby, w["mod"], "config daily-rated-limit", {"games": 1})
    await w.api.slash(w.guild_id, lobby, w["mod"], "config turn-timeout", {"hours": 9999},
                      validate=False)
    asked = await (await w.api.slash(w.guild_id, lobby, w["mod"], "config reset",
                                     {"setting": "all"})).settled()
    await answer_question(w.api, asked, w["mod"], w.guild_id)
    collected = [t for route, body in sent_messages(w.api.requests[first:])
                 for t in texts_of(route, body)]
    return collected + choices


@pytest.mark.asyncio(loop_scope="module")
async def test_every_text_of_a_tour_keeps_the_voice(w: World) -> None:
    """VOICE_TOUR_DUMP=FILE also writes every text once, for reading them as a player."""
    collected = await tour(w)
    if dump := os.environ.get("VOICE_TOUR_DUMP"):
        seen = dict.fromkeys(f"[{kind}] {text}" for kind, _, text in collected)
        await asyncio.to_thread(Path(dump).write_text, "\n\n".join(seen))
    assert len(collected) > 300  # the tour reached every command
    found = problems(collected)
    assert found == [], "\n".join(found)


@pytest.mark.asyncio(loop_scope="module")
async def test_help_names_every_command_and_game(w: World) -> None:
    for user, owner in ((w["pat"], False), (w["mod"], True)):
        res = await w.slash(user, "help")
        assert res.ephemeral and len(res.embeds) == 1
        embed = res.embeds[0]
        text = " ".join([embed["description"], *(f["value"] for f in embed["fields"])])
        assert "New here? Try `/challenge opponent:@" in text.replace("**", "")
        for command in {c["name"] for c in w.api.commands}:
            if command not in {"help", "config", "season", "void"}:
                assert f"`/{command}" in text, command
        for slug in rules.game_slugs():
            assert f"`{slug}`" in text, slug
        assert ("`/config`" in text and "`/season start`" in text and "`/void`" in text) == owner
    rules_page = await w.slash(w["pat"], "rules", game="number-chain")
    assert "`/help`" in " ".join(f["value"] for f in rules_page.embeds[0]["fields"])


@pytest.mark.asyncio(loop_scope="module")
async def test_claim_autocomplete_says_why_nothing_is_offered(w: World) -> None:
    ch = w.new_channel("voice-autocomplete")
    alice, bob, carol = w["alice"], w["bob"], w["carol"]

    async def only_choice(user: int) -> dict[str, Any]:
        offered = await complete(w, user, ch)
        assert len(offered) == 1 and offered[0]["value"] == 0, offered
        assert len(offered[0]["name"]) <= 100 and "<@" not in offered[0]["name"]
        return offered[0]

    assert (await only_choice(carol))["name"].startswith("You have no match in this channel.")
    res, match_id = await w.challenge(alice, bob, "non-consecutive", channel=ch, first="me")
    assert res.message_id is not None
    assert "not started" in (await only_choice(bob))["name"]
    await w.pointed_at(match_id, res.message_id)
    await w.click(res.message_id, bob, f"nd:accept:{match_id}", channel=ch)
    waiting = await only_choice(bob)
    # The stand-in sends no member list (no members intent): the name falls back.
    assert waiting["name"] == "Not your turn: your opponent to move.", waiting
    before = await w.snapshot(match_id)
    refused = await w.slash(bob, "claim", ch, number=waiting["value"])
    # The list's line sent as the number: why there is no number to pick, as the list said.
    assert refused.ephemeral and refused.content == "Not your turn: your opponent to move."
    after = await w.snapshot(match_id)
    assert (after.version, after.state) == (before.version, before.state)
    offered = await complete(w, alice, ch)
    assert [c["value"] for c in offered] == list(range(1, 21))


@pytest.mark.asyncio(loop_scope="module")
async def test_a_busy_member_is_told_what_they_can_do(w: World) -> None:
    ch = w.new_channel("voice-busy")
    alice, bob, carol = w["alice"], w["bob"], w["carol"]
    _res, match_id = await w.challenge(alice, bob, "number-chain", channel=ch)
    assert match_id
    challenged, _ = await w.challenge(bob, carol, "number-chain", channel=ch)
    assert challenged.ephemeral
    assert challenged.content == f"Decline <@{alice}>'s challenge first, or play it."
    challenger, _ = await w.challenge(alice, carol, "number-chain", channel=ch)
    assert challenger.ephemeral and challenger.content == (
        f"Your challenge to <@{bob}> is still open here: cancel it first, or wait for an "
        "answer.")


def test_the_checks_catch_the_known_slips() -> None:
    """Texts the bot once sent, each caught by the rule it breaks."""
    slips = [
        ("content", "Two people's first 1 game in 24 hours are rated.", "count of one"),
        ("content", "size must be between 3 and 25", "not a sentence"),
        ("content", "25 is outside 1..20.", "programmer range"),
        ("field value", "Ply 1 was the turning point: <@1> played 4.", "jargon"),
        ("description", "Player 1 to move: find the only winning move.", "terminal names"),
        ("content", "Any of 1 moves held out longer.", "plural after 1"),
        ("content", "Same engine as Forbidden Adjacent.", "jargon"),
        ("content", "I don't know the game 'circle-duel'.", "Python repr"),
        ("field value", "Level: None.", "Python repr"),
    ]
    for kind, text, rule in slips:
        found = problems([(kind, "here", text)])
        assert any(p.startswith(rule) for p in found), (text, found)
    contradiction = [("description", "r", "1. <@1> played 5: a winning move."),
                     ("field value", "r [Turning point]", "No choice here changed the result.")]
    assert any(p.startswith("contradiction") for p in problems(contradiction))
    fine = [("content", "`size` must be from 3 to 25.", ""),
            ("description", "```\n1..20\n```\nYour move.", ""),
            ("field value", "1 game, 3 moves: 1 win.", ""),
            ("field value", "<@1> 1,500", ""),
            ("content", "Turn it off with `/notify tournaments:False`.", "")]
    assert problems(fine) == []
