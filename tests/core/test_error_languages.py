"""The service's refusals are sentences still to be said (i18n.Text): raised once, said in
whichever language is in force where they are read (the member's, in cogs.errors.report)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.core.errors import (
    InvalidChallenge,
    MatchError,
    NoSuchMatch,
    NotYourTurn,
    reason,
    unknown_game,
)
from bot.servers.challenge_limits import refusal
from i18n import Text, speaking
from tests.fixtures.service_helpers import A, challenge


def test_a_default_refusal_says_itself_in_the_language_in_force() -> None:
    error = NotYourTurn()
    assert str(error) == "It's not your turn: wait for your opponent's move."
    with speaking("de"):
        assert str(error) == "Du bist nicht am Zug: Warte auf den Zug deines Gegners."
    with speaking("ja"):
        assert str(error) == "あなたの番ではありません。相手の手を待ってください。"
    assert isinstance(error.message, Text)


def test_a_refusal_with_arguments_and_a_command_name() -> None:
    error = NoSuchMatch(unknown_game("chess"))
    with speaking("fr"):
        assert str(error) == "Je ne connais pas le jeu `chess`. Choisis-en un dans la liste."
    with speaking("es-ES"):
        assert str(NotYourTurn()) == "No es tu turno: espera la jugada de tu rival."
        # the command's name is the one Discord shows in that language
        assert "`/desafiar`" in str(MatchError(Text("error-match-over")))


async def test_a_refusal_raised_by_the_service_is_said_where_it_is_read(service) -> None:
    with pytest.raises(InvalidChallenge) as refused:
        await challenge(service, A, A)
    assert str(refused.value) == "You can't challenge yourself: pick someone else, or me."
    with speaking("ru"):
        assert str(refused.value) == (
            "Нельзя вызвать самого себя: выбери кого-то другого или меня.")
    with speaking("pt-BR"):
        assert str(refused.value) == (
            "Você não pode se desafiar: escolha outra pessoa ou a mim.")


@pytest.mark.parametrize(("limit", "said"), [
    (1, "За последнюю минуту у тебя 1 вызов"),
    (2, "За последнюю минуту у тебя 2 вызова"),
    (5, "За последнюю минуту у тебя 5 вызовов"),
    (21, "За последнюю минуту у тебя 21 вызов"),
])
def test_the_challenge_limit_picks_the_russian_plural(limit: int, said: str) -> None:
    now = datetime(2030, 1, 1, tzinfo=UTC)
    newest = [now - timedelta(seconds=1)] * limit
    refused = refusal(newest, now, per_minute=limit, per_hour=0)
    assert refused is not None
    with speaking("ru"):
        assert str(refused).startswith(said + " — это лимит сервера.")
    with speaking("de"):
        assert (f"{limit} Herausforderung" + ("" if limit == 1 else "en")) in str(refused)


def test_the_rules_reason_stays_unsaid_until_read() -> None:
    rules_refusal = ValueError(Text("match-claim-none-left"))
    kept = reason(rules_refusal)
    assert isinstance(kept, Text)
    with speaking("de"):
        assert str(InvalidChallenge(kept)) == "Es ist keine Zahl mehr übrig."
    assert reason(ValueError("plain words")) == "plain words"
