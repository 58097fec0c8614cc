"""The rules' texts said in the reader's language: refusals raised as Text are said where
they are read, plurals follow each language's forms, memoised positions never freeze a
language, and the terminal (no language set) keeps printing English."""

from __future__ import annotations

import io

import pytest

import rules
from bot.frontends import analyze as referee
from bot.frontends import terminal
from i18n import LANGUAGES, speaking
from rules import puzzles
from rules import review as rv
from rules.review import PlyReview, Review

FA = rules.get_game("forbidden-adjacent")


def _refusal(game: rules.Game, state: rules.State, number: int) -> rules.IllegalMove:
    with pytest.raises(rules.IllegalMove) as refused:
        game.apply(state, number)
    return refused.value


def test_an_illegal_move_is_said_in_the_language_it_is_read_in() -> None:
    error = _refusal(FA, FA.apply(FA.new_state(), 5), 6)  # raised with no language set
    assert str(error) == "6 is forbidden: it is next to 5."
    with speaking("de"):
        assert str(error) == "6 ist verboten, weil sie neben 5 liegt."
    with speaking("ja"):
        assert str(error) == "6は5の隣なので禁止です。"
    chain = rules.get_game("number-chain")
    with speaking("fr"):
        assert str(_refusal(chain, chain.new_state(start=9), 7)) == (
            "7 ne suit pas 9\u00a0: ajoute un de plus ou un de moins que 9, ou son double "
            "ou sa moitié.")


def test_option_refusals_name_the_option_as_discord_shows_it() -> None:
    with pytest.raises(ValueError) as too_big:
        FA.new_state(size=30)
    with pytest.raises(rules.UnknownOption) as unknown:
        rules.get_game("circle-duel").new_state(forbid=1)
    with pytest.raises(ValueError) as claims:
        FA.new_state(claims=5)
    assert str(too_big.value) == "`size` must be from 3 to 25."
    with speaking("de"):
        assert str(too_big.value) == "`größe` muss eine Zahl von 3 bis 25 sein."
        assert str(unknown.value) == "Zahlenkreis-Duell hat keine Option `verbot`."
    with speaking("es-ES"):
        assert str(claims.value) == "`por-turno` debe ser 1, 2 o 3."
    with speaking("ru"):
        assert str(too_big.value) == "Значение `размер` должно быть от 3 до 25."


def test_the_last_move_and_the_board_in_german() -> None:
    capture = rules.get_game("number-capture")
    before = capture.replay({"size": 3}, [])
    with speaking("de"):
        assert capture.describe_move(before, 2, ("<@1>", "<@2>")) == (
            "<@1> hat 2 erobert. <@2> kann nichts erobern (1 und 3 liegen neben 2) und "
            "setzt aus.")
        assert FA.render(FA.apply(FA.new_state(), 5)).splitlines()[:2] == [
            "Zahlenreihe: 1 2 3 [4] P1 [6] 7 8 9", "Verbotene Zahlen: 4 6"]
    assert capture.describe_move(before, 2, ("<@1>", "<@2>")) == (
        "<@1> captured 2. <@2> cannot capture (1 and 3 next to 2) and passes.")


def _mistakes(first: int) -> Review:
    plies = tuple(PlyReview(i + 1, 0, i + 1, "mistake", 3, (9,)) for i in range(first))
    return Review("forbidden-adjacent", 25, plies, 1, (0,) * (len(plies) + 1), None, None)


@pytest.mark.parametrize(("count", "said"), [
    (1, "<@1>: 1 ошибка, <@2>: ошибок нет."),
    (2, "<@1>: 2 ошибки, <@2>: ошибок нет."),
    (5, "<@1>: 5 ошибок, <@2>: ошибок нет."),
])
def test_a_review_counts_mistakes_with_russian_plurals(count: int, said: str) -> None:
    names = ("<@1>", "<@2>").__getitem__
    with speaking("ru"):
        assert rv.mistakes_text(_mistakes(count), names) == said
    english = "mistake" if count == 1 else "mistakes"
    assert rv.mistakes_text(_mistakes(count), names) == (
        f"<@1> made {count} {english}, <@2> made none.")


@pytest.mark.parametrize(("count", "said"), [
    (1, "ошибка; 4 выиграло бы"),
    (2, "ошибка; 4 или 6 выиграли бы"),
    (5, "ошибка; выиграли бы другие числа, например 1, 2, 4 или 6"),
])
def test_a_mistakes_alternatives_in_russian(count: int, said: str) -> None:
    winning = {1: (4,), 2: (4, 6), 5: (1, 2, 4, 6, 8)}[count]
    with speaking("ru"):
        assert rv.verdict_text(PlyReview(3, 0, 10, "mistake", 12, winning)) == said


def test_the_rules_reason_in_a_review_is_said_late() -> None:
    """Circle Duel's parity clause is kept in the review as a Text: a review computed once
    (the solver memoises positions) is said in whichever language reads it."""
    circle = rules.get_game("circle-duel")
    result = rv.review(circle.replay({"size": 4}, [1, 2, 3, 4]))
    names = ("<@1>", "<@2>").__getitem__
    assert rv.summary_lines(result, names)[0] == (
        "No choice in this game changed the result: with 4 numbers every game lasts 4 "
        "moves, so whoever moves second wins. <@2> was always going to win.")
    with speaking("pt-BR"):
        assert rv.summary_lines(result, names)[0] == (
            "Nenhuma escolha nesta partida mudou o resultado: com 4 números toda partida dura "
            "4 jogadas, então vence quem joga em segundo. <@2> ia vencer de qualquer jeito.")
        assert rv.ply_line(result.plies[0], names, True) == (
            "1. <@1> jogou o 1: nenhuma escolha aqui mudou o resultado.")


def test_the_referee_and_the_puzzle_in_other_languages() -> None:
    state = FA.new_state()
    analysis = rules.analyze(state)
    english = rules.describe(analysis, state)
    with speaking("ja"):
        assert rules.describe(analysis, state) == [
            "最善を尽くせば先手の勝ちです: 9通りの初手のうち1通りで勝てます（5）。",
            "最善の対局は5手で終わります。",
        ]
    assert rules.describe(analysis, state) == english  # nothing cached in Japanese
    puzzle = puzzles.Puzzle(FA.replay({"size": 9}, []), 5, 5, 9)
    with speaking("ru"):
        assert puzzles.task(puzzle) == (
            "Твой ход: найди единственное выигрышное число. Оно выигрывает за 5 ходов при "
            "любом ответе.")
    with speaking("es-ES"):
        assert puzzles.refutation(puzzle, 1).startswith("tras el 1")


def test_every_game_has_its_name_and_rules_in_every_language() -> None:
    for language in LANGUAGES:
        with speaking(language):
            for game in rules.GAMES.values():
                texts = [game.name, game.summary, game.rules_text, game.house_rules]
                assert all(text is not None and str(text) for text in texts), (language, game)
    with speaking("de"):
        assert str(rules.get_game("number-chain").name) == "Zahlenkette"
        assert "`größe`" in str(rules.get_game("number-chain").rules_text)
        assert str(FA.end_line("<@1>", "<@2>")) == (
            "<@1> gewinnt! <@2> hat keinen gültigen Zug mehr.")


def test_the_terminal_keeps_english_after_another_language_was_spoken() -> None:
    with speaking("de"):
        str(_refusal(FA, FA.apply(FA.new_state(), 5), 6))
    out = io.StringIO()
    terminal.main(["forbidden-adjacent", "--no-review"], inp=io.StringIO("5\n6\n"), out=out)
    assert "6 is forbidden: it is next to 5." in out.getvalue().splitlines()
    assert "Number Line: 1 2 3 [4] P1 [6] 7 8 9" in out.getvalue().splitlines()
    said = io.StringIO()
    assert referee.main(["circle-duel", "--size", "10"], said) == 0
    assert said.getvalue().splitlines()[1] == (
        "With 10 numbers, the second player always wins: no move can change the result.")
