"""Every setting of the bot, read from the environment and from a `.env` file.

`.env.example` documents each one; the names here are those variables in lower case.
"""

from __future__ import annotations

from datetime import timedelta
from functools import cached_property

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///data/duels.db"
LEVELS = ("easy", "normal", "perfect")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", frozen=True
    )

    discord_token: SecretStr | None = None
    database_url: str = DEFAULT_DATABASE_URL
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    challenge_timeout_minutes: float = Field(default=15.0, gt=0)
    turn_timeout_hours: float = Field(default=24.0, gt=0)
    # How often the background loop looks for passed deadlines.
    deadline_check_seconds: float = Field(default=30.0, gt=0)
    default_bot_level: str = "normal"
    # Point the REST client / gateway at another host (a proxy, or the tests' local stand-in).
    discord_api_url: str | None = None
    discord_gateway_url: str | None = None
    # Sharding: leave unset for one connection; "auto" lets Discord choose; a number fixes it.
    shard_count: str | None = None
    # Folder of the file remembering the last synced slash commands (command-hash-*.txt);
    # unset: next to a SQLite database file, else ./data.
    command_hash_dir: str | None = None

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

    @field_validator("dev_guild_id", "discord_api_url", "discord_gateway_url", "shard_count",
                     "command_hash_dir", mode="before")
    @classmethod
    def _empty_is_unset(cls, value: object) -> object:
        return None if value == "" else value

    @cached_property
    def challenge_timeout(self) -> timedelta:
        return timedelta(minutes=self.challenge_timeout_minutes)

    @cached_property
    def turn_timeout(self) -> timedelta:
        return timedelta(hours=self.turn_timeout_hours)
