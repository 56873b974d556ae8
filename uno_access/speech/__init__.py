"""uno-access speech."""
