"""Parts of the Seagrass table: art, board geometry and renderer, effects, reference card."""
