## Righe per il display Braille alla persona giusta (Narration.braille usa braille-<id> prima di <id>.braille).
## = the .braille form of the game message in game.ftl (one wording for the short line).

braille-ev-draw = { ev-draw.braille }
braille-ev-pass = { ev-pass.braille }
braille-ev-challenge = { ev-challenge.braille }
braille-ev-retract = { ev-retract.braille }
braille-ev-swap = { ev-swap.braille }
braille-ev-jump-in = { ev-jump-in.braille }
braille-ev-hand-end = { ev-hand-end.braille }
braille-ev-match-end = { ev-match-end.braille }
