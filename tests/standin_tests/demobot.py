"""A small discord.py bot used to exercise the local Discord API stand-in (NOT Discord)."""

from __future__ import annotations

import asyncio
import re

import discord
from discord import app_commands
from discord.ext import commands


class Counter(discord.ui.DynamicItem[discord.ui.Button], template=r"counter:(?P<n>\d+)"):
    """A persistent button whose state lives in its custom_id."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"+1 ({n})", custom_id=f"counter:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> Counter:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(Counter(self.n + 1))
        await interaction.response.edit_message(content=f"count {self.n + 1}", view=view)


class PlainView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.button(label="Plain", custom_id="plain:btn", style=discord.ButtonStyle.primary)
    async def plain(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        button.disabled = True
        await interaction.response.edit_message(content="plain clicked", view=self)


class Feedback(discord.ui.Modal, title="Feedback"):
    text = discord.ui.TextInput(label="Text", custom_id="fb:text")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"thanks: {self.text.value}", ephemeral=True)


class DemoBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(
            command_prefix="!",
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
        )
        self.errors: list[Exception] = []
        self.edited: list[int] = []
        self.resumed = asyncio.Event()
        self.add_dynamic_items(Counter)
        tree = self.tree

        @tree.command(name="ping", description="Replies pong")
        async def ping(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("pong")

        @tree.command(name="secret", description="Ephemeral reply")
        async def secret(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("shh", ephemeral=True)

        @tree.command(name="slow", description="Deferred then followup")
        async def slow(interaction: discord.Interaction, edit: bool = False) -> None:
            await interaction.response.defer(thinking=True)
            await asyncio.sleep(0.05)
            if edit:
                await interaction.edit_original_response(content="slow edited")
            else:
                await interaction.followup.send("slow done")

        @tree.command(name="claim", description="Autocomplete")
        async def claim(interaction: discord.Interaction, number: int) -> None:
            await interaction.response.send_message(f"claimed {number}")

        @claim.autocomplete("number")
        async def claim_auto(interaction: discord.Interaction, current: str):
            return [
                app_commands.Choice(name=str(n), value=n)
                for n in range(1, 30)
                if str(n).startswith(current)
            ][:25]

        @tree.command(name="challenge", description="Challenge someone")
        @app_commands.describe(opponent="Who", size="Board size")
        async def challenge(
            interaction: discord.Interaction,
            opponent: discord.Member,
            size: app_commands.Range[int, 2, 20],
            game: str = "circle-duel",
        ) -> None:
            view = discord.ui.View(timeout=None)
            view.add_item(Counter(0))
            await interaction.response.send_message(
                f"{interaction.user.name} vs {opponent.name} ({opponent.bot}) {game} {size}",
                view=view,
            )

        @tree.command(name="plain", description="A plain view")
        async def plain(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("plain view", view=PlainView())

        @tree.command(name="board", description="Post then edit with the bot token")
        async def board(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("posting", ephemeral=True)
            msg = await interaction.channel.send("board v1")
            try:
                await msg.edit(content="board v2")
            except discord.HTTPException as exc:
                self.errors.append(exc)
            else:
                self.edited.append(msg.id)

        @tree.command(name="feedback", description="Opens a modal")
        async def feedback(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(Feedback(custom_id="fb:modal"))

        group = app_commands.Group(name="duel", description="Duel commands")

        @group.command(name="start", description="Start a duel")
        async def start(interaction: discord.Interaction, rounds: int) -> None:
            await interaction.response.send_message(f"duel start {rounds}")

        tree.add_command(group)

    async def on_resumed(self) -> None:
        self.resumed.set()
