## Pagina web a comenzii uno-access serve (uno_access/web): cuvintele ei și rândurile pe care le spune doar pagina.
web-title = uno-access: UNO pentru toți
web-skip = Salt la caseta de comenzi
web-connecting = Încă nu există conexiune.
web-signin = Conectare
web-name = Numele tău
web-language = Limba
web-language-self = Română
web-connect = Conectează-te
web-lobby = Sala de așteptare
web-tables = Mese
web-refresh = Arată mesele
web-create = Creează o masă
web-seats = Locuri (de la 2 la 10)
web-bots = Jucători controlați de calculator
web-level = Nivelul jucătorilor controlați de calculator
web-level-easy = ușor
web-level-normal = normal
web-level-hard = greu
web-rules = Reguli
web-rules-official = regulile oficiale
web-rules-it = regulamentul italian
web-rules-pt = regulamentul brazilian
web-rules-pl = regulamentul polonez
web-rules-hr = regulamentul croat
web-rules-ro = regulamentul românesc
web-house = Reguli ale casei (opționale)
web-house-hint = Nume și valori despărțite prin virgule, de exemplu stacking=same,jump_in=on.
web-private = Masă privată, la care se intră doar cu codul de invitație
web-create-button = Creează masa
web-by-code = Intră cu un cod
web-code = Codul mesei sau al invitației
web-join = Intră
web-watch = Privește
web-table = Masa
web-seats-list = Locuri
web-status = Jocul acum
web-start = Începe jocul
web-add-bot = Adaugă un jucător controlat de calculator
web-remove-bot = Scoate un jucător controlat de calculator
web-leave = Pleacă de la masă
web-hand = Mâna ta
web-hand-empty = Nu ai nicio carte în mână.
web-draw = Trage o carte
web-uno = Spune UNO
web-catch = Prinde-l pe cel care nu a spus UNO
web-command-h = Comenzi
web-command = Comandă
web-command-hint = Aceleași comenzi ca în consolă: o carte (r3x, trei roșu sau numărul ei din mână), trage, pas, uno, prinde, mâna, sus, rând, numără, punctaj, istoric, ajutor.
web-send = Trimite
web-history = Istoric
web-chat = Discuție
web-say = Mesaj către masă sau către sala de așteptare
web-options = Opțiuni
web-speech = Citește cu vocea browserului (pentru cine joacă fără cititor de ecran)
web-rate = Viteza vocii
web-volume = Volumul vocii
web-contrast = Contrast ridicat
web-keys = Taste
web-keys-intro = Aceste taste funcționează oriunde în pagină, și în caseta de comenzi; niciuna nu se ciocnește cu o tastă a programelor NVDA, JAWS sau VoiceOver.
web-key-hand = mâna ta
web-key-top = cartea de deasupra și culoarea
web-key-turn = al cui e rândul și sensul jocului
web-key-counts = câte cărți are fiecare
web-key-scores = punctajul
web-key-repeat = repetă ultimul răspuns
web-key-go-hand = mergi la mâna ta
web-key-go-command = mergi la caseta de comenzi
web-key-go-history = mergi la istoric
web-js-connecting = Conectare în curs.
web-js-connected = În sala de așteptare.
web-js-reconnected = Conectat din nou.
web-js-lost = Conexiunea s-a întrerupt. O nouă încercare peste { $seconds ->
        [one] o secundă
        [few] { NUM($seconds, gender: "feminine") } secunde
       *[other] { NUM($seconds, gender: "feminine") } de secunde
    }.
web-js-cannot = Nu există conexiune: nu s-a trimis nimic.
web-js-playable = se poate juca
web-js-join = Intră la masa
web-js-watch = Privește masa
web-js-speech-on = Vocea browserului este pornită.
web-js-speech-off = Vocea browserului este oprită.
web-js-no-tables = Nu este deschisă nicio masă publică. Creează una.
web-js-closed = Pagina aceasta nu mai este conectată: locul a fost preluat de pe alt dispozitiv sau s-au trimis prea multe mesaje. Reîncarcă pagina ca să te conectezi din nou.
web-js-rate-value = { $rate }; viteza normală este 1
web-js-volume-value = { $percent } la sută
web-table-name = Masa { $table }{ $watching ->
        [yes] , o privești
       *[other] {""}
    }{ $private ->
        [yes] , privată, codul de invitație { $invite }
       *[other] {""}
    }
web-hand-title = Mâna ta: { $count ->
        [one] o carte
        [few] { NUM($count, gender: "feminine") } cărți
       *[other] { NUM($count, gender: "feminine") } de cărți
    }
web-tables-count = { $count ->
        [0] Nu este deschisă nicio masă publică.
        [one] O masă publică.
        [few] { NUM($count, gender: "feminine") } mese publice.
       *[other] { NUM($count, gender: "feminine") } de mese publice.
    }
web-settings-here = Pe această pagină, setările sunt în secțiunea Opțiuni.
web-quit-lobby = Ești în sala de așteptare. Închide pagina ca să părăsești serverul.
web-bad-message = Pagina a trimis ceva ce serverul nu poate citi; nu s-a schimbat nimic.
web-serve-page = Pagina web pentru browsere și cititoare de ecran: { $url }
web-colors = Alege culoarea
web-pass = Păstrează cartea trasă
web-challenge = Contestă Jokerul +4
web-accept = Acceptă și trage
