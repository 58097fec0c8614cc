"""The public pages over a database the services filled (tests/web/seed.py), read over HTTP:
what each page shows, hidden names, the server's language and the browser's, and every
address that leads nowhere answered with a plain page."""

from __future__ import annotations

import re

import pytest

import rules
from bot.core.connections import writing
from bot.members.privacy import set_name_hidden
from bot.web.urls import (
    leaderboard_path,
    match_path,
    player_path,
    tournament_path,
    tournaments_path,
)
from rules.review import review
from tests.web.conftest import PSEUDONYMS, Site
from tests.web.seed import ALICE, BOB, CAROL, DAVE, ERIN, MOD, NAMES, G, H, Z

pytestmark = pytest.mark.asyncio(loop_scope="module")

DISCORD_IDS = [ALICE, BOB, CAROL, DAVE, ERIN, MOD]


def text_of(html: str) -> str:
    """What a reader sees: tags dropped, entities decoded, spaces squeezed."""
    import html as entities

    return " ".join(entities.unescape(re.sub(r"<[^>]+>", " ", html)).split())


def player(number: int) -> str:
    return f"Player {number}"


def assert_no_ids(html: str) -> None:
    """No member's Discord id appears anywhere on a page, links included."""
    for user_id in DISCORD_IDS:
        assert str(user_id) not in html


async def test_the_leaderboard_ranks_the_rated_players_by_their_names(site: Site) -> None:
    page = await site.get(leaderboard_path(G))
    assert page.status == 200 and page.headers["Content-Type"].startswith("text/html")
    table = await site.seeded.service.standings.leaderboard(G, None, 1, 25)
    shown = text_of(page.text)
    expected = []
    for row in table.rows:
        name = NAMES.get(row.user_id)
        if row.user_id == DAVE or name is None:
            name = player(PSEUDONYMS.number(G, row.user_id))
        expected.append(f"{row.rank} {name} {round(row.rating)} {row.wins} {row.losses}")
        assert f'href="{player_path(G, PSEUDONYMS.token(G, row.user_id))}"' in page.text
    positions = [shown.index(line) for line in expected]
    assert positions == sorted(positions) and len(expected) >= 4
    assert "Alice &lt;b&gt;Wonder&lt;/b&gt;" in page.text  # a name is text, never markup
    assert_no_ids(page.text)


async def test_a_hidden_name_never_shows_and_its_number_is_stable(site: Site) -> None:
    number = PSEUDONYMS.number(G, DAVE)
    pages = [await site.get(leaderboard_path(G)),
             await site.get(tournament_path(G, site.seeded.tournament.id)),
             await site.get(player_path(G, site.token(G, DAVE)))]
    for page in pages:
        assert page.status == 200
        assert "Dave" not in page.text and "Secret" not in page.text
        assert player(number) in text_of(page.text)
        assert_no_ids(page.text)
    # Carol's name was never seen: a number too, of her own.
    assert player(PSEUDONYMS.number(G, CAROL)) in text_of(pages[0].text)
    assert 1000 <= number <= 9999


async def test_showing_a_name_again_shows_it_on_the_next_page(site: Site) -> None:
    engine = site.seeded.engine
    async with writing(engine) as conn:
        await set_name_hidden(conn, G, BOB, "Bobby Tables", True, site.seeded.clock())
    hidden = await site.get(leaderboard_path(G))
    async with writing(engine) as conn:
        await set_name_hidden(conn, G, BOB, "Bob", False, site.seeded.clock())
    shown = await site.get(leaderboard_path(G))
    assert "Bob" not in text_of(hidden.text)
    assert player(PSEUDONYMS.number(G, BOB)) in text_of(hidden.text)
    assert " Bob " in f" {text_of(shown.text)} "


async def test_a_profile_shows_ratings_matches_and_the_chart(site: Site) -> None:
    page = await site.get(player_path(G, site.token(G, ALICE)))
    assert page.status == 200
    shown = text_of(page.text)
    stats = await site.seeded.service.standings.stats(G, ALICE)
    assert stats.overall is not None
    assert f"all games {round(stats.overall.rating)} {stats.overall.rank}" in shown
    history = await site.seeded.service.standings.history(G, ALICE, None, 1, 20)
    assert page.text.count("· Replay\"") == len(history.entries) > 3
    for entry in history.entries:
        assert f'href="{match_path(G, entry.match_id)}"' in page.text
    assert '<svg class="chart"' in page.text and 'role="img"' in page.text
    assert_no_ids(page.text)


async def test_a_replay_steps_through_every_move_with_the_exact_review(site: Site) -> None:
    finished = [m for m in site.seeded.matches["rated"]
                if review(m.state, m.player_ids.index(m.winner_id)).turning_point]
    match = finished[0]
    judged = review(match.state, match.player_ids.index(match.winner_id))
    numbers = match.state.numbers
    game = rules.get_game(match.game)
    for step in range(len(numbers) + 1):
        page = await site.get(f"{match_path(G, match.id)}?move={step}")
        assert page.status == 200, step
        cells = re.findall(r'<li class="cell (\w+)"><span class="n">(\d+)</span>', page.text)
        state = game.new_state(**match.state.options_dict())
        for number in numbers[:step]:
            state = game.apply(state, number)
        assert cells == [(c.mark, str(c.number)) for c in game.cells(state)], step
        assert ('rel="next"' in page.text) == (step < len(numbers))
        assert ('rel="prev"' in page.text) == (step > 0)
    last = text_of(page.text)
    decisive = judged.plies[judged.turning_point - 1]
    assert f"The game turned on move {decisive.ply}" in last
    assert last.count("The game turned here.") == 1
    assert page.text.count('class="mistake ') == sum(
        1 for ply in judged.plies if ply.kind == "mistake")
    assert "wins!" in last or "wins" in last
    assert_no_ids(page.text)


async def test_aborted_and_voided_matches_say_so_and_open_ones_are_not_pages(site: Site
                                                                             ) -> None:
    aborted = site.seeded.matches["aborted"][0]
    voided = site.seeded.matches["voided"][0]
    page = await site.get(match_path(G, aborted.id))
    assert page.status == 200 and "Aborted" in text_of(page.text)
    assert "The game turned" not in page.text  # nothing to review
    page = await site.get(match_path(G, voided.id))
    assert page.status == 200 and "voided this match" in text_of(page.text)
    opened = await site.seeded.service.challenge(guild_id=G, channel_id=5, challenger_id=ALICE,
                                                 opponent_id=BOB, game="circle-duel")
    assert (await site.get(match_path(G, opened.id))).status == 404  # pending
    running = await site.seeded.service.accept(G, opened.id, BOB)
    assert (await site.get(match_path(G, running.id))).status == 404  # being played


async def test_the_bot_is_named_and_not_linked(site: Site) -> None:
    against = site.seeded.matches["bot"][0]
    page = await site.get(match_path(G, against.id))
    assert page.status == 200
    assert "Number Duels (the bot) (easy)" in text_of(page.text)


async def test_a_tournament_shows_its_table_podium_and_each_round(site: Site) -> None:
    tournament = site.seeded.tournament
    view = await site.seeded.tournaments.standings(G, 0, tournament.id)
    page = await site.get(tournament_path(G, tournament.id))
    assert page.status == 200
    shown = text_of(page.text)
    assert "Spring &lt;Cup&gt;" in page.text and "Spring <Cup>" not in page.text
    assert "Podium" in shown and "Finished" in shown
    podium = page.text.split('id="podium"')[1].split("</ol>")[0]
    for row in view.rows[:3]:
        assert f'href="{player_path(G, PSEUDONYMS.token(G, row.user_id))}"' in podium
    table = page.text.split('id="table"')[1].split("</table>")[0]
    links = re.findall(r'href="(/s/\d+/p/[0-9a-f]{16})"', table)
    assert links == [player_path(G, PSEUDONYMS.token(G, row.user_id)) for row in view.rows]
    pairings = await _pairings(site, tournament.id)
    for number in sorted({p.round for p in pairings}):
        one = await site.get(f"{tournament_path(G, tournament.id)}?round={number}")
        assert one.status == 200 and f"Pairings of round {number}" in text_of(one.text)
        section = one.text.split('id="pairings"')[1]
        for pairing in (p for p in pairings if p.round == number):
            for user in (pairing.a_id, pairing.b_id):
                assert player_path(G, PSEUDONYMS.token(G, user)) in section
            assert f"{pairing.a_wins}–{pairing.b_wins}" in section
    assert (await site.get(f"{tournament_path(G, tournament.id)}?round=9")).status == 404
    listed = await site.get(tournaments_path(G))
    assert listed.status == 200 and "Spring &lt;Cup&gt;" in listed.text
    assert "H cup" not in listed.text


async def test_a_server_that_never_turned_its_pages_on_has_none(site: Site) -> None:
    """Z never ran /config public-pages on: every page answers 404, like a server that
    doesn't exist; on, they answer; off again, 404 again."""
    match = site.seeded.hidden_only_match
    paths = [leaderboard_path(Z), match_path(Z, match.id), f"/s/{Z}/t/",
             player_path(Z, site.token(Z, ALICE))]
    for path in paths:
        page = await site.get(path)
        assert page.status == 404, path
        assert "There is nothing at this address." in page.text
        assert str(match.id) not in page.text.split("<main")[1]
    assert (await site.get(leaderboard_path(123456789))).text == (
        await site.get(leaderboard_path(Z))).text
    config = site.seeded.service.config
    await config.set_public_pages(Z, MOD, True)
    try:
        assert [(await site.get(path)).status for path in paths] == [200, 200, 200, 200]
    finally:
        await config.set_public_pages(Z, MOD, False)
    assert [(await site.get(path)).status for path in paths] == [404, 404, 404, 404]


async def test_another_servers_ids_are_not_this_servers(site: Site) -> None:
    other, tournament = site.seeded.other_match, site.seeded.other_tournament
    assert (await site.get(match_path(H, other.id))).status == 200  # there, it is a page
    assert (await site.get(match_path(G, other.id))).status == 404
    assert (await site.get(tournament_path(G, tournament.id))).status == 404
    assert (await site.get(tournament_path(H, site.seeded.tournament.id))).status == 404
    # Erin played only in H: no profile in G, whatever her token.
    assert (await site.get(player_path(G, site.token(H, ERIN)))).status == 404
    assert (await site.get(player_path(G, site.token(G, ERIN)))).status == 404
    assert (await site.get(player_path(H, site.token(H, ERIN)))).status == 200
    # One member's links differ from server to server.
    assert site.token(G, ALICE) != site.token(H, ALICE)


@pytest.mark.parametrize(("path", "status"), [
    (f"{leaderboard_path(G)}?page=999999999", 404),
    (f"{leaderboard_path(G)}?page=99999999999999999999999", 400),
    (f"{leaderboard_path(G)}?page=0", 404),
    (f"{leaderboard_path(G)}?page=-1", 400),
    (f"{leaderboard_path(G)}?page=1e3", 400),
    (f"{leaderboard_path(G)}?page=%EF%BC%92", 400),  # a full-width digit
    (f"{leaderboard_path(G)}?season=99", 404),
    (f"{leaderboard_path(G)}?game=chess", 404),
    ("/s/99999999999999999999/", 404),
    ("/s/9223372036854775808/", 404),
    ("/s/0/", 404),
    ("/s/abc/", 404),
    (f"/s/{G}/m/0", 404),
    (f"/s/{G}/m/9223372036854775807", 404),
    (f"/s/{G}/m/1?move=999999999", 404),
    (f"/s/{G}/m/1?move=x", 400),
    (f"/s/{G}/m/1%00", 404),
    (f"/s/{G}/p/0123456789ABCDEF", 404),
    (f"/s/{G}/p/0123456789abcdef", 404),
    (f"/s/{G}/p/{'a' * 200}", 404),
    (f"/s/{G}/t/1?round=999999999", 404),
    ("/s/%ff/", 404),
    ("/static/../pyproject.toml", 404),
    ("/static/%2e%2e/pyproject.toml", 404),
    ("/static/", 404),
    ("/" + "a" * 3000, 404),
    ("/.env", 404),
])
async def test_bad_addresses_get_a_plain_page(site: Site, path: str, status: int) -> None:
    page = await site.get(path)
    assert page.status == status
    assert page.headers["Content-Type"].startswith("text/html")
    assert "Traceback" not in page.text and "File \"" not in page.text
    assert "<h1>" in page.text and "<svg" not in page.text


async def test_a_post_is_refused_plainly(site: Site) -> None:
    page = await site.get(leaderboard_path(G), method="POST")
    assert page.status == 405 and "<h1>" in page.text and "Traceback" not in page.text


async def test_the_browsers_language_wins_where_the_catalogue_has_it(site: Site) -> None:
    german = await site.get(leaderboard_path(G), language="de-AT,de;q=0.9,en;q=0.5")
    assert '<html lang="de">' in german.text and german.headers["Content-Language"] == "de"
    assert "Rangliste" in german.text
    await site.seeded.service.config.set_language(G, MOD, "fr")
    try:
        french = await site.get(leaderboard_path(G))  # no Accept-Language: the server's
        unknown = await site.get(leaderboard_path(G), language="zh-CN,ko;q=0.8")
        japanese = await site.get(leaderboard_path(G), language="ja")
    finally:
        await site.seeded.service.config.set_language(G, MOD, None)
    assert '<html lang="fr">' in french.text and '<html lang="fr">' in unknown.text
    assert '<html lang="ja">' in japanese.text
    assert "Vary" in german.headers and "Accept-Language" in german.headers["Vary"]
    missing = await site.get("/s/1/", language="es-MX")
    assert missing.status == 404 and '<html lang="es-ES">' in missing.text


async def _pairings(site: Site, tournament_id: int):  # type: ignore[no-untyped-def]
    from bot.core.connections import reading
    from bot.tournaments import store

    async with reading(site.seeded.engine) as conn:
        return await store.load_pairings(conn, tournament_id)


async def test_a_page_that_fails_says_so_plainly(site: Site) -> None:
    """A match of a game this code no longer has (a row from a newer or older bot): the page
    fails on our side, and says so in a plain page, without a traceback."""
    from sqlalchemy import update

    from db.tables import matches

    odd = await site.seeded.service.challenge(guild_id=G, channel_id=77, challenger_id=ALICE,
                                              opponent_id=BOB, game="circle-duel", first="me")
    odd = await site.seeded.service.accept(G, odd.id, BOB)
    odd = await site.seeded.service.play(G, odd.id, ALICE, 1)
    odd = await site.seeded.service.resign(G, odd.id, BOB)
    async with writing(site.seeded.engine) as conn:
        await conn.execute(update(matches).where(matches.c.id == odd.id)
                           .values(game="a-game-long-gone"))
    page = await site.get(match_path(G, odd.id))
    assert page.status == 500
    assert "Something went wrong on our side." in page.text
    assert "Traceback" not in page.text and "KeyError" not in page.text
