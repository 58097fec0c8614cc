"""The languages the bot speaks, and which one a Discord locale gets."""

from __future__ import annotations

#: The catalogue's fallback, and the terminal's only language.
DEFAULT = "en"

#: Every language with a complete catalogue, by Discord's locale code (the folder's name).
LANGUAGES: tuple[str, ...] = ("en", "de", "fr", "es-ES", "pt-BR", "ru", "ja")

#: Each language in its own words, as `/config language` offers and `/config show` names it.
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es-ES": "Español",
    "pt-BR": "Português do Brasil",
    "ru": "Русский",
    "ja": "日本語",
}

#: Discord locales served by a language of another code: English everywhere, Latin American
#: Spanish by the Spanish catalogue.
_SAME_AS: dict[str, str] = {"en-US": "en", "en-GB": "en", "es-419": "es-ES"}


def language_of(locale: object) -> str:
    """The language for a Discord locale (a ``discord.Locale`` or its code); English for
    one we have no catalogue for, or for none at all."""
    code = str(getattr(locale, "value", locale) or "")
    if code in LANGUAGES:
        return code
    return _SAME_AS.get(code, DEFAULT)
