## Shared by "uno-access cards" and "uno-access labels"

braille-help-lang = language of the card names: { -language-codes }
braille-help-form = how the codes are written: deck = as on the UNO Braille deck, without the number sign; ueb = standard UEB grade 1 with the number sign

## uno-access cards

cardtable-help-format = text = one card per line; json = for other programs
cardtable-col-code = Code
cardtable-col-braille = Braille
cardtable-col-count = In deck
cardtable-col-points = Points
cardtable-col-name = Name
cardtable-summary = { $kinds } different cards, { $cards } cards in a deck.

## uno-access labels

labels-help-format = brf = for an embosser; svg or pdf = tactile sheet for swell paper; text = to read on screen
labels-help-set = deck = one label per card (108); unique = one per different card (54) with its count
labels-help-corners = labels per card: 1, or 2 for both corners
labels-help-paper = paper size of svg and pdf sheets: a4 or letter
labels-help-output = write to this file instead of the screen
labels-title = UNO card labels
labels-heading = UNO card labels, page { $page } of { $pages }
labels-caption = { $code } { $name }
labels-caption-count = { $code } { $name }, { $count } in the deck
labels-text-line = { $cells }   { $code } { $name }
labels-text-line-count = { $cells }   { $code } { $name }, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
labels-need-liblouis = Card names in braille need liblouis (the lou_translate command, Debian package liblouis-bin); writing the codes only.
labels-liblouis-failed = liblouis could not translate the card names ({ $detail }); writing the codes only.
labels-needs-output = The { $format } format writes files: name one with -o FILE.
labels-cannot-write = Cannot write { $path }: { $reason }.
labels-cannot-layout = The labels do not fit on the page: { $detail }
labels-written = Written: { $path }

# why the labels do not fit (the detail of labels-cannot-layout); $cells, $width, $lines, $height,
# $mincells and $minlines are numbers, $paper a paper size (a4, letter)
labels-layout-problem = { $problem ->
        [word_too_long] a word of { $cells } cells is longer than a line of { $width ->
            [one] { $width } cell
           *[other] { $width } cells
        }.
        [line_too_long] a line of { $cells } cells is longer than the { $width } cells of a line of the page.
        [block_too_tall] a label of { $lines } lines is taller than the { $height } lines of a page.
        [page_too_small] a page of { $cells } cells by { $lines } lines is smaller than the smallest one, { $mincells } by { $minlines }.
        [title_too_tall] the title takes { $lines } lines, and a page holds { $height }.
       *[box_too_large] one label does not fit on { $paper } paper.
    }
