"""CoachService: reviews, hints against the bot, the daily puzzle, streaks and the table."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest

import rules
from bot.coach.service import (
    AlreadyAnswered,
    CoachService,
    NotAgainstBot,
    NotFinished,
    PuzzleClosed,
)
from bot.core.errors import IllegalMoveError, MatchError, NoMatchHere, NoSuchMatch, NotYourTurn
from bot.matches.service import MatchService
from i18n import speaking
from rules import puzzles, solver
from rules.review import best_move
from tests.fixtures.clock import FakeClock
from tests.fixtures.service_helpers import BOT, CH, A, B, G, challenge, started

pytestmark = pytest.mark.asyncio


@pytest.fixture
def coach(engine, clock: FakeClock) -> CoachService:
    return CoachService(engine, clock=clock)


async def vs_bot(service: MatchService, user: int = A, channel: int = CH, **kwargs):
    kwargs.setdefault("game", "forbidden-adjacent")
    kwargs.setdefault("level", "perfect")
    return await challenge(service, challenger=user, opponent=BOT, opponent_is_bot=True,
                           bot_user_id=BOT, channel=channel, **kwargs)


# ---------------------------------------------------------------------- reviews
async def test_review_of_a_finished_match_and_the_latest_in_the_channel(service, coach):
    snap = await started(service, game="forbidden-adjacent", first="me")
    for user, number in ((A, 1), (B, 5), (A, 3), (B, 8)):  # 3: Player 1's decisive mistake
        snap = await service.play(G, snap.id, user, number)
    assert snap.winner_id == B  # nothing left for Player 1
    got = await coach.review(G, snap.id)
    assert got.match.id == snap.id and got.hints == 0
    assert [p.number for p in got.review.plies] == [1, 5, 3, 8]
    assert [p.kind for p in got.review.plies[:3]] == ["mistake"] * 3
    assert got.review.turning_point == 3
    latest = await coach.latest_review(G, CH, B)
    assert latest.match.id == snap.id
    with pytest.raises(NoMatchHere, match="no finished match in this channel"):
        await coach.latest_review(G, CH + 1, B)


async def test_review_is_refused_for_another_server_and_unfinished_matches(service, coach):
    open_match = await started(service)
    with pytest.raises(NotFinished, match="isn't over yet"):
        await coach.review(G, open_match.id)
    with pytest.raises(NoSuchMatch, match="in this server"):
        await coach.review(G + 1, open_match.id)
    with pytest.raises(NoSuchMatch):
        await coach.review(G, 10**6)
    declined = await challenge(service, challenger=A, opponent=B, channel=CH + 5)
    await service.decline(G, declined.id, B)
    with pytest.raises(NotFinished, match="never played"):
        await coach.review(G, declined.id)
    aborted = await service.resign(G, (await started(service, channel=CH + 6)).id, A)
    with pytest.raises(NotFinished, match="aborted before both players had moved"):
        await coach.review(G, aborted.id)


# ---------------------------------------------------------------------- hints
async def test_hint_gives_the_winning_move_and_is_counted(service, coach):
    snap = await vs_bot(service, first="me")  # Forbidden Adjacent 9: only 5 wins
    hint = await coach.hint(G, CH, A)
    assert (hint.number, hint.wins, hint.hints) == (5, True, 1)
    snap = await service.play(G, snap.id, A, 5)  # the bot replies
    hint = await coach.hint(G, CH, A)
    assert hint.wins and hint.hints == 2
    assert hint.number in solver.solve(snap.state).winning_moves
    while snap.is_open:
        snap = await service.play(G, snap.id, A, (await coach.hint(G, CH, A)).number)
    assert snap.winner_id == A  # hints win against the perfect bot
    review = await coach.review(G, snap.id)
    assert review.hints >= 3
    assert (await coach.stats(G, A)).hints_used == review.hints


async def test_hint_in_a_lost_position_names_the_longest_defence(service, coach):
    # Non-Consecutive 20 is lost for Player 1: the bot (Player 2) answers perfectly
    snap = await vs_bot(service, first="me", game="non-consecutive")
    hint = await coach.hint(G, CH, A)
    assert not hint.wins and hint.number == best_move(snap.state).number
    lengths = {n: solver.move_remoteness(snap.state, n) for n in range(1, 21)}
    assert lengths[hint.number] == max(lengths.values())


async def test_hint_refusals(service, coach):
    with pytest.raises(NoMatchHere):
        await coach.hint(G, CH, A)
    await started(service, first="me")
    with pytest.raises(NotAgainstBot, match="hints are for games against the bot"):
        await coach.hint(G, CH, A)
    await vs_bot(service, user=B, channel=CH + 1, first="me")
    with pytest.raises(NoMatchHere):  # someone else's match against the bot
        await coach.hint(G, CH + 1, A)
    assert (await coach.stats(G, A)).hints_used == 0


async def test_hint_not_on_your_turn_and_not_after_the_deadline(service, coach, clock):
    snap = await vs_bot(service, first="me")
    with pytest.raises(NotYourTurn):  # the bot's side of the match: never its turn to ask
        await coach.hint(G, CH, BOT)
    clock.advance(timedelta(hours=25))
    with pytest.raises(MatchError, match="Time ran out"):
        await coach.hint(G, CH, A)
    assert snap.is_open


# ---------------------------------------------------------------------- puzzles
async def test_todays_puzzle_is_stored_and_the_same_after_a_restart(engine, coach, clock):
    first = await coach.todays_puzzle(G)
    assert first.day == clock.now.date()
    expected = puzzles.daily_puzzle(clock.now.date(), G)
    assert (first.puzzle.state, first.puzzle.answer) == (expected.state, expected.answer)
    restarted = CoachService(engine, clock=clock)
    again = await restarted.todays_puzzle(G)
    assert again == first
    other = await coach.todays_puzzle(G + 1)
    assert other.id != first.id


async def test_the_puzzle_search_runs_off_the_event_loop(coach, clock, monkeypatch):
    """The day's first /puzzle searches in a worker thread, so clicks are answered meanwhile:
    the search is called on another thread than the event loop's, and its puzzle is stored."""
    loop_thread = threading.get_ident()
    searched_on: list[int] = []
    search = puzzles.daily_puzzle

    def recording(day, guild_id):
        searched_on.append(threading.get_ident())
        return search(day, guild_id)

    monkeypatch.setattr(puzzles, "daily_puzzle", recording)
    daily = await coach.todays_puzzle(G)
    assert len(searched_on) == 1 and searched_on[0] != loop_thread
    assert daily.puzzle.answer == search(clock.now.date(), G).answer
    await coach.todays_puzzle(G)  # stored: no second search
    assert len(searched_on) == 1


async def test_answers_right_wrong_once_and_closed(coach, clock):
    daily = await coach.todays_puzzle(G)
    puzzle = daily.puzzle
    game = rules.get_game(puzzle.state.game)
    wrong = next(n for n in game.legal_moves(puzzle.state) if n != puzzle.answer)
    right = await coach.answer(G, daily.id, A, puzzle.answer)
    assert right.correct and right.explanation == puzzles.solution(puzzle)
    bad = await coach.answer(G, daily.id, B, wrong)
    assert not bad.correct and bad.explanation == puzzles.refutation(puzzle, wrong)
    with pytest.raises(AlreadyAnswered, match=f"You already answered this puzzle: "
                       f"{puzzle.answer} \\(right\\)"):
        await coach.answer(G, daily.id, A, wrong)
    illegal = next(n for n in range(1, puzzle.state.size + 1)
                   if n not in game.legal_moves(puzzle.state))
    with pytest.raises(IllegalMoveError):
        await coach.answer(G, daily.id, 77, illegal)
    with pytest.raises(MatchError, match="can't find that puzzle"):
        await coach.answer(G + 1, daily.id, 78, puzzle.answer)
    clock.advance(days=1)
    with pytest.raises(PuzzleClosed, match="that puzzle is closed") as closed:
        await coach.answer(G, daily.id, 79, puzzle.answer)
    assert puzzles.solution(puzzle) in str(closed.value)


async def answer_today(coach: CoachService, user: int, right: bool) -> None:
    daily = await coach.todays_puzzle(G)
    puzzle = daily.puzzle
    legal = rules.get_game(puzzle.state.game).legal_moves(puzzle.state)
    number = puzzle.answer if right else next(n for n in legal if n != puzzle.answer)
    await coach.answer(G, daily.id, user, number)


async def test_streaks_solved_counts_and_the_table(coach, clock):
    for day, (a_right, b_right) in enumerate([(True, True), (True, False), (True, None)]):
        await answer_today(coach, A, a_right)
        if b_right is not None:
            await answer_today(coach, B, b_right)
        if day < 2:
            clock.advance(days=1)
    a, b = await coach.stats(G, A), await coach.stats(G, B)
    assert (a.puzzles_solved, a.streak) == (3, 3)
    assert (b.puzzles_solved, b.streak) == (1, 0)  # the wrong answer ended it
    clock.advance(days=1)
    assert (await coach.stats(G, A)).streak == 3  # yesterday's streak is still current
    await answer_today(coach, A, False)  # a wrong answer ends it
    assert (await coach.stats(G, A)).streak == 0
    clock.advance(days=1)
    await answer_today(coach, A, True)
    assert (await coach.stats(G, A)).streak == 1
    clock.advance(days=2)  # a day without an answer: the streak is no longer current
    stats = await coach.stats(G, A)
    assert (stats.puzzles_solved, stats.streak) == (4, 0)
    table = await coach.puzzle_table(G)
    assert [(r.rank, r.user_id, r.solved) for r in table.rows] == [(1, A, 4), (2, B, 1)]
    assert (table.page, table.pages) == (1, 1)
    second = await coach.puzzle_table(G, page=5, per_page=1)
    assert (second.page, second.pages, second.rows[0].user_id) == (2, 2, B)
    assert (await coach.puzzle_table(G + 1)).rows == ()
    assert (await coach.stats(G + 1, A)).puzzles_solved == 0


async def test_streak_order_in_the_table(coach, clock):
    # A solved on two days long ago, B on one day just now: A ranks first (more solved),
    # but only B's streak is current.
    await answer_today(coach, A, True)
    clock.advance(days=1)
    await answer_today(coach, A, True)
    clock.advance(days=5)
    await answer_today(coach, B, True)
    await answer_today(coach, 14, True)
    rows = (await coach.puzzle_table(G)).rows
    assert [(r.user_id, r.solved, r.streak) for r in rows] == [(A, 2, 0), (B, 1, 1), (14, 1, 1)]


async def test_refusals_and_the_closed_puzzles_day_in_the_readers_language(coach, clock):
    daily = await coach.todays_puzzle(G)
    puzzle = daily.puzzle
    game = rules.get_game(puzzle.state.game)
    wrong = next(n for n in game.legal_moves(puzzle.state) if n != puzzle.answer)
    await coach.answer(G, daily.id, A, wrong)
    with pytest.raises(AlreadyAnswered) as again:
        await coach.answer(G, daily.id, A, puzzle.answer)
    with speaking("pt-BR"):
        assert str(again.value) == (f"Você já respondeu a este problema: {wrong} (errado). "
                                    "Uma resposta por problema; amanhã tem outro!")
    with pytest.raises(MatchError) as missing:
        await coach.answer(G + 1, daily.id, 78, puzzle.answer)
    with speaking("ru"):
        assert str(missing.value) == "Не могу найти эту задачу на этом сервере."
    clock.advance(days=1)
    with speaking("fr"):  # the member's language is in force when the coach answers
        with pytest.raises(PuzzleClosed) as closed:
            await coach.answer(G, daily.id, 79, puzzle.answer)
        said = str(closed.value)
    day = daily.day
    months = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
              "septembre", "octobre", "novembre", "décembre")
    assert said.startswith(f"Désolé, cette énigme est terminée (c'était celle du {day.day} "
                           f"{months[day.month - 1]} {day.year}). Sa solution\u00a0: ")
