"""A tournament's messages said in other languages (cogs/ui/tournament_render.py): every text
in the language in force where it is drawn, plurals by each language's rules, nothing said
once and kept for another language, and every message within Discord's limits in every
language."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.tournaments.snapshots import TournamentStatus
from cogs.ui import tournament_render as tr
from i18n import LANGUAGES, speaking
from tests.cogs.test_tournament_render import (
    RUNNING_R3,
    embed_payload,
    rows,
    standing,
    tournament,
)
from tests.fixtures.discord_limits import message_problems, spec_limits


def test_the_sign_up_message_in_german() -> None:
    with speaking("de"):
        embed = tr.signup_embed(tournament((1, 2)))
        buttons = tr.signup_components(12)[0]["components"]
    description = embed.description or ""
    assert description.splitlines()[0].startswith("**Schweizer System** · 5 Runden · ")
    assert description.splitlines()[0].endswith(" · 60 Sekunden pro Zug.")
    assert "Jede Paarung spielt zwei Partien: Jeder zieht einmal zuerst." in description
    assert "`/turnier starten`" in description  # the command as Discord shows it in German
    assert [(f.name, f.value) for f in embed.fields] == [("Spieler (2)", "<@1>, <@2>.")]
    assert [b["label"] for b in buttons] == ["Teilnehmen", "Abmelden"]


def test_nothing_is_said_once_for_every_language() -> None:
    """The same tournament drawn in French, then in Japanese, then in English: each in its
    own language (the format names and rules are Texts, said where they are drawn)."""
    arena = tournament(format="arena", rounds=None, minutes=45)
    with speaking("fr"):
        french = tr.signup_embed(arena).description or ""
    with speaking("ja"):
        japanese = tr.signup_embed(arena).description or ""
    english = tr.signup_embed(arena).description or ""
    assert french.startswith("**Arène** · 45 minutes · ")
    assert japanese.startswith("**アリーナ** · 45分 · ")
    assert english.startswith("**Arena** · 45 minutes · ")
    assert tr.choice_name(arena) == "12 · Spring Swiss · Arena · sign-up"
    with speaking("pt-BR"):
        assert tr.choice_name(arena) == "12 · Spring Swiss · Arena · inscrições"


@pytest.mark.parametrize(("points", "said"), [
    (1, "🥇 <@11> — 1 очко."), (2, "🥇 <@11> — 2 очка."), (5, "🥇 <@11> — 5 очков."),
    (21, "🥇 <@11> — 21 очко."), (4.5, "🥇 <@11> — 4½ очка."), (0.5, "🥇 <@11> — ½ очка."),
])
def test_podium_points_in_russian(points: float, said: str) -> None:
    with speaking("ru"):
        assert tr.podium_text([standing(1, 11, points)]) == said


def test_podium_points_in_french_and_english() -> None:
    """French counts ½ and 1 as one (« ½ point »); English says 1 point, ½ points."""
    table = [standing(1, 11, 2.5), standing(2, 13, 1), standing(3, 14, 0.5)]
    with speaking("fr"):
        assert tr.podium_text(table) == ("🥇 <@11> avec 2½ points.\n🥈 <@13> avec 1 point.\n"
                                         "🥉 <@14> avec ½ point.")
    assert tr.podium_text(table) == ("🥇 <@11> with 2½ points.\n🥈 <@13> with 1 point.\n"
                                     "🥉 <@14> with ½ points.")


@pytest.mark.parametrize(("rounds", "said"), [(1, "1 тур"), (3, "3 тура"), (5, "5 туров"),
                                              (11, "11 туров"), (22, "22 тура")])
def test_rounds_in_russian(rounds: int, said: str) -> None:
    with speaking("ru"):
        assert tr.length_text(tournament(rounds=rounds)) == said


def test_the_table_pairing_and_dm_in_spanish() -> None:
    row = standing(rank=2, user_id=5, points=2.5, games_won=5, buchholz=9, sonneborn_berger=6.5)
    with speaking("es-ES"):
        assert tr.row_text(row, "swiss") == (
            "`2.` <@5> · **2½** · 5 ganadas · Buchholz 9 · SB 6½")
        assert tr.row_text(replace(row, withdrawn=True), "arena") == (
            "~~`2.` <@5> · **2½** · 5 ganadas~~ (se retiró)")
        assert tr.progress_text(RUNNING_R3) == "Ronda 3 de 5."
        assert tr.pairing_content(RUNNING_R3, 1, 2, 2) == (
            "<@1> <@2>, esta es la partida de los dos en **Spring Swiss**, ronda 3, "
            "partida 2 de 2.")
        dm = tr.dm_text(RUNNING_R3, 2, 7, 8, 99)
        assert dm.startswith("Tu partida contra <@2> en **Spring Swiss** está lista: "
                             "https://discord.com/channels/7/8/99\n")
        assert dm.endswith("`/avisos torneos:False`.")
        assert tr.joined_text(RUNNING_R3, False) == "Has salido de **Spring Swiss**."


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_fits_discord_in_every_language(language: str) -> None:
    limits = spec_limits()
    many = tuple(10**17 + i for i in range(256))
    final = tournament(many, name="x" * 100, status=TournamentStatus.FINISHED, current_round=5)
    with speaking(language):
        for embed in (tr.signup_embed(tournament(many, name="x" * 100)),
                      tr.standings_embed(final, rows(128)),
                      tr.podium_embed(final, rows(128)),
                      tr.cancelled_embed(final, 10**17)):
            assert message_problems(embed_payload(embed), limits) == []
        content = tr.pairing_content(replace(RUNNING_R3, name="x" * 100), 10**17, 10**17, 2)
        assert message_problems({"content": content}, limits) == []
