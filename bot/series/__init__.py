"""Best-of-N series: what a game's end does to its series (pure) and the series rows."""
