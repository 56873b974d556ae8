## Card and color names, nominative (dictionary) forms.
## A later grammar pass may wrap these selects in $case or $gender variants;
## the default variant of each select stays the plain form.

# $color: red, yellow, green or blue
color-name = { $color ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
}

# $kind: number, skip, reverse, draw_two, wild, wild_draw_four
# $color: as in color-name, or none for a wild card; $number: 0-9 (number cards)
# $case: nom (the default) is the name alone, for lists and labels ("red 7", "Wild");
# indef is a card named in a sentence, with its article like every card ("Ben plays a red 7",
# "Ben plays a Wild"); every color begins with a consonant, so the article is always "a";
# def is one particular card, the one on the pile ("it does not match the blue Skip")
card-name = { $case ->
    [def] { $kind ->
        [number] the { color-name } { $number }
        [skip] the { color-name } Skip
        [reverse] the { color-name } Reverse
        [draw_two] the { color-name } Draw Two
        [wild_draw_four] the Wild Draw Four
       *[wild] the Wild
    }
    [indef] { $kind ->
        [number] a { color-name } { $number }
        [skip] a { color-name } Skip
        [reverse] a { color-name } Reverse
        [draw_two] a { color-name } Draw Two
        [wild_draw_four] a Wild Draw Four
       *[wild] a Wild
    }
   *[nom] { $kind ->
        [number] { color-name } { $number }
        [skip] { color-name } Skip
        [reverse] { color-name } Reverse
        [draw_two] { color-name } Draw Two
        [wild_draw_four] Wild Draw Four
       *[wild] Wild
    }
}
