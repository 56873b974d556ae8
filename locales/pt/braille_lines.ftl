## Linhas do display braille na pessoa certa (Narration.braille usa braille-<id> antes de <id>.braille).
## Cada linha é a forma .braille da mensagem do jogo (game.ftl): uma só redação.

Braille-ev-draw = { ev-draw.braille }
Braille-ev-pass = { ev-pass.braille }
Braille-ev-challenge = { ev-challenge.braille }
Braille-ev-retract = { ev-retract.braille }
Braille-ev-swap = { ev-swap.braille }
Braille-ev-jump-in = { ev-jump-in.braille }
Braille-ev-hand-end = { ev-hand-end.braille }
Braille-ev-match-end = { ev-match-end.braille }
