"""uno-access tutor."""
