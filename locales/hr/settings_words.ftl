# Setting names and values (one word each; see locales/en/settings_words.ftl).
# .typed: drugi oblici koje igrač može upisati, nikad izgovoreni ni nabrojeni (odvojeni zarezom):
# riječi iz ranijih inačica.
setting-name = { $name ->
    [speech] govor
    [rate] brzina
    [voice] glas
    [verbosity] opširnost
    [delay] čekanje
    [pace] ritam
    [mode] način
    [display] prikaz
    [volume] glasnoća
    [pitch] visina
    [sounds] zvukovi
    [sound_volume] glasnoća-zvukova
    [windows] izvan-reda
    [backlog] sažetak
    [hand_order] redoslijed-ruke
    [mute] utišaj
   *[language] jezik
}
    .typed = { $name ->
        [windows] prilike
       *[other] {""}
    }
setting-value = { $value ->
    [auto] { $name ->
           *[other] automatski
        }
    [screenreader] čitač-zaslona
    [none] isključen
    [brief] kratka
    [normal] obična
    [verbose] opširna
    [plain] jednostavni
    [standard] standardni
    [text] tekst
    [braille] brajica
    [on] uključeni
    [off] isključeni
    [timed] vremenski
    [enter] enter
    [sorted] poredan
    [playable] moguće-prve
    [game] igra
    [chat] čavrljanje
    [system] sustav
    [nothing] ništa
   *[other] { $value }
}
    .typed = { $value ->
        [sorted] složeno, poredano
        [playable] igrive
       *[other] {""}
    }
