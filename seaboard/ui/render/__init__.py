"""Drawing: the theme and shared drawing helpers."""
