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


def layout(*texts: str, edit_to: str | None = None) -> discord.ui.LayoutView:
    """A Components V2 message: a container of text displays and a section whose button
    (custom_id ``v2:edit``) edits the message: to a new layout, or (`edit_to`) to that
    content with no view (so with no flags: refused, the message being V2)."""
    view = discord.ui.LayoutView(timeout=60)
    button: discord.ui.Button[discord.ui.LayoutView] = discord.ui.Button(
        label="Edit", custom_id="v2:edit")

    async def edit(interaction: discord.Interaction) -> None:
        try:
            if edit_to is None:
                await interaction.response.edit_message(view=layout("clicked"))
            else:
                await interaction.response.edit_message(content=edit_to)
        except discord.HTTPException as exc:
            interaction.client.errors.append(exc)  # type: ignore[attr-defined]
            await interaction.response.send_message("edit refused", ephemeral=True)

    button.callback = edit  # type: ignore[method-assign]
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(
        *(discord.ui.TextDisplay(t) for t in texts),
        discord.ui.Section("a section", accessory=button))
    view.add_item(container)
    return view


class DemoBot(commands.Bot):
    def __init__(self, intents: discord.Intents | None = None) -> None:
        super().__init__(
            command_prefix="!",
            intents=discord.Intents.default() if intents is None else intents,
            guild_ready_timeout=0.05,
        )
        self.errors: list[Exception] = []
        self.edited: list[int] = []
        self.kept: list[discord.Interaction] = []
        self.resumed = asyncio.Event()
        self.add_dynamic_items(Counter)
        tree = self.tree

        @tree.command(name="anywhere", description="Works in any install and context")
        @app_commands.allowed_installs(guilds=True, users=True)
        @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
        async def anywhere(interaction: discord.Interaction) -> None:
            """Reply, edit @original, follow up, then try the bot token in the channel."""
            apps = interaction.app_permissions.use_external_apps
            await interaction.response.send_message(
                f"anywhere user={interaction.is_user_integration()} apps={apps}")
            await interaction.edit_original_response(content="anywhere edited")
            await interaction.followup.send("anywhere followup")
            try:
                await interaction.channel.send("with the bot token")  # type: ignore[union-attr]
            except discord.HTTPException as exc:
                self.errors.append(exc)

        @tree.command(name="keep", description="Replies and keeps the interaction")
        async def keep(interaction: discord.Interaction) -> None:
            self.kept.append(interaction)
            await interaction.response.send_message("kept")

        @tree.command(name="v2", description="Components V2 messages, good and bad")
        @app_commands.allowed_installs(guilds=True, users=True)
        async def v2(interaction: discord.Interaction, how: str) -> None:
            """ok: a V2 reply (clickbad: its button then edits content in); content/long:
            a V2 reply with content, or 4,001 characters of text displays (refused, then a
            plain reply); followup: defer, then a bad and a good followup; edit: a good
            reply, then an @original edit adding content."""
            bad = layout("x" * 2001, "y" * 2000) if how == "long" else layout("v2 text")
            try:
                if how in ("ok", "clickbad"):
                    edit_to = "content" if how == "clickbad" else None
                    await interaction.response.send_message(view=layout("v2", edit_to=edit_to))
                elif how in ("content", "long"):
                    content = "text" if how == "content" else None
                    await interaction.response.send_message(content, view=bad)
                elif how == "followup":
                    await interaction.response.defer(thinking=True)
                    await interaction.followup.send("text", view=bad)
                elif how == "edit":
                    await interaction.response.send_message(view=layout("v2 text"))
                    await interaction.edit_original_response(content="text", view=bad)
            except discord.HTTPException as exc:
                self.errors.append(exc)
                if how == "followup":
                    await interaction.followup.send(view=layout("good followup"))
                elif not interaction.response.is_done():
                    await interaction.response.send_message("refused")

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
