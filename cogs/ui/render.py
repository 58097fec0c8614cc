"""Shared pieces of the bot's messages: match boards, their buttons, tables.

Pure functions of the service's snapshots (no I/O), so they are unit-tested directly.
A board is one Components V2 container (`match_board`): its text (`board_text`) and its
buttons, worked out as component payloads (`match_components`, tested as the JSON
Discord receives) and drawn as plain buttons (`cogs.ui.components.container_of`); a
click is answered from its custom id (`cogs.ui.ids`) and the database alone, by
`cogs.buttons` (match buttons) and `cogs.coach` (Review).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

import discord

import rules
from bot.core.snapshots import (
    OPEN_SEAT,
    EndReason,
    MatchSnapshot,
    MatchStatus,
    SeriesSnapshot,
)
from bot.servers.variants import Variant
from cogs.ui import ids
from cogs.ui.components import (
    DANGER,
    PRIMARY,
    ROW_WIDTH,
    SECONDARY,
    SUCCESS,
    DrawnBoard,
    button,
    container_of,
    link_button,
    row,
)
from cogs.ui.series_render import offers_rematch, series_goes_on, series_text
from i18n import Arg, Text, and_list, has_key, sentences, t
from rules.base import player_name

COLOURS = {
    MatchStatus.PENDING: discord.Colour.gold(),
    MatchStatus.ACTIVE: discord.Colour.blurple(),
    MatchStatus.FINISHED: discord.Colour.green(),
}
GREY = discord.Colour.light_grey()
MARK_STYLES = {
    "open": discord.ButtonStyle.primary,
    "p1": discord.ButtonStyle.success,
    "p2": discord.ButtonStyle.danger,
    "taken": discord.ButtonStyle.secondary,
    "blocked": discord.ButtonStyle.secondary,
}
#: What sets a taken number (played, owned by nobody) apart from a merely unavailable one:
#: both are grey, so the taken one carries this after its number.
TAKEN_MARK = "✗"
_MARK_STYLE_VALUES = {mark: style.value for mark, style in MARK_STYLES.items()}
UNRATED_NOTE = Text("board-unrated")
PLAY_HINT = Text("board-hint-play")
FINISHED_HINT = Text("board-hint-finished")
SERIES_GAME_HINT = Text("board-hint-series-game")
ABORTED_HINT = Text("board-hint-aborted")
LEGEND = Text("board-field-legend")
MAX_CHOICE_NAME = 100  # Discord's longest name of an autocomplete choice
#: The longest title and small print of a board (Discord's 4,000 characters of text in a
#: message leave room for both beside the longest position).
MAX_TITLE = 256
MAX_FOOTER = 2048
#: How a puzzle names its two sides in `board_block` (the reader and the other side); any
#: other name is a member's mention.
YOU, OPPONENT = "you", "your opponent"


@dataclass(frozen=True, slots=True)
class BoardWords:
    """How a game's board speaks of its numbers, in the legend under the board and the
    lines of each player's numbers: catalogue keys ending in ``-<game>`` (board.ftl), since
    each game has its card's verb ("Blue: you can claim it now.", "Grey ✗: captured.") and
    verbs change their form in every language. A game without a key of its own says the
    default one (``-default``: "play", "played", "numbers", "not allowed now").
    """

    game: str = "default"

    def legend(self, kind: str, **args: Arg) -> str:
        """``board-legend-<kind>-<game>`` (or its -default), said now."""
        if has_key(f"board-legend-{kind}-{self.game}"):
            return t(f"board-legend-{kind}-{self.game}", **args)
        return t(f"board-legend-{kind}-default", **args)

    def owned(self, kind: str, **args: Arg) -> str:
        """``board-owned-<kind>-<game>`` (or its -default), said now."""
        if has_key(f"board-owned-{kind}-{self.game}"):
            return t(f"board-owned-{kind}-{self.game}", **args)
        return t(f"board-owned-{kind}-default", **args)


WORDS = BoardWords()


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def message_link(guild_id: int, channel_id: int, message_id: int) -> str:
    """The address of a message, as Discord's "Copy Message Link" gives it (``@me`` for a
    match outside a server, guild id 0: right for DMs and group DMs)."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def options_summary(game: rules.Game, options: Mapping[str, int]) -> str:
    """'size 10, start 4', 'size 12, forbid 1 and 3, claims 2': the options in the game's
    own order (the size first), a list of values said in words, in the language in force
    (each option by its name in Discord's command). An option left at its default is left
    out, but the size is always said."""
    return t("list-separator").join(
        t("board-option", option=option.name,
          value=and_list(option.show(value).split(",")))
        for option, value in game.options_to_show(options))


def options_text(snapshot: MatchSnapshot) -> str:
    """'size 10, start 4' from the options the match was created with."""
    return options_summary(snapshot.rules_game, snapshot.state.options_dict())


def claims_left(snapshot: MatchSnapshot) -> int | None:
    """The claims left this turn while a running game gives several claims a turn (its
    ``claims`` option: the line games' cog draws it on the turn line); None otherwise."""
    state = snapshot.state
    if snapshot.status is not MatchStatus.ACTIVE or state.options_dict().get("claims", 1) < 2:
        return None
    return rules.claims_left(state)


def shorten(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters at a word's end, with an ellipsis (a name, or a
    long language's title, never cut mid-word where a space allows)."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > limit // 2 else cut).rstrip(" ·,:") + "…"


def match_title(snapshot: MatchSnapshot, game: rules.Game) -> str:
    """'Forbidden Adjacent · match #4', with the server variant's name when it is one:
    'Forbidden Adjacent · wide · match #4'."""
    if snapshot.variant:
        title = t("board-title-variant", game=game.name, variant=snapshot.variant,
                  id=snapshot.id)
    else:
        title = t("board-title", game=game.name, id=snapshot.id)
    return shorten(title, MAX_TITLE)


def variant_details(variant: Variant) -> str:
    """What a variant plays: 'Forbidden Adjacent, size 15, best of 3'."""
    game = rules.get_game(variant.game)
    parts = [str(game.name)]
    if options_summary(game, variant.options):
        parts.append(options_summary(game, variant.options))
    if variant.best_of > 1:
        parts.append(t("board-best-of", count=variant.best_of))
    return t("list-separator").join(parts)


def variant_choice_name(variant: Variant, name: str | None = None) -> str:
    """A variant in /challenge's list: 'wide: Forbidden Adjacent, size 15, best of 3'
    (``name``: how to show the variant's name, its name as it is if left out)."""
    return shorten(t("board-variant-choice", name=variant.name if name is None else name,
                     details=variant_details(variant)), MAX_CHOICE_NAME)


def names(snapshot: MatchSnapshot) -> tuple[str, str]:
    """Player 1 and Player 2 as a board names them: their mentions."""
    p1, p2 = snapshot.player_ids
    return mention(p1), mention(p2)


def players_text(snapshot: MatchSnapshot) -> str:
    """Who moves first: '<@a> moves first, <@b> second.' (the bot with its level)."""
    def who(user_id: int) -> str:
        if user_id == snapshot.bot_user_id and snapshot.bot_level:
            return t("board-bot-level", bot=mention(user_id), level=snapshot.bot_level)
        return mention(user_id)

    p1, p2 = snapshot.player_ids
    if snapshot.is_open_challenge:  # the seat of whoever accepts is nobody's yet
        return t("board-players-open-seat", challenger=mention(snapshot.challenger_id),
                 order="first" if p1 == snapshot.challenger_id else "second")
    if snapshot.is_open:
        return t("board-players-open", first=who(p1), second=who(p2))
    return t("board-players-done", first=who(p1), second=who(p2))


def last_move_text(snapshot: MatchSnapshot, game: rules.Game) -> str | None:
    """The card's sentence for the last number played, with the players' mentions, or None
    before the first move. It never says who won: the Result field does."""
    last = snapshot.state.before_last_move()
    if last is None:
        return None
    before, number = last
    return str(game.describe_move(before, number, names(snapshot)))  # said in force


def aborted_text(snapshot: MatchSnapshot) -> str:
    """'Aborted: @a resigned before both players had moved, so this match doesn't count.'"""
    if snapshot.ended_by is None:
        return t("board-aborted")
    if snapshot.end_reason is EndReason.RESIGNATION:
        return t("board-aborted-resigned", member=mention(snapshot.ended_by))
    if snapshot.end_reason is EndReason.TIMEOUT:
        return t("board-aborted-timeout", member=mention(snapshot.ended_by))
    return t("board-aborted")


def fixed_note(snapshot: MatchSnapshot) -> str | None:
    """When the rules decide the winner before anyone moves: who always wins, and that the
    match is for fun (and unrated, between two people). None for any other match."""
    winner = snapshot.fixed_winner
    if winner is None:
        return None
    options = snapshot.state.options_dict()
    args: dict[str, str | int] = {
        "setup": "size" if set(options) == {"size"} else "options",
        "size": snapshot.state.size,
        "order": "first" if winner == 0 else "second",
        "rated": "bot" if snapshot.bot_user_id is not None else "people",
    }
    if snapshot.status is MatchStatus.FINISHED:
        return t("board-fixed-finished", **args)
    member = snapshot.player_ids[winner]
    return t("board-fixed", member=t("board-open-seat-member") if member == OPEN_SEAT
             else mention(member), **args)


def end_text(snapshot: MatchSnapshot) -> str:
    """'🏆 @a wins! @b resigned.' and friends; a game played out ends with the game's own
    line (``Game.end_line``)."""
    if snapshot.is_aborted:
        return aborted_text(snapshot)
    winner, loser = snapshot.winner_id, snapshot.loser_id
    if winner is None or loser is None:
        return t("board-over")
    names = {"winner": mention(winner), "loser": mention(loser)}
    if snapshot.end_reason is EndReason.RESIGNATION:
        return f"🏆 {t('board-end-resigned', **names)}"
    if snapshot.end_reason is EndReason.TIMEOUT:
        return f"🏆 {t('board-end-timeout', **names)}"
    return f"🏆 {snapshot.rules_game.end_line(**names)}"


def void_text(snapshot: MatchSnapshot) -> str:
    """'⛔ Voided by @mod: ...', with the result it had, if any."""
    assert snapshot.voided_by is not None
    text = f"⛔ {t('board-voided', moderator=mention(snapshot.voided_by))}"
    if snapshot.winner_id is not None:
        text += "\n" + t("board-voided-had-ended", result=end_text(snapshot))
    return text


def board_block(state: rules.State, game: rules.Game, player_names: tuple[str, str],
                words: BoardWords = WORDS) -> str:
    """The card's board in a code block; its lines about one player ("Player 1's claimed
    numbers: 5") go below it as a sentence naming the player as a board does (a mention,
    which a code block can't show; YOU and OPPONENT in a puzzle): "<@alice>'s claims: 5
    and 9." The code block is the card's (numbers and marks, the same in every language)."""
    board, players = [], []
    for line in game.render(state).splitlines():
        for index, name in enumerate(player_names):
            card_name = player_name(index)
            if line.startswith(card_name):
                numbers = sorted(re.findall(r"\d+", line.removeprefix(card_name)), key=int)
                who = side(name)
                players.append(words.owned("list", who=who, member=name,
                                         numbers=and_list(numbers)) if numbers
                               else words.owned("none", who=who, member=name))
                break
        else:
            board.append(line)
    # The card's owner marks, said by the members' mentions (a puzzle's lines below already
    # say "your numbers").
    if (all(name.startswith("<@") for name in player_names)
            and any(re.search(r"\bP[12]\b", line) for line in board)):
        players.insert(0, t("board-marks-players", first=player_names[0],
                            second=player_names[1]))
    return "\n".join(["```", *board, "```", *players])



def side(name: str) -> str:
    """How ``board_block`` names a player: "member" (a mention), else a puzzle's side,
    "you" (YOU) or "opponent" (OPPONENT)."""
    if name.startswith("<@"):
        return "member"
    return "you" if name == YOU else "opponent"


def numbers_shown(snapshot: MatchSnapshot) -> bool:
    """Whether the board's message has a button per number: a running board, and a
    finished or aborted one (its numbers disabled, as the game left them). Pending, closed
    and voided matches have none."""
    return not snapshot.is_voided and snapshot.status in (
        MatchStatus.ACTIVE, MatchStatus.FINISHED, MatchStatus.ABORTED)


def shown_cells(snapshot: MatchSnapshot, game: rules.Game) -> list[rules.Cell]:
    """The cells the board draws as buttons ([] when it draws none)."""
    return game.cells(snapshot.state) if numbers_shown(snapshot) else []


def legend_text(
    snapshot: MatchSnapshot,
    game: rules.Game,
    cells: list[rules.Cell],
    words: BoardWords = WORDS,
) -> str | None:
    """What each colour of the buttons means on this board, or None without buttons.

    Drawn from the marks the cells carry, in the game's words: blue (playable now) on an
    active board, green and red (each player's, in a game that keeps owners), grey with
    ✗ (played, nobody's), plain grey (not playable now; on a finished board, never played).
    """
    if not cells:
        return None
    marks = {cell.mark for cell in cells}
    active = snapshot.status is MatchStatus.ACTIVE
    p1, p2 = names(snapshot)
    parts = []
    if active and "open" in marks:
        parts.append(words.legend("open"))
    if game.tracks_owners() or marks & {"p1", "p2"}:
        parts += [words.legend("first", member=p1), words.legend("second", member=p2)]
    if "taken" in marks:
        parts.append(words.legend("done", mark=TAKEN_MARK))
    if "blocked" in marks or (not active and "open" in marks):
        parts.append(words.legend("blocked" if active else "never"))
    return sentences(*parts)


def footer_text(snapshot: MatchSnapshot, series: SeriesSnapshot | None = None) -> str:
    """The options, then what a player can do with the board now (a game of a series that
    goes on: no Rematch)."""
    footer = options_text(snapshot)
    if snapshot.is_voided:
        return footer  # a moderator's decision: nothing left to do
    return shorten(footer + _footer_hint(snapshot, series), MAX_FOOTER)


def _footer_hint(snapshot: MatchSnapshot, series: SeriesSnapshot | None) -> str:
    footer = ""
    if snapshot.status is MatchStatus.ACTIVE:
        footer += f" · {PLAY_HINT}"
    elif snapshot.status is MatchStatus.FINISHED:
        footer += f" · {FINISHED_HINT if offers_rematch(snapshot, series) else SERIES_GAME_HINT}"
    elif series_goes_on(snapshot, series):
        pass  # an aborted game of a series is played again: nothing to click
    elif snapshot.status is MatchStatus.ABORTED:
        footer += f" · {ABORTED_HINT}"
    return footer


class BoardPart(NamedTuple):
    """A named part of a board: "Turn" and its line."""

    name: str
    value: str


@dataclass(frozen=True, slots=True)
class BoardText:
    """What a board says, before it is drawn: its title, the colour of its status, the
    position (or the challenge), its named parts in order ("Turn", "Last move",
    "Players", "Buttons"...) and the small print under its buttons."""

    title: str
    colour: discord.Colour
    description: str
    fields: tuple[BoardPart, ...] = ()
    footer: str | None = None


def board_text(
    snapshot: MatchSnapshot,
    game: rules.Game,
    *,
    words: BoardWords = WORDS,
    cells: list[rules.Cell] | None = None,
    series: SeriesSnapshot | None = None,
    claims: int | None = None,
    note: str | None = None,
) -> BoardText:
    """The match message's text: a challenge while pending, the board once accepted.

    ``cells``: the board's shown cells when the caller has them (`match_board`), so they
    are computed once for the legend and the buttons. ``series``: the series of a series
    game (its line goes first). ``claims``: the claims left this turn, for a game whose
    turn is several claims (its cog says, GameCog.claims_left). ``note``: a line of the
    game's own under the position (Circle Duel's circle, GameCog.note).
    """
    status = snapshot.status
    title, colour = match_title(snapshot, game), COLOURS.get(status, GREY)
    fields: list[BoardPart] = []
    series_line = series_text(snapshot, series)
    if series_line is not None:
        fields.append(BoardPart(t("board-field-series"), series_line))
    challenger, opponent = mention(snapshot.challenger_id), mention(snapshot.opponent_id)
    if status is MatchStatus.PENDING:
        if snapshot.is_open_challenge:
            text = open_challenge_text(snapshot, game)
        else:
            if snapshot.variant:
                challenge = t("board-challenge-variant", challenger=challenger,
                              opponent=opponent, variant=snapshot.variant, game=game.name,
                              options=options_text(snapshot))
            else:
                challenge = t("board-challenge", challenger=challenger, opponent=opponent,
                              game=game.name, options=options_text(snapshot))
            text = f"{challenge}\n{t('board-challenge-question', opponent=opponent)}"
        fixed = fixed_note(snapshot)
        fields.append(BoardPart(t("board-field-players"), players_text(snapshot)))
        if snapshot.deadline is not None:
            fields.append(BoardPart(t("board-field-expires"), _when(snapshot)))
        return BoardText(title, colour, text if fixed is None else f"{text}\n{fixed}",
                         tuple(fields))
    if status in (MatchStatus.DECLINED, MatchStatus.CANCELLED, MatchStatus.EXPIRED):
        people = {"challenger": challenger, "opponent": opponent}
        if snapshot.is_open_challenge:  # nobody accepted it: nobody to name but its author
            if status is MatchStatus.CANCELLED:
                text = t("board-cancelled-open", challenger=challenger)
            else:
                text = t("board-expired-open", challenger=challenger)
        elif status is MatchStatus.DECLINED:
            text = t("board-declined", **people)
        elif status is MatchStatus.CANCELLED:
            text = t("board-cancelled", **people)
        else:
            text = t("board-expired", **people)
        return BoardText(title, colour, text, tuple(fields))
    description = board_block(snapshot.state, game, names(snapshot), words)
    if note:
        description += f"\n{note}"
    if status is MatchStatus.ACTIVE and snapshot.to_move_id is not None:
        fields.append(BoardPart(t("board-field-turn"), turn_text(snapshot, claims)))
        fixed = fixed_note(snapshot)
        if fixed is not None:
            fields.append(BoardPart(t("board-field-for-fun"), fixed))
    elif snapshot.is_voided:
        colour = GREY
        fields.append(BoardPart(t("board-field-result"), void_text(snapshot)))
    elif status is MatchStatus.FINISHED:
        result = end_text(snapshot)
        fixed = fixed_note(snapshot) if snapshot.for_fun else None
        if fixed is not None:
            result += f"\n{fixed}"
        elif snapshot.rated is False:
            result += f"\n{UNRATED_NOTE}"
        fields.append(BoardPart(t("board-field-result"), result))
    elif status is MatchStatus.ABORTED:
        fields.append(BoardPart(t("board-field-result"), aborted_text(snapshot)))
    last = last_move_text(snapshot, game)
    if last:
        fields.append(BoardPart(t("board-field-last-move"), last))
    fields.append(BoardPart(t("board-field-players"), players_text(snapshot)))
    legend = legend_text(snapshot, game, shown_cells(snapshot, game) if cells is None else cells,
                         words)
    if legend:
        fields.append(BoardPart(str(LEGEND), legend))
    return BoardText(title, colour, description, tuple(fields),
                     footer_text(snapshot, series))


def open_challenge_text(snapshot: MatchSnapshot, game: rules.Game) -> str:
    """An open challenge's description: who challenges anyone here to what, and that
    anyone here may accept (docs/rules.md, decision 22)."""
    challenger = mention(snapshot.challenger_id)
    if snapshot.variant:
        challenge = t("board-challenge-open-variant", challenger=challenger,
                      variant=snapshot.variant, game=game.name, options=options_text(snapshot))
    else:
        challenge = t("board-challenge-open", challenger=challenger, game=game.name,
                      options=options_text(snapshot))
    return f"{challenge}\n{t('board-challenge-open-question')}"


def turn_text(snapshot: MatchSnapshot, left: int | None = None) -> str:
    """'<@a> to move (turn ends in 5 minutes).'; with ``left``, the claims left this turn:
    '<@a> to move: 2 claims left this turn (turn ends in 5 minutes).'"""
    assert snapshot.to_move_id is not None
    mover = mention(snapshot.to_move_id)
    deadline = "" if snapshot.deadline is None else "-deadline"
    if left is None:
        return t(f"board-turn{deadline}", mover=mover,
                 when="" if snapshot.deadline is None else _when(snapshot))
    return t(f"board-turn-claims{deadline}", mover=mover, count=left,
             when="" if snapshot.deadline is None else _when(snapshot))


def moved_board(snapshot: MatchSnapshot, game: rules.Game) -> DrawnBoard:
    """An older board of a match (/board posted a new one): a link to the current board,
    and nothing to click, so the two never disagree."""
    assert snapshot.message_id is not None
    link = message_link(snapshot.link_guild_id, snapshot.channel_id, snapshot.message_id)
    return drawn(BoardText(match_title(snapshot, game), GREY, t("board-moved", link=link)), [])


def _when(snapshot: MatchSnapshot) -> str:
    assert snapshot.deadline is not None
    return discord.utils.format_dt(snapshot.deadline, "R")


def rules_button(match_id: int) -> dict[str, Any]:
    """Rules: the match's game, options and variant, told to whoever clicks."""
    return button(t("board-button-rules"), ids.match_id("rules", match_id), SECONDARY)


def resign_question(match_id: int) -> list[dict[str, Any]]:
    """The buttons under "Resign match #7?": Resign, and Keep playing."""
    return [row([
        button(t("board-button-resign"), ids.match_id("resign-yes", match_id), DANGER),
        button(t("board-button-keep-playing"), ids.match_id("resign-no", match_id),
               SECONDARY),
    ])]


def cell_button(match_id: int, cell: rules.Cell, *, active: bool) -> dict[str, Any]:
    """One number: blue while playable, green/red once Player 1/2 owns it, grey otherwise;
    a taken number nobody owns is grey with ✗, apart from the merely unavailable ones."""
    enabled = active and cell.mark == "open"
    label = f"{cell.number} {TAKEN_MARK}" if cell.mark == "taken" else str(cell.number)
    style = _MARK_STYLE_VALUES[cell.mark if enabled or cell.mark != "open" else "blocked"]
    return button(label, ids.match_id("play", match_id, cell.number), style, disabled=not enabled)


def match_components(
    snapshot: MatchSnapshot, game: rules.Game, cells: list[rules.Cell] | None = None,
    series: SeriesSnapshot | None = None, replay: str | None = None,
) -> list[dict[str, Any]] | None:
    """The action rows of a match message, as Discord payloads (None: no buttons at all).

    Numbers go five to a row (`numbers_shown` says when there are any), then a row of
    what is not a number: a running board's Rules and Resign, a finished one's Rematch,
    Review and its Replay link, an aborted one's Rematch. A challenge has Accept,
    Decline, Cancel and Rules. ``replay``: the address of the match's replay on the
    public pages, a link button after Review on a finished board. Components V2 leave
    room for all of them at every size (`match_board`).
    """
    status = snapshot.status
    match = snapshot.id
    if snapshot.is_voided:
        return None  # a moderator's decision: nothing left to click, not even Rematch
    if status is MatchStatus.PENDING:
        accept = button(t("board-button-accept"), ids.match_id("accept", match), SUCCESS)
        cancel = button(t("board-button-cancel"), ids.match_id("cancel", match), SECONDARY)
        if snapshot.is_open_challenge:  # nobody in particular to decline it
            return [row([accept, cancel, rules_button(match)])]
        return [row([
            accept,
            button(t("board-button-decline"), ids.match_id("decline", match), DANGER),
            cancel,
            rules_button(match),
        ])]
    if status not in (MatchStatus.ACTIVE, MatchStatus.FINISHED, MatchStatus.ABORTED):
        return None
    active = status is MatchStatus.ACTIVE
    last: list[dict[str, Any]] = []
    if active:
        last = [rules_button(match),
                button(t("board-button-resign"), ids.match_id("resign", match), DANGER)]
    else:
        if offers_rematch(snapshot, series):  # not a series' game that goes on, nor a
            # tournament's: the next game follows by itself, the tournament pairs again
            last = [button(t("board-button-rematch"), ids.match_id("rematch", match), SUCCESS)]
        if status is MatchStatus.FINISHED:  # an aborted match has nothing to review
            last.append(button(t("board-button-review"), ids.review_id(match), PRIMARY))
            if replay is not None:
                last.append(link_button(t("board-button-replay"), replay))
    if cells is None:
        cells = shown_cells(snapshot, game)
    # One cell per number, ascending: number n goes on row (n - 1) // ROW_WIDTH.
    numbers = [cell_button(match, cell, active=active) for cell in cells]
    rows = [numbers[i : i + ROW_WIDTH] for i in range(0, len(numbers), ROW_WIDTH)]
    if last:
        rows.append(last)
    return [row(buttons) for buttons in rows]


def drawn(text: BoardText, rows: list[dict[str, Any]] | None) -> DrawnBoard:
    """``text`` and the buttons of ``rows`` as one container: the title and position,
    the board's parts (each a bold name over its text, as an embed's fields), the buttons,
    then the small print. At most 3 text displays: with 25 numbers (5 rows), their row of
    Rematch, Review and Replay, and the container, 38 of Discord's 40 components."""
    parts = "\n".join(f"**{name}**\n{value}" for name, value in text.fields)
    footer = () if not text.footer else (
        "\n".join(f"-# {line}" for line in text.footer.splitlines()),)
    return DrawnBoard(container_of(
        [f"### {text.title}\n{text.description}", *((parts,) if parts else ())],
        rows or [], footer, colour=text.colour))


def match_board(
    snapshot: MatchSnapshot,
    game: rules.Game,
    *,
    words: BoardWords = WORDS,
    series: SeriesSnapshot | None = None,
    claims: int | None = None,
    replay: str | None = None,
    note: str | None = None,
) -> DrawnBoard:
    """The match message, drawn as one Components V2 container, from one computation of
    the board's cells (``claims``, ``note``: as board_text's; ``replay``: the address of
    its replay, on a server that shows its pages)."""
    cells = shown_cells(snapshot, game)
    text = board_text(snapshot, game, words=words, cells=cells, series=series,
                      claims=claims, note=note)
    return drawn(text, match_components(snapshot, game, cells, series, replay))
