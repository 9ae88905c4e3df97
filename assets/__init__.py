"""Art, sounds and icons made for Seaboard (shipped as the package seaboard.assets)."""
