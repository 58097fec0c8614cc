"""The slash commands' texts in every language, read in a child process for the command sync.

A sync needs every language's command names and descriptions; reading them into the bot's
own process would leave it ~16 MiB larger for good (the parsed catalogues and each
language's CLDR data are freed, but too scattered for the allocator to give back). So the
sync runs ``python -m bot.process.command_texts FOLDER``, which reads the catalogues, prints
the texts as JSON and exits: the bot keeps only the table (a few hundred kilobytes, dropped
after the sync).

The table: language -> key -> text, a message's value under its key (``cmd-claim``) and an
attribute under ``key.attribute`` (``cmd-claim.description``); English is left out (the
cogs' decorators say it).
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from i18n import DEFAULT, Catalog

#: The catalogue files of the commands' texts, in each language's folder: their names and
#: descriptions, and the names of commands and options the other texts use too.
COMMANDS_FILE = "commands.ftl"
TERMS_FILE = "terms.ftl"

CommandTexts = dict[str, dict[str, str]]


def table_key(key: str, attribute: str | None) -> str:
    return key if attribute is None else f"{key}.{attribute}"


def read_command_texts(folder: Path) -> CommandTexts:
    """Every non-English language's command texts, read from the catalogues in ``folder``."""
    texts = Catalog(folder, only=(COMMANDS_FILE, TERMS_FILE))
    table: CommandTexts = {}
    for language in texts.languages:
        bundle = None if language == DEFAULT else texts.bundle(language)
        if bundle is None:
            continue
        found: dict[str, str] = {}
        for key in sorted(texts.keys(language)):
            message = bundle.get_message(key)
            if message.value is not None:
                found[key] = texts.format(language, key)
            for attribute in message.attributes:
                found[table_key(key, attribute)] = texts.format(language, key, None, attribute)
        table[language] = found
    return table


async def command_texts_from_child(folder: Path) -> CommandTexts:
    """`read_command_texts` run in a child process (this module), so that the catalogues it
    reads never enter this one. RuntimeError with the child's last line if it fails."""
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-m", __name__, str(folder),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await child.communicate()
    if child.returncode != 0:
        last = (err.decode(errors="replace").strip().splitlines() or ["no output"])[-1]
        raise RuntimeError(f"reading the command texts failed: {last}")
    table: CommandTexts = json.loads(out)
    return table


def main() -> None:
    json.dump(read_command_texts(Path(sys.argv[1])), sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
