## Linhas do display braille na pessoa certa (Narration.braille usa braille-<id> antes de <id>.braille).
## Cada linha é a forma .braille da mensagem do jogo (game.ftl): uma só redação.

braille-ev-draw = { ev-draw.braille }
braille-ev-pass = { ev-pass.braille }
braille-ev-challenge = { ev-challenge.braille }
braille-ev-retract = { ev-retract.braille }
braille-ev-swap = { ev-swap.braille }
braille-ev-jump-in = { ev-jump-in.braille }
braille-ev-hand-end = { ev-hand-end.braille }
braille-ev-match-end = { ev-match-end.braille }
