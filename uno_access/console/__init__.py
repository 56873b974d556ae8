"""uno-access console."""
