## Konzola: riječi naredbi, pomoć, obavijesti i odgovori na upisane retke.
## cmd-words-*: riječi jedne naredbe, odvojene zarezima (prva je glavna).
## Engleske riječi, kodovi karata i slova boja (r, y, g, b) uvijek rade (engleski jednoslovni
## prečaci ne: ovdje vrijede prečaci iz cmd-key-* niže).
## Dijakritici se smiju izostaviti: „pomoc”, „zuta” također rade.

cmd-words-play = igraj, odigraj
cmd-words-draw = vuci, uzmi
cmd-words-pass = dalje, zadrži
cmd-words-uno = uno, u
cmd-words-catch = uhvati, ulovi
cmd-words-challenge = ospori, osporavam
cmd-words-accept = prihvati, prihvaćam
cmd-words-color = boja
cmd-words-swap = zamijeni
cmd-words-hand = ruka, karte
cmd-words-top = hrpa, vrh
cmd-words-turn = potez, tko
cmd-words-counts = broj, koliko
cmd-words-scores = bodovi, rezultat, stanje
cmd-words-repeat = ponovi, opet
cmd-words-history = povijest
cmd-words-rules = pravila
cmd-words-help = pomoć, ?
cmd-words-quit = izlaz, kraj, zatvori
cmd-words-settings = postavke
cmd-words-save = spremi
cmd-words-set = postavi
cmd-words-yes = da
cmd-words-no = ne
cmd-words-color-r = crvena, crvenu, crveno, crveni
cmd-words-color-y = žuta, žutu, žuto, žuti
cmd-words-color-g = zelena, zelenu, zeleno, zeleni
cmd-words-color-b = plava, plavu, plavo, plavi

## Odgovori na retke koji nisu razumljivi
cmd-unknown = Ne znam što znači „{ $text }”. Upiši pomoć za popis naredbi.
cmd-not-a-card = „{ $text }” nije karta. Navedi kartu brojem u ruci, kodom kao r3x ili nazivom kao crvena trojka.
cmd-play-which = Koju kartu? Na primjer: igraj 2, igraj r3x ili igraj crvenu trojku.
cmd-color-which = Koju boju? Crvenu, žutu, zelenu ili plavu.
cmd-bad-seat = Nema igrača „{ $text }”.
cmd-history-number = Iza riječi povijest navedi koliko redaka želiš čuti, na primjer: povijest 5.
cmd-no-arguments = Iza naredbe { $command ->
        [draw] vuci
        [pass] dalje
        [uno] uno
        [challenge] ospori
        [accept] prihvati
        [hand] ruka
        [top] hrpa
        [turn] potez
        [counts] broj
        [scores] bodovi
        [repeat] ponovi
        [quit] izlaz
        [yes] da
        [no] ne
        [catch] uhvati
        [swap] zamijeni
       *[other] { $command }
    } ne upisuje se ništa.
cmd-bad-position = Nemaš kartu broj { $number }: imaš { $count ->
        [one] { NUM($count, gender: "feminine", case: "acc") } kartu
        [few] { NUM($count, gender: "feminine", case: "acc") } karte
       *[other] { NUM($count, gender: "feminine", case: "acc") } karata
    }.
cmd-bad-after-card = Iza karte može doći boja ili uno, a ne „{ $text }”.
cmd-which-card = Koja: { $cards }?

## Obavijesti i odgovori konzole
console-which-color = Koju boju biraš za { CASE($card, case: "acc") }? Upiši crvena, žuta, zelena ili plava (i uno, ako ga vičeš).
console-resumed = Spremljena igra se nastavlja, runda { $hand }.
console-match-over = Kraj partije. Upiši izlaz za kraj ili povijest da je opet čuješ.
console-spectator = Gledaš igru: na svim mjestima igraju računalni igrači.
console-nothing-to-repeat = Još nema ničega za ponoviti.
console-history = { $count ->
        [1] Posljednji događaj:
        [one] Posljednji { NUM($count) } događaj:
        [few] Posljednja { NUM($count) } događaja:
       *[other] Posljednjih { NUM($count) } događaja:
    }
console-rules-list = Dijelovi pravila: { $sections }. Upiši pravila i ime dijela, na primjer: pravila uno.
console-rules-unknown = Nema dijela pravila „{ $name }”. Upiši pravila za popis.
console-help-cards = Kartu navodiš brojem u ruci (2), kodom karte (r3x, wld r, dr4 g) ili nazivom, u nominativu ili akuzativu (crvena trojka, crvenu trojku, džoker plava). Upišeš li samo kartu, igraš je; dodaj uno da uz potez vikneš UNO.
console-help-actions = Potezi: igraj, vuci, dalje (zadržavaš izvučenu kartu), uno, uhvati, ospori, prihvati, boja (crvena ili r), zamijeni s imenom igrača (na primjer zamijeni Boris).
console-help-status = Stanje: ruka (označene su karte koje možeš odigrati), hrpa (karta i boja u igri), potez (tko je na redu i smjer), broj, bodovi, ponovi, povijest (može i s brojem, na primjer povijest 5), pravila.
console-help-other = Još: postavke, postavi s imenom i vrijednošću (na primjer postavi brzina 200, postavi opširnost kratka), spremi (igra se sama sprema nakon svakog poteza), pomoć, izlaz. Prazan redak kaže što sada treba učiniti.
console-key-item = { $key } ili { $fkey } { $command ->
        [help] pomoć
        [hand] ruka
        [top] hrpa
        [turn] potez
        [counts] broj
        [scores] bodovi
        [repeat] ponovi
        [history] povijest
       *[other] { $command }
    }
console-help-keys = Prečaci (upiši ih same i pritisni Enter): { $keys }. U standardnom načinu funkcijske tipke rade odmah, a tipka Tab dovršava nazive karata.
console-quit-ask = Izaći sada? Igra je spremljena; naredba uno-access play --resume je nastavlja. Upiši da za izlaz ili ne za nastavak.
console-quit-cancelled = Igra se nastavlja.
console-bye = Doviđenja.
console-nothing-to-confirm = Nemaš što potvrditi.
console-setting-item = { $name }: { console-setting-value }
console-setting-value = { $key ->
        [delay] { $value } sekunde
        [pace] { $value } sekunde
        [rate] { $value } { $number ->
            [one] riječ
            [few] riječi
           *[other] riječi
        } u minuti
        [backlog] { $value }{ $number ->
            [0] {" "}(isključen)
            [one] {" "}(sažetak kad čeka više od { $value } događaja)
            [few] {" "}(sažetak kad čeka više od { $value } događaja)
           *[other] {" "}(sažetak kad čeka više od { $value } događaja)
        }
       *[other] { $value }
    }
console-settings = Postavke: { $settings }.
list-items = { $head }; { $last }
console-settings-how = Za promjenu upiši postavi, ime i vrijednost, na primjer: postavi brzina 200.
console-set-how = Upiši postavi, ime postavke i vrijednost. Postavke su: { $names }.
console-setting-changed = { $key ->
        [language] { $raw ->
                [auto] Igra sada koristi jezik sustava.
               *[other] Jezik igre sada je { $value }.
            }
       *[other] Postavka { $name } sada ima vrijednost { console-setting-value }.{ $later ->
            [yes] {" "}Promjena vrijedi od sljedećeg pokretanja igre.
           *[no] {""}
        }
    }
console-settings-not-saved = Postavka vrijedi sada, ali nije spremljena: { $detail }.
console-saved-on-exit = Igra je spremljena. Upiši uno-access play --resume za nastavak.
console-no-save = Nema spremljene igre pa počinje nova.
console-save-corrupt = Spremljena igra nije se mogla pročitati ({ $detail }); premještena je u { $path } i počinje nova igra.
console-save-kept = Prethodna spremljena igra čuva se kao { $path }; naredba uno-access play --resume { $path } je nastavlja.
console-save-exists = Postoji spremljena igra; bit će zamijenjena kad počne ova nova. Za njezin nastavak izađi i upiši uno-access play --resume.
console-save-failed = Igra se nije mogla spremiti ({ $detail }); nastavlja se bez spremanja.
console-log-failed = Dnevnik događaja nije se mogao zapisati ({ $detail }); zapisivanje je zaustavljeno.
console-internal-error = U igri je nešto pošlo po zlu ({ $detail }). Igra je spremljena; molimo prijavi pogrešku.
console-bad-players = Popis igrača „{ $text }” nije ispravan: navedi od 2 do 10 mjesta, svako human, easy, normal ili hard.
console-bad-deck = Datoteka špila { $path } ne može se upotrijebiti: { $detail }.
console-bad-deck-code = Datoteka špila { $path } sadrži „{ $code }”, a to nije kod karte.
console-bad-deck-count = Datoteka špila { $path } mora sadržavati 108 karata jednog špila; sadrži { $count }. Nedostaju: { $missing }. Višak: { $extra }.
console-bad-dealer = Nema mjesta { $value } koje bi dijelilo: mjesta su označena brojevima od 0 do { $last }.
console-bad-rules = { $detail }
console-bad-log = Dnevnik događaja { $path } ne može se zapisati: { $detail }.
console-spectating = Nema mjesta za čovjeka: gledaš kako igraju računalni igrači.

## Postavke (uno_access/storage/settings.py)
settings-unknown = Nema postavke „{ $name }”. Postavke su: { $names }.
settings-bad-choice = „{ $value }” nije dopuštena vrijednost postavke { $name }. Dopuštene vrijednosti: { $allowed }.
settings-bad-number = Postavka { $name } mora biti broj od { $low } do { $high }, a ne „{ $value }”.
settings-bad-voice = „{ $value }” nije ime glasa.
settings-corrupt = Datoteka postavki { $path } nije se mogla pročitati pa vrijede zadane postavke.
settings-unreadable = Datoteka postavki { $path } nije se mogla otvoriti ({ store-reason }) pa vrijede zadane postavke.

## Opcije naredbe uno-access play
play-opt-players = mjesta za stolom redom: human, easy, normal ili hard, odvojena zarezima (zadano: human,normal,normal,normal)
play-opt-rules = skup pravila: { cli-presets }
play-opt-house = promjene pravila, kao NAZIV=VRIJEDNOST, odvojene zarezima
play-opt-seed = sjeme miješanja, za ponavljanje igre
play-opt-deck = datoteka sa 108 kodova karata prvog dijeljenja, redom dijeljenja
play-opt-dealer = mjesto koje prvo dijeli, od 0
play-opt-event-log = zapisuj svaki događaj u ovu datoteku kao JSON retke
play-opt-lang = jezik: { -language-codes }
play-opt-speech = sintetizator govora: auto, screenreader, speechd, espeak, pyttsx3 ili none
play-opt-verbosity = koliko se govori: brief, normal ili verbose
play-opt-mode = plain (bez ikakvih kontrolnih nizova) ili standard (boja, bogatiji odzivnik)
play-opt-display = text (nazivi karata) ili braille (kodovi karata i kratke poruke)
play-opt-resume = nastavi spremljenu igru
play-opt-delay = koliko sekundi računalni igrač čeka kad može uhvatiti igrača koji nije rekao UNO ili uskočiti kartom
play-opt-pace = sekunde između dva poteza računalnih igrača
play-opt-rate = brzina govora (riječi u minuti)
play-opt-voice = ime glasa sintetizatora govora
play-prompt = >{" "}
play-prompt-turn = na redu si>{" "}

## cmd-key-*: prečac od jednog slova za naredbu na ovom jeziku (upisan sam, zatim Enter), uzet iz
## riječi ovog jezika: nijedno slovo dvaput, nijedno od r, y, g, b (slova boja u kodovima karata),
## "-" kad ga nema.
# i igraj, v vuci, u uno, m moje karte, h hrpa, t tko, k koliko, s stanje, o opet, p povijest, z zatvori
cmd-key-play = i
cmd-key-draw = v
cmd-key-uno = u
cmd-key-hand = m
cmd-key-top = h
cmd-key-turn = t
cmd-key-counts = k
cmd-key-scores = s
cmd-key-repeat = o
cmd-key-history = p
cmd-key-quit = z
