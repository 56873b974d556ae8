# Pravila igre (uno-access rules, naredba rules u igri, učitelj).
# Jedna misao po retku: čitač zaslona čita svaku poruku kao jedan redak.
# Nazivi karata kao u cards.ftl: Preskoči, Obrni, Vuci dvije, džoker,
# džoker Vuci četiri (muški rod: igra džokera, ne odgovara džokeru).

## Naredbeni redak i pogreške

rules-opt-lang = jezik teksta: { -language-codes }
rules-opt-rules = skup pravila: { cli-presets }
rules-opt-house = promjene pravila, kao NAZIV=VRIJEDNOST, odvojene zarezima
rules-opt-section = pročitaj samo ovaj odjeljak (njegov ključ ili naslov)
rules-opt-list = ispiši odjeljke
rules-unknown-section = Ne postoji odjeljak „{ $name }”. Odjeljci su: { $allowed }.
rules-error-unknown-preset = Ne postoji skup pravila { $name }. Skupovi su: { $allowed }.
rules-error-unknown-switch = Ne postoji pravilo { $name }. Pravila su: { $allowed }.
rules-error-bad-value = „{ $value }” nije dopuštena vrijednost pravila { $name }. Dopuštene vrijednosti: { $allowed }.
rules-error-bad-house-item = „{ $item }” nije napisano kao NAZIV=VRIJEDNOST. Pravila su: { $allowed }.
rules-error-elimination-needs-lowest-score = Ispadanje radi samo uz scoring=lowest_score.
rules-error-elimination-without-teams = Ispadanje se ne može kombinirati s ekipama.
rules-error-other = Ova se pravila ne mogu koristiti: { $reason }.
rules-list-item = { $title } ({ $key })
rules-heading = { $preset ->
        [it] Talijanska pravila igre UNO.
        [pt] Brazilska pravila igre UNO.
        [pl] Poljska pravila igre UNO.
        [hr] Hrvatska pravila igre UNO.
        [ro] Rumunjska pravila igre UNO.
       *[official] Službena pravila igre UNO.
    }

## Cilj igre

rules-aim-title = Cilj igre
rules-aim-players = UNO je kartaška igra za { $min } do { $max } igrača.
rules-aim-goal = U svakoj rundi pokušaj prvi ostati bez karata u ruci.
rules-aim-match = { $scoring ->
        [single_hand] Partija ima samo jednu rundu: pobjeđuje onaj tko prvi ostane bez karata.
        [lowest_score] Bodovi su kazneni: partija završava kad netko dosegne { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        }, a pobjeđuje igrač s najmanje bodova.
       *[other] Tko ostane bez karata, dobiva bodove za karte koje su ostale drugima; partiju dobiva onaj tko prvi skupi { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        }.
    }

## Karte

rules-deck-title = Karte
rules-deck-size = Špil ima { $count } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    }.
rules-deck-colors = Postoje četiri boje, a svaka ima svoje slovo u brajičnom kodu: r crvena, y žuta, g zelena, b plava.
rules-deck-numbers = Svaka boja ima jednu nulu i po dvije karte svakog broja od 1 do 9.
rules-deck-number-code = Kod karte s brojem je slovo boje, znamenka i zatim x: b3x je plava trojka.
rules-deck-actions = Svaka boja ima i po dvije karte svake vrste: Preskoči, Obrni i Vuci dvije.
rules-deck-action-code = Njihovi kodovi su slovo boje i zatim sk, rv ili d2: gsk, yrv, rd2.
rules-deck-wilds = { $count ->
        [one] Postoji { NUM($count, gender: "masculine", case: "nom") } džoker, kod wld, i { NUM($count, gender: "masculine", case: "nom") } džoker Vuci četiri, kod dr4.
        [few] Postoje { NUM($count, gender: "masculine", case: "nom") } džokera, kod wld, i { NUM($count, gender: "masculine", case: "nom") } džokera Vuci četiri, kod dr4.
       *[other] Postoji { NUM($count, gender: "masculine", case: "nom") } džokera, kod wld, i { NUM($count, gender: "masculine", case: "nom") } džokera Vuci četiri, kod dr4.
    }

## Priprema

rules-setup-title = Priprema
rules-setup-dealer-draw = Da bi se odredio djelitelj, svaki igrač uzme kartu iz promiješanog špila, a dijeli onaj s najvećim brojem.
rules-setup-dealer-symbol = { $dealer ->
        [high_card_redraw] Igrač koji uzme kartu bez broja vrati je na dno špila i uzme drugu.
       *[high_card] Karta bez broja računa se kao 0.
    }
rules-setup-dealer-tie = Ako više igrača izvuče isti najveći broj, samo oni vuku ponovno.
rules-setup-dealer-seat = U ovoj igri dijeli igrač na mjestu { $seat }.
rules-setup-deal = Djelitelj svakom igraču podijeli { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    }, jednu po jednu, počevši od igrača sa svoje lijeve strane.
rules-setup-piles = Sljedeća se karta okrene licem prema gore i s njom počinje hrpa odbačenih karata.
rules-setup-draw-pile = Preostale karte, okrenute licem prema dolje, čine hrpu za vučenje.
rules-setup-first = Počinje igrač lijevo od djelitelja, a igra ide ulijevo, u smjeru kazaljke na satu.
rules-setup-next-hand = U svakoj novoj rundi dijeli sljedeći igrač ulijevo.
rules-setup-start-intro = Kad prva okrenuta karta nije karta s brojem:
rules-setup-start-wd4 = Džoker Vuci četiri, kod dr4: vraća se u hrpu za vučenje, hrpa se promiješa i okreće se druga karta.
rules-setup-start-draw-two = Vuci dvije: prvi igrač vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    } i gubi red.
rules-setup-start-skip = Preskoči: prvi igrač gubi red.
rules-setup-start-reverse = { $first_reverse ->
        [dealer_right_first] Obrni: računa se kao da je tu kartu odigrao djelitelj, pa počinje igrač desno od njega i igra ide udesno, suprotno smjeru kazaljke na satu.
       *[dealer_first] Obrni: prvi igra djelitelj, a igra ide udesno.
    }
rules-setup-start-wild = { $first_wild ->
        [redraw] Džoker, kod wld: vraća se u sredinu hrpe za vučenje i okreće se nova karta.
       *[first_player_chooses] Džoker, kod wld: prvi igrač bira boju, a zatim igra.
    }

## Potez

rules-turn-title = Potez
rules-turn-match = Odigraj jednu kartu koja se s gornjom kartom na hrpi odbačenih karata slaže po boji, broju ili znaku.
rules-turn-named-color = Nakon džokera vrijedi boja koju je odabrao igrač koji ga je odigrao.
rules-turn-wilds = Džoker se smije odigrati uvijek, a džoker Vuci četiri samo pod uvjetima iz njegova odjeljka.
rules-turn-draw = { $draw ->
        [until_playable_must_play] Ako ne igraš, vuci karte dok ne dobiješ kartu koju možeš odigrati i odigraj je.
       *[one_may_play] Ako ne igraš, izvuci jednu kartu.
    }
rules-turn-drawn-card = Ako ta karta odgovara, možeš je odmah odigrati, ali nijednu drugu; ako ne, red prelazi na sljedećeg.
rules-turn-draw-no-old = Kad odlučiš vući, više ne smiješ odigrati kartu koja ti je već bila u ruci.
rules-turn-forced = { $forced_play ->
        [on] Ne smiješ vući dok imaš kartu koju možeš odigrati.
       *[off] Uvijek smiješ izabrati vučenje umjesto igranja.
    }
rules-turn-next = Zatim je na redu sljedeći igrač u smjeru igre.
rules-turn-reshuffle = Kad se hrpa za vučenje isprazni, odbačene karte osim gornje promiješaju se u novu hrpu za vučenje.
rules-turn-empty = Ako nema više ničega za miješanje, igrač koji mora vući uzme ono što je ostalo i red prelazi na sljedećeg.

## Karte s akcijom

rules-card-codes = { $count ->
        [one] Kod
        [few] Kodovi
       *[other] Kodovi
    }: { $codes }.
rules-card-points = Na kraju runde vrijedi { $points } { $points ->
        [one] bod
        [few] boda
       *[other] bodova
    }.
rules-skip-title = Preskoči
rules-skip-effect = Sljedeći igrač gubi red. Igrači ovu kartu često zovu „stop”.
rules-reverse-title = Obrni
rules-reverse-effect = Smjer igre mijenja se. Igrači ovu kartu često zovu „promjena smjera”.
rules-reverse-two = Kad igraju dva igrača, djeluje kao Preskoči.
rules-draw-two-title = Vuci dvije
rules-draw-two-effect = Sljedeći igrač vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    } i gubi red. Igrači ovu kartu često zovu „plus dva”.
rules-draw-two-match = Kao Preskoči i Obrni, ima boju i slaže se sa svojom bojom ili s istim znakom.
rules-wild-title = Džoker
rules-wild-effect = Smiješ ga odigrati na bilo koju kartu; zatim biraš boju kojom se igra nastavlja.
rules-wild-any-time = Smiješ ga odigrati i kad imaš druge karte koje odgovaraju.

## Džoker Vuci četiri i osporavanje

rules-wd4-title = Džoker Vuci četiri
rules-wd4-effect = Biraš boju; sljedeći igrač vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    } i gubi red. Igrači ovu kartu često zovu „plus četiri”.
rules-wd4-when = { $wd4 ->
        [color_or_number] Smiješ ga odigrati samo kad nemaš nijednu kartu tražene boje ni kartu s brojem ili znakom gornje karte.
        [no_other_playable] Smiješ ga odigrati samo kad nemaš nijednu drugu kartu koju možeš odigrati, osim džokera.
       *[color] Smiješ ga odigrati samo kad nemaš nijednu kartu tražene boje; karta s istim brojem ili znakom to ne zabranjuje.
    }
rules-wd4-wild-ok = Običan džoker u ruci to nikad ne zabranjuje.
rules-wd4-bluff = Ipak ga smiješ odigrati protivno tom pravilu: to je blef.
rules-wd4-who = Osporiti ga može samo sljedeći igrač, onaj koji mora vući, i to prije vučenja.
rules-wd4-shown = Tada se ruka igrača koji ga je odigrao pokazuje samo onome tko osporava.
rules-wd4-legal = Ako je potez bio dopušten, onaj tko osporava vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    } umjesto { NUM($base, gender: "feminine", case: "gen") } i gubi red.
rules-wd4-caught = { $illegal_wd4_caught ->
        [retract_play_legal_draw_4] Ako je bio blef, džoker Vuci četiri vraća se u ruku igrača koji ga je odigrao, a odabrana boja više ne vrijedi.
       *[offender_draws_4] Ako je bio blef, igrač koji ga je odigrao sam vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartu
            [few] karte
           *[other] karata
        }; odabrana boja ostaje, a onaj tko je osporavao igra normalno.
    }
rules-wd4-retract = Zatim taj igrač mora odigrati kartu koja odgovara prethodnoj gornjoj karti i vući { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    }.
rules-wd4-no-challenge = Nema osporavanja: igrati ga protivno tom pravilu nedopušten je potez.
rules-wd4-last = Posljednja karta runde ne može se osporiti.

## UNO

rules-uno-title = UNO
rules-uno-call = Kad ti ostane jedna karta, reci UNO.
rules-uno-when = Možeš to reći zajedno s potezom nakon kojeg ti ostaje jedna karta, ili odmah poslije.
rules-uno-window = Drugi te mogu uhvatiti dok sljedeći igrač ne odigra kartu ili sam ne odluči vući.
rules-uno-penalty = Igrač uhvaćen bez poziva UNO vuče { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    }.
rules-uno-late = Kad taj trenutak prođe, kazne više nema.
rules-uno-auto = U ovoj igri UNO se za svakog igrača kaže automatski pa nitko ne može biti uhvaćen.
rules-uno-not-win = Poziv UNO ne donosi pobjedu: posljednju kartu još treba odigrati.

## Nedopušteni potezi

rules-illegal-title = Nedopušteni potezi
rules-illegal-reject = Ako pokušaš odigrati nedopuštenu kartu, igra je odbija i kaže zašto, pa pokušaj ponovno.
rules-illegal-penalty = Ako odigraš nedopuštenu kartu, ona se vraća u tvoju ruku, vučeš { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartu
        [few] karte
       *[other] karata
    } i red prelazi na sljedećeg.
rules-illegal-penalty-size = Ako je u postavkama uključeno kažnjavanje nedopuštenih poteza umjesto njihova odbijanja, za kaznu { $count ->
        [one] se vuče { NUM($count, gender: "feminine", case: "nom") } karta
        [few] se vuku { NUM($count, gender: "feminine", case: "nom") } karte
       *[other] se vuče { NUM($count, gender: "feminine", case: "nom") } karata
    }.

## Dva igrača

rules-two-title = Dva igrača
rules-two-reverse = Karta Obrni djeluje kao karta Preskoči: tko ju je odigrao, igra ponovno.
rules-two-again = Nakon karata Preskoči i Vuci dvije te džokera Vuci četiri isti igrač igra ponovno.

## Bodovanje i pobjeda u partiji

rules-scoring-title = Bodovanje i pobjeda u partiji
rules-scoring-end = Runda završava kad igrač odigra posljednju kartu.
rules-scoring-end-draw = Ako je to karta Vuci dvije ili džoker Vuci četiri, sljedeći igrač ipak vuče karte prije zbrajanja bodova.
rules-scoring-numbers = Karta s brojem vrijedi onoliko bodova koliko pokazuje njezin broj.
rules-scoring-actions = Preskoči, Obrni i Vuci dvije vrijede po { $count } { $count ->
        [one] bod
        [few] boda
       *[other] bodova
    }.
rules-scoring-wilds = Džoker i džoker Vuci četiri vrijede po { $count } { $count ->
        [one] bod
        [few] boda
       *[other] bodova
    }.
rules-scoring-mode = { $scoring ->
        [lowest_score] Svaki igrač dobiva bodove za karte koje su mu ostale u ruci.
        [single_hand] Partija ima samo jednu rundu: pobjeđuje igrač koji ostane bez karata, a bodovi se ipak objavljuju.
       *[winner_takes_points] Igrač koji ostane bez karata dobiva bodove za karte koje su ostale u rukama svih ostalih.
    }
rules-scoring-target = { $scoring ->
        [lowest_score] Kad neki igrač dosegne { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        }, partija završava i pobjeđuje igrač s najmanje bodova.
       *[other] Partiju dobiva igrač koji prvi skupi { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        }.
    }
rules-scoring-tie = Ako je više igrača izjednačeno, pobjeđuje onaj od izjednačenih koji je završio posljednju rundu, a inače onaj na mjestu s najmanjim brojem.
rules-scoring-elimination = { $elimination ->
        [final_two] Igrači koji dosegnu { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        } ispadaju dok ne ostanu dva igrača; njih dvoje zatim igraju finale, a bodovi kreću od nule.
       *[last_one] Igrač koji dosegne { $target } { $target ->
            [one] bod
            [few] boda
           *[other] bodova
        } ispada; igra se nastavlja dok ne ostane jedan igrač.
    }
rules-scoring-elimination-tie = Ako više igrača to dosegne u istoj rundi, svi ispadaju, osim ako bi ostalo premalo igrača; tada ostaju oni s najmanje bodova.
rules-scoring-teams = Igrači su podijeljeni u { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] ekipu
        [few] ekipe
       *[other] ekipa
    }; suigrači sjede naizmjence.
rules-scoring-teams-count = Broj igrača mora biti višekratnik broja { $count }.
rules-scoring-team-win = Kad jedan od suigrača ostane bez karata, ekipa dobiva rundu i bodove iz ruku ostalih ekipa.

## Odstupanja od službenih pravila

rules-diff-title = Odstupanja od službenih pravila
rules-diff-none = Ova se pravila ni u čemu ne razlikuju od službenih.
rules-diff-count = { $count ->
        [one] Od službenih se razlikuje { NUM($count, gender: "neuter") } pravilo:
        [few] Od službenih se razlikuju { NUM($count, gender: "neuter") } pravila:
       *[other] Od službenih se razlikuje { NUM($count, gender: "neuter") } pravila:
    }
rules-diff-item = { $title }. { $line }
rules-diff-house = Uključeno kućno pravilo: „{ $title }”.

## Kućna pravila

rules-stacking-title = Zbrajanje kazni
rules-stacking-same = Na kartu Vuci dvije smije se odgovoriti kartom Vuci dvije, a na džokera Vuci četiri istim takvim džokerom.
rules-stacking-mixed = Na kartu Vuci dvije smije se odgovoriti i džokerom Vuci četiri.
rules-stacking-total = Karte se za vučenje zbrajaju; prvi igrač koji ne može ili ne želi odgovoriti vuče ih sve i gubi red.
rules-stacking-no-test = Džoker Vuci četiri odigran kao odgovor nema uvjeta i ne može se osporiti.
rules-zero-title = Pravilo nule
rules-zero-rule = { $zero ->
        [swap] Tko odigra 0, mijenja karte s igračem po svom izboru.
       *[rotate] Kad se odigra 0, svaki igrač predaje cijelu ruku sljedećem igraču u smjeru igre.
    }
rules-seven-title = Pravilo sedmice
rules-seven-rule = Tko odigra 7, mijenja karte s igračem po svom izboru.
rules-zero-last = Karta 0 odigrana kao posljednja karta runde ništa ne mijenja.
rules-seven-last = Karta 7 odigrana kao posljednja karta runde ništa ne mijenja.
rules-jump-title = Uskakanje
rules-jump-who = Izvan reda svaki igrač osim onoga koji je upravo igrao smije odigrati kartu jednaku gornjoj: iste boje i istog broja ili znaka.
rules-jump-wilds = Džokerom se smije uskočiti na džokera, a džokerom Vuci četiri na istog takvog džokera.
rules-jump-effect = { $jump_in ->
        [on] Karta djeluje normalno, a igra se nastavlja od tog igrača.
       *[no_effect] Karta nema učinka; igra se nastavlja od tog igrača kao da je bio na redu.
    }
rules-jump-first = Ako želi uskočiti više igrača, prednost ima prvi po redoslijedu igre.
rules-jump-penalty = Igrač koji je upravo vukao kaznene karte ne smije uskočiti prije nego što se odigra sljedeća karta.
rules-finish-title = Bez završetka džokerom
rules-finish-rule = { $no_wild_finish ->
        [action] Posljednja karta ne smije biti džoker ni džoker Vuci četiri, a ni karta Preskoči, Obrni ili Vuci dvije.
       *[wild] Posljednja karta ne smije biti džoker ni džoker Vuci četiri.
    }
rules-finish-draw = Ako su ti u ruci ostale samo takve karte, ne smiješ ih odigrati i moraš vući.
rules-forced-title = Obvezno igranje
rules-forced-rule = Dok imaš kartu koju možeš odigrati, moraš je odigrati umjesto da vučeš.
