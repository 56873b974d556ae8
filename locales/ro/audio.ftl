## Vorbirea pe care jocul o așteaptă, semnale sonore, istoricul de parcurs (uno_access/speech, console).

sound-unavailable = Semnalele sonore nu pot fi redate aici (nu există dispozitiv sau program de redare audio), așa că jocul continuă fără ele.
access-window-enter = Jocul te așteaptă: acționează acum sau apasă Enter ca jocul să continue.
access-window-go-on = Jocul continuă.
access-uno-remind = { $you ->
        [yes] Ai o singură carte și nu ai spus UNO: scrie „uno” acum, înainte să joace următorul jucător.
       *[no] { $name } are o singură carte și nu a spus UNO: scrie „uno” acum, înainte să joace următorul jucător.
    }
    .braille = o carte: scrie uno
access-repeat-since = { $from ->
        [start] Tot ce s-a întâmplat până acum:
       *[turn] Tot ce s-a întâmplat de la ultimul tău rând:
    }
access-more-events = { $count ->
        [one] Încă un eveniment: scrie „istoric” ca să-l auzi.
        [few] Încă { NUM($count, gender: "neuter") } evenimente: scrie „istoric” ca să le auzi.
       *[other] Încă { NUM($count, gender: "neuter") } de evenimente: scrie „istoric” ca să le auzi.
    }
access-browse-empty = { $kind ->
        [game] Încă nu există mesaje ale jocului.
        [chat] Încă nu există mesaje de chat.
        [system] Încă nu există mesaje de sistem.
       *[other] Încă nu există mesaje.
    }
access-browse-edge = { $edge ->
        [first] Acesta este primul mesaj.
       *[other] Acesta este ultimul mesaj.
    }
access-browse-item = { $position } din { $count }: { $text }
access-browse-kind = Care mesaje? Scrie „tot”, „joc”, „chat” sau „sistem”.
access-hand-item = { $only ->
        [yes] { $card }
       *[no] cartea { $position }: { $card }
    }{ $playable ->
        [yes] , se poate juca
       *[no] {""}
    }
access-catch-nobody = Nu poate fi prins nimeni acum: niciun jucător nu a rămas cu o carte fără să spună UNO.
access-did-you-mean = Comandă necunoscută: „{ $text }”. Voiai să scrii „{ $suggestion }”?
access-quit-yes-no = Răspunde da sau nu: vrei să ieși?

cmd-words-previous = anterior
cmd-words-next = următor
cmd-words-first = primul
cmd-words-last = ultimul
cmd-words-kind-all = tot, toate
cmd-words-kind-game = joc
cmd-words-kind-chat = chat, conversație
cmd-words-kind-system = sistem

play-opt-sounds = semnale sonore pornite sau oprite (volumul lor se schimbă în joc, de exemplu: setează volum-sunete 60)
play-opt-windows = cât timp ai ca să joci în afara rândului, să prinzi pe cineva fără UNO sau să contești: timed (un timp fix, numărat de la sfârșitul anunțului), enter (jocul așteaptă până apeși Enter), auto (enter când --speech este none, altfel timed)
