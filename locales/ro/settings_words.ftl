# Numele și valorile setărilor, așa cum le scrie și le aude jucătorul (setează viteză 200; setări).
# Un nume este un singur cuvânt (o cratimă leagă două); fișierul settings.toml păstrează cheile englezești.
# În lista setărilor valoarea urmează numelui, după două puncte, și se acordă cu el: „voce: automată”,
# „timp-reacție: automat”, „mod: automat”, „mesaje: scurte”, „sunete: pornite”, „mesaje-ascunse: niciunele”
# (console-setting-item).
# .typed: alte forme pe care jucătorul le poate scrie, niciodată spuse sau enumerate (separate prin virgulă):
# cuvintele din versiunile anterioare și orice formă a lui „automat” pentru orice setare.
setting-name = { $name ->
    [speech] vorbire
    [rate] viteză
    [voice] voce
    [verbosity] mesaje
    [delay] așteptare
    [pace] ritm
    [mode] mod
    [display] afișare
    [volume] volum
    [pitch] înălțime
    [sounds] sunete
    [sound_volume] volum-sunete
    [windows] timp-reacție
    [backlog] rezumat
    [hand_order] ordine
    [mute] mesaje-ascunse
   *[language] limbă
}
    .typed = { $name ->
        [verbosity] detaliere
        [pitch] ton
        [windows] ocazii, reacție
        [hand_order] ordine-mână
        [mute] silențios, ascunde, ascunse
       *[other] {""}
    }
setting-value = { $value ->
    [auto] { $name ->
        [mode] automat
        [windows] automat
       *[other] automată
    }
    [screenreader] cititor-de-ecran
    [none] oprită
    [brief] scurte
    [normal] normale
    [verbose] detaliate
    [plain] simplu
    [standard] standard
    [text] text
    [braille] braille
    [on] pornite
    [off] oprite
    [timed] fix
    [enter] enter
    [sorted] sortată
    [playable] jucabile-întâi
    [game] joc
    [chat] chat
    [system] sistem
    [nothing] niciunele
   *[other] { $value }
}
    .typed = { $value ->
        [auto] automat, automată, automate
        [brief] scurtă
        [normal] normală
        [verbose] detaliată
        [timed] cronometrat, cronometrate, cronometrată
        [playable] jucabile
        [nothing] nimic
       *[other] {""}
    }
