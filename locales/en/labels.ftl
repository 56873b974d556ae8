## uno-access labels: embosser pages, card-corner labels, swell paper, the transcriber's note

labels-help-content = name = the code followed by the card's name, one or more lines, for reference sheets; code = the corner code alone, 3 or 4 cells (under 25 mm), to stick on a card's corner (a card is 56 mm wide). Sheets (svg, pdf) always hold the code.
labels-help-size = page size for brf files: na = North American braille paper, 11.5 by 11 inches, 40 cells by 25 lines; a4 = A4, 30 by 27; a4-31 = 31 by 28; a4-32 = 32 by 29
labels-help-cells = cells in a line of a brf page, { $low } to { $high }; overrides the value from --size
labels-help-lines = lines on a brf page, { $low } to { $high }; overrides the value from --size
labels-help-media = what the sheets are printed on: swell = swell paper, so the print is drawn in a color that does not swell; paper = ordinary paper
labels-help-print = how svg and pdf print the heading, the captions and the cut lines: color = in a blue that does not swell; black = in black, which swells on swell paper; none = braille only. Default: color on swell paper, black on ordinary paper
labels-bad-number = { $option }: "{ $value }" is not a whole number from { $low } to { $high }.
labels-need-liblouis-note = The braille title and the transcriber's note need liblouis (the lou_translate command, Debian package liblouis-bin); the title is written as UNO and the note is left out.
labels-need-liblouis-title = The braille title of the sheets needs liblouis (the lou_translate command, Debian package liblouis-bin); the sheets are headed UNO.

## The transcriber's note on page 1 of a brf file, in Braille through liblouis.
## $red $yellow $green $blue: color names; $number $draw $reverse $skip $wild $wild4: card names;
## $code_number $code_draw ...: the codes of those cards as the labels write them.

labels-note-heading = Transcriber's note
labels-note-code-deck = Each label begins with the card's code as the UNO Braille deck writes it: letters and digits with no number sign and no letter sign, a digit being the letter in the same place from a to j, so 1 is a, 2 is b and 0 is j.
labels-note-code-ueb = Each label begins with the card's code in UEB grade 1, with the number sign before a digit.
labels-note-parts = The first letter of a code is the color: r { $red }, y { $yellow }, g { $green }, b { $blue }. A number card then has its digit and x, so { $code_number } is { $number }. The other codes: { $code_draw } is { $draw }, { $code_reverse } { $reverse }, { $code_skip } { $skip }, { $code_wild } { $wild } and { $code_wild4 } { $wild4 }.
labels-note-name = After the code comes the card's name.
labels-note-name-count = After the code come the card's name and then the multiplication sign with the number of such cards in a deck.
labels-note-code-only = Each label is the code alone, small enough for the corner of a card.
labels-note-embossing = This file is meant for single-sided embossing on pages of { $cells } cells by { $lines } lines, and it uses the North American ASCII braille table, as every BRF file does.
