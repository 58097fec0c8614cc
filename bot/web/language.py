"""Which language a page speaks: the browser's (Accept-Language) where the catalogue has it,
else the server's (/config language), else English. Pure."""

from __future__ import annotations

from i18n import DEFAULT, LANGUAGES

#: A language tag's first part -> our language, where one language has that part.
_BY_PRIMARY = {code.split("-")[0].lower(): code for code in LANGUAGES}
_EXACT = {code.lower(): code for code in LANGUAGES}


def _ours(tag: str) -> str | None:
    """Ours for a language tag: the same (any case), else the one of its first part
    (de-AT: de, es-419: es-ES, pt-PT: pt-BR, en-GB: en)."""
    tag = tag.strip().lower()
    return _EXACT.get(tag) or _BY_PRIMARY.get(tag.split("-")[0])


def accepted(header: str | None) -> list[str]:
    """The browser's languages that we speak, most wanted first (q=0 left out)."""
    if not header:
        return []
    weighted: list[tuple[float, int, str]] = []
    for position, part in enumerate(header.split(",")[:32]):
        tag, _, params = part.partition(";")
        quality = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if quality <= 0 or tag.strip() in ("", "*"):
            continue
        ours = _ours(tag)
        if ours is not None:
            weighted.append((-quality, position, ours))
    return [code for _, _, code in sorted(weighted)]


def page_language(header: str | None, server_language: str | None) -> str:
    """The browser's first language we speak, else the server's, else English."""
    wanted = accepted(header)
    if wanted:
        return wanted[0]
    return server_language if server_language in LANGUAGES else DEFAULT
