cli-description = UNO for blind and low-vision players, played at the keyboard and spoken aloud.
cli-usage-error = { $prog }: { $detail }
cli-help-play = play a game (the default)
cli-help-cards = list the 54 card kinds with their Braille codes
cli-help-labels = write Braille label sheets for a deck
cli-help-rules = read the rules of a preset, section by section
cli-help-simulate = let computer players play many games and measure them
cli-help-tutor = learn UNO and the Braille codes step by step
