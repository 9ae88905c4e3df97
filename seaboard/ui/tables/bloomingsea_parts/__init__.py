"""Parts of the Blooming Sea table: geometry, art, the board renderer, effects, quick reference,
and the log's wording of fish events (log_words)."""
