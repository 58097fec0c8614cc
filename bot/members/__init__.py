"""Members as Discord showed them: the name a member had when they last used the bot in a
server (tournament exports, the public pages), whether they hide it there, and the member's
own settings kept on every server (their DMs' language). Nothing here imports discord."""
