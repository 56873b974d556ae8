"""uno-access bots."""
