"""A catalogue file, parsed: kept beside it once parsed, as Python keeps compiled modules.

fluent.syntax parses in pure Python, about 1.5 ms of CPU per kilobyte: a language's files
(about 150 kB) cost a process 0.2-0.3 s, at its start (English) and in the first
interaction in each other language. The parsed file is kept in ``__pycache__`` beside it,
under the digest of its text and the parser's version, so a changed file or a new
fluent.syntax is parsed again; loading it takes a tenth of the time. As for compiled
modules, nothing is written where the folder is read-only or where Python is told not to
write bytecode (PYTHONDONTWRITEBYTECODE), and a cache file that can't be read is parsed
past.
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import sys
import tempfile
from functools import cache
from importlib.metadata import version
from pathlib import Path

from fluent.syntax import FluentParser, ast

log = logging.getLogger(__name__)

CACHE_FOLDER = "__pycache__"


@cache
def _parser_version() -> bytes:
    return version("fluent.syntax").encode()


def cache_path(path: Path, text: bytes) -> Path:
    """Where the parse of ``path`` holding ``text`` is kept."""
    digest = hashlib.blake2b(text + b"\0" + _parser_version(), digest_size=12).hexdigest()
    return path.parent / CACHE_FOLDER / f"{path.name}.{digest}.pickle"


def parse(path: Path) -> ast.Resource:
    """The catalogue file at ``path``, parsed (without source positions, which only
    editors use): from the kept parse of the same text, else parsed now and kept."""
    text = path.read_bytes()
    kept = cache_path(path, text)
    try:
        resource = pickle.loads(kept.read_bytes())
        if isinstance(resource, ast.Resource):
            return resource
    except FileNotFoundError:
        pass
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError,
            IndexError, TypeError, ValueError):
        log.debug("Parsing %s again: its kept parse %s is unreadable", path, kept)
    resource = FluentParser(with_spans=False).parse(text.decode("utf-8"))
    if not sys.dont_write_bytecode:
        _keep(kept, resource, path.stat().st_mode & 0o666)
    return resource


def _keep(kept: Path, resource: ast.Resource, mode: int) -> None:
    """Write the parse beside its file (whole or not at all, readable as the file is),
    in place of older parses of it."""
    written: str | None = None
    try:
        kept.parent.mkdir(exist_ok=True)
        for older in kept.parent.glob(kept.name.rsplit(".", 2)[0] + ".*.pickle"):
            older.unlink(missing_ok=True)
        with tempfile.NamedTemporaryFile(dir=kept.parent, prefix=".", suffix=".tmp",
                                         delete=False) as out:
            written = out.name
            out.write(pickle.dumps(resource, protocol=pickle.HIGHEST_PROTOCOL))
        os.chmod(written, mode)
        os.replace(written, kept)
    except OSError as error:  # a read-only install: parsed each time
        log.debug("Could not keep the parse of a catalogue at %s: %s", kept, error)
        if written is not None:
            Path(written).unlink(missing_ok=True)


def keep_all(folder: Path) -> int:
    """Parse and keep every catalogue file under ``folder`` (its language folders); how many
    files there are. `manage.py test` runs it once, before the processes of the suite."""
    files = sorted(folder.glob("*/*.ftl"))
    for path in files:
        parse(path)
    return len(files)
