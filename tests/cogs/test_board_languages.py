"""The board in every language: each game's own verbs in its legend, the plural each count
needs, and Discord's limits kept at the largest size in the longest wording."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

import rules
from bot.core.errors import DatabaseUnavailable
from bot.core.snapshots import EndReason, MatchStatus, SeriesSnapshot, SeriesStatus
from bot.servers.variants import NAME_LENGTH
from cogs.games import game_cogs
from cogs.ui import render
from cogs.voice import in_server_language, server_language
from i18n import LANGUAGES, speaking, t
from tests.cogs.helpers import ALICE, BOB, NOW, snapshot, with_status
from tests.fixtures.discord_limits import message_problems, spec_limits
from tests.standin.components_rules import IS_COMPONENTS_V2

COGS = {cog.slug: cog for cog in game_cogs()}


def fields(embed: Any) -> dict[str, str]:
    return {f.name: f.value for f in embed.fields}


def drawn(snap: Any, slug: str, series: SeriesSnapshot | None = None) -> dict[str, Any]:
    """The message payload of a board, as the bot draws it for ``snap``."""
    cog = COGS[slug]
    board = render.match_board(snap, rules.get_game(slug), words=cog.words, series=series)
    return {"flags": IS_COMPONENTS_V2, "components": board.view().to_components()}


def test_each_game_says_its_own_verb_in_german() -> None:
    snap = snapshot("forbidden-adjacent", [5])
    circle = snapshot("circle-duel", [3])
    with speaking("de"):
        legend = fields(drawn_embed(snap, "forbidden-adjacent"))["Legende"]
        assert legend.startswith("Blau: Du kannst sie jetzt besetzen. ")
        assert f"Grün: besetzt von <@{ALICE}>." in legend
        circle_legend = fields(drawn_embed(circle, "circle-duel"))["Legende"]
        assert circle_legend.startswith("Blau: Du kannst sie jetzt nehmen. ")
        assert "Grau: nicht neben der letzten Zahl." in circle_legend
    with speaking("fr"):  # French puts a non-breaking space before the colon
        legend = fields(drawn_embed(snap, "forbidden-adjacent"))["Boutons"]
        assert legend.startswith("Bleu\u00a0: tu peux le marquer maintenant. ")


def drawn_embed(snap: Any, slug: str) -> Any:
    cog = COGS[slug]
    return render.board_text(snap, rules.get_game(slug),
                              words=cog.words)


def test_the_same_board_is_said_in_the_language_in_force() -> None:
    snap = snapshot("number-capture", [4])
    english = drawn_embed(snap, "number-capture")
    with speaking("ru"):
        russian = drawn_embed(snap, "number-capture")
    assert english.title == "Number Capture · match #42"
    assert russian.title == "Захват чисел · партия № 42"
    assert fields(russian)["Ход"].startswith(f"Ход <@{BOB}> (ход закончится <t:")
    assert f"Захваты <@{ALICE}>: 4." in russian.description
    finished = with_status(snapshot("number-capture", [1, 3, 5, 7, 9]),
                           status=MatchStatus.FINISHED, winner_id=ALICE)
    with speaking("es-ES"):
        result = fields(drawn_embed(finished, "number-capture"))["Resultado"]
    assert result == f"🏆 ¡<@{ALICE}> captura el último número y gana!"


@pytest.mark.parametrize(("count", "said"), [
    (1, "осталось 1 число"), (2, "осталось 2 числа"), (5, "осталось 5 чисел"),
    (21, "осталось 21 число"),
])
def test_claims_left_pick_the_russian_plural(count: int, said: str) -> None:
    with speaking("ru"):
        assert t("board-turn-claims", mover="<@1>", count=count) == (
            f"Ход <@1>: в этом ходу {said}.")


def test_claims_left_on_a_board_with_several_claims_a_turn() -> None:
    snap = snapshot("forbidden-adjacent", [1], options={"claims": 3})
    with speaking("ru"):
        assert render.turn_text(replace(snap, deadline=None), render.claims_left(snap)) == (
            f"Ход <@{ALICE}>: в этом ходу осталось 2 числа.")
    with speaking("ja"):
        assert render.turn_text(replace(snap, deadline=None), render.claims_left(snap)) == (
            f"<@{ALICE}> の番です。この手番の残りは2手です。")
    assert render.turn_text(replace(snap, deadline=None), render.claims_left(snap)) == (
        f"<@{ALICE}> to move: 2 claims left this turn.")


def largest(slug: str) -> dict[str, Any]:
    """The options giving the most numbers (and the longest footer) the game takes."""
    game = rules.get_game(slug)
    options: dict[str, Any] = {}
    if "forbid" in game.option_names:
        options = {"forbid": "1,3", "claims": 2}
        options["forbid"] = game.option("forbid").read("1,3")
    options["size"] = game.max_size(options)
    if slug == "number-chain":
        options["start"] = 13
    return options


def boards_of(slug: str) -> list[tuple[Any, SeriesSnapshot | None]]:
    """A game's boards at its largest size, each state a board goes through, with the
    longest names a server can give (a variant's name) and a series line."""
    game = rules.get_game(slug)
    opts = largest(slug)
    state = game.new_state(**opts)
    moves = []
    while not state.over:
        move = game.legal_moves(state)[len(moves) % len(game.legal_moves(state))]
        moves.append(move)
        state = game.apply(state, move)
    variant = "v" * NAME_LENGTH[1]
    series = SeriesSnapshot(id=3, guild_id=7, channel_id=8, game=slug, best_of=7,
                            first_id=ALICE, second_id=BOB, first_wins=3, second_wins=3,
                            status=SeriesStatus.RUNNING, winner_id=None, ended_by=None,
                            version=6, created_at=NOW, finished_at=None)
    half = snapshot(slug, moves[: len(moves) // 2], options=opts)
    done = snapshot(slug, moves, options=opts, status=MatchStatus.FINISHED,
                    winner=ALICE, end_reason=EndReason.NORMAL)
    out: list[tuple[Any, SeriesSnapshot | None]] = [
        (replace(snapshot(slug, options=opts, status=MatchStatus.PENDING), variant=variant),
         None),
        (replace(half, variant=variant, series_id=3, series_game=7), series),
        (replace(done, variant=variant, rated=False), None),
        (replace(done, variant=variant, voided_by=BOB), None),
        (replace(done, variant=variant, series_id=3, series_game=7), series),
    ]
    return out


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("slug", sorted(COGS))
def test_the_largest_boards_fit_discord_in_every_language(language: str, slug: str) -> None:
    limits = spec_limits()
    with speaking(language):
        for snap, series in boards_of(slug):
            payload = drawn(snap, slug, series)
            assert message_problems(payload, limits) == [], (snap.status, series)


def test_a_long_title_is_cut_at_a_word() -> None:
    said = render.shorten("Verbotene Nachbarn · eine sehr lange Variante · Partie #12", 40)
    assert said == "Verbotene Nachbarn · eine sehr lange…"
    assert len(said) <= 40
    assert render.shorten("kurz", 40) == "kurz"


class _Config:
    def __init__(self, language: str | None, down: bool = False) -> None:
        self.language, self.down = language, down

    async def get(self, guild_id: int) -> Any:
        if self.down:
            raise DatabaseUnavailable("gone")
        return SimpleNamespace(language=self.language)


class _Locales:
    """The server's last seen Discord locale, as bot.servers.locales keeps it in memory."""

    def __init__(self, locale: str) -> None:
        self.seen = locale

    async def locale(self, guild_id: int) -> str:
        return self.seen


def _host(language: str | None, locale: str, *, down: bool = False) -> Any:
    return SimpleNamespace(service=SimpleNamespace(config=_Config(language, down),
                                                   locales=_Locales(locale)))


async def test_the_server_language_is_chosen_else_discords_else_english() -> None:
    assert await server_language(_host("ru", "fr"), 7) == "ru"  # /config language
    assert await server_language(_host(None, "fr"), 7) == "fr"  # the community's locale
    assert await server_language(_host(None, "ko"), 7) == "en"  # one we don't speak
    assert await server_language(_host("ru", "fr"), None) == "en"  # outside a server
    # The database away: a board is still drawn, in the server's Discord language.
    assert await server_language(_host("ru", "ja", down=True), 7) == "ja"
    async with in_server_language(_host(None, "de"), 7):
        assert t("board-over") == "Die Partie ist vorbei."
    assert t("board-over") == "The match is over."


def test_a_puzzles_sides_are_said_in_the_readers_language() -> None:
    game = rules.get_game("forbidden-adjacent")
    snap = snapshot("forbidden-adjacent", [5, 7, 1])
    words = COGS["forbidden-adjacent"].words
    assert render.side(f"<@{ALICE}>") == "member"
    assert render.side(render.YOU) == "you" and render.side(render.OPPONENT) == "opponent"
    with speaking("de"):
        block = render.board_block(snap.state, game, (render.OPPONENT, render.YOU), words)
        assert block.endswith("Die besetzten Zahlen deines Gegners: 1 und 5.\n"
                              "Deine besetzten Zahlen: 7.")
        block = render.board_block(snap.state, game, render.names(snap), words)
        assert block.endswith(f"Besetzte Zahlen von <@{ALICE}>: 1 und 5.\n"
                              f"Besetzte Zahlen von <@{BOB}>: 7.")


def test_a_game_cogs_texts_are_its_games_on_the_class_and_the_instance() -> None:
    """/help lists the cogs' classes: their summary is the game's, said where it is read."""
    for cog in game_cogs():
        game = rules.get_game(cog.slug)
        assert cog.summary == game.summary and cog(None).summary == game.summary
        assert cog.rules_text == game.rules_text and cog.decisions == game.house_rules
        with speaking("de"):
            german = str(cog.summary)
        assert german and german != str(cog.summary)


def test_a_refusal_names_options_as_discord_shows_them_in_the_readers_language() -> None:
    from discord import AppCommandOptionType

    from bot.core.errors import InvalidChallenge
    from cogs.guards import problem

    wrong = problem(AppCommandOptionType.integer, "size", "x", {})
    assert str(wrong) == "`size` must be a whole number."
    with speaking("de"):
        assert str(wrong) == "`größe` muss eine ganze Zahl sein."
    chain = COGS["number-chain"](None)
    with pytest.raises(InvalidChallenge) as refused:
        chain.options({"forbid": "1,3"})
    with speaking("de"):
        assert str(refused.value) == (
            "`verbot` gibt es im Spiel Zahlenkette nicht (nur `größe` und `startzahl`).")
    assert str(refused.value) == (
        "`forbid` doesn't apply to Number Chain (it takes `size` and `start`).")


def test_options_inside_sentences_are_words_of_the_language() -> None:
    """Not the commands' option names ("größe 9, startzahl 5") but words."""
    chain = rules.get_game("number-chain")
    line = rules.get_game("forbidden-adjacent")
    forbid = line.option("forbid").read("1,3")
    with speaking("de"):
        assert render.options_summary(chain, {"size": 9, "start": 5}) == "Größe 9, Startzahl 5"
        said = render.options_summary(line, {"size": 12, "forbid": forbid, "claims": 2})
        assert "verbotene Abstände 1 und 3" in said and "2 Zahlen pro Zug" in said, said
    for language in LANGUAGES:
        with speaking(language):
            said = render.options_summary(line, {"size": 12, "forbid": forbid, "claims": 2})
        assert "-" not in said and "12" in said, (language, said)
