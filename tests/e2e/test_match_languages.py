"""Who reads which language in a match: each member hears their own refusals and replies
(their Discord language), while the board everyone in the channel reads stays in the
server's language, whoever clicked (the stand-in, NOT Discord; Guild.locale is the server's
community language, ``user_locales`` each member's)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.fixtures.boards import answered
from tests.fixtures.boards import shown as read_board
from tests.fixtures.discord_world import World, eventually

pytestmark = pytest.mark.asyncio(loop_scope="module")


def fields(message: dict[str, Any]) -> dict[str, str]:
    return {f["name"]: f["value"] for f in read_board(message).get("fields", [])}


async def test_a_german_member_is_refused_in_german_on_a_french_servers_board(
        w: World) -> None:
    server = w.api.add_guild(name="Serveur", locale="fr")
    channel = server.text_channel("duels")
    anna = w.api.add_member(server.id, "anna")  # writes Discord in German
    ben = w.api.add_member(server.id, "ben")  # in English (Discord's en-US)
    w.api.user_locales[anna] = "de"

    async def turn_is(said: str) -> bool:  # a board edited after the reply
        return fields(w.message(board, channel)).get("Tour", "").startswith(said)

    async def result_is(said: str) -> bool:
        return fields(w.message(board, channel)).get("Résultat") == said

    async def slash(user: int, name: str, **options: Any) -> Any:
        return await (await w.api.slash(server.id, channel, user, name, options)).settled()

    async def click(user: int, message_id: int, custom_id: str) -> Any:
        return await (await w.api.click(server.id, channel, message_id, user,
                                        custom_id)).settled()

    # The challenge is public: French, ping included, though Anna speaks German.
    challenged = await slash(anna, "challenge", opponent=ben, game="forbidden-adjacent",
                             first="me")
    assert not challenged.ephemeral
    board = challenged.message_id
    accept = w.api.find_buttons(w.message(board, channel))[0]
    assert accept["label"] == "Accepter"
    match_id = int(accept["custom_id"].removeprefix("nd:accept:"))
    assert answered(challenged)["heading"] == f"<@{ben}>, on te lance un défi\u00a0!"
    assert answered(challenged)["title"] == f"Voisins interdits · partie n° {match_id}"
    assert answered(challenged)["description"].endswith(f"<@{ben}>, tu acceptes\u00a0?")

    # Anna can't accept her own challenge: told in German, the board untouched.
    own = await click(anna, board, f"nd:accept:{match_id}")
    assert own.ephemeral
    assert own.content == (f"Du kannst deine eigene Herausforderung nicht annehmen; warte auf "
                           f"<@{ben}> (oder zieh sie zurück).")
    accepted = await click(ben, board, f"nd:accept:{match_id}")
    assert not accepted.ephemeral

    # Ben clicks out of turn: told in English.
    early = await click(ben, board, f"nd:play:{match_id}:5")
    assert early.ephemeral
    assert early.content == "It's not your turn: wait for your opponent's move."

    # Anna moves: the board her click redraws stays French.
    moved = await click(anna, board, f"nd:play:{match_id}:5")
    assert not moved.ephemeral, moved.content
    shown = w.message(board, channel)
    assert shown["content"] in (None, "")  # the ping went once the challenge was answered
    assert read_board(shown)["heading"] is None
    said = fields(shown)
    assert said["Tour"].startswith(f"À <@{ben}> de jouer (fin du tour <t:")
    assert said["Boutons"].startswith("Bleu\u00a0: tu peux le marquer maintenant.")
    assert f"Nombres marqués de <@{anna}>\u00a0: 5." in read_board(shown)["description"]
    assert "Clique sur un nombre bleu à ton tour" in read_board(shown)["footer"]["text"]

    # Now it is Ben's turn: Anna's click is refused in German, the board still French.
    again = await click(anna, board, f"nd:play:{match_id}:7")
    assert again.ephemeral
    assert again.content == "Du bist nicht am Zug: Warte auf den Zug deines Gegners."
    assert "Tour" in fields(w.message(board, channel))

    # /claim: Ben's own reply in English, the board (edited with the bot's token) French.
    claimed = await slash(ben, "claim", number=8)
    assert claimed.ephemeral and claimed.content == "You played 8."
    await eventually(lambda: turn_is(f"À <@{anna}> de jouer"))
    refused = await slash(ben, "claim", number=1)
    assert refused.ephemeral
    assert refused.content == "It's not your turn: wait for your opponent's move."

    # Anna resigns by command: her confirmation in German, the result in French.
    resigned = await slash(anna, "resign")
    assert resigned.ephemeral and resigned.content == "Du hast aufgegeben."
    await eventually(lambda: result_is(f"🏆 <@{ben}> gagne\u00a0! <@{anna}> a abandonné."))
    labels = [b["label"] for b in w.api.find_buttons(w.message(board, channel))
              if not b["label"].split()[0].isdigit()]
    assert labels == ["Revanche", "Revoir"]

    # A button the bot no longer answers (an old or forged message): said in German too.
    forged = w.api._create_message(channel, {"components": [{"type": 1, "components": [
        {"type": 2, "style": 2, "label": "?", "custom_id": "nd:gone:1"}]}]})
    gone = await click(anna, int(forged["id"]), "nd:gone:1")
    assert gone.ephemeral and gone.content == "Dieser Button gilt nicht mehr."
