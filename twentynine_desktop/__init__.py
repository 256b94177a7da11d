"""Twenty-Nine Desktop: the partnership trick-taking card game, offline."""

__version__ = "0.1.0"
