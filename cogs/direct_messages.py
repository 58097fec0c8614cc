"""Every direct message the bot sends goes through :func:`send_dm`: it skips a member whose
DMs Discord refused within the last day, and remembers a new refusal (bot.members.dms).

Discord answers a DM to a member who takes none from the bot (closed DMs, no server in
common) with 403, code 50007 "Cannot send messages to this user". Each such answer is an
invalid request (too many in 10 minutes and Discord bans the IP for a while), and the member
would not read the DM anyway, so the next one waits a day. Any other failure is logged and
forgotten (the next DM is tried). The reason a DM exists (a link to a board) is also said in
the channel, so a member without DMs misses nothing.
"""

from __future__ import annotations

import logging

import discord

from cogs.host import DuelsHost

log = logging.getLogger(__name__)

#: Discord's JSON error code: "Cannot send messages to this user".
CLOSED_DMS = 50007


async def send_dm(bot: DuelsHost, user_id: int, text: str, what: str) -> bool:
    """DM ``text`` to ``user_id`` (``what`` it is, for the log); whether it was sent."""
    try:
        if user_id in await bot.dms.refused([user_id]):
            return False
    except Exception:  # the database away: the DM is still worth a try
        log.warning("Could not read whether %s takes DMs", user_id, exc_info=True)
    try:
        # discord.py keeps the DM channels it opened: one request per DM after the first.
        channel = await bot.create_dm(discord.Object(id=user_id))
        await channel.send(text)
    except discord.HTTPException as error:
        if error.code == CLOSED_DMS:
            log.info("%s takes no DMs from the bot (50007): none tried for a day", user_id)
            try:
                await bot.dms.note_refused(user_id)
            except Exception:
                log.warning("Could not remember that %s takes no DMs", user_id, exc_info=True)
        else:
            reason = " ".join(str(error.text).split())[:200]
            log.warning("Could not send %s to %s (%s %s)", what, user_id, error.status, reason)
        return False
    except discord.RateLimited as error:  # Discord asks for a long wait: skip this one
        log.warning("Could not send %s to %s (%s)", what, user_id, error)
        return False
    return True
