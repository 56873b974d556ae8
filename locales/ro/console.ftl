## Consola: cuvintele comenzilor, ajutorul, anunțurile și răspunsurile la rândurile scrise.
## cmd-words-*: cuvintele fiecărei comenzi, despărțite prin virgule (primul este cel principal).
## Cuvintele englezești sunt primite mereu; literele singure (p, d, h, t...) rămân cele englezești, iar
## r, y, g, b rămân culorile din codurile cărților (g3x este 3 verde).
## Se poate scrie și fără diacritice (mana, rosu): cititorul comenzilor le ignoră.
## Niciun cuvânt de comandă nu începe numele unei cărți, în afară de trage, prea firesc ca să
## lipsească: o comandă urmată de alte cuvinte se citește întâi ca nume de carte, deci
## „trage două roșu” este cartea.

cmd-words-play = joacă, joc
cmd-words-draw = trage, trag, ia
cmd-words-pass = pas, păstrez
cmd-words-uno = uno
cmd-words-catch = prinde, prind
cmd-words-challenge = contestă, contest
cmd-words-accept = acceptă, accept
cmd-words-color = culoare
cmd-words-swap = schimbă, schimb
cmd-words-hand = mâna
cmd-words-top = sus, deasupra
cmd-words-turn = rând
cmd-words-counts = numără, cărți
cmd-words-scores = punctaj, puncte, scor
cmd-words-repeat = repetă, iar
cmd-words-history = istoric
cmd-words-rules = reguli
cmd-words-help = ajutor
cmd-words-quit = ieșire, gata
cmd-words-settings = setări
cmd-words-save = salvează, salvare
cmd-words-set = setează
cmd-words-yes = da
cmd-words-no = nu
cmd-words-color-r = roșu, roșie
cmd-words-color-y = galben, galbenă
cmd-words-color-g = verde
cmd-words-color-b = albastru, albastră

## Răspunsuri la rândurile care nu au fost înțelese
cmd-unknown = Comandă necunoscută: „{ $text }”. Scrie „ajutor” pentru comenzi.
cmd-not-a-card = „{ $text }” nu este o carte. Indică o carte prin numărul ei din mână, prin cod (de exemplu r3x) sau prin nume (de exemplu șapte roșu).
cmd-play-which = Ce carte? De exemplu: joacă 2, joacă r3x sau joacă trei roșu.
cmd-color-which = Ce culoare? Roșu, galben, verde sau albastru.
cmd-bad-seat = Nu există niciun jucător „{ $text }”.
cmd-history-number = După „istoric” scrie câte evenimente vrei să auzi, de exemplu: istoric 5.
cmd-no-arguments = Comanda { $command ->
        [draw] trage
        [pass] pas
        [uno] uno
        [challenge] contestă
        [accept] acceptă
        [hand] mâna
        [top] sus
        [turn] rând
        [counts] numără
        [scores] punctaj
        [repeat] repetă
        [quit] ieșire
        [yes] da
        [no] nu
        [catch] prinde
        [swap] schimbă
       *[other] { $command }
    } nu primește nimic după ea.
cmd-bad-position = Nu există cartea { $number } în mâna ta: ai { $count ->
        [0] nicio carte
        [one] doar o carte
        [few] doar { NUM($count, gender: "feminine") } cărți
       *[other] doar { NUM($count, gender: "feminine") } de cărți
    }.
cmd-bad-after-card = După carte mă așteptam la o culoare sau la uno, nu la „{ $text }”.
cmd-which-card = Care dintre ele: { $cards }?

## Anunțuri și răspunsuri ale consolei de joc
console-which-color = Ce culoare alegi pentru { $card }? Scrie „roșu”, „galben”, „verde” sau „albastru” (și „uno”, dacă spui UNO).
console-resumed = Jocul salvat continuă, runda { $hand }.
console-match-over = Partida s-a terminat. Scrie „ieșire” ca să ieși sau „istoric” ca să asculți din nou partida.
console-spectator = Doar privești: jucătorii controlați de calculator joacă pe toate locurile.
console-nothing-to-repeat = Încă nu e nimic de repetat.
console-history = { $count ->
        [one] Ultimul eveniment
        [few] Ultimele { NUM($count, gender: "neuter") } evenimente
       *[other] Ultimele { NUM($count, gender: "neuter") } de evenimente
    }:
console-rules-list = Secțiunile regulilor: { $sections }. Scrie „reguli” și numele unei secțiuni, de exemplu: reguli uno.
console-rules-unknown = Nu există nicio secțiune a regulilor „{ $name }”. Scrie „reguli” pentru listă.
console-help-cards = Indică o carte prin numărul ei din mână (2), prin codul Braille (r3x, wld r, dr4 g) sau prin nume (șapte roșu, Stop verde, Joker; culoarea aleasă se scrie după Joker: Joker albastru). O carte scrisă singură se joacă; adaugă „uno” ca să spui UNO odată cu mutarea.
console-help-actions = Acțiuni: joacă, trage, pas (păstrezi cartea trasă), uno, prinde, contestă, acceptă, o culoare (roșu sau r), schimbă urmat de un nume.
console-help-status = Starea jocului: mâna (cu cărțile care se pot juca), sus (cartea și culoarea curentă), rând (cine joacă și în ce sens), numără, punctaj, repetă, istoric (urmat opțional de un număr), reguli.
console-help-other = Altele: setări, setează cu un nume și o valoare (de exemplu setează viteză 200, setează mesaje scurte), salvează (jocul se salvează singur după fiecare mutare), ajutor, ieșire. Enter fără nimic scris îți spune ce ai de făcut acum.
console-key-item = { $key } sau { $fkey } { $command ->
        [help] ajutor
        [hand] mâna
        [top] sus
        [turn] cine e la rând
        [counts] numără
        [scores] punctaj
        [repeat] din nou (repetă)
        [history] istoric
       *[other] { $command }
    }
console-help-keys = Scurtături, scrise singure și apoi Enter: { $keys }. În modul standard tastele funcționale acționează imediat, iar tasta Tab completează numele cărților.
console-quit-ask = Ieși acum? Jocul este salvat; uno-access play --resume îl continuă. Scrie „da” ca să ieși sau „nu” ca să joci mai departe.
console-quit-cancelled = Jocul continuă.
console-bye = La revedere.
console-nothing-to-confirm = Nu e nimic de confirmat.
console-setting-item = { $name }: { console-setting-value }
console-setting-value = { $key ->
        [delay] { $value } secunde
        [pace] { $value } secunde
        [rate] { $value } { $number ->
            [one] cuvânt
            [few] cuvinte
           *[other] de cuvinte
        } pe minut
        [backlog] { $value }{ $number ->
            [0] {" "}(oprit)
            [one] {" "}(un rezumat când așteaptă mai mult de un eveniment)
            [few] {" "}(un rezumat când așteaptă mai mult de { $value } evenimente)
           *[other] {" "}(un rezumat când așteaptă mai mult de { $value } de evenimente)
        }
       *[other] { $value }
    }
console-settings = Setări: { $settings }.
list-items = { $head }; { $last }
console-settings-how = Ca să schimbi una, scrie „setează”, numele și valoarea, de exemplu: setează viteză 200.
console-set-how = Scrie „setează”, numele unei setări și o valoare. Setările sunt: { $names }.
console-setting-changed = { $key ->
        [language] { $raw ->
                [auto] Jocul folosește acum limba sistemului.
               *[other] Jocul folosește acum limba { $value }.
            }
       *[other] Setarea „{ $name }” are acum valoarea { console-setting-value }.{ $later ->
            [yes] {" "}Schimbarea se aplică de la următoarea pornire a jocului.
           *[no] {""}
        }
    }
console-settings-not-saved = Setarea se folosește acum, dar nu a putut fi salvată: { $detail }.
console-saved-on-exit = Jocul este salvat. Scrie uno-access play --resume ca să-l continui.
console-no-save = Nu există niciun joc salvat, așa că începe unul nou.
console-save-corrupt = Jocul salvat nu a putut fi citit ({ $detail }); a fost mutat în { $path } și începe un joc nou.
console-save-kept = Jocul salvat mai devreme a fost păstrat ca { $path }; uno-access play --resume { $path } îl continuă.
console-save-exists = Există un joc salvat; va fi înlocuit când începe acest joc nou. Ca să-l continui pe cel salvat, ieși și scrie uno-access play --resume.
console-save-failed = Jocul nu a putut fi salvat ({ $detail }); continuă fără salvare.
console-log-failed = Jurnalul de evenimente nu a putut fi scris ({ $detail }); scrierea lui s-a oprit.
console-internal-error = Ceva nu a mers bine în joc ({ $detail }). Jocul este salvat; te rugăm să raportezi problema.
console-bad-players = Lista de jucători „{ $text }” nu este validă: indică între 2 și 10 locuri, fiecare human, easy, normal sau hard.
console-bad-deck = Fișierul cu pachetul { $path } nu poate fi folosit: { $detail }.
console-bad-deck-code = Fișierul cu pachetul { $path } conține „{ $code }”, care nu este un cod de carte.
console-bad-deck-count = Fișierul cu pachetul { $path } trebuie să conțină cele 108 cărți ale unui pachet; conține { $count }. Lipsesc: { $missing }. În plus: { $extra }.
console-bad-dealer = Locul { $value } nu există, deci nu poate împărți: locurile sunt numerotate de la 0 la { $last }.
console-bad-rules = { $detail }
console-bad-log = Jurnalul de evenimente { $path } nu poate fi scris: { $detail }.
console-spectating = Niciun jucător uman: doar îi urmărești pe jucătorii controlați de calculator.

## Setări (uno_access/storage/settings.py)
settings-unknown = Nu există setarea „{ $name }”. Setările sunt: { $names }.
settings-bad-choice = „{ $value }” nu este o valoare permisă pentru setarea „{ $name }”. Valori permise: { $allowed }.
settings-bad-number = Setarea „{ $name }” trebuie să fie un număr de la { $low } la { $high }, nu „{ $value }”.
settings-bad-voice = „{ $value }” nu este numele unei voci.
settings-corrupt = Fișierul de setări { $path } nu a putut fi citit, așa că se folosesc setările implicite.
settings-unreadable = Fișierul de setări { $path } nu a putut fi deschis ({ store-reason }), așa că se folosesc setările implicite.

## Opțiunile comenzii uno-access play
play-opt-players = locurile, în ordine: human, easy, normal sau hard, despărțite prin virgule (implicit: human,normal,normal,normal)
play-opt-rules = regulile: { cli-presets }
play-opt-house = regulile casei și alte opțiuni, NUME=VALOARE despărțite prin virgule
play-opt-seed = valoarea inițială (seed) a amestecării, ca să rejoci o partidă
play-opt-deck = un fișier cu cele 108 coduri ale cărților din prima împărțire, în ordinea în care se împart (prima din fișier se dă prima)
play-opt-dealer = locul care împarte primul (locurile se numără de la 0)
play-opt-event-log = scrie fiecare eveniment în acest fișier, ca linii JSON
play-opt-lang = limba: { -language-codes }
play-opt-speech = motorul de vorbire: auto, screenreader, speechd, espeak, pyttsx3 sau none
play-opt-verbosity = cât se spune: brief, normal sau verbose
play-opt-mode = plain (doar text simplu) sau standard (culori și o linie de comandă mai bogată)
play-opt-display = text (numele cărților) sau braille (codurile cărților și linii scurte)
play-opt-resume = continuă jocul salvat
play-opt-delay = câte secunde așteaptă un jucător controlat de calculator înainte să prindă pe cineva care a uitat să spună UNO sau înainte să joace în afara rândului
play-opt-pace = secunde între două mutări ale calculatorului
play-opt-rate = viteza vorbirii, în cuvinte pe minut
play-opt-voice = numele vocii motorului de vorbire
play-prompt = >{" "}
play-prompt-turn = rândul tău>{" "}

## cmd-key-*: scurtătura de o literă a unei comenzi în această limbă (scrisă singură, apoi Enter),
## luată din cuvintele acestei limbi: nicio literă de două ori, niciuna dintre r, y, g, b (literele
## culorilor din codurile cărților), "-" când nu există.
# j joacă, t trage, u uno, m mâna, s sus, c cine e la rând, n numără, p puncte, d din nou, i istoric, e ieșire
cmd-key-play = j
cmd-key-draw = t
cmd-key-uno = u
cmd-key-hand = m
cmd-key-top = s
cmd-key-turn = c
cmd-key-counts = n
cmd-key-scores = p
cmd-key-repeat = d
cmd-key-history = i
cmd-key-quit = e
