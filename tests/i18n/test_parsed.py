"""i18n/parsed.py: a catalogue file's parse is kept beside it and used while its text is
the same; a changed, unreadable or unwritable cache only means parsing again."""

from __future__ import annotations

import pickle
import sys
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from i18n.parsed import CACHE_FOLDER, cache_path, keep_all, parse

TEXT = "hello = Hello, { $name }!\nbye = Bye.\n"


def _file(tmp_path: Path, text: str = TEXT) -> Path:
    path = tmp_path / "greetings.ftl"
    path.write_text(text, encoding="utf-8")
    return path


def _ids(resource: ast.Resource) -> list[str]:
    return [entry.id.name for entry in resource.body if isinstance(entry, ast.Message)]


@pytest.fixture(autouse=True)
def _bytecode_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in `manage.py test`: the parse may be kept (PYTHONDONTWRITEBYTECODE unset)."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)


def test_the_parse_is_the_parsers_and_is_kept_beside_the_file(tmp_path: Path) -> None:
    path = _file(tmp_path)
    resource = parse(path)
    assert resource.equals(FluentParser(with_spans=False).parse(TEXT))
    kept = cache_path(path, path.read_bytes())
    assert kept.parent == tmp_path / CACHE_FOLDER and kept.exists()
    assert pickle.loads(kept.read_bytes()).equals(resource)


def test_the_kept_parse_is_what_the_next_read_returns(tmp_path: Path) -> None:
    path = _file(tmp_path)
    parse(path)
    # A kept parse that differs from the file's text: read back, so it is used, not re-parsed.
    marked = FluentParser(with_spans=False).parse("marked = From the cache.\n")
    cache_path(path, path.read_bytes()).write_bytes(pickle.dumps(marked))
    assert _ids(parse(path)) == ["marked"]


def test_a_changed_file_is_parsed_again_and_its_old_parse_goes(tmp_path: Path) -> None:
    path = _file(tmp_path)
    parse(path)
    old = cache_path(path, path.read_bytes())
    path.write_text(TEXT + "later = Later.\n", encoding="utf-8")
    assert _ids(parse(path)) == ["hello", "bye", "later"]
    assert not old.exists()
    assert [p.name for p in (tmp_path / CACHE_FOLDER).iterdir()] == [
        cache_path(path, path.read_bytes()).name]


def test_an_unreadable_kept_parse_is_parsed_past(tmp_path: Path) -> None:
    path = _file(tmp_path)
    kept = cache_path(path, path.read_bytes())
    kept.parent.mkdir()
    kept.write_bytes(b"not a pickle")
    assert _ids(parse(path)) == ["hello", "bye"]
    assert pickle.loads(kept.read_bytes()).equals(parse(path))  # written anew


def test_nothing_is_written_where_bytecode_is_not(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert _ids(parse(_file(tmp_path))) == ["hello", "bye"]
    assert not (tmp_path / CACHE_FOLDER).exists()


def test_a_folder_it_cannot_write_in_only_means_parsing_each_time(tmp_path: Path) -> None:
    (tmp_path / CACHE_FOLDER).write_text("a file where the folder would be")
    path = _file(tmp_path)
    assert _ids(parse(path)) == ["hello", "bye"]
    assert _ids(parse(path)) == ["hello", "bye"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [CACHE_FOLDER, path.name]


def test_keep_all_parses_every_languages_files(tmp_path: Path) -> None:
    for language in ("en", "de"):
        (tmp_path / language).mkdir()
        _file(tmp_path / language)
    assert keep_all(tmp_path) == 2
    for language in ("en", "de"):
        path = tmp_path / language / "greetings.ftl"
        assert cache_path(path, path.read_bytes()).exists()
