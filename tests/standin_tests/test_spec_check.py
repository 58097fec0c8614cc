"""The local Discord API stand-in (NOT Discord) checks every request body against Discord's
OpenAPI spec (tests/standin/spec.py): what it refuses, how it answers, and that a test whose
bot sent a bad body fails."""

from __future__ import annotations

import copy
import os
import random
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands

from tests.standin import StandIn, spec

pytestmark = pytest.mark.timeout(60)

ROOT = Path(__file__).resolve().parents[2]
COMMANDS = "/applications/{application_id}/commands"
INT53_MAX = 2**53 - 1


def command(**option: Any) -> dict[str, Any]:
    """A slash command with one integer option (plus what is given)."""
    return {"name": "review", "description": "Where a match was won and lost.", "type": 1,
            "options": [{"type": 4, "name": "match", "description": "The match number",
                         "required": False, "min_value": 1, **option}]}


def test_a_max_value_past_discords_integers_names_route_and_field(
        spec_checker: spec.RequestChecker) -> None:
    body = [command(), command(), command(), command(max_value=2**53)]
    found = spec_checker.check("PUT", "/applications/42/commands", body, has_body=True)
    assert [(v.method, v.template, v.field) for v in found] == [
        ("PUT", COMMANDS, "[3].options[0].max_value")]
    assert str(found[0]) == (
        f"PUT {COMMANDS} (sent to /applications/42/commands): [3].options[0].max_value: "
        "9007199254740992 is greater than the maximum of 9007199254740991")


def test_a_body_checked_again_names_where_it_was_sent_this_time(
        spec_checker: spec.RequestChecker) -> None:
    """A body is checked once and remembered; each check still names its own path, and a
    changed body is checked anew."""
    body = [command(max_value=2**53)]
    first, again = (spec_checker.check("PUT", f"/applications/{app}/commands", copy.deepcopy(
        body), has_body=True) for app in (42, 43))
    assert [(v.field, v.path) for v in first] == [
        ("[0].options[0].max_value", "/applications/42/commands")]
    assert [(v.field, v.message, v.path) for v in again] == [
        (first[0].field, first[0].message, "/applications/43/commands")]
    body[0]["options"][0]["max_value"] = INT53_MAX
    assert spec_checker.check("PUT", "/applications/42/commands", body, has_body=True) == []


def test_valid_bodies_pass(spec_checker: spec.RequestChecker) -> None:
    assert spec_checker.check("PUT", "/applications/42/guilds/7/commands",
                         [command(max_value=INT53_MAX)], has_body=True) == []
    message = {"content": "Match #3: <@1> to move.", "embeds": [{"title": "Circle Duel",
               "description": "Pick a number.", "color": 0x3498DB}],
               "components": [{"type": 1, "components": [
                   {"type": 2, "style": 1, "label": "7", "custom_id": "nd:play:3:7"}]}]}
    assert spec_checker.check("POST", "/channels/5/messages", message, has_body=True) == []
    assert spec_checker.check("PATCH", "/webhooks/42/tok/messages/@original", message,
                         has_body=True) == []
    callback = {"type": 4, "data": {**message, "flags": 64}}
    assert spec_checker.check("POST", "/interactions/9/tok/callback", callback, has_body=True) == []
    assert spec_checker.route("POST", "/interactions/9/tok/callback") == (
        "POST /interactions/{interaction_id}/{interaction_token}/callback")


def test_other_problems_are_named_too(spec_checker: spec.RequestChecker) -> None:
    long_label = {"type": 1, "components": [
        {"type": 2, "style": 1, "label": "x" * 81, "custom_id": "a"}]}
    found = spec_checker.check("POST", "/channels/5/messages",
                          {"content": "x" * 4001, "components": [long_label]}, has_body=True)
    fields = {v.field: v.message for v in found}
    assert set(fields) == {"content", "components[0].components[0].label"}
    assert fields["content"].endswith("is too long")
    assert fields["components[0].components[0].label"].endswith("is too long")
    callback = {"type": 8, "data": {"choices": [{"name": "", "value": 3}]}}
    found = spec_checker.check("POST", "/interactions/9/tok/callback", callback, has_body=True)
    assert [v.field for v in found] == ["data.choices[0].name"]


def test_upload_ids_are_a_tolerated_difference(spec_checker: spec.RequestChecker) -> None:
    """0, 1, ... for the files sent with the body, as discord.py numbers them; nothing else."""
    upload = {"content": "chart", "attachments": [{"id": 0, "filename": "rating.png"}]}
    assert spec_checker.check("POST", "/channels/5/messages", upload, has_body=True, files=1) == []
    callback = {"type": 4, "data": upload}
    assert spec_checker.check("POST", "/interactions/9/tok/callback", callback, has_body=True,
                         files=1) == []
    # Without a file to point at (JSON, or an id past the files sent), it is what the spec says.
    for files, ident in ((0, 0), (1, 1), (1, -1)):
        body = {"content": "chart", "attachments": [{"id": ident, "filename": "a.png"}]}
        found = spec_checker.check("POST", "/channels/5/messages", body, has_body=True, files=files)
        assert [v.field for v in found] == ["attachments[0].id"], (files, ident)


def test_an_integer_dm_recipient_is_the_other_tolerated_difference(
        spec_checker: spec.RequestChecker) -> None:
    """discord.py's create_dm sends recipient_id as an integer: tolerated on that route only,
    and only an integer; any other wrong value is still reported."""
    route = "/users/@me/channels"
    assert spec_checker.check("POST", route, {"recipient_id": 123456789012345678},
                              has_body=True) == []
    assert spec_checker.check("POST", route, {"recipient_id": "123456789012345678"},
                              has_body=True) == []
    for bad in (1.5, "abc", [1]):
        found = spec_checker.check("POST", route, {"recipient_id": bad}, has_body=True)
        assert [v.field for v in found] == ["recipient_id"], bad
    # The same integer elsewhere is what the spec says.
    found = spec_checker.check("POST", "/channels/5/messages",
                               {"content": "x", "message_reference": {"message_id": 5}},
                               has_body=True)
    assert [v.field for v in found] == ["message_reference.message_id"]


async def test_discord_pys_create_dm_passes_the_check(
        spec_checker: spec.RequestChecker, api: StandIn, bot: discord.Client) -> None:
    """The request discord.py really sends to open a DM (an integer recipient_id) is checked
    and not flagged, and the DM channel opens."""
    uid = api.add_user("dm-target")
    channel = await (await bot.fetch_user(uid)).create_dm()
    assert api.dm_channel(uid) == channel.id
    assert api.spec_checked["POST /users/@me/channels"] == 1
    assert api.take_spec_violations() == []


def test_a_route_with_two_templates_takes_the_literal_one(
        spec_checker: spec.RequestChecker) -> None:
    assert spec_checker.template_for("/webhooks/1/t/messages/@original") == (
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    assert spec_checker.template_for("/webhooks/1/t/messages/55") == (
        "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")
    assert spec_checker.template_for("/users/@me/channels") == "/users/@me/channels"
    assert spec_checker.template_for("/no/such/route") is None
    # Built once per operation.
    assert spec_checker.operation("put", COMMANDS) is spec_checker.operation("PUT", COMMANDS)


async def test_the_stand_in_answers_like_discord_and_records_it(
        spec_checker: spec.RequestChecker, api: StandIn) -> None:
    url = f"{api.rest_url}/applications/{api.application_id}/commands"
    headers = {"Authorization": f"Bot {api.token}"}
    async with aiohttp.ClientSession() as http:
        async with http.put(url, json=[command(max_value=2**53)], headers=headers) as resp:
            status, answer = resp.status, await resp.json()
        async with http.put(url, json=[command(max_value=INT53_MAX)], headers=headers) as resp:
            assert resp.status == 200
    assert status == 400
    assert answer["code"] == 50035 and answer["message"] == "Invalid Form Body"
    errors = answer["errors"]["0"]["options"]["0"]["max_value"]["_errors"]
    assert errors[0]["code"] == "NUMBER_TYPE_MAX"
    assert api.sync_count == 1  # the refused sync changed nothing
    assert api.spec_checked[f"PUT {COMMANDS}"] == 2
    taken = api.take_spec_violations()  # this test sent it on purpose: it opts out
    assert [v.field for v in taken] == ["[0].options[0].max_value"]
    assert api.spec_violations == taken and api.take_spec_violations() == []


async def test_discord_py_gets_the_error_discord_would_send(
        spec_checker: spec.RequestChecker, api: StandIn, bot: discord.Client) -> None:
    @app_commands.command(name="review", description="Where a match was won and lost.")
    async def review(interaction: discord.Interaction,
                     match: app_commands.Range[int, 1, 2**53]) -> None:
        raise AssertionError("never synced")

    bot.tree.add_command(review)  # type: ignore[attr-defined]
    with pytest.raises(discord.HTTPException) as refused:
        await bot.tree.sync()  # type: ignore[attr-defined]
    assert refused.value.status == 400 and refused.value.code == 50035
    assert "max_value" in refused.value.text
    taken = api.take_spec_violations()
    assert len(taken) == 1 and taken[0].field.endswith(".options[0].max_value")


async def test_the_demo_bots_requests_are_valid(spec_checker: spec.RequestChecker, api: StandIn,
                                                world: dict[str, Any], bot: discord.Client
                                                ) -> None:
    g, ch, alice = world["guild"].id, world["channel"], world["alice"]
    for name, options in (("ping", {}), ("secret", {}), ("slow", {}), ("slow", {"edit": True}),
                          ("board", {})):
        res = await api.slash(g, ch, alice, name, options)
        await res.settled()
    await api.wait_until(lambda: bool(bot.edited))  # type: ignore[attr-defined]
    checked = set(api.spec_checked)
    assert {f"PUT {COMMANDS}", "POST /channels/{channel_id}/messages",
            "PATCH /channels/{channel_id}/messages/{message_id}",
            "POST /interactions/{interaction_id}/{interaction_token}/callback",
            "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original"} <= checked
    assert api.spec_violations == []


async def test_a_stand_in_fails_on_what_no_test_reported(spec_checker: spec.RequestChecker) -> None:
    """Leaving ``async with`` raises, naming the route and the field; the violation is then
    reported, so no later test fails for it."""
    with pytest.raises(AssertionError, match=r"\[0\]\.options\[0\]\.max_value"):
        async with StandIn() as api:
            url = f"{api.rest_url}/applications/{api.application_id}/commands"
            async with aiohttp.ClientSession() as http, http.put(
                    url, json=[command(max_value=2**53)],
                    headers={"Authorization": f"Bot {api.token}"}) as resp:
                assert resp.status == 400
    assert spec.claim() == []


def test_the_teardown_check_fails_the_test_that_sent_it(tmp_path: Path,
                                                        spec_checker: spec.RequestChecker) -> None:
    """In a pytest run of its own: the test whose stand-in got a bad body errors at
    teardown with the route and the field; the next test, with a good body, passes."""
    (tmp_path / "conftest.py").write_text(
        "from tests.conftest import requests_follow_discords_spec  # noqa: F401\n")
    (tmp_path / "test_bodies.py").write_text(textwrap.dedent(f"""
        import asyncio
        import aiohttp
        from tests.standin import StandIn

        def put(max_value):
            async def run():
                api = StandIn()
                await api.start()
                url = f"{{api.rest_url}}/applications/{{api.application_id}}/commands"
                body = {[command()]!r}
                body[0]["options"][0]["max_value"] = max_value
                async with aiohttp.ClientSession() as http, http.put(
                        url, json=body, headers={{"Authorization": f"Bot {{api.token}}"}}):
                    pass
                await api.stop()
            asyncio.run(run())

        def test_bad_body():
            put(2**53)

        def test_good_body():
            put(2**53 - 1)
    """))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:warnings",
         str(tmp_path / "test_bodies.py"), "--rootdir", str(tmp_path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False)
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert "2 passed, 1 error" in out, out  # test_bad_body's call passed, its teardown not
    assert "ERROR at teardown of test_bad_body" in out, out
    assert (f"PUT {COMMANDS} (sent to /applications/" in out
            and "[0].options[0].max_value: 9007199254740992 is greater than the maximum of "
            "9007199254740991" in out), out


def test_without_the_spec_nothing_is_checked_and_it_says_so_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spec, "SPEC_PATH", tmp_path / "openapi.json")
    spec.spec_document.cache_clear()
    spec.checker.cache_clear()
    try:
        with pytest.warns(spec.SpecUnavailable, match="openapi.json"):
            assert spec.checker() is None
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            assert spec.checker() is None  # said once
    finally:
        spec.spec_document.cache_clear()
        spec.checker.cache_clear()


def test_skipping_union_branches_changes_no_verdict(spec_checker: spec.RequestChecker) -> None:
    """The BranchFilter (speed) against jsonschema's stock validator: the same verdict for
    a board message and a hundred random mutations of it."""
    from jsonschema import Draft202012Validator

    callback = "/interactions/{interaction_id}/{interaction_token}/callback"
    op = spec_checker.operation("POST", callback)
    assert op is not None
    stock = Draft202012Validator(op.validator.schema, registry=spec_checker._registry)
    board = {"type": 7, "data": {
        "content": "<@1>, you're challenged!", "embeds": [{"title": "Circle Duel", "color": 3,
                                                          "fields": [{"name": "a", "value": "b"}]}],
        "components": [{"type": 1, "components": [
            {"type": 2, "style": 2, "label": "1", "custom_id": "nd:play:3:1"},
            {"type": 2, "style": 4, "label": "Resign", "custom_id": "nd:resign:3"}]}]}}
    values = [None, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 99, -1, 2**53, "", "2", "x" * 101, True,
              [], {}, 2.5, {"type": 2}]

    def places(node: Any) -> list[tuple[Any, Any]]:
        found: list[tuple[Any, Any]] = []
        keys = range(len(node)) if isinstance(node, list) else node.keys()
        for key in keys:
            found.append((node, key))
            if isinstance(node[key], dict | list):
                found += places(node[key])
        return found

    rng = random.Random(18)
    assert stock.is_valid(board) and op.validator.is_valid(board)
    verdicts = set()
    for _ in range(100):
        body = copy.deepcopy(board)
        for _ in range(rng.randint(1, 2)):
            node, key = rng.choice(places(body))
            node[key] = rng.choice(values)
        verdict = stock.is_valid(body)
        assert op.validator.is_valid(body) == verdict, body
        verdicts.add(verdict)
    assert verdicts == {True, False}


def test_integer_mention_ids_are_the_third_tolerated_difference(
        spec_checker: spec.RequestChecker) -> None:
    """discord.py's AllowedMentions sends users and roles as integers: tolerated there only;
    a wrong value in them is still reported."""
    route = "/channels/5/messages"
    ok = {"content": "<@1>", "allowed_mentions": {"parse": [], "users": [123456789012345678],
                                                  "roles": [], "replied_user": False}}
    assert spec_checker.check("POST", route, ok, has_body=True) == []
    bad = {"content": "x", "allowed_mentions": {"users": [1.5]}}
    assert [v.field for v in spec_checker.check("POST", route, bad, has_body=True)] == [
        "allowed_mentions.users[0]"]


def test_a_part_that_passed_before_still_lets_its_neighbours_fail(
        spec_checker: spec.RequestChecker) -> None:
    """valid_parts.py: a row of buttons that passed is not checked again, but a body that
    repeats it beside a broken button is refused at that button, and the same row broken
    is refused too (only passes are remembered)."""
    checker = spec.RequestChecker(spec.spec_document())  # its own memory of passes
    row = {"type": 1, "components": [
        {"type": 2, "style": 1, "label": "7", "custom_id": "nd:play:3:7"}]}
    broken = {"type": 1, "components": [
        {"type": 2, "style": 1, "label": "x" * 81, "custom_id": "nd:play:3:8"}]}
    messages = "/channels/5/messages"
    assert checker.check("POST", messages, {"components": [row]}, has_body=True) == []
    found = checker.check("POST", messages, {"content": "again", "components": [row, broken]},
                          has_body=True)
    assert [v.field for v in found] == ["components[1].components[0].label"]
    row["components"][0]["label"] = "x" * 81
    found = checker.check("POST", messages, {"components": [row]}, has_body=True)
    assert [v.field for v in found] == ["components[0].components[0].label"]
