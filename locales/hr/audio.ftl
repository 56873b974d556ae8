## Govor koji igra čeka, zvučni signali, povijest za pregledavanje (uno_access/speech, console).

sound-unavailable = Zvučni signali ovdje se ne mogu reproducirati (nema zvučnog uređaja ni programa za reprodukciju) pa se igra nastavlja bez njih.
access-window-enter = Igra te čeka: odigraj sada ili pritisni Enter za nastavak.
access-window-go-on = Igra se nastavlja.
access-uno-remind = { $you ->
        [yes] Imaš jednu kartu, a UNO nije najavljen: upiši uno sada, prije nego što igra sljedeći igrač.
       *[no] { $name } ima jednu kartu, a UNO nije najavljen: upiši uno sada, prije nego što igra sljedeći igrač.
    }
    .braille = jedna karta: upiši uno
access-repeat-since = { $from ->
        [start] Sve dosad:
       *[turn] Sve od tvojeg posljednjeg poteza:
    }
access-more-events = { $count ->
        [one] Još { NUM($count, gender: "masculine") } događaj: upiši povijest da ga čuješ.
        [few] Još { NUM($count, gender: "masculine") } događaja: upiši povijest da ih čuješ.
       *[other] Još { NUM($count, gender: "masculine") } događaja: upiši povijest da ih čuješ.
    }
access-browse-empty = { $kind ->
        [game] Još nema poruka igre.
        [chat] Još nema poruka razgovora.
        [system] Još nema poruka sustava.
       *[other] Još nema poruka.
    }
access-browse-edge = { $edge ->
        [first] Ovo je prva poruka.
       *[other] Ovo je posljednja poruka.
    }
access-browse-item = { $position } od { $count }: { $text }
access-browse-kind = Koje poruke? Upiši sve, igra, razgovor ili sustav.
access-hand-item = { $only ->
        [yes] { $card }
       *[no] karta { $position }: { $card }
    }{ $playable ->
        [yes] , može se odigrati
       *[no] {""}
    }
access-catch-nobody = Sada nema koga uhvatiti: nitko nije ostao s jednom kartom, a da nije rekao UNO.
access-did-you-mean = Ne znam što znači „{ $text }”. Misliš li na { $suggestion }?
access-quit-yes-no = Odgovori da ili ne: želiš li izaći?

cmd-words-previous = prethodna
cmd-words-next = sljedeća
cmd-words-first = prva
cmd-words-last = posljednja, zadnja
cmd-words-kind-all = sve
cmd-words-kind-game = igra
cmd-words-kind-chat = razgovor
cmd-words-kind-system = sustav

play-opt-sounds = zvučni signali uključeni ili isključeni (njihova glasnoća: postavi glasnoća-zvukova 60)
play-opt-windows = kako igra čeka tvoj potez izvan reda (uskakanje, hvatanje igrača koji nije rekao UNO): timed (čeka određeno vrijeme nakon što je poruka izgovorena), enter (čeka dok ne pritisneš Enter), auto (enter uz --speech none)
