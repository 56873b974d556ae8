"""What the program keeps between runs: the SQLite store, the saved games on it, the settings file."""
