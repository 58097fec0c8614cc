"""A minimal discord.py bot for the local Discord API stand-in (NOT Discord).

It answers every slash command with a fixed message (carrying one button) and every
button click by editing that message, touches no database, and is the baseline for
latency benchmarks: the difference to the real bot is the real bot's own work.

Run as a subprocess with the stand-in's environment (`StandIn.env_for_bot()`):

    DISCORD_TOKEN=... DISCORD_API_URL=... DISCORD_GATEWAY_URL=... \
        python -m tests.standin.bare_bot

It does not sync commands (the stand-in's `set_commands()` seeds definitions, so a bulk
PUT would only overwrite them) unless BARE_BOT_SYNC=1, which syncs one global /ping.

BARE_BOT_FLOOR=1 is the floor of any discord.py bot (`load.py --cpu-ratio`):
intents guilds only, each click answered with ``edit_message(content="ok")`` and each
command with a short ephemeral message, except /challenge, which posts the message to click
on: one with as many buttons as a Non-Consecutive board (20), so that discord.py parses a
clicked message of the same shape as our bot's.

BARE_BOT_INTENTS=none: no intent at all (benchmarks/servers.py's bare bot).

BARE_BOT_FLOOR=board is the floor of this product on discord.py: the requests and
payloads our bot sends, with no game, no database and no drawing. /challenge posts a board
(one Components V2 container like a Non-Consecutive board's: its text, 20 number buttons,
Rules and Resign); a click answers by editing the clicked message with that board; /claim
answers with a short ephemeral message and then edits the player's board with the bot
token, as our bot's /claim does (an edit clearing the content and embeds, as ours).

In both floors the message and its buttons are built once and sent as our bot sends its
boards: a view that is stopped, so discord.py stores none and no click is dispatched to one
(a stored view would make every click schedule a task our bot does not).
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal

import discord

from .pointing import point_from_env

REPLY = "bare-bot reply"
CLICKED = "bare-bot clicked"
BUTTON_ID = "bare:click"

FLOOR_REPLY = "ok"
FLOOR_BUTTONS = 20  # a Non-Consecutive board's number buttons

PING_DEFINITION = {"name": "ping", "description": "Bare bot ping", "type": 1, "options": []}


def _view_components() -> list[discord.ui.Button]:
    return [discord.ui.Button(label="Click", custom_id=BUTTON_ID)]


def _board_view() -> discord.ui.LayoutView:
    """A Non-Consecutive board of 20 in mid-game, as our bot draws it: one container with
    its title and position, its parts, 20 numbers in 4 rows, Rules and Resign on a fifth,
    and its small print."""
    container: discord.ui.Container = discord.ui.Container(accent_colour=0x5865F2)
    container.add_item(discord.ui.TextDisplay(
        "### Non-Consecutive · match #1234\n"
        "```\nAvailable Numbers: 1-5, 9-12, 16-20 (excluding 7 and 14)\n```"))
    container.add_item(discord.ui.TextDisplay(
        "**Turn**\n<@100000000000000001> to move (turn ends <t:1900000000:R>).\n"
        "**Last move**\n<@100000000000000002> selected 13.\n"
        "Numbers 12 and 14 are now unavailable.\n"
        "**Players**\n<@100000000000000001> moves first, <@100000000000000002> second."))
    for first in range(0, FLOOR_BUTTONS, 5):
        container.add_item(discord.ui.ActionRow(*(
            discord.ui.Button(label=str(k + 1), custom_id=BUTTON_ID if k == 0 else f"bare:n:{k}",
                              style=discord.ButtonStyle.primary)
            for k in range(first, first + 5))))
    container.add_item(discord.ui.ActionRow(
        discord.ui.Button(label="Rules", custom_id="bare:rules"),
        discord.ui.Button(label="Resign", custom_id="bare:resign",
                          style=discord.ButtonStyle.danger)))
    container.add_item(discord.ui.TextDisplay(
        "-# size 20 · Click a blue number on your turn, or use /claim."))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view


def _floor_view() -> discord.ui.View:
    """The message the floor bot's clicks land on: 20 buttons in 4 rows, the first BUTTON_ID."""
    view = discord.ui.View(timeout=None)
    for k in range(FLOOR_BUTTONS):
        custom_id = BUTTON_ID if k == 0 else f"bare:n:{k}"
        view.add_item(discord.ui.Button(label=str(k + 1), custom_id=custom_id, row=k // 5))
    return view


def _stopped(view: discord.ui.View) -> discord.ui.View:
    """``view``, stopped: it only draws (discord.py stores no finished view), as our bot's."""
    view.stop()
    return view


class BareBot(discord.Client):
    """Fixed answers for everything; state is a counter."""

    def __init__(self, *, sync: bool = False, floor: bool = False, board: bool = False,
                 **options) -> None:
        floor = floor or board
        if os.environ.get("BARE_BOT_INTENTS") == "none":  # benchmarks/servers.py's yardstick
            options.setdefault("intents", discord.Intents.none())
        options.setdefault("intents",
                           discord.Intents(guilds=True) if floor else discord.Intents.default())
        super().__init__(**options)
        self.sync = sync
        self.floor = floor
        self.board = board
        #: (channel, member) -> the board message posted by that member's /challenge.
        self.boards: dict[tuple[int, int], int] = {}
        self.answered = 0
        #: The floors' message, built once (in the event loop, where a view can stop).
        self.view: discord.ui.View | None = None
        self.layout: discord.ui.LayoutView | None = None

    async def setup_hook(self) -> None:
        if self.board:
            self.layout = _board_view()
            self.layout.stop()
        elif self.floor:
            self.view = _stopped(_floor_view())
        if self.sync:
            app_id = self.application_id
            await self.http.bulk_upsert_global_commands(app_id, [PING_DEFINITION])

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        self.answered += 1
        if self.board:
            await self._board_answer(interaction)
            return
        if self.floor:
            await self._floor_answer(interaction)
            return
        if interaction.type is discord.InteractionType.application_command:
            view = discord.ui.View(timeout=None)
            for item in _view_components():
                view.add_item(item)
            await interaction.response.send_message(REPLY, view=view)
        elif interaction.type is discord.InteractionType.component:
            await interaction.response.edit_message(content=f"{CLICKED} {self.answered}")
        elif interaction.type is discord.InteractionType.autocomplete:
            choice = discord.app_commands.Choice(name="1", value="1")
            await interaction.response.autocomplete([choice])

    async def _floor_answer(self, interaction: discord.Interaction) -> None:
        """The floor: `ok` for a click, a short ephemeral message for a command."""
        if interaction.type is discord.InteractionType.component:
            await interaction.response.edit_message(content=FLOOR_REPLY)
        elif interaction.type is discord.InteractionType.application_command:
            data = interaction.data or {}
            if data.get("name") == "challenge":  # the message the clicks land on
                await interaction.response.send_message(REPLY, view=self.view)
            else:
                await interaction.response.send_message(FLOOR_REPLY, ephemeral=True)


    async def _board_answer(self, interaction: discord.Interaction) -> None:
        """Our bot's requests and payloads, without a game (BARE_BOT_FLOOR=board)."""
        if interaction.type is discord.InteractionType.component:
            await interaction.response.edit_message(content=None, embed=None, view=self.layout)
            return
        if interaction.type is not discord.InteractionType.application_command:
            return
        data: dict = dict(interaction.data or {})  # type: ignore[arg-type]
        channel_id = interaction.channel_id or 0
        if data.get("name") == "challenge":
            callback = await interaction.response.send_message(view=self.layout)
            resource = callback.resource if callback is not None else None
            message_id = getattr(resource, "id", 0)
            opponent = next((int(o["value"]) for o in data.get("options", [])
                             if o.get("name") == "opponent"), 0)
            for member in (interaction.user.id, opponent):
                self.boards[(channel_id, member)] = message_id
            return
        await interaction.response.send_message("You played 1.", ephemeral=True)
        message_id = self.boards.get((channel_id, interaction.user.id))
        if message_id:
            board = self.get_partial_messageable(channel_id).get_partial_message(message_id)
            await board.edit(content=None, embed=None, view=self.layout)


async def _main() -> None:
    logging.basicConfig(level=os.environ.get("BARE_BOT_LOG", "WARNING"))
    if not point_from_env():
        raise SystemExit("DISCORD_API_URL and DISCORD_GATEWAY_URL must be set")
    token = os.environ["DISCORD_TOKEN"]
    floor = os.environ.get("BARE_BOT_FLOOR", "")
    bot = BareBot(sync=os.environ.get("BARE_BOT_SYNC") == "1", floor=floor == "1",
                  board=floor == "board")
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    async with bot:
        runner = asyncio.create_task(bot.start(token))
        stopper = asyncio.create_task(stop.wait())
        done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
        stopper.cancel()
        if runner in done:
            runner.result()  # re-raise LoginFailure etc.
        else:
            await bot.close()
            runner.cancel()


def main() -> None:
    asyncio.run(_main())


if __name__ == "__main__":
    main()
