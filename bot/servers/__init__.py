"""What a server's owner sets: settings over the environment's defaults, the server's
variants, the per-member challenge limits. Nothing here imports discord."""
