"""Parts of the Seagrass table: art, board geometry and layers, effects and event animations, panels, rack items, quick reference, results, screenshot states."""
