"""Every setting of the bot, read from the environment and from `.env` files.

`.env.example` documents each one; the names here are those variables in lower case.
`.env` is read from the project folder (next to manage.py) and from the working directory;
the working directory's wins where both set a variable, and the environment wins over both.
"""

from __future__ import annotations

import contextlib
import re
from datetime import timedelta
from functools import cached_property
from pathlib import Path

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.process.shards import ShardPlan, parse_shard_ids, plan_from, plan_problem
from rules.players import LEVELS

PROJECT_ROOT = Path(__file__).resolve().parents[2]
ENV_FILES = (PROJECT_ROOT / ".env", Path(".env"))
DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///data/duels.db"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=ENV_FILES, env_file_encoding="utf-8", extra="ignore", frozen=True
    )

    discord_token: SecretStr | None = None
    database_url: str = DEFAULT_DATABASE_URL
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    challenge_timeout_minutes: float = Field(default=15.0, gt=0)
    turn_timeout_hours: float = Field(default=24.0, gt=0)
    # How often the background loop looks for passed deadlines.
    deadline_check_seconds: float = Field(default=30.0, gt=0)
    # A member to move who has not touched the match this long is told it is their move.
    turn_ping_idle_seconds: float = Field(default=180.0, ge=0)
    # How often the bot looks for turns due their reminder (a quarter of the time left).
    turn_reminder_check_seconds: float = Field(default=60.0, gt=0)
    # How often the bot looks whether a server's puzzle channel still lacks today's puzzle.
    puzzle_post_check_seconds: float = Field(default=300.0, gt=0)
    # After connecting, how long discord.py waits for one more server (GUILD_CREATE) before
    # the bot counts as ready: its guild_ready_timeout. The bot asks for no GUILDS intent,
    # so Discord sends it no server and there is nothing to wait for.
    guild_ready_seconds: float = Field(default=0.0, ge=0)
    default_bot_level: str = "normal"
    # Rated games a day between the same two people (0: no limit). Like the timeouts and the
    # level above, the default of every server that does not set its own (/config).
    daily_rated_limit: int = Field(default=0, ge=0, le=50)
    # New challenges (and rematches) one member may make per server in a minute and in an
    # hour (0: no limit); server defaults too. Against a script filling the database.
    challenge_limit_per_minute: int = Field(default=5, ge=0, le=1000)
    challenge_limit_per_hour: int = Field(default=30, ge=0, le=1000)
    # Point the REST client / gateway at another host (a proxy, or the tests' local stand-in).
    discord_api_url: str | None = None
    discord_gateway_url: str | None = None
    # Sharding: leave unset for one connection; "auto" lets Discord choose; a number fixes it.
    shard_count: str | None = None
    # This process's shards ("0,1", "2-3"): several processes, each with a slice of the
    # shards, share one database (docs/scaling.md). Unset: every shard, in this process.
    shard_ids: str | None = None
    # Folder of the file remembering the last synced slash commands (command-hash-*.txt);
    # unset: next to a SQLite database file, else ./data.
    command_hash_dir: str | None = None
    # The public pages (`python3 manage.py bot web`, a process of its own): where it listens,
    # and the address Discord messages link to (unset: no links are drawn).
    web_port: int = Field(default=8080, ge=1, le=65535)
    web_host: str = "127.0.0.1"
    web_base_url: str | None = None
    # The key of the pages' player links and "Player 1234" numbers (unset: a random one kept
    # in web-secret next to a SQLite database, else in ./data).
    web_secret: SecretStr | None = None
    # The operations endpoints of a bot process (/healthz, /readyz, /metrics); unset: none.
    ops_port: int | None = Field(default=None, ge=1, le=65535)
    ops_host: str = "127.0.0.1"

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        value = value.upper()
        if value not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return value

    @field_validator("default_bot_level")
    @classmethod
    def _known_bot_level(cls, value: str) -> str:
        if value not in LEVELS:
            raise ValueError(f"DEFAULT_BOT_LEVEL must be one of {', '.join(LEVELS)}")
        return value

    @field_validator("shard_count")
    @classmethod
    def _shard_count(cls, value: str | None) -> str | None:
        if value is None:
            return None
        cleaned = value.strip().lower()
        if cleaned == "auto" or (cleaned.isdigit() and int(cleaned) >= 1):
            return cleaned if cleaned == "auto" else str(int(cleaned))
        raise ValueError(f"SHARD_COUNT must be 'auto' or a positive whole number (it is {value!r})")

    @field_validator("shard_ids")
    @classmethod
    def _shard_ids(cls, value: str | None) -> str | None:
        if value is None:
            return None
        parse_shard_ids(value)  # ValueError naming SHARD_IDS
        return value.strip()

    @model_validator(mode="after")
    def _shards_together(self) -> Settings:
        problem = plan_problem(self.shard_count, self.shard_ids)
        if problem is not None:
            raise ValueError(problem)
        return self

    @field_validator("web_base_url")
    @classmethod
    def _web_address(cls, value: str | None) -> str | None:
        if value is None:
            return None
        cleaned = value.strip().rstrip("/")
        if not re.match(r"^https?://[^\s/?#]+(/[^\s?#]*)?$", cleaned):
            raise ValueError("WEB_BASE_URL must be an http:// or https:// address such as "
                             f"https://duels.example.org (it is {value!r})")
        return cleaned

    @field_validator("web_secret")
    @classmethod
    def _long_secret(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and len(value.get_secret_value().encode()) < 16:
            raise ValueError("WEB_SECRET must be at least 16 characters long")
        return value

    @field_validator("dev_guild_id", "discord_api_url", "discord_gateway_url", "shard_count",
                     "shard_ids", "command_hash_dir", "web_base_url", "web_secret", "ops_port",
                     mode="before")
    @classmethod
    def _empty_is_unset(cls, value: object) -> object:
        return None if value == "" else value

    @cached_property
    def shard_plan(self) -> ShardPlan:
        """SHARD_COUNT and SHARD_IDS, checked together: this process's shards."""
        return plan_from(self.shard_count, self.shard_ids)

    @cached_property
    def challenge_timeout(self) -> timedelta:
        return timedelta(minutes=self.challenge_timeout_minutes)

    @cached_property
    def turn_timeout(self) -> timedelta:
        return timedelta(hours=self.turn_timeout_hours)


# How pydantic's error types read for someone who set an environment variable.
_PHRASES = {
    "greater_than": "must be greater than {gt}",
    "greater_than_equal": "must be at least {ge}",
    "less_than": "must be less than {lt}",
    "less_than_equal": "must be at most {le}",
    "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number",
    "float_parsing": "must be a number",
    "bool_parsing": "must be true or false",
}


def describe_settings_error(error: ValidationError) -> list[str]:
    """One line per wrong setting, naming the variable as the user wrote it, e.g.
    ``TURN_TIMEOUT_HOURS must be greater than 0 (it is '-1')``."""
    lines = []
    for problem in error.errors():
        name = str(problem["loc"][0]).upper() if problem["loc"] else "A setting"
        context = problem.get("ctx") or {}
        if problem["type"] == "value_error":
            # Our own validators already name the variable.
            lines.append(str(context.get("error", problem["msg"])))
            continue
        phrase = _PHRASES.get(problem["type"], problem["msg"].lower())
        with contextlib.suppress(KeyError, IndexError):
            phrase = phrase.format(
                **{k: f"{v:g}" if isinstance(v, float) else v for k, v in context.items()}
            )
        given = problem.get("input")
        shown = f" (it is {given!r})" if isinstance(given, str) else ""
        lines.append(f"{name} {phrase}{shown}")
    return lines
