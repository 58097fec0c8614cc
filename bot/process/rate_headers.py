"""The bot's HTTP answers, as Discord's rate-limit headers tell them, handed to the
ChannelPacer (bot.pacing.channels) through discord.py's public ``http_trace`` (an aiohttp
``TraceConfig``): the only way to read a response's headers without discord.py's internals."""

from __future__ import annotations

from types import SimpleNamespace

import aiohttp

from bot.pacing.channels import ChannelPacer


def pacing_trace(pacer: ChannelPacer, trace: aiohttp.TraceConfig | None = None
                 ) -> aiohttp.TraceConfig:
    """A TraceConfig that shows every answer's rate-limit headers to ``pacer`` (added to
    ``trace`` when given: a client takes one ``http_trace``)."""
    trace = trace or aiohttp.TraceConfig()

    async def on_request_end(session: aiohttp.ClientSession, context: SimpleNamespace,
                             params: aiohttp.TraceRequestEndParams) -> None:
        pacer.observe_answer(params.method, params.url.path, params.response.headers)

    trace.on_request_end.append(on_request_end)
    return trace
