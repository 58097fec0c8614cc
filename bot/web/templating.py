"""The pages' Jinja2 environment: templates/ beside this module, every value escaped, the
catalogue's ``t`` said in the request's language, and ``md`` for the catalogue's few marks
of Discord's Markdown (``**bold**``, `` `code` ``), shown as HTML instead of as asterisks."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

from bot.web import urls
from i18n import current_language, t

TEMPLATES = Path(__file__).resolve().parent / "templates"
STATIC = Path(__file__).resolve().parent / "static"
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`([^`]+)`")


def md(text: object) -> Markup:
    """``text`` escaped, then its **bold** and `code` as <strong> and <code>."""
    escaped = str(escape(str(text)))
    escaped = _BOLD.sub(r"<strong>\1</strong>", escaped)
    return Markup(_CODE.sub(r"<code>\1</code>", escaped))


def environment() -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(["html"]),
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.globals.update(t=t, urls=urls, language=current_language)
    env.filters["md"] = md
    return env


class Pages:
    """Renders a page by template name, in the language in force."""

    def __init__(self) -> None:
        self._env = environment()

    def render(self, name: str, **context: Any) -> str:
        return self._env.get_template(name).render(**context)
