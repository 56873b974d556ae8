## Mowa, na którą gra czeka, sygnały dźwiękowe, historia do przeglądania (uno_access/speech, console).

sound-unavailable = Nie da się tu odtworzyć sygnałów dźwiękowych (brak urządzenia lub odtwarzacza dźwięku), więc gra toczy się bez nich.
access-window-enter = Gra czeka na ciebie: działaj teraz albo naciśnij Enter, żeby grać dalej.
access-window-go-on = Gra toczy się dalej.
access-uno-remind = { $you ->
        [yes] Masz jedną kartę i nie zgłoszono UNO: wpisz „uno” teraz, zanim ruszy się następny gracz.
       *[no] { $name } ma jedną kartę i nie zgłoszono UNO: wpisz „uno” teraz, zanim ruszy się następny gracz.
    }
    .braille = jedna karta: wpisz uno
access-repeat-since = { $from ->
        [start] Wszystko od początku:
       *[turn] Wszystko od twojej ostatniej kolejki:
    }
access-more-events = { $count ->
        [one] Jeszcze jedno zdarzenie: wpisz „historia”, żeby je usłyszeć.
        [few] Jeszcze { NUM($count, gender: "neuter") } zdarzenia: wpisz „historia”, żeby je usłyszeć.
       *[many] Jeszcze { NUM($count, gender: "neuter") } zdarzeń: wpisz „historia”, żeby je usłyszeć.
    }
access-browse-empty = { $kind ->
        [game] Nie ma jeszcze komunikatów gry.
        [chat] Nie ma jeszcze wiadomości czatu.
        [system] Nie ma jeszcze komunikatów systemu.
       *[other] Nie ma jeszcze żadnych komunikatów.
    }
access-browse-edge = { $edge ->
        [first] To pierwszy komunikat.
       *[other] To ostatni komunikat.
    }
access-browse-item = { $position } z { $count }: { $text }
access-browse-kind = Które komunikaty? Wpisz wszystko, gra, czat albo system.
access-hand-item = { $only ->
        [yes] { $card }
       *[no] karta { $position }: { $card }
    }{ $playable ->
        [yes] , do zagrania
       *[no] {""}
    }
access-catch-nobody = Nie ma teraz kogo złapać: nikt, kto ma jedną kartę, nie zapomniał powiedzieć UNO.
access-did-you-mean = Nie znam polecenia „{ $text }”. Czy chodziło o { $suggestion }?
access-quit-yes-no = Odpowiedz tak albo nie: czy chcesz wyjść?

cmd-words-previous = poprzedni
cmd-words-next = następny
cmd-words-first = pierwszy
cmd-words-last = ostatni
cmd-words-kind-all = wszystko
cmd-words-kind-game = gra
cmd-words-kind-chat = czat
cmd-words-kind-system = systemowe, system

play-opt-sounds = dźwięki: sygnały dźwiękowe on (włączone) albo off (wyłączone); ich głośność zmienia polecenie „ustaw głośność-dźwięków 60”
play-opt-windows = ustawienie „poza-kolejką”, czyli jak długo czeka na ciebie okazja do ruchu poza kolejką: timed (czas: liczony od chwili jej ogłoszenia), enter (gra czeka na naciśnięcie Enter) albo auto (automatycznie: enter przy --speech none)
