## Tutorele (uno_access/tutor). Rândurile sunt citite cu voce tare: propoziții scurte, numele cărților întregi.
## $card / $said / $top sunt nume de cărți, $code un cod Braille din colț (b3x), $name numele unui jucător,
## $preset adjectivul unui set de reguli (croate), $dots punctele unei celule ("1 2").

## Opțiunile din linia de comandă
tutor-opt-list = arată lecțiile și progresul tău, apoi ieși
tutor-opt-lesson = pornește această lecție (nume sau număr), apoi ieși
tutor-opt-lang = limba lecțiilor: { -language-codes }
tutor-opt-profile = al cui progres se păstrează (un nume pentru fiecare jucător; implicit, un profil comun)
tutor-opt-reset = șterge progresul profilului
tutor-opt-seed = valoarea inițială (seed) a amestecărilor din jocul ghidat (pentru a repeta același joc)

## Cuvinte pe care le scrie jucătorul, despărțite prin virgule (primul e cel principal). Sunt primite și cele englezești.
tutor-words-yes = da
tutor-words-no = nu, n
tutor-words-quit = ieșire, gata
tutor-words-repeat = repetă, iar
tutor-words-help = ajutor, ?
tutor-words-list = listă, lecții
tutor-words-hint = sfat, indiciu
tutor-words-why = de ce
tutor-words-explain = explică

tutor-prompt = {"> "}

## Lecții
tutor-lesson-word = { $lesson ->
    [cards] cărți
    [matching] potrivire
    [actions] acțiuni
    [wild] joker
    [uno] uno
    [scoring] punctaj
    [codes] coduri
    [dots] celule
    [presets] țări
    [house] casa
   *[guided] ghidată
}
tutor-lesson-title = { $lesson ->
    [cards] Cărțile și culorile
    [matching] Potrivirea cu cartea de deasupra
    [actions] Stop, Inversare și +2
    [wild] Jokerul, Jokerul +4 și contestarea
    [uno] Strigarea UNO și prinderea celor care uită
    [scoring] Punctajul
    [codes] Codurile Braille
    [dots] Citirea celulelor Braille după puncte
    [presets] Regulile fiecărei țări
    [house] Regulile casei
   *[guided] O partidă ghidată
}
tutor-welcome = Bine ai venit la tutorele UNO. Fiecare lecție explică puțin, apoi exersezi.
tutor-list-header = { $count ->
    [one] O lecție:
    [few] { $count } lecții:
   *[other] { $count } de lecții:
}
tutor-list-item = { $number }. { $title } („{ $name }”){ $done ->
    [yes] . Lecție terminată
   *[no] {""}
}{ $answers ->
    [0] .
    [one] , un singur răspuns, { $percent ->
        [0] greșit
       *[other] corect
    }.
    [few] : { $percent }% din { $answers } răspunsuri au fost corecte.
   *[other] : { $percent }% din { $answers } de răspunsuri au fost corecte.
}
tutor-menu-ask = Scrie numărul sau numele unei lecții, „listă” sau „ieșire”. Apasă Enter pentru: { $title }.
tutor-unknown-lesson = Nu există lecția { $name }. Lecțiile sunt: { $names }.
tutor-lesson-start = Lecția { $number } din { $count }: { $title }.
tutor-practice-start = { $count ->
    [one] Acum exersează cu o întrebare.
    [few] Acum exersează cu { NUM($count, gender: "feminine") } întrebări.
   *[other] Acum exersează cu { NUM($count, gender: "feminine") } de întrebări.
} Scrie „repetă” ca să auzi din nou o întrebare sau „ieșire” ca să te oprești.
tutor-help = Răspunde la fiecare întrebare și apasă Enter. Scrie „repetă” ca să auzi din nou întrebarea, „listă” ca să auzi lecțiile sau „ieșire” ca să te oprești. Într-un joc, scrie „mâna” ca să îți auzi cărțile și „sus” ca să auzi cartea de deasupra.
tutor-lesson-done = { $title }: lecție terminată, { $right ->
        [one] un răspuns corect
        [few] { NUM($right, gender: "neuter") } răspunsuri corecte
       *[other] { NUM($right, gender: "neuter") } de răspunsuri corecte
    } din { NUM($total, gender: "neuter") }.
tutor-lesson-done-guided = { $title }: partida s-a încheiat și lecția e terminată.
tutor-lesson-left = Ai ieșit din lecția { $title }. Progresul tău e salvat.
tutor-bye = La revedere și succes la masa de joc!

## Răspunsuri
tutor-right = Corect.
tutor-need-number = Te rog să răspunzi cu un număr, în cifre.
tutor-wrong-number = Greșit. Răspunsul este { $answer }.
tutor-next = Următoarea întrebare.
tutor-again-later = Întrebarea aceasta va reveni în curând.
tutor-need-yes-no = Te rog să răspunzi cu „da” sau „nu”.
tutor-wrong-yes-no = { $answer ->
    [yes] Greșit. Răspunsul este da.
   *[no] Greșit. Răspunsul este nu.
}

## Cărțile
tutor-q-deck-size = Câte cărți are un pachet de UNO?
tutor-q-copies = Câte exemplare de { $card } sunt în pachet?
tutor-q-draws = { $case ->
    [draw_two] Când joci un +2, câte cărți trage jucătorul următor?
    [challenge_lost] Contești un Joker +4, dar fusese jucat corect. Câte cărți tragi?
   *[uno_caught] După regulile oficiale, câte cărți trage un jucător prins fără să fi spus UNO?
}
tutor-q-points = La sfârșitul unei runde, câte puncte valorează { CASE($card, case: "def") }?
tutor-q-hand-points = Unui jucător îi rămân în mână { $cards }. Câte puncte are mâna aceasta?

## Coduri Braille
tutor-codes-intro-1 = Fiecare carte din pachetul UNO Braille are un cod scurt în colț, iar tu poți scrie același cod ca să joci cartea.
tutor-codes-intro-2 = O carte colorată începe cu litera culorii: r pentru roșu, y pentru galben, g pentru verde, b pentru albastru. O carte cu număr are apoi cifra și litera x, deci b3x este 3 albastru. Stop este sk, Inversare este rv, iar +2 este d2, ca în gsk, yrv și rd2.
tutor-codes-intro-3 = Jokerul este wld, iar Jokerul +4 este dr4.
tutor-q-code = Scrie codul pentru { $card }.
tutor-wrong-code = Greșit. Codul pentru { $card } este { $code }.
tutor-q-name = Ce carte are codul { $code }? Scrie-i numele, de exemplu 3 albastru.
tutor-name-not-code = De data aceasta scrie numele cărții, nu codul, de exemplu Stop verde.
tutor-not-a-card = Nu există nicio carte numită { $text }. Încearcă din nou, de exemplu 7 roșu.
tutor-wrong-name = Greșit. Ai scris { $said }, dar { $code } este { $card }.

## Puncte Braille
tutor-dots-intro-1 = O celulă Braille are șase puncte în două coloane: punctele 1, 2 și 3 coboară pe stânga, punctele 4, 5 și 6 pe dreapta.
tutor-dots-intro-2 = Literele a, b, c, d, e, f, g, h, i și j folosesc doar cele patru puncte de sus: a este punctul 1, iar b punctele 1 2.
tutor-dots-intro-3 = Pe cărți, o cifră se scrie ca una dintre aceste zece litere, fără semnul de număr: 1 ca a, 2 ca b și tot așa până la 0, care se scrie ca a zecea, j.
tutor-dots-intro-4 = Așadar 3 albastru, codul b3x, se citește așa: punctele 1 2, apoi punctele 1 4, apoi punctele 1 3 4 6.
tutor-q-dots = Ce literă formează punctele { $dots }?
tutor-right-dots = { $digit ->
    [none] Corect, este { $letter }.
   *[other] Corect, este { $letter }, care pe cărți ține locul și cifrei { $digit }.
}
tutor-wrong-dots = { $digit ->
    [none] Greșit. Punctele { $dots } formează litera { $letter }.
   *[other] Greșit. Punctele { $dots } formează litera { $letter }, adică cifra { $digit } pe cărți.
}
tutor-cell = punctele { $dots }
tutor-q-cells = Citește acest cod celulă cu celulă: { $cells }. Scrie codul.
tutor-right-card = Corect: { $code } este { $card }.

## Momente dintr-un joc adevărat
tutor-goal = { $goal ->
    [draw] Nicio carte din mâna ta nu se potrivește. Ce faci? Scrie mutarea.
    [skip] Fă-l pe jucătorul următor să piardă rândul. Scrie cartea.
    [reverse] Schimbă sensul jocului. Scrie cartea.
    [draw_two] Fă-l pe jucătorul următor să tragă două cărți. Scrie cartea.
    [wild] Joacă Jokerul și alege o culoare în aceeași comandă, de exemplu wld b.
    [wd4] Nimic din mâna ta nu se potrivește, dar ai un Joker +4. Joacă-l și alege o culoare.
    [challenge] { $name } tocmai ți-a dat un Joker +4. Încearcă să-l contești: scrie „contestă”.
    [accept] { $name } ți-a dat din nou un Joker +4. De data aceasta ia cele patru cărți: scrie „acceptă”.
    [uno] Mai ai două cărți. Joacă una și spune UNO în aceeași comandă, de exemplu b4x uno.
    [catch] { $name } a rămas cu o singură carte și nu a spus UNO. Prinde-l: scrie „prinde”.
    [stack] Cumularea este activă, iar { $name } ți-a dat un +2. Răspunde cu propriul tău +2.
    [zero_rule] Regula cu 0 este activă. Joacă zeroul tău, iar fiecare mână trece la jucătorul următor.
    [swap] Regula cu 7 este activă și tocmai ai jucat un șapte. Schimbă mâna cu { $name }: scrie „schimbă” și apoi numele.
    [jump] Jocul în afara rândului este activ. { $name } tocmai a jucat o carte pe care o ai și tu. Joacă acum cartea ta identică, în afara rândului.
    [no_finish] Regula care interzice să închei cu un Joker este activă, iar ultima ta carte este un Joker. Ce faci?
    [forced] Jocul obligatoriu este activ. Fă-ți mutarea.
   *[match] Joacă o carte care se potrivește cu cartea de deasupra. Scrie-i codul, numele sau locul din mână.
}
tutor-after = { $goal ->
    [challenge] { $name } mai avea o carte de culoarea curentă, deci Jokerul +4 a fost o cacealma, iar el a tras cele patru cărți.
    [accept] { $name } nu avea nicio carte de culoarea curentă, deci Jokerul +4 a fost jucat corect: o contestare te-ar fi costat șase cărți.
   *[other] {""}
}
tutor-turns-passed = Au trecut câteva mutări.
tutor-legal-not-goal = Mutarea aceasta este permisă, dar nu este ce cere exercițiul.
tutor-legal-now = { $count ->
    [0] Nicio carte din mâna ta nu poate fi jucată acum, așa că trage.
    [one] Cartea pe care ai putea s-o joci acum este { $cards }.
    [few] Cărțile pe care le-ai putea juca acum sunt { $cards }.
   *[other] Cărțile pe care le-ai putea juca acum sunt { $cards }.
}
tutor-add-color = Adaugă culoarea în aceeași comandă, de exemplu { $code } b.
tutor-swap-whom = Spune cu cine schimbi, de exemplu schimbă { $name }.
tutor-situation-commands = Scrie o mutare, de exemplu o carte, „trage”, „contestă” sau „prinde”. Scrie „mâna” sau „sus” ca să auzi cărțile.

## Regulile țărilor și regulile casei
tutor-presets-intro = Fiecare set de reguli urmează regulamentul UNO al unei țări. Baza sunt regulile oficiale; iată ce schimbă fiecare.
tutor-preset-heading = Regulile { $preset }.
tutor-q-preset-uno = Cu regulile { $preset }, câte cărți trage un jucător prins fără să fi spus UNO?
tutor-q-preset-wd4 = Cu regulile { $preset }, poți juca un Joker +4 când ai o carte cu numărul cărții de deasupra, dar niciuna de culoarea ei?
tutor-q-preset-draw = Cu regulile { $preset }, când nu poți juca, tragi mai departe până găsești o carte pe care o poți juca?
tutor-q-preset-lowest = Cu regulile { $preset }, câștigă partida cel cu cele mai puține puncte?
tutor-house-intro = Regulile casei sunt reguli în plus asupra cărora jucătorii se înțeleg înainte de joc. Toate sunt dezactivate dacă nu le activezi la începutul unui joc.

## Jocul ghidat
tutor-guided-intro-1 = Acum vei juca o partidă adevărată cu doi jucători controlați de calculator, { $first } și { $second }. Câștigă primul care ajunge la 50 de puncte.
tutor-guided-intro-2 = La rândul tău, scrie „sfat” ca să auzi o mutare bună și regula care o permite. Scrie „de ce” ca să afli ce s-a întâmplat adineauri și ce regulă s-a aplicat, iar „explică” ca să înțelegi alegerea unui jucător controlat de calculator.
tutor-guided-intro-3 = Poți folosi și celelalte comenzi: „mâna”, „sus”, „ajutor” și „ieșire”.
tutor-hint = { $kind ->
    [play] Încearcă { CASE($card, case: "def") }: scrie { $typed }.
    [jump_in] Joacă în afara rândului { CASE($card, case: "def") }: scrie { $typed }.
    [draw] Trage o carte.
    [pass] Păstrează cartea trasă: scrie „pas”.
    [challenge] Contestă Jokerul +4: scrie „contestă”.
    [accept] Ia cărțile: scrie „acceptă”.
    [color] Alege culoarea: scrie { $typed }.
    [swap] Schimbă mâinile: scrie { $typed }.
    [uno] Strigă UNO acum.
   *[catch] Prinde-l pe jucătorul care a uitat să spună UNO: scrie „prinde”.
}
tutor-rule = { $rule ->
    [color] Regula: o carte se poate juca peste o carte de aceeași culoare; { $card } are culoarea curentă, { $color }.
    [number] Regula: o carte se poate juca peste o carte cu același număr; { $card } are același număr ca { $top }.
    [symbol] Regula: o carte se poate juca peste o carte cu același simbol; { $card } are același simbol ca { $top }.
    [wild] Regula: Jokerul se poate juca peste orice carte, iar cel care îl joacă alege culoarea următoare.
    [wild_draw_four] Regula: Jokerul +4 e permis doar când nu ai nicio carte de culoarea curentă, { $color }; jucătorul următor îl poate contesta.
    [stack] Regula: la cumulare, la un +2 sau la un Joker +4 se poate răspunde cu o carte la fel, iar cărțile de tras se adună.
    [retract] Regula: Jokerul +4 a fost retras, așa că se joacă o carte care era permisă înaintea lui.
    [draw_none] Regula: când nicio carte din mână nu se potrivește cu { $top } sau cu culoarea { $color }, tragi.
    [draw_choice] Regula: poți trage chiar dacă ai putea juca, dar apoi poți juca doar cartea trasă.
    [draw_penalty] Regula: cine nu poate sau nu vrea să răspundă la un +2 sau la un Joker +4 trage { NUM($total, gender: "feminine") } { $total ->
        [one] carte
        [few] cărți
       *[other] de cărți
    } și pierde rândul.
    [pass] Regula: după ce ai tras o carte care se poate juca, o poți păstra și da pas.
    [challenge] Regula: doar jucătorul care trebuie să tragă poate contesta un Joker +4 și doar înainte să tragă.
    [accept] Regula: fără contestare, jucătorul următor trage cele patru cărți și pierde rândul.
    [choose_color] Regula: după un Joker, cel care l-a jucat alege culoarea următoare.
    [swap] Regula: când regula cu 7 este activă, cine joacă un 7 schimbă mâna cu un jucător ales de el.
    [uno] Regula: când îți rămâne o singură carte, spune UNO înainte ca jucătorul următor să joace.
    [catch] Regula: cine rămâne cu o carte și nu a spus UNO poate fi prins și trage cărți.
   *[jump_in] Regula: la jocul în afara rândului, o carte identică cu cea de deasupra se poate juca și când nu e rândul tău.
}
tutor-quit-ask = Ieși din jocul ghidat? Scrie „da” ca să ieși sau „nu” ca să continui.
tutor-hint-none = Acum nu e nicio mutare de sugerat.
tutor-hint-wait = Acum joacă { $name }. Așteaptă-ți rândul.
tutor-why-none = Încă nu s-a jucat nimic.
tutor-explain-none = Jucătorii controlați de calculator nu au mutat încă.
tutor-explain-who = Nu există niciun jucător controlat de calculator numit { $text }.

## Progres
tutor-bad-profile = Numele de profil { $name } nu poate fi folosit. Folosește cel mult 40 de litere, cifre, cratime sau liniuțe de subliniere.
tutor-reset-ask = Ștergi tot progresul profilului { $profile }? Scrie „da” sau „nu”.
tutor-reset-done = Progresul profilului { $profile } a fost șters.
tutor-reset-kept = Nu s-a șters nimic.
tutor-progress-recovered = Progresul salvat nu a putut fi citit, așa că fișierul a fost mutat în { $path } și începi de la capăt.
tutor-progress-not-saved = Progresul nu poate fi salvat: { $detail }. Lecția continuă.
