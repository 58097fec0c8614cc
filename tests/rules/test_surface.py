"""The public surface other layers code against (docs/architecture.md)."""

from __future__ import annotations

import dataclasses

import pytest

import rules

SLUGS = rules.game_slugs()


def test_registry_order_and_lookup() -> None:
    assert len(SLUGS) >= 5 and len(set(SLUGS)) == len(SLUGS)
    assert list(rules.GAMES) == SLUGS
    for slug in SLUGS:
        game = rules.get_game(slug)
        assert game.slug == slug and game.title
        assert game.option_names[0] == "size"


def test_register_refuses_a_second_game_with_the_same_slug() -> None:
    with pytest.raises(ValueError, match="already registered"):
        rules.register(type(rules.get_game("circle-duel"))())
    assert list(rules.GAMES) == SLUGS


def test_option_help_names_the_games_that_take_an_option() -> None:
    assert rules.option_names() == ["size", "forbid", "claims", "start"]
    assert rules.option_help("size") == "How many numbers (the game's default if left out)"
    assert rules.option_help("forbid") == (
        "Non-Consecutive, Forbidden Adjacent: The distances a claim forbids, like 1,3 "
        "(default 1)"
    )
    assert rules.option_help("start") == "Number Chain: the start number (random if left out)"


def test_unknown_slug_lists_the_known_ones() -> None:
    with pytest.raises(KeyError) as info:
        rules.get_game("chess")
    for slug in SLUGS:
        assert slug in str(info.value)


@pytest.mark.parametrize(
    ("slug", "default"),
    [
        ("non-consecutive", 20),
        ("forbidden-adjacent", 9),
        ("number-capture", 9),
        ("circle-duel", 10),
        ("number-chain", 9),
    ],
)
def test_default_sizes(slug: str, default: int) -> None:
    game = rules.get_game(slug)
    assert game.default_size == default
    extra = {"start": 1} if slug == "number-chain" else {}
    state = game.new_state(**extra)
    assert state.size == default and state.options_dict()["size"] == default
    assert state.to_move == 0 and state.winner is None and state.history == ()


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"size": 2}, "^`size` must be from 3 to 25.$"),
        ({"size": 26}, "^`size` must be from 3 to 25.$"),
        ({"size": True}, "^`size` must be a whole number.$"),
        ({"size": "9"}, "^`size` must be a whole number.$"),
        ({"size": 9.0}, "^`size` must be a whole number.$"),
        ({"colour": 1}, "has no `colour` option."),
    ],
)
def test_bad_options(slug: str, options: dict, message: str) -> None:
    extra = {"start": 1} if slug == "number-chain" else {}
    with pytest.raises(ValueError, match=message):
        rules.get_game(slug).new_state(**extra, **options)


def test_game_specific_options() -> None:
    with pytest.raises(rules.UnknownOption,
                       match=r"^Number Circle Duel has no `forbid` option\.$") as info:
        rules.get_game("circle-duel").new_state(forbid=2)
    assert info.value.option == "forbid" and info.value.game.slug == "circle-duel"
    fa = rules.get_game("forbidden-adjacent")
    assert fa.new_state(forbid=13).options_dict() == {"size": 9, "forbid": 13, "claims": 1}
    for bad in (0, 6, 31, 133, 21, 123456):
        with pytest.raises(ValueError, match=r"^`forbid` takes distances from 1 to 5, like "
                           r"`1,3`\.$"):
            fa.new_state(forbid=bad)
    with pytest.raises(ValueError, match=r"^`claims` must be 1, 2 or 3\.$"):
        fa.new_state(claims=4)
    # reach, stored before the forbid sets, is still read: reach 2 is forbid 1,2
    with pytest.raises(ValueError, match=r"^`reach` must be 1 or 2\.$"):
        fa.new_state(reach=3)
    assert fa.new_state(reach=2).options_dict() == {"size": 9, "forbid": 12, "claims": 1}
    with pytest.raises(rules.UnknownOption, match="Non-Consecutive has no `reach` option"):
        rules.get_game("non-consecutive").new_state(reach=2)
    chain = rules.get_game("number-chain")
    with pytest.raises(ValueError, match="start"):
        chain.new_state()
    with pytest.raises(ValueError, match=r"^`start` must be from 1 to 9\.$"):
        chain.new_state(start=10)
    assert chain.new_state(size=12, start=12).option("start") == 12
    with pytest.raises(ValueError, match=r"^`start` must be from 1 to 12\.$"):
        chain.new_state(size=12, start=0)


def test_state_is_frozen_and_hashable() -> None:
    state = rules.get_game("circle-duel").new_state()
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.to_move = 1  # type: ignore[misc]
    assert isinstance(hash(state), int)


def test_illegal_move_is_a_value_error_with_plain_reasons() -> None:
    assert issubclass(rules.IllegalMove, ValueError)
    game = rules.get_game("non-consecutive")
    state = game.new_state(size=9)
    with pytest.raises(rules.IllegalMove, match=r"^10 is not on the board \(from 1 to 9\)\.$"):
        game.apply(state, 10)
    over = state
    for n in (1, 3, 5, 7, 9):
        over = game.apply(over, n)
    assert over.winner == 0
    with pytest.raises(rules.IllegalMove, match=r"^The game is over\.$"):
        game.apply(over, 2)


def test_other_games_state_is_refused() -> None:
    state = rules.get_game("circle-duel").new_state()
    with pytest.raises(ValueError):
        rules.get_game("non-consecutive").legal_moves(state)


def test_options_to_show_are_the_size_the_undefaulted_and_the_changed_in_the_games_order():
    fa = rules.get_game("forbidden-adjacent")
    state = fa.new_state(size=12, claims=2)
    shown = [(option.name, value) for option, value in fa.options_to_show(state.options_dict())]
    assert shown == [("size", 12), ("claims", 2)]  # forbid at its default is left out
    chain = rules.get_game("number-chain")
    shown = chain.options_to_show(chain.new_state(size=9, start=4).options_dict())
    assert [(o.name, v) for o, v in shown] == [("size", 9), ("start", 4)]
