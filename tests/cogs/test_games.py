"""The per-game cogs: discovery, option handling, rules text, and what a game needs.

A game is one rules module (which registers itself) and one cog module in cogs/games/
(with its catalogue texts); the last tests add a sixth game that way, with an option no
game had, and check every layer finds it: the solver, the terminal, the cogs, and the four
commands that offer game options, in what the command sync sends.
"""

from __future__ import annotations

import importlib
import io
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import discord
import pytest
from discord.ext import commands

import cogs.games
import rules
from bot.core.errors import InvalidChallenge
from bot.frontends import terminal
from bot.process.app import DuelsBot
from bot.process.settings import Settings
from cogs.analyze import Analyze
from cogs.config import Config
from cogs.game_cog import GameCog
from cogs.game_or_variant import offered
from cogs.games import discover, game_cogs
from cogs.help import rules_embed
from cogs.matches import Matches
from cogs.options import option_description
from cogs.tournaments import Tournaments
from rules import solver
from rules.base import Game, Names, State, name_of, player_name
from rules.options import Option, size_option
from rules.screens import Screens, Turn, no_move_end
from rules.strategy import Strategy

from .helpers import BOB, snapshot


def cog(slug: str) -> GameCog:
    cls = next(c for c in game_cogs() if c.slug == slug)
    return cls(bot=None)  # type: ignore[arg-type]


def test_every_game_has_a_cog_in_rules_order() -> None:
    assert [c.slug for c in game_cogs()] == rules.game_slugs()


@pytest.mark.parametrize("slug", rules.game_slugs())
def test_every_game_has_a_strategy_a_cog_and_terminal_screens(slug: str) -> None:
    game = rules.get_game(slug)
    assert game.strategy is not None, (
        f"{slug} has no solver strategy: set `strategy` on its Game in rules/ "
        "(without one the solver falls back to exhaustive search, hopeless at size 25)"
    )
    assert game.screens is not None, f"{slug} has no terminal screens: set `screens` in rules/"
    assert slug in discover(), f"{slug} has no cog: add a GameCog module in cogs/games/"


#: The commands that offer the game options (cogs.options.game_options).
WITH_OPTIONS = {"challenge": Matches.challenge, "analyze": Analyze.analyze,
                "config variant-add": next(c for c in Config.config.commands
                                           if c.name == "variant-add"),
                "tournament create": Tournaments.create}


@pytest.mark.parametrize("command", WITH_OPTIONS)
def test_a_command_with_game_options_has_a_parameter_for_every_declared_option(
        command: str) -> None:
    params = {p.name: p for p in WITH_OPTIONS[command].parameters}
    for name in rules.option_names():
        assert name in params, f"/{command} has no `{name}` parameter"
        assert params[name].description == option_description(name)
        takers = [g for g in rules.GAMES.values() if name in g.option_names]
        assert option_description(name) in (rules.option_help(name),
                                            takers[0].option(name).description)
        assert len(option_description(name)) <= 100  # Discord's limit: it would cut the rest
        assert not params[name].required
    assert params["start"].description == "Number Chain: the start number (random if left out)"
    assert (params["size"].min_value, params["size"].max_value) == (3, 25)
    assert [c.value for c in params["claims"].choices] == [1, 2, 3]
    assert (params["forbid"].type, params["forbid"].max_value) == (
        discord.AppCommandOptionType.string, 20)


def test_games_sharing_an_option_share_its_description() -> None:
    for name in rules.option_names():
        descriptions = {
            game.option(name).description
            for game in rules.GAMES.values()
            if name in game.option_names
        }
        assert len(descriptions) == 1, (name, descriptions)


@pytest.mark.parametrize(
    ("slug", "option"),
    [("circle-duel", "forbid"), ("non-consecutive", "start"), ("number-chain", "claims"),
     ("number-capture", "start"), ("forbidden-adjacent", "start"), ("circle-duel", "reach")],
)
def test_options_a_game_does_not_take_are_refused(slug: str, option: str) -> None:
    with pytest.raises(InvalidChallenge, match=f"`{option}` doesn't apply"):
        cog(slug).options({"size": None, option: 2})


def test_refusal_names_the_options_the_game_takes() -> None:
    with pytest.raises(InvalidChallenge) as refused:
        cog("number-chain").options({"size": 9, "forbid": 13, "start": None})
    assert str(refused.value) == (
        "`forbid` doesn't apply to Number Chain (it takes `size` and `start`)."
    )


def test_options_kept_when_they_apply() -> None:
    assert cog("forbidden-adjacent").options(
        {"size": 12, "forbid": "2, 1", "claims": 2, "start": None}) == {
        "size": 12, "forbid": 12, "claims": 2,
    }
    assert cog("number-chain").options({"size": None, "start": 4, "forbid": None}) == {"start": 4}
    with pytest.raises(InvalidChallenge, match=r"^`forbid` takes distances from 1 to 5, like "
                       r"`1,3`\.$"):
        cog("non-consecutive").options({"forbid": "1,6"})


@pytest.mark.parametrize("slug", rules.game_slugs())
def test_what_each_game_cog_adds_to_the_shared_board_and_options(slug: str) -> None:
    """Number Chain's cog: no verdict without a start (each match draws its own); the line
    games' cogs: the turn line counts the claims left; the others: neither."""
    game_cog = cog(slug)
    undecided = game_cog.undecided({"size": 9})
    assert (undecided is not None) == (slug == "number-chain")
    if undecided is not None:
        assert str(undecided) == ("Number Chain has no single verdict until its start is "
                                  "chosen: add `start`, from 1 to the size.")
        assert game_cog.undecided({"size": 9, "start": 4}) is None
    options = {"claims": 2} if "claims" in game_cog.game.option_names else {}
    turn = {f.name: f.value for f in game_cog.board_text(snapshot(slug, options=options)
                                                          ).fields}["Turn"]
    assert ("2 claims left this turn" in turn) == ("claims" in options), turn


@pytest.mark.parametrize("slug", rules.game_slugs())
def test_rules_embed(slug: str) -> None:
    embed = rules_embed(cog(slug))
    assert rules.get_game(slug).title in embed.title
    assert f"/challenge game:{slug}" in next(f.value for f in embed.fields if f.name == "Play")
    assert any(f.name == "House rules" for f in embed.fields)


# ----------------------------------------------------------------- a sixth game
# The rules module's content: count up from 0 by one or two; whoever reaches the size
# wins (the player left without a move loses).


@cache
def count_up_outcome(left: int, steps: int = 2) -> tuple[bool, int]:
    """(player to move wins, remoteness) with ``left`` numbers to go, counting on by one up
    to ``steps``."""
    if left == 0:
        return False, 0
    children = [count_up_outcome(left - step, steps) for step in range(1, steps + 1)
                if step <= left]
    wins = [rem for won, rem in children if not won]
    if wins:
        return True, min(wins) + 1
    return False, max(rem for _won, rem in children) + 1


def _last(state: State) -> int:
    return state.numbers[-1] if state.numbers else 0


def _steps(state: State) -> int:
    return state.options_dict().get("steps", 2)


def _count_up_winning(state: State, moves: list[int]) -> tuple[int, ...]:
    return tuple(n for n in moves if not count_up_outcome(state.size - n, _steps(state))[0])


def _count_up_remoteness(state: State) -> int:
    return count_up_outcome(state.size - _last(state), _steps(state))[1]


def _count_up_turn(game: Game, state: State) -> Turn:
    return Turn([game.render(state)], f"{player_name(state.to_move)}, count on: ")


#: An option no other game has: the recipe's "new option" (rules only; every command that
#: offers game options gets its parameter).
STEPS = Option("steps", "How far a turn may count on (default 2)", default=2, low=2, high=3)


class CountUp(Game):
    slug = "count-up"
    title = "Count Up"
    options = (size_option(7), STEPS)
    strategy = Strategy(_count_up_winning, _count_up_remoteness, caches=(count_up_outcome,))
    screens = Screens(_count_up_turn, no_move_end)

    def _moves(self, state: State) -> list[int]:
        return [n for n in range(_last(state) + 1, _last(state) + _steps(state) + 1)
                if n <= state.size]

    def _why_illegal(self, state: State, number: int) -> str:
        return f"{number} is not one to {_steps(state)} above {_last(state)}"

    def render(self, state: State) -> str:
        return f"Count: {_last(state)} of {state.size}"

    def describe_move(self, before: State, number: int, names: Names = None) -> str:
        return f"{name_of(before.to_move, names)} counts {number}."


# The cog module's content, written into a folder of the cogs.games package.
COUNT_UP_COG = '''
from cogs.game_cog import GameCog


class CountUpCog(GameCog, name="Count Up"):
    slug = "count-up"
    summary = "Count up by one or two. Whoever reaches the last number wins."
    rules_text = "• Say the next number or the one after it."
'''


@pytest.fixture
def count_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Game]:
    """Count Up registered with the rules, and its cog module in cogs/games/."""
    (tmp_path / "count_up.py").write_text(COUNT_UP_COG)
    # Both the package this module imported and the one imported now: discord.py's
    # load_extension puts a new module object in sys.modules each time a bot in this process
    # loads the cogs.
    for games in {id(m): m for m in (cogs.games, importlib.import_module("cogs.games"))
                  }.values():
        monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path)])
    importlib.invalidate_caches()
    game = rules.register(CountUp())
    try:
        yield game
    finally:
        rules.registry.unregister(game.slug)
        sys.modules.pop("cogs.games.count_up", None)


def test_a_sixth_game_is_one_rules_module_one_cog_and_one_registration(
    count_up: Game,
) -> None:
    # the solver uses its strategy (its memo fills, clear_caches empties it), exactly
    state = count_up.new_state(size=8)
    solver.clear_caches()
    positions = [state]
    while positions[-1].winner is None:
        positions.append(count_up.apply(positions[-1], count_up.legal_moves(positions[-1])[0]))
    for position in positions[:-1]:
        moves = count_up.legal_moves(position)
        assert solver.solve(position).winning_moves == solver.GENERIC.winning_moves(
            position, moves
        )
    assert count_up_outcome.cache_info().currsize > 0
    assert solver.remoteness(state) == count_up_outcome(8)[1]
    solver.clear_caches()
    assert count_up_outcome.cache_info().currsize == 0

    # the terminal offers it, with its screens, and its option help
    out = io.StringIO()
    code = terminal.main(["count-up", "--size", "4"], io.StringIO("2\n3\n4\n"), out)
    lines = out.getvalue().splitlines()
    assert code == terminal.EXIT_DONE, lines
    assert lines[:3] == ["Count Up: size 4", "", "Count: 0 of 4"]
    assert "Player 1, count on: 2" in lines
    end = lines.index("Review (every position solved exactly):")  # the coach knows it too
    assert lines[end - 3 : end] == ["Player 2 has no valid moves.", "Player 1 wins the game!", ""]
    assert lines[end + 1] == "1. Player 1 played 2: a mistake; 1 would have won."
    out = io.StringIO()
    code = terminal.main(["count-up", "--vs", "perfect", "--first", "them"], io.StringIO(), out)
    assert code == terminal.EXIT_EOF  # nobody typed anything
    assert out.getvalue().startswith("Count Up: size 7 · Player 1: perfect bot · Player 2: you")
    assert "Player 1 (perfect bot) plays 1." in out.getvalue()  # 7 - 1 = 6 left: lost for P2

    # its cog is found, last (the registry's order), and presents it
    assert [c.slug for c in game_cogs()] == [*rules.game_slugs()[:-1], "count-up"]
    count_up_cog = cog("count-up")
    assert str(count_up_cog.title) == "Count Up"  # a game without a name in the catalogue
    assert rules_embed(count_up_cog).title == "Count Up · rules"
    board = count_up_cog.board_text(snapshot("count-up", [1, 2]))
    assert board.description
    # its board speaks in default words, names players by mention
    fields = {f.name: f.value for f in board.fields}
    assert fields["Last move"] == f"<@{BOB}> counts 2."
    assert "Blue: you can play it now." in fields["Buttons"]
    with pytest.raises(InvalidChallenge, match="`forbid` doesn't apply to Count Up"):
        count_up_cog.options({"size": None, "forbid": 12})


async def test_the_sixth_game_cog_is_loaded_with_the_others(count_up: Game) -> None:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    await cogs.games.setup(bot)
    loaded = [c.slug for c in bot.cogs.values() if isinstance(c, GameCog)]
    assert loaded == rules.game_slugs() and loaded[-1] == "count-up"


async def test_the_four_commands_offer_the_sixth_game_and_its_new_option(
        count_up: Game) -> None:
    """What the command sync sends (the commands' definitions, as
    DuelsBot.sync_commands_if_changed makes them) once the extensions are loaded after the
    game registered: /config variant-add lists Count Up among its games, and the three
    others' `game` autocomplete offers it; all four take its `steps`, 2 to 3, as declared."""
    bot = DuelsBot(Settings(_env_file=None))  # type: ignore[call-arg]  # pydantic's init kwarg
    extensions = ["cogs.matches", "cogs.analyze", "cogs.config", "cogs.tournaments"]
    for extension in extensions:
        await bot.load_extension(extension)
    try:
        payload = {c.name: c.to_dict(bot.tree) for c in bot.tree.get_commands()}
    finally:
        for extension in extensions:
            await bot.unload_extension(extension)

    def command(path: str) -> dict:
        node = payload[path.split()[0]]
        for name in path.split()[1:]:
            node = next(o for o in node["options"] if o["name"] == name)
        return node

    for path in WITH_OPTIONS:
        options = {o["name"]: o for o in command(path)["options"]}
        steps = options["steps"]
        assert (steps["min_value"], steps["max_value"], steps["required"]) == (2, 3, False)
        assert steps["description"] == "Count Up: How far a turn may count on (default 2)"
        game = options["game"]
        if path == "config variant-add":
            assert {"name": "Count Up", "value": "count-up"} in game["choices"]
        else:
            assert game["autocomplete"] is True
    assert [c.value for c in await offered(None, None, "count")] == ["count-up"]  # type: ignore[arg-type]
    assert cog("count-up").options({"size": 9, "steps": 3, "forbid": None}) == {
        "size": 9, "steps": 3}
