## Učitelj (uno_access/tutor). Retci se čitaju naglas: kratke rečenice, puni nazivi karata.
## $card / $said / $top su nazivi karata (sklanjaju se kroz CASE), $code brajični kod iz kuta karte (b3x),
## $name ime igrača, $preset pridjev skupa pravila (hrvatska), $dots točkice jedne ćelije („1 2”).

## Opcije naredbenog retka
tutor-opt-list = ispiši lekcije i svoj napredak, zatim završi
tutor-opt-lesson = pokreni ovu lekciju (ime ili broj) i završi nakon nje
tutor-opt-lang = jezik lekcija: { -language-codes }
tutor-opt-profile = čiji se napredak čuva (jedno ime po igraču; zadano je zajednički profil)
tutor-opt-reset = izbriši napredak profila
tutor-opt-seed = sjeme miješanja u vođenoj igri (za ponavljanje iste igre)

## Riječi koje igrač upisuje, odvojene zarezima (prva je glavna). Engleske također rade.
tutor-words-yes = da, d
tutor-words-no = ne, n
tutor-words-quit = izlaz, kraj
tutor-words-repeat = ponovi, opet
tutor-words-help = pomoć, ?
tutor-words-list = popis, lekcije
tutor-words-hint = savjet, pomozi
tutor-words-why = zašto
tutor-words-explain = objasni

tutor-prompt = {"> "}

## Lekcije
tutor-lesson-word = { $lesson ->
    [cards] karte
    [matching] slaganje
    [actions] akcije
    [wild] džoker
    [uno] uno
    [scoring] bodovanje
    [codes] kodovi
    [dots] ćelije
    [presets] zemlje
    [house] kućna
   *[guided] vođena
}
tutor-lesson-title = { $lesson ->
    [cards] Karte i boje
    [matching] Slaganje na gornju kartu
    [actions] Preskoči, Obrni i Vuci dvije
    [wild] Džoker, džoker Vuci četiri i osporavanje
    [uno] Kako reći UNO i uhvatiti one koji to zaborave
    [scoring] Bodovanje
    [codes] Brajični kodovi
    [dots] Čitanje brajičnih ćelija po točkicama
    [presets] Pravila pojedinih zemalja
    [house] Kućna pravila
   *[guided] Vođena igra
}
tutor-welcome = Dobro došli u UNO učitelja. Svaka lekcija malo objasni, a zatim vježbaš.
tutor-list-header = { $count ->
    [one] { $count } lekcija:
    [few] { $count } lekcije:
   *[other] { $count } lekcija:
}
tutor-list-item = { $number }. { $title }, ime lekcije { $name }{ $done ->
    [yes] , završena
   *[no] {""}
}{ $answers ->
    [0] .
    [one] , { $percent } posto točnih od { $answers } odgovora.
    [few] , { $percent } posto točnih od { $answers } odgovora.
   *[other] , { $percent } posto točnih od { $answers } odgovora.
}
tutor-menu-ask = Upiši broj ili ime lekcije, popis ili izlaz. Pritisni Enter za: { $title }.
tutor-unknown-lesson = Nema lekcije „{ $name }”. Lekcije su: { $names }.
tutor-lesson-start = Lekcija { $number } od { $count }: { $title }.
tutor-practice-start = { $count ->
    [one] Slijedi { NUM($count, gender: "neuter") } pitanje za vježbu.
    [few] Slijede { NUM($count, gender: "neuter") } pitanja za vježbu.
   *[other] Slijedi { NUM($count, gender: "neuter") } pitanja za vježbu.
} Upiši ponovi da ponovno čuješ pitanje ili izlaz da prestaneš.
tutor-help = Odgovori na svako pitanje i pritisni Enter. Upiši ponovi da ponovno čuješ pitanje, popis da čuješ lekcije ili izlaz da prestaneš. U igri upiši ruka da čuješ svoje karte i hrpa da čuješ gornju kartu.
tutor-lesson-done = { $title }: lekcija je završena, točnih odgovora: { $right } od { $total }.
tutor-lesson-done-guided = { $title }: igra je gotova i lekcija je završena.
tutor-lesson-left = Napustio si lekciju { $title }. Tvoj napredak je spremljen.
tutor-bye = Doviđenja i sretno za stolom.

## Odgovori
tutor-right = Točno.
tutor-need-number = Odgovori brojem (znamenkama).
tutor-wrong-number = Nije točno. Odgovor je { $answer }.
tutor-next = Sljedeće pitanje.
tutor-again-later = Ovo će se pitanje uskoro vratiti.
tutor-need-yes-no = Odgovori „da” ili „ne”.
tutor-wrong-yes-no = { $answer ->
    [yes] Nije točno. Odgovor je da.
   *[no] Nije točno. Odgovor je ne.
}

## Karte
tutor-q-deck-size = Koliko karata ima špil za UNO?
tutor-q-copies = Koliko primjeraka { CASE($card, case: "gen") } ima u špilu?
tutor-q-draws = { $case ->
    [draw_two] Kad odigraš kartu Vuci dvije, koliko karata vuče sljedeći igrač?
    [challenge_lost] Osporiš džokera Vuci četiri, ali bio je odigran pošteno. Koliko karata vučeš?
   *[uno_caught] Po službenim pravilima, koliko karata vuče igrač uhvaćen bez poziva UNO?
}
tutor-q-points = Na kraju runde, koliko bodova vrijedi { $card }?
tutor-q-hand-points = Igraču su u ruci ostale ove karte: { $cards }. Koliko bodova ima ta ruka?

## Brajični kodovi
tutor-codes-intro-1 = Svaka karta brajičnog špila za UNO ima kratak kod u kutu, a isti kod možeš upisati da odigraš kartu.
tutor-codes-intro-2 = Kod karte u boji počinje slovom boje: r crvena, y žuta, g zelena, b plava. Karta s brojem zatim ima znamenku i slovo x pa je b3x plava trojka. Preskoči je sk, Obrni je rv, a Vuci dvije je d2, kao u gsk, yrv i rd2.
tutor-codes-intro-3 = Džoker je wld, a džoker Vuci četiri je dr4.
tutor-q-code = Upiši kod karte: { $card }.
tutor-wrong-code = Nije točno: { $card } ima kod { $code }.
tutor-q-name = Koja karta ima kod { $code }? Reci njezin naziv, na primjer plava trojka.
tutor-name-not-code = Ovaj put reci naziv karte, a ne kod, na primjer zelena karta Preskoči.
tutor-not-a-card = Ne postoji karta koja se zove „{ $text }”. Pokušaj ponovno, na primjer crvena sedmica.
tutor-wrong-name = Nije točno. Rekao si: { $said }, ali { $code } je { $card }.

## Brajične točkice
tutor-dots-intro-1 = Brajična ćelija ima šest točkica u dva stupca: točkice 1, 2 i 3 idu odozgo prema dolje s lijeve strane, a točkice 4, 5 i 6 s desne.
tutor-dots-intro-2 = Slova a, b, c, d, e, f, g, h, i i j koriste samo četiri gornje točkice: a je točkica 1, b točkice 1 2, c točkice 1 4.
tutor-dots-intro-3 = Na kartama se znamenka piše kao jedno od tih deset slova, bez brojevnog znaka: 1 kao a, 2 kao b, 9 kao i, a 0 kao j.
tutor-dots-intro-4 = Tako se plava trojka, kod b3x, čita kao točkice 1 2, zatim točkice 1 4, zatim točkice 1 3 4 6.
tutor-q-dots = Koje slovo čine točkice { $dots }?
tutor-right-dots = { $digit ->
    [none] Točno, to je { $letter }.
   *[other] Točno, to je { $letter }, koje na kartama znači i znamenku { $digit }.
}
tutor-wrong-dots = { $digit ->
    [none] Nije točno. Točkice { $dots } su slovo { $letter }.
   *[other] Nije točno. Točkice { $dots } su slovo { $letter }, odnosno znamenka { $digit } na kartama.
}
tutor-cell = točkice { $dots }
tutor-q-cells = Pročitaj ovaj kod ćeliju po ćeliju: { $cells }. Upiši kod.
tutor-right-card = Točno: { $code } je { $card }.

## Trenuci iz prave igre
tutor-goal = { $goal ->
    [draw] Nijedna karta iz tvoje ruke ne odgovara. Što radiš? Upiši svoj potez.
    [skip] Neka sljedeći igrač preskoči red. Upiši kartu.
    [reverse] Promijeni smjer igre. Upiši kartu.
    [draw_two] Neka sljedeći igrač izvuče dvije karte. Upiši kartu.
    [wild] Odigraj džokera i u istom retku odaberi boju, na primjer wld b.
    [wd4] Ništa u tvojoj ruci ne odgovara, ali imaš džokera Vuci četiri. Odigraj ga i odaberi boju.
    [challenge] { $name } je upravo na tebe { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } džokera Vuci četiri. Pokušaj ga osporiti: upiši ospori.
    [accept] { $name } je opet na tebe { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } džokera Vuci četiri. Ovaj put uzmi četiri karte: upiši prihvati.
    [uno] Ostale su ti dvije karte. Odigraj jednu i u istom retku reci UNO, na primjer b4x uno.
    [catch] { $name } ima samo jednu kartu i nije { GENDER($name) ->
        [f] rekla
       *[other] rekao
    } UNO. Uhvati { GENDER($name) ->
        [f] je
       *[other] ga
    }: upiši uhvati.
    [stack] Zbrajanje kazni je uključeno, a { $name } je na tebe { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } kartu Vuci dvije. Odgovori svojom kartom Vuci dvije.
    [zero_rule] Pravilo nule je uključeno. Odigraj svoju nulu pa će svaka ruka prijeći sljedećem igraču.
    [swap] Pravilo sedmice je uključeno, a na hrpi je tvoja sedmica. Zamijeni karte: upiši zamijeni { $name }.
    [jump] Uskakanje je uključeno. { $name } je upravo { GENDER($name) ->
        [f] odigrala
       *[other] odigrao
    } kartu koju imaš i ti. Odmah odigraj svoju jednaku kartu, izvan reda.
    [no_finish] Uključeno je pravilo koje zabranjuje završiti džokerom, a tvoja je posljednja karta baš džoker. Što radiš?
    [forced] Obavezno igranje je uključeno. Odigraj svoj potez.
   *[match] Odigraj kartu koja odgovara gornjoj karti. Upiši njezin kod, naziv ili mjesto u ruci.
}
tutor-after = { $goal ->
    [challenge] { $name } je još imao kartu tražene boje pa je njegov džoker Vuci četiri bio blef i on je izvukao četiri karte.
    [accept] { $name } nije imao nijednu kartu tražene boje pa je njegov džoker Vuci četiri bio pošten: osporavanje bi te stajalo šest karata.
   *[other] {""}
}
tutor-turns-passed = Prošlo je nekoliko poteza.
tutor-legal-not-goal = Taj je potez dopušten, ali nije ono što ova vježba traži.
tutor-legal-now = { $count ->
    [0] Nijedna karta iz ruke sada se ne može odigrati, zato vuci.
    [one] Sada možeš odigrati: { $cards }.
    [few] Karte koje sada možeš odigrati: { $cards }.
   *[other] Karte koje sada možeš odigrati: { $cards }.
}
tutor-add-color = Dodaj boju u istom retku, na primjer { $code } b.
tutor-swap-whom = Reci s kim se mijenjaš, na primjer zamijeni { $name }.
tutor-situation-commands = Upiši potez, na primjer kartu, vuci, ospori ili uhvati. Upiši ruka ili hrpa da čuješ karte.

## Pravila zemalja i kućna pravila
tutor-presets-intro = Svaki skup pravila prati upute za UNO iz jedne zemlje. Osnova su službena pravila; evo što koji skup mijenja.
tutor-preset-heading = Slijede { $preset } pravila.
tutor-q-preset-uno = Vrijede { $preset } pravila. Koliko karata vuče igrač uhvaćen bez poziva UNO?
tutor-q-preset-wd4 = Vrijede { $preset } pravila. Smiješ li odigrati džokera Vuci četiri ako imaš kartu s brojem gornje karte, ali nijednu njezine boje?
tutor-q-preset-draw = Vrijede { $preset } pravila. Ako ne možeš igrati, vučeš li sve dok ne dobiješ kartu koju možeš odigrati?
tutor-q-preset-lowest = Vrijede { $preset } pravila. Pobjeđuje li u partiji igrač s najmanje bodova?
tutor-house-intro = Kućna su pravila dodatna pravila o kojima se igrači dogovore prije igre. Sva su isključena, osim ako ih uključiš na početku igre.

## Vođena igra
tutor-guided-intro-1 = Sada odigraj pravu partiju protiv dva računalna igrača. Zovu se { $first } i { $second }. Pobjeđuje tko prvi dođe do 50 bodova.
tutor-guided-intro-2 = Kad si na redu, upiši savjet da čuješ dobar potez i pravilo koje ga dopušta. Upiši zašto da čuješ što se upravo dogodilo i koje je pravilo vrijedilo, a upiši objasni da čuješ zašto je računalni igrač odigrao baš tako.
tutor-guided-intro-3 = Dostupne su i sve ostale naredbe iz igre: ruka, hrpa, pomoć i izlaz.
tutor-hint = { $kind ->
    [play] Odigraj { CASE($card, case: "acc") }: upiši { $typed }.
    [jump_in] Uskoči { CASE($card, case: "ins") }: upiši { $typed }.
    [draw] Vuci kartu.
    [pass] Zadrži izvučenu kartu: upiši dalje.
    [challenge] Ospori džokera Vuci četiri: upiši ospori.
    [accept] Uzmi karte: upiši prihvati.
    [color] Odaberi boju: upiši { $typed }.
    [swap] Zamijeni ruke: upiši { $typed }.
    [uno] Reci UNO sada.
   *[catch] Uhvati igrača koji je zaboravio UNO: upiši uhvati.
}
tutor-rule = { $rule ->
    [color] Pravilo: karta se smije odigrati na kartu iste boje; { $card } ima boju u igri, { $color }.
    [number] Pravilo: karta se smije odigrati na kartu s istim brojem; { $card } ima isti broj kao { $top }.
    [symbol] Pravilo: karta se smije odigrati na kartu s istim znakom; { $card } ima isti znak kao { $top }.
    [wild] Pravilo: džoker se smije odigrati na bilo koju kartu, a tko ga odigra, bira sljedeću boju.
    [wild_draw_four] Pravilo: džoker Vuci četiri pošten je samo ako nemaš nijednu kartu tražene boje ({ $color }); sljedeći igrač ga smije osporiti.
    [stack] Pravilo: kod zbrajanja kazni, na kaznenu kartu smije se odgovoriti kaznenom kartom iste vrste, a karte za vučenje se zbrajaju.
    [retract] Pravilo: džoker Vuci četiri vraćen je pa se igra karta koja je bila dopuštena prije njega.
    [draw_none] Pravilo: kad nijedna karta iz ruke ne odgovara { CASE($top, case: "dat") } ni boji { CASE($color, case: "dat") }, vučeš.
    [draw_choice] Pravilo: smiješ vući i kad bi mogao igrati, ali tada smiješ odigrati samo izvučenu kartu.
    [draw_penalty] Pravilo: tko ne može ili ne želi odgovoriti na kaznenu kartu, vuče sve karte ({ NUM($total, gender: "feminine", case: "acc") }) i preskače red.
    [pass] Pravilo: nakon što izvučeš kartu koju možeš odigrati, smiješ je zadržati i reći dalje.
    [challenge] Pravilo: džokera Vuci četiri smije osporiti samo igrač koji treba vući, i to prije vučenja.
    [accept] Pravilo: bez osporavanja sljedeći igrač vuče četiri karte i preskače red.
    [choose_color] Pravilo: nakon džokera, tko ga je odigrao bira boju kojom se igra nastavlja.
    [swap] Pravilo: uz pravilo sedmice, tko odigra sedmicu mijenja karte s igračem po svom izboru.
    [uno] Pravilo: kad ti ostane jedna karta, reci UNO prije nego što sljedeći igrač odigra.
    [catch] Pravilo: igrača s jednom kartom koji nije rekao UNO može se uhvatiti i tada vuče karte.
   *[jump_in] Pravilo: kod uskakanja, karta jednaka gornjoj karti smije se odigrati i kad nisi na redu.
}
tutor-quit-ask = Napustiti vođenu igru? Upiši da za izlaz ili ne za nastavak.
tutor-hint-none = Sada nema poteza koji bih predložio.
tutor-hint-wait = Na redu je { $name }. Pričekaj svoj red.
tutor-why-none = Još ništa nije odigrano.
tutor-explain-none = Računalni igrači još nisu igrali.
tutor-explain-who = Nema računalnog igrača imena { $text }.

## Napredak
tutor-bad-profile = Ime profila { $name } ne može se koristiti. Koristi najviše 40 slova, znamenki, crtica ili donjih crta.
tutor-reset-ask = Izbrisati sav napredak profila { $profile }? Upiši da ili ne.
tutor-reset-done = Napredak profila { $profile } je izbrisan.
tutor-reset-kept = Ništa nije izbrisano.
tutor-progress-recovered = Spremljeni napredak nije se mogao pročitati pa je datoteka premještena u { $path } i krećeš ispočetka.
tutor-progress-not-saved = Napredak se ne može spremiti: { $detail }. Lekcija se nastavlja.
