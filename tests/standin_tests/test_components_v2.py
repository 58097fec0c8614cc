"""Components V2 in the local Discord API stand-in (NOT Discord): discord.py's LayoutView
bodies pass the spec check, and the rules the spec does not state (no content or embeds, 40
components, 4,000 characters of text) are refused on every route a message is sent by."""

from __future__ import annotations

import aiohttp
import discord
import pytest

from tests.standin.components_rules import IS_COMPONENTS_V2, LEGACY

from .demobot import layout

pytestmark = pytest.mark.timeout(60)

CALLBACK = "POST /interactions/{interaction_id}/{interaction_token}/callback"


def _codes(api) -> list[tuple[str, str]]:
    """(field, Discord's error code) of each refused body, taken so no test fails on them."""
    from tests.standin import spec

    taken = api.take_spec_violations()
    body = spec.error_body(taken)
    out = []
    for v in taken:
        node = body["errors"]
        for part in v.segments:
            node = node[str(part)]
        out += [(v.field, e["code"]) for e in node["_errors"]]
    return sorted(set(out))


async def test_a_layout_view_reply_is_accepted(api, world, bot, spec_checker):
    res = await api.slash(world["guild"].id, world["channel"], world["alice"], "v2", {"how": "ok"})
    msg = res.message
    assert msg["flags"] & IS_COMPONENTS_V2 and msg["content"] == ""
    container = msg["components"][0]
    assert container["type"] == 17
    assert [c["type"] for c in container["components"]] == [10, 9]  # text display, section
    assert api.spec_checked[CALLBACK] >= 1 and api.take_spec_violations() == []
    clicked = await api.click(world["guild"].id, world["channel"], res.message_id,
                              world["bob"], "v2:edit")
    assert clicked.type == 7 and clicked.components[0]["components"][0]["content"] == "clicked"
    assert api.take_spec_violations() == []


@pytest.mark.parametrize(("how", "field"), [("content", "data.content"),
                                            ("long", "data.components")])
async def test_a_v2_reply_with_content_or_too_much_text_is_refused(api, world, bot, how, field):
    res = await api.slash(world["guild"].id, world["channel"], world["alice"], "v2", {"how": how})
    assert res.content == "refused"  # the bot's plain answer after the 400
    (error,) = bot.errors
    assert isinstance(error, discord.HTTPException) and error.status == 400
    assert error.code == 50035
    code = LEGACY if how == "content" else "BASE_TYPE_MAX_LENGTH"
    assert _codes(api) == [(field, code)]


async def test_followups_and_webhook_edits_are_checked(api, world, bot):
    g, ch, alice = world["guild"].id, world["channel"], world["alice"]
    res = await api.slash(g, ch, alice, "v2", {"how": "followup"})
    followups = await res.wait_followups(1)
    assert followups[0]["flags"] & IS_COMPONENTS_V2  # the good one, after the refused one
    assert _codes(api) == [("content", LEGACY)]
    bot.errors.clear()
    res = await api.slash(g, ch, alice, "v2", {"how": "edit"})
    await api.wait_until(lambda: bool(bot.errors))
    assert res.message["content"] == ""  # the edit adding content was refused
    assert _codes(api) == [("content", LEGACY)]


async def test_an_edit_without_flags_of_a_v2_message_is_still_v2(api, world, bot):
    g, ch = world["guild"].id, world["channel"]
    res = await api.slash(g, ch, world["alice"], "v2", {"how": "clickbad"})
    clicked = await api.click(g, ch, res.message_id, world["bob"], "v2:edit")
    assert clicked.content == "edit refused" and clicked.ephemeral
    assert _codes(api) == [("data.content", LEGACY)]
    channel = bot.get_channel(ch)
    posted = await channel.send(view=layout("by the bot token"))
    with pytest.raises(discord.HTTPException):
        await posted.edit(content="plain text now")  # no flags sent: the message's count
    with pytest.raises(discord.HTTPException):
        await channel.send("content too", view=layout("and a layout"))
    assert _codes(api) == [("content", LEGACY)]


async def test_more_than_40_components_are_refused(api, world):
    ch = world["channel"]
    text = {"type": 10, "content": "t"}
    body = {"flags": IS_COMPONENTS_V2,
            "components": [{"type": 17, "components": [text] * 39}]}  # 40 with the container
    url = f"{api.rest_url}/channels/{ch}/messages"
    auth = {"Authorization": f"Bot {api.token}"}
    async with aiohttp.ClientSession() as session:
        async with session.post(url, json=body, headers=auth) as ok:
            assert ok.status == 200
        body["components"][0]["components"].append(text)
        async with session.post(url, json=body, headers=auth) as refused:
            answer = await refused.json()
    assert refused.status == 400 and answer["code"] == 50035
    assert answer["errors"]["components"]["_errors"][0]["code"] == "BASE_TYPE_MAX_LENGTH"
    assert _codes(api) == [("components", "BASE_TYPE_MAX_LENGTH")]


async def test_an_edit_to_v2_must_reset_the_content_and_embeds_it_had(api, world):
    """Edit Message: setting IS_COMPONENTS_V2 on a message sent without it needs its
    content null and its embeds [] (the fields it uses); with both reset, it becomes V2."""
    ch = world["channel"]
    url = f"{api.rest_url}/channels/{ch}/messages"
    auth = {"Authorization": f"Bot {api.token}"}
    layout_body = {"flags": IS_COMPONENTS_V2,
                   "components": [{"type": 17, "components": [{"type": 10, "content": "v2"}]}]}
    async with aiohttp.ClientSession() as session:
        async with session.post(url, json={"content": "old", "embeds": [{"title": "board"}]},
                                headers=auth) as posted:
            old = await posted.json()
        edit = f"{url}/{old['id']}"
        async with session.patch(edit, json=layout_body, headers=auth) as refused:
            assert refused.status == 400
        assert _codes(api) == [("content", LEGACY), ("embeds", LEGACY)]
        async with session.patch(edit, json={**layout_body, "content": None},
                                 headers=auth) as still:
            assert still.status == 400
        assert _codes(api) == [("embeds", LEGACY)]
        async with session.patch(edit, json={**layout_body, "content": None, "embeds": []},
                                 headers=auth) as upgraded:
            assert upgraded.status == 200
    message = api.message(ch, int(old["id"]))
    assert message["flags"] & IS_COMPONENTS_V2
    assert message["content"] == "" and message["embeds"] == []
    assert api.take_spec_violations() == []
