"""The public pages in a real browser: Playwright driving Debian's Chromium (never a
downloaded one: `apt-get install chromium`), at desktop and phone width, over the seeded
database. It opens the leaderboard, follows a name to its profile, steps a replay to the end
(links, then the arrow key), opens a tournament and one of its rounds, checks what each page
shows and that nothing is wider than the screen, and keeps a screenshot of each in
test-artefacts/screenshots/ (printed; not committed). Without Chromium (or Playwright) the
tests skip, saying why; .ci/run installs Chromium so CI runs them."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from bot.web.urls import leaderboard_path, match_path, tournament_path
from rules.review import review
from tests.web.conftest import PSEUDONYMS, Site
from tests.web.seed import DAVE, G

pytestmark = pytest.mark.asyncio(loop_scope="module")

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("SCREENSHOTS_DIR", ROOT / "test-artefacts" / "screenshots"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
SIZES = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}


def _missing() -> str | None:
    """Why the browser tests can't run here (None: they can)."""
    try:
        import playwright.async_api  # noqa: F401 - only whether it is installed
    except ImportError:
        return "the playwright package is not installed (pip install -e .[test])"
    if shutil.which(CHROMIUM) is None and not Path(CHROMIUM).exists():
        return (f"no Chromium at {CHROMIUM} (Debian: apt-get install chromium; or set "
                "CHROMIUM to its path)")
    return None


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def browser() -> AsyncIterator[Any]:
    reason = _missing()
    if reason is not None:
        print(f"browser tests skipped: {reason}")
        pytest.skip(reason)
    # Imported here: without the package the tests skip above instead of failing to import.
    from playwright.async_api import async_playwright

    await asyncio.to_thread(SHOTS.mkdir, parents=True, exist_ok=True)
    print(f"screenshots in {SHOTS}")
    async with async_playwright() as driver:
        found = await driver.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield found
        finally:
            await found.close()


async def open_page(browser: Any, site: Site, size: str, path: str) -> Any:
    page = await browser.new_page(viewport=SIZES[size], locale="en-US")
    answer = await page.goto(site.base + path)
    assert answer is not None and answer.status == 200, path
    return page


async def fits(page: Any) -> None:
    """Nothing sticks out sideways: the page is no wider than the screen (a wide table
    scrolls inside its own box)."""
    width = await page.evaluate("document.documentElement.scrollWidth")
    assert width <= await page.evaluate("window.innerWidth"), width


async def shot(page: Any, name: str) -> None:
    await page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


@pytest.mark.parametrize("size", SIZES)
async def test_the_leaderboard_and_a_profile(browser: Any, site: Site, size: str) -> None:
    page = await open_page(browser, site, size, leaderboard_path(G))
    try:
        heading = page.get_by_role("heading", level=1)
        assert (await heading.inner_text()) == "Leaderboard · all games · season 1"
        rows = page.locator("main table tbody tr")
        table = await site.seeded.service.standings.leaderboard(G, None, 1, 25)
        assert await rows.count() == len(table.rows)
        text = await page.locator("main").inner_text()
        assert f"Player {PSEUDONYMS.number(G, DAVE)}" in text and "Dave" not in text
        await fits(page)
        await shot(page, f"leaderboard-{size}")
        first = table.rows[0]
        link = rows.nth(0).get_by_role("link")
        name = await link.inner_text()
        await link.click()
        await page.wait_for_load_state()
        assert (await page.get_by_role("heading", level=1).inner_text()) == name
        assert await page.locator("svg.chart").is_visible()
        ratings = await page.locator("main table").first.inner_text()
        assert str(round(first.rating)) in ratings
        await fits(page)
        await shot(page, f"profile-{size}")
    finally:
        await page.close()


@pytest.mark.parametrize("size", SIZES)
async def test_a_replay_stepped_to_the_end(browser: Any, site: Site, size: str) -> None:
    match = next(m for m in site.seeded.matches["rated"]
                 if review(m.state, m.player_ids.index(m.winner_id)).turning_point)
    moves = len(match.state.numbers)
    page = await open_page(browser, site, size, match_path(G, match.id))
    try:
        position = page.locator("#position")
        assert (await position.inner_text()) == "The start, before the first move"
        assert await page.locator(".board .cell.open").count() == match.state.size
        for step in range(1, moves + 1):
            await page.get_by_role("link", name="Next ›").click()
            await page.wait_for_url(re.compile(rf"move={step}$"))
            assert (await position.inner_text()) == f"After move {step} of {moves}"
            assert await page.locator("ul.moves li.current").count() >= 1
        assert await page.get_by_role("link", name="Next ›").count() == 0  # the end
        await fits(page)
        await shot(page, f"replay-end-{size}")
        assert "The game turned here." in await page.locator("ul.moves").inner_text()
        await page.keyboard.press("ArrowLeft")  # the little JavaScript: a step back
        await page.wait_for_url(re.compile(rf"move={moves - 1}$"))
        assert (await position.inner_text()) == f"After move {moves - 1} of {moves}"
    finally:
        await page.close()


@pytest.mark.parametrize("size", SIZES)
async def test_a_tournament_and_its_rounds(browser: Any, site: Site, size: str) -> None:
    tournament = site.seeded.tournament
    assert tournament is not None
    page = await open_page(browser, site, size, tournament_path(G, tournament.id))
    try:
        assert (await page.get_by_role("heading", level=1).inner_text()) == "Spring <Cup>"
        podium = page.locator("ol.podium li")
        assert await podium.count() == 3
        table = page.locator("section[aria-labelledby=table] tbody tr")
        assert await table.count() == 4
        await fits(page)
        await shot(page, f"tournament-{size}")
        await page.get_by_role("link", name="Round 1").click()
        await page.wait_for_url(re.compile(r"round=1$"))
        assert "Pairings of round 1" in await page.locator("#pairings").inner_text()
        assert await page.locator("section[aria-labelledby=pairings] tbody tr").count() == 2
    finally:
        await page.close()
