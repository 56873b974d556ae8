"""How the game speaks: engine events as Fluent messages, card names, Braille codes, the rules' text."""
