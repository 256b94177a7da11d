"""Keeping play: the match autosave (``matchsave``), the archive of played matches
(``archive``), the statistics database (``stats``) and the one place that reads hand
results (``results``).  No Qt here: the controller and the screens use these."""
