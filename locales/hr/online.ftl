## Igra preko mreže: riječi naredbi predvorja i stola (prva je glavna), zatim ono što konzola
## govori o poslužitelju, stolovima i drugim igračima.
online-words-list = stolovi, popis
online-words-create = stvori, novi
online-words-join = pridruži, sjedni
online-words-spectate = gledaj, promatraj
online-words-leave = ustani, odlazim
online-words-start = počni, kreni
online-words-add = dodaj
online-words-remove = ukloni, makni
online-words-kick = izbaci
online-words-say = reci, napiši
online-words-who = igrači, prisutni
online-words-time = vrijeme
online-words-invite = pozivnica, kod
online-words-opt-private = privatni
online-words-opt-bots = računala
online-words-opt-rules = pravila
online-words-opt-house = kućna
online-words-opt-level = razina
online-words-opt-timer = sat
online-words-opt-grace = čekanje
online-words-opt-delay = odgoda

online-bot-name = Računalo { $number }

online-connected = Spojeno na { $url } kao { $name }. Napiši stolovi za popis stolova, stvori za novi stol, pomoć za sve naredbe.
online-cannot-connect = Poslužitelj { $url } se ne javlja ({ $detail }).
online-bad-url = Ovo nije adresa poslužitelja: { $url }. Počinje s ws:// ili wss://.
online-reconnecting = Veza je prekinuta. Novi pokušaj za { $seconds ->
        [one] { NUM($seconds, gender: "feminine", case: "acc") } sekundu
        [few] { NUM($seconds, gender: "feminine", case: "acc") } sekunde
       *[other] { NUM($seconds, gender: "feminine", case: "acc") } sekundi
    }.
online-resumed = Opet za stolom. Propuštene poruke: { NUM($count, gender: "feminine") }; povijest ih ponavlja.
online-server-stopped = Poslužitelj se zaustavlja. Igra je ondje spremljena; ova će se konzola ponovno spojiti kad se vrati.
online-bye-takeover = Tvoje je mjesto preuzeto s drugog uređaja. Ova konzola ovdje staje.
online-bye-flood = Poslužitelj je zatvorio vezu: previše poruka prebrzo.
online-bye-slow = Poslužitelj je zatvorio vezu: ova konzola nije stizala.
online-bye-other = Poslužitelj je zatvorio vezu.
online-bad-message = Poslužitelj je poslao poruku koju ova konzola ne zna pročitati; zanemarena je.

online-help = Mrežne naredbe: stolovi; stvori s brojem mjesta i, po želji, računala N, pravila IME, kućna NAZIV=VRIJEDNOST, razina easy, normal ili hard, privatni, sat SEKUNDE, čekanje SEKUNDE, odgoda SEKUNDE; pridruži KOD; gledaj KOD; ustani; počni; za domaćina dodaj RAZINA, ukloni IME i izbaci IME; reci TEKST; igrači; vrijeme; pozivnica.
online-quit-ask = Otići sada od stola? Tvoje mjesto preuzima računalo; kod za povratak vraća te natrag. Napiši da za odlazak ili ne za nastavak.
online-save-now = Poslužitelj čuva ovu igru potez po potez; ako odeš, kod za povratak vraća te natrag.
online-lobby-prompt = U predvorju si. Napiši stolovi, stvori ili pridruži s kodom stola.
online-table-prompt = Sjediš za stolom; igra još nije počela. Domaćin piše počni.
online-no-game = Još se ne igra nijedna igra.
online-create-how = Stol se stvara ovako: stvori 4 računala 2 pravila official kućna stacking=same privatni.
online-join-how = Navedi kod stola ili kod pozivnice privatnog stola: pridruži K7QD.
online-say-how = Napiši reci, a zatim svoju poruku.
online-no-tables = Nema otvorenog javnog stola. Napiši stvori da ga otvoriš.
online-house-rules = { $any ->
        [no] bez kućnih pravila
       *[yes] kućna pravila { $house }
    }
online-table-item = Stol { $table }: { $rules } pravila, { online-house-rules }, slobodna mjesta: { NUM($free, gender: "neuter") }, ukupno mjesta: { NUM($seats, gender: "neuter") }, { $state ->
        [waiting] čeka
        [playing] igra traje
       *[other] završen
    }; igrači: { $names }.
online-seat-open = mjesto { $seat } slobodno
online-seat-item = mjesto { $seat } { $name }{ $kind ->
        [bot] , računalni igrač
       *[other] {""}
    }{ $host ->
        [yes] , domaćin
       *[other] {""}
    }
online-table = Stol { $table }{ $private ->
        [yes] , privatni
       *[other] {""}
    }: { $rules } pravila, { online-house-rules }; { $seats }.
online-invite = Kod pozivnice ovog privatnog stola je { $code }. Daj ga prijateljima koje pozivaš: pridruži { $code }.
online-invite-public = Ovaj je stol javan: svatko se može pridružiti s njegovim kodom { $table }.
online-seated = Sjediš na mjestu { $seat } za stolom { $table }.
online-token = Tvoj kod za povratak je { $token }. S njim i svojim imenom možeš se vratiti na ovo mjesto s drugog uređaja.
online-spectating = Gledaš stol { $table }. Ne vidiš ničije karte.
online-left = Ustao si od stola i opet si u predvorju.
online-back-in-lobby = Opet si u predvorju.
online-chat = { $scope ->
        [lobby] { $name } u predvorju: { $text }
       *[other] { $name } kaže: { $text }
    }
online-who-item = { $name } { $status ->
        [here] je tu
        [away] nema vezu
        [stand_in] ima zamjenu: igra računalo
       *[other] je računalni igrač
    }{ $host ->
        [yes] , vodi igru
       *[other] {""}
    }
online-who-table = Za ovim stolom: { $players }. Gledatelji: { NUM($spectators) }.
online-who-lobby = U predvorju: { $count ->
        [0] nitko.
       *[other] { $names }.
    }
online-time-left = Preostalo vrijeme za ovaj potez, u sekundama: { NUM($seconds, gender: "feminine") }.
online-time-off = Ovaj stol nema sat za poteze.

online-notice-absent = { $name } je izgubio vezu. Mjesto se čuva, u sekundama: { NUM($seconds, gender: "feminine") }.
online-notice-back = { $name } se vratio{ $bot ->
        [yes] ; računalo prestaje igrati umjesto njega.
       *[other] .
    }
online-notice-waiting = Igra čeka igrača { $name }, koji je izgubio vezu; najviše još, u sekundama: { NUM($seconds, gender: "feminine") }.
online-notice-stand-in = { $name } se nije vratio: računalo igra umjesto njega dok se ne vrati.
online-notice-left = { $name } je otišao od stola.
online-notice-left-bot = { $name } je otišao od stola; njegovo mjesto preuzima računalo.
online-notice-kicked = Domaćin je uklonio igrača { $name } sa stola.
online-notice-kicked-bot = Domaćin je uklonio igrača { $name }; njegovo mjesto preuzima računalo.
online-notice-host = Domaćin je sada { $name }.
online-notice-joined = { $name } sjeda na mjesto { $seat }.
online-notice-bot-added = { $name } dolazi kao računalni igrač.
online-notice-bot-removed = { $name } odlazi od stola.
online-notice-held = Tvoj potez malo čeka: drugi još mogu igrati izvan reda. Bit će odigran najkasnije za toliko sekundi: { NUM($seconds, gender: "feminine") }.
online-notice-time-warning = Preostalo vrijeme za tvoj potez, u sekundama: { NUM($seconds, gender: "feminine") }.
online-notice-timed-out = Vrijeme igrača { $name } je isteklo: ovaj potez igra računalo.
online-notice-you-kicked = { $name } te uklonio sa stola.

online-error-bad_json = Poslužitelj nije mogao pročitati tu poruku.
online-error-bad_version = Poslužitelj koristi protokol inačice { $version }; ažuriraj ovu konzolu.
online-error-unknown_type = Poslužitelj ne poznaje poruku { $type }.
online-error-bad_field = Poslužitelj je odbio poruku s pogrešnim poljem: { $field }.
online-error-too_big = Ta je poruka preduga za poslužitelj.
online-error-hello_first = Poslužitelj najprije čeka pozdrav.
online-error-hello_again = Ova se veza već pozdravila s poslužiteljem.
online-error-bad_name = To je ime prazno kad se uklone kontrolni znakovi. Odaberi drugo ime.
online-error-bad_token = Taj kod za povratak ne vrijedi na ovom poslužitelju; u predvorju si.
online-error-at_table = Već sjediš za stolom { $table }. Najprije napiši ustani.
online-error-bad_rules = Ta se pravila ne mogu koristiti: { $reason }.
online-error-bad_level = Razine računalnih igrača su: { $levels }.
online-error-too_many_bots = Za stolom jedno mjesto mora ostati za čovjeka; mjesta ima: { NUM($seats, gender: "neuter") }.
online-error-no_table = Nema stola { $table }.
online-error-private_table = Taj je stol privatan: pridružuje mu se kodom pozivnice.
online-error-already_started = Za tim je stolom igra već počela. Možeš je gledati.
online-error-name_taken = Ime { $name } je za tim stolom već zauzeto.
online-error-table_full = Za tim stolom nema slobodnog mjesta.
online-error-not_at_table = Ne sjediš za stolom.
online-error-not_host = To može samo domaćin stola.
online-error-no_bot = Za stolom nema takvog računalnog igrača.
online-error-bad_seat = Na tom mjestu nema igrača kojeg bi se uklonilo.
online-error-empty_chat = Poruka je prazna kad se uklone kontrolni znakovi.
online-error-too_fast = Šalješ poruke prebrzo; ova nije poslana.
online-error-not_seated = Gledatelji ne mogu igrati.
online-error-not_your_seat = Taj je potez za drugo mjesto; ništa se nije promijenilo.
online-error-not_started = Igra još nije počela.
online-error-bad_seq = Taj je potez odabran prema stanju koje poslužitelj nikad nije poslao; ništa se nije promijenilo.
online-error-stale = Igra je otišla dalje prije nego što je stigao tvoj potez; ništa nije odigrano. Poslušaj što se dogodilo i odaberi ponovno.
online-error-bad_action = Poslužitelj nije mogao pročitati taj potez; ništa se nije promijenilo.
online-error-held = Tvoj prethodni potez još čeka; ništa se nije promijenilo.
online-error-not_stored = Poslužitelj nije mogao spremiti taj potez pa nije odigran. Pokušaj ponovno.
online-error-internal = Poslužitelj je imao problem s tom porukom ({ $detail }); ništa se nije promijenilo.
online-error-other = Poslužitelj je odbio: { $code }.

## uno-access serve i join
serve-opt-host = adresa na kojoj poslužitelj sluša (zadano 127.0.0.1; druga traži TLS ili --insecure)
serve-opt-port = vrata (zadano 8765; 0 odabire slobodna)
serve-opt-db = datoteka spremišta u kojem su stolovi (zadano: spremište u mapi korisničkih podataka)
serve-opt-certfile = datoteka certifikata TLS (PEM)
serve-opt-keyfile = datoteka privatnog ključa TLS (PEM)
serve-opt-insecure = dopušta adresu koja nije lokalna i bez TLS
serve-opt-pace = sekunde između poteza računala (zadano 1)
serve-opt-rate = koliko poruka u sekundi jedna veza smije poslati prije nego što se uspori (zadano 20)
serve-need-both = Za TLS trebaju i --certfile i --keyfile.
serve-bad-cert = Certifikat ili ključ TLS ne mogu se koristiti: { $detail }
serve-need-tls = Slušanje na { $host } bez TLS slalo bi svaku poruku otvoreno. Navedi --certfile i --keyfile ili --insecure da se ipak tako učini.
serve-insecure = Pozor: poslužitelj sluša na { $host } bez TLS. Svatko na mreži može čitati i mijenjati poruke.
serve-bad-db = Spremište { $path } ne može se otvoriti: { $detail }
serve-cannot-listen = Ne može se slušati na { $host }, vrata { $port }: { $detail }
serve-listening = Poslužitelj sluša na { $url }; vraćeni stolovi: { $tables }.
serve-stopping = Zaustavljanje: svi igrači dobivaju obavijest.
serve-stopped = Zaustavljeno. Svaki je stol spremljen.
join-opt-url = adresa poslužitelja, na primjer ws://127.0.0.1:8765
join-opt-name = tvoje ime za stolovima
join-opt-create = odmah stvori stol (opcije naredbe stvori, u navodnicima)
join-opt-table = odmah se pridruži ovom stolu (kod stola ili kod pozivnice)
join-opt-spectate = odmah gledaj ovaj stol
join-opt-token = kod za povratak na tvoje mjesto (s drugog uređaja)
join-opt-cafile = datoteka ustanove koja je potpisala certifikat poslužitelja
join-metavar-options = OPCIJE
join-metavar-code = KOD
join-metavar-token = KOD
cli-help-serve = pokreni poslužitelj za igru preko mreže
cli-help-join = igraj preko mreže (pridruži se poslužitelju igre)

## a console remembers its seat's resume code (online-tokens.json in the user's data folder)
online-token-resume = Vraćaš se na svoje mjesto s kodom za povratak spremljenim u { $path }.
online-token-not-used = Zadana je opcija { $option }, pa se ne vraćaš na svoje mjesto za stolom { $table } s kodom za povratak spremljenim u { $path }.
online-token-file-bad = Spremljeni kodovi za povratak u { $path } ne mogu se pročitati ({ $detail }); ne koriste se.
online-token-not-saved = Tvoj kod za povratak nije moguće spremiti u { $path } ({ $detail }); zapiši ga da se možeš vratiti na svoje mjesto.
online-resumed-seat = Opet si na svojem mjestu za stolom { $table }.
