"""Scenes of the app: each owns one screen (or an overlay) on the scene stack."""
