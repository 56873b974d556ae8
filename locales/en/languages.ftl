# The game's languages by name. Where a language is a setting's value (the settings read-out, the
# confirmation of a change), it is named in the player's language: language-name, a noun in the
# nominative ("language: English"). Where languages are offered to choose from (the allowed values of
# the language setting, the --lang option's help), each is named in its own language, as language
# menus do: a player who cannot read the current language still finds theirs. (The web page's menu
# does the same with its capitalised web-language-self.)
language-name = { $code ->
    [en] { language-self }
    [it] Italian
    [pt] Portuguese
    [pl] Polish
    [hr] Croatian
    [ro] Romanian
   *[other] { $code }
}
# this language's own name, as written inside a sentence (other languages list it under this name)
language-self = English
# what --lang takes: each code with its language's own name (the language-self of each language)
-language-codes = en (English), it (italiano), pt (português), pl (polski), hr (hrvatski), or ro (română)
