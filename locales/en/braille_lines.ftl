## Braille display lines in the right person (uno_access/narration/presenter.py: Narration.braille uses braille-<id>
## before <id>.braille). Each is the .braille form of its game message (locales/en/game.ftl), so the
## short line has one wording: "you draw", "Ben draws".

braille-ev-draw = { ev-draw.braille }
braille-ev-pass = { ev-pass.braille }
braille-ev-challenge = { ev-challenge.braille }
braille-ev-retract = { ev-retract.braille }
braille-ev-swap = { ev-swap.braille }
braille-ev-jump-in = { ev-jump-in.braille }
braille-ev-hand-end = { ev-hand-end.braille }
braille-ev-match-end = { ev-match-end.braille }
