"""Parts of the Blooming Sea table: geometry, art, the board renderer, effects, quick reference."""
