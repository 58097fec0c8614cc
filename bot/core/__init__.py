"""The shared core every feature builds on: the values the services return, their errors,
the database connections (with the one write lock), game set-up and the deadline signal.
Nothing here imports discord or another feature."""
