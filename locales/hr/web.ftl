## Mrežna stranica naredbe uno-access serve (uno_access/web): njezine riječi i retci koje govori samo stranica.
web-title = uno-access: UNO za sve
web-skip = Idi na polje za naredbe
web-connecting = Još nije spojeno.
web-signin = Spajanje
web-name = Tvoje ime
web-language = Jezik
web-language-self = Hrvatski
web-connect = Spoji se
web-lobby = Predvorje
web-tables = Stolovi
web-refresh = Popis stolova
web-create = Stvori stol
web-seats = Mjesta (od 2 do 10)
web-bots = Računalni igrači
web-level = Razina računalnih igrača
web-level-easy = lagana
web-level-normal = srednja
web-level-hard = teška
web-rules = Pravila
web-rules-official = službena pravila
web-rules-it = talijanska pravila
web-rules-pt = brazilska pravila
web-rules-pl = poljska pravila
web-rules-hr = hrvatska pravila
web-rules-ro = rumunjska pravila
web-house = Kućna pravila (neobavezno)
web-house-hint = Imena i vrijednosti odvojeni zarezima, na primjer stacking=same,jump_in=on.
web-private = Privatni stol, ulazi se samo s kodom pozivnice
web-create-button = Stvori stol
web-by-code = Pridruži se s kodom
web-code = Kod stola ili pozivnice
web-join = Pridruži se
web-watch = Gledaj
web-table = Stol
web-seats-list = Mjesta
web-status = Igra sada
web-start = Pokreni igru
web-add-bot = Dodaj računalnog igrača
web-remove-bot = Ukloni računalnog igrača
web-leave = Ustani od stola
web-hand = Tvoja ruka
web-hand-empty = Nemaš karata u ruci.
web-draw = Vuci kartu
web-uno = Reci UNO
web-catch = Uhvati propušteni UNO
web-command-h = Naredbe
web-command = Naredba
web-command-hint = Iste naredbe kao u konzoli: karta (r3x, crvena trojka ili njezin broj), vuci, dalje, uno, uhvati, ruka, hrpa, potez, broj, bodovi, povijest, pomoć.
web-send = Pošalji
web-history = Povijest
web-chat = Razgovor
web-say = Poruka stolu ili predvorju
web-options = Mogućnosti
web-speech = Čitaj glasom preglednika (za igrače bez čitača zaslona)
web-rate = Brzina govora
web-volume = Glasnoća govora
web-contrast = Visoki kontrast
web-keys = Tipke
web-keys-intro = Ove tipke rade bilo gdje na stranici, i u polju za naredbe; nijedna se ne sudara s tipkama programa NVDA, JAWS ili VoiceOver.
web-key-hand = tvoja ruka
web-key-top = karta na hrpi i boja
web-key-turn = tko je na potezu i smjer igre
web-key-counts = koliko karata ima svaki igrač
web-key-scores = bodovi
web-key-repeat = ponovi posljednji odgovor
web-key-go-hand = idi na svoju ruku
web-key-go-command = idi na polje za naredbe
web-key-go-history = idi na povijest
web-js-connecting = Spajanje.
web-js-connected = U predvorju.
web-js-reconnected = Opet spojeno.
web-js-lost = Veza je prekinuta. Novi pokušaj za { $seconds ->
        [one] { NUM($seconds, gender: "feminine", case: "acc") } sekundu
        [few] { NUM($seconds, gender: "feminine", case: "acc") } sekunde
       *[other] { NUM($seconds, gender: "feminine", case: "acc") } sekundi
    }.
web-js-cannot = Nema veze: ništa nije poslano.
web-js-playable = može se igrati
web-js-join = Pridruži se stolu
web-js-watch = Gledaj stol
web-js-speech-on = Glas preglednika je uključen.
web-js-speech-off = Glas preglednika je isključen.
web-js-no-tables = Nema otvorenog javnog stola. Stvori jedan.
web-js-closed = Ova stranica više nije spojena: mjesto je preuzeto s drugog uređaja ili je poslano previše poruka. Ponovno učitaj stranicu da se opet spojiš.
web-js-rate-value = { $rate }; uobičajena brzina je 1
web-js-volume-value = { $percent } posto
web-table-name = Stol { $table }{ $watching ->
        [yes] , gledaš
       *[other] {""}
    }{ $private ->
        [yes] , privatni, kod pozivnice { $invite }
       *[other] {""}
    }
web-hand-title = Tvoja ruka: { $count ->
        [one] { NUM($count, gender: "feminine") } karta
        [few] { NUM($count, gender: "feminine") } karte
       *[other] { NUM($count, gender: "feminine") } karata
    }
web-tables-count = { $count ->
        [0] Nema otvorenog javnog stola.
        [one] { NUM($count) } javni stol.
        [few] { NUM($count) } javna stola.
       *[other] { NUM($count) } javnih stolova.
    }
web-settings-here = Na ovoj su stranici postavke u odjeljku Mogućnosti.
web-quit-lobby = U predvorju si. Zatvori stranicu da napustiš poslužitelj.
web-bad-message = Stranica je poslala nešto što poslužitelj ne može pročitati; ništa se nije promijenilo.
web-serve-page = Mrežna stranica za preglednike i čitače zaslona: { $url }
web-colors = Odaberi boju
web-pass = Zadrži izvučenu kartu
web-challenge = Ospori taj potez
web-accept = Prihvati i vuci
