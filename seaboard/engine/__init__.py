"""Pure rules of the three games: no pygame, deterministic from a seed."""
