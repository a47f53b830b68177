"""Each game's own tests, in a folder named after its package in ``engine/games/``."""
