# Setting names and values (one word each; see locales/en/settings_words.ftl).
# .typed: inne pisownie, które gracz może wpisać, nigdy niewypowiadane ani niewymieniane (po przecinku):
# słowa z wcześniejszych wersji i każda forma „automatyczny” dla każdego ustawienia.
setting-name = { $name ->
    [speech] mowa
    [rate] tempo
    [voice] głos
    [verbosity] szczegółowość
    [delay] zwłoka
    [pace] odstęp
    [mode] tryb
    [display] wyświetlanie
    [volume] głośność
    [pitch] wysokość-głosu
    [sounds] dźwięki
    [sound_volume] głośność-dźwięków
    [windows] poza-kolejką
    [backlog] podsumowanie
    [hand_order] kolejność-ręki
    [mute] wyciszone
   *[language] język
}
    .typed = { $name ->
        [pitch] wysokość
        [windows] okazje
        [mute] wycisz
       *[other] {""}
    }
setting-value = { $value ->
    [auto] { $name ->
            [voice] automatyczny
            [mode] automatyczny
            [language] automatyczny
           *[other] automatycznie
        }
    [screenreader] czytnik-ekranu
    [none] wyłączona
    [brief] zwięzła
    [normal] zwykła
    [verbose] pełna
    [plain] prosty
    [standard] standardowy
    [text] tekst
    [braille] brajl
    [on] włączone
    [off] wyłączone
    [timed] czas
    [enter] enter
    [sorted] posortowana
    [playable] grywalne
    [game] gra
    [chat] czat
    [system] system
    [nothing] brak
   *[other] { $value }
}
    .typed = { $value ->
        [auto] automatyczny, automatycznie
        [nothing] nic
       *[other] {""}
    }
