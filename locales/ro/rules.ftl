# Regulile jocului (uno-access rules, comanda rules din joc, tutorele).
# O idee pe rând: cititorul de ecran citește fiecare mesaj ca pe un rând.
# Numele cărților ca în cards.ftl: Stop, Inversare (feminin), +2, Joker, Joker +4.

## Linia de comandă și erori

rules-opt-lang = limba textului: { -language-codes }
rules-opt-rules = setul de reguli: { cli-presets }
rules-opt-house = regulile casei, sub forma NUME=VALOARE, despărțite prin virgule
rules-opt-section = citește doar această secțiune (cheia sau titlul ei)
rules-opt-list = afișează lista secțiunilor
rules-unknown-section = Nu există nicio secțiune numită { $name }. Secțiunile sunt: { $allowed }.
rules-error-unknown-preset = Nu există niciun set de reguli numit { $name }. Seturile sunt: { $allowed }.
rules-error-unknown-switch = Nu există nicio regulă numită { $name }. Regulile sunt: { $allowed }.
rules-error-bad-value = „{ $value }” nu este o valoare permisă pentru regula „{ $name }”. Valori permise: { $allowed }.
rules-error-bad-house-item = { $item } nu este scris sub forma NUME=VALOARE. Regulile sunt: { $allowed }.
rules-error-elimination-needs-lowest-score = Eliminarea funcționează doar cu scoring=lowest_score.
rules-error-elimination-without-teams = Eliminarea nu poate fi combinată cu jocul pe echipe.
rules-error-other = Aceste reguli nu pot fi folosite: { $reason }.
rules-list-item = { $title } ({ $key })
rules-heading = { $preset ->
        [it] Regulile UNO după regulamentul italian.
        [pt] Regulile UNO după regulamentul brazilian.
        [pl] Regulile UNO după regulamentul polonez.
        [hr] Regulile UNO după regulamentul croat.
        [ro] Regulile UNO după regulamentul românesc.
       *[official] Regulile oficiale UNO.
    }

## Scopul jocului

rules-aim-title = Scopul jocului
rules-aim-players = La UNO pot juca între { $min } și { $max } { $max ->
        [one] jucător
        [few] jucători
       *[other] de jucători
    }.
rules-aim-goal = În fiecare rundă, încearcă să fii primul care rămâne fără cărți.
rules-aim-match = { $scoring ->
        [single_hand] Partida are o singură rundă: câștigă primul care rămâne fără cărți.
        [lowest_score] Punctele contează împotriva ta: partida se termină când cineva ajunge la { $target } { $target ->
            [one] punct
            [few] puncte
           *[other] de puncte
        } și câștigă cel cu cele mai puține puncte.
       *[other] Cine rămâne fără cărți primește punctele cărților rămase la ceilalți; câștigă partida cine ajunge primul la { $target } { $target ->
            [one] punct
            [few] puncte
           *[other] de puncte
        }.
    }

## Cărțile

rules-deck-title = Cărțile
rules-deck-size = Pachetul are { NUM($count, gender: "feminine") } { $count ->
        [one] carte
        [few] cărți
       *[other] de cărți
    }.
rules-deck-colors = Există patru culori, fiecare cu o literă în codul Braille: r roșu, y galben, g verde, b albastru.
rules-deck-numbers = Fiecare culoare are un 0 și câte două cărți din fiecare număr de la 1 la 9.
rules-deck-number-code = Codul unei cărți cu număr este litera culorii, cifra și apoi x: b3x este 3 albastru.
rules-deck-actions = Fiecare culoare mai are câte două cărți Stop, Inversare și +2.
rules-deck-action-code = Codurile lor sunt litera culorii urmată de sk, rv sau d2: gsk, yrv, rd2.
rules-deck-wilds = { $count ->
        [one] Există { NUM($count, gender: "feminine") } Joker, cod wld, și { NUM($count, gender: "masculine") } Joker +4, cod dr4.
        [few] Există { NUM($count, gender: "feminine") } Jokeri, cod wld, și { NUM($count, gender: "masculine") } Jokeri +4, cod dr4.
       *[other] Există { NUM($count, gender: "feminine") } de Jokeri, cod wld, și { NUM($count, gender: "masculine") } de Jokeri +4, cod dr4.
    }

## Pregătirea

rules-setup-title = Pregătirea
rules-setup-dealer-draw = Pentru a alege cine împarte, fiecare jucător trage o carte din pachetul amestecat, iar cel cu numărul cel mai mare împarte.
rules-setup-dealer-symbol = { $dealer ->
        [high_card_redraw] Cine trage o carte fără număr o pune sub pachet și trage alta.
       *[high_card] O carte fără număr contează ca 0.
    }
rules-setup-dealer-tie = Dacă mai mulți jucători au același număr cel mai mare, doar ei trag din nou.
rules-setup-dealer-seat = În acest joc împarte jucătorul de pe locul { $seat }.
rules-setup-deal = Cel care împarte dă fiecărui jucător { NUM($count, gender: "feminine") } { $count ->
        [one] carte
        [few] cărți
       *[other] de cărți
    }, câte una, începând cu jucătorul din stânga sa.
rules-setup-piles = Următoarea carte se întoarce cu fața în sus și începe teancul de cărți jucate.
rules-setup-draw-pile = Restul cărților, cu fața în jos, formează pachetul din care se trage.
rules-setup-first = Începe jucătorul din stânga celui care a împărțit, iar jocul merge spre stânga, în sensul acelor de ceasornic.
rules-setup-next-hand = La fiecare rundă nouă, împarte următorul jucător din stânga.
rules-setup-start-intro = Când prima carte întoarsă nu este o carte cu număr:
rules-setup-start-wd4 = Joker +4, cod dr4: se pune înapoi în pachet, pachetul se amestecă și se întoarce altă carte.
rules-setup-start-draw-two = +2: primul jucător trage { NUM($count, gender: "feminine") } { $count ->
        [one] carte
        [few] cărți
       *[other] de cărți
    } și pierde rândul.
rules-setup-start-skip = Stop: primul jucător pierde rândul.
rules-setup-start-reverse = { $first_reverse ->
        [dealer_right_first] Inversare: se consideră jucată de cel care a împărțit, așa că începe jucătorul din dreapta lui, iar jocul merge spre dreapta, în sens invers acelor de ceasornic.
       *[dealer_first] Inversare: primul joacă cel care a împărțit, iar jocul merge spre dreapta, în sens invers acelor de ceasornic.
    }
rules-setup-start-wild = { $first_wild ->
        [redraw] Joker, cod wld: se pune înapoi la mijlocul pachetului din care se trage și se întoarce o carte nouă.
       *[first_player_chooses] Joker, cod wld: primul jucător alege culoarea, apoi joacă.
    }

## Tura de joc

rules-turn-title = Tura de joc
rules-turn-match = Joacă o carte care se potrivește prin culoare, număr sau simbol cu cartea de deasupra teancului de cărți jucate.
rules-turn-named-color = După un Joker sau un Joker +4, contează culoarea aleasă de cel care l-a jucat.
rules-turn-wilds = Jokerul se poate juca oricând; Jokerul +4, doar în condițiile din secțiunea lui.
rules-turn-draw = { $draw ->
        [until_playable_must_play] Dacă nu joci, tragi cărți până găsești una pe care o poți juca, apoi o joci.
       *[one_may_play] Dacă nu joci, tragi o carte.
    }
rules-turn-drawn-card = Dacă acea carte se potrivește, o poți juca imediat, dar nu alta; dacă nu, rândul trece mai departe.
rules-turn-draw-no-old = După ce ai ales să tragi, nu mai poți juca o carte pe care o aveai deja în mână.
rules-turn-forced = { $forced_play ->
        [on] Nu ai voie să tragi cât timp ai o carte pe care o poți juca.
       *[off] Poți alege oricând să tragi în loc să joci.
    }
rules-turn-next = Apoi e rândul jucătorului următor, în sensul jocului.
rules-turn-reshuffle = Când pachetul din care se trage se termină, cărțile jucate, în afară de cea de deasupra, se amestecă și formează un pachet nou.
rules-turn-empty = Dacă nu mai e nimic de amestecat, jucătorul care trebuie să tragă ia ce a rămas, iar rândul trece mai departe.

## Cărțile de acțiune

rules-card-codes = { $count ->
        [one] Cod
        [few] Coduri
       *[other] Coduri
    }: { $codes }.
rules-card-points = La sfârșitul rundei valorează { NUM($points, gender: "neuter") } { $points ->
        [one] punct
        [few] puncte
       *[other] de puncte
    }.
rules-skip-title = Stop
rules-skip-effect = Jucătorul următor pierde rândul.
rules-reverse-title = Inversare
rules-reverse-effect = Sensul jocului se schimbă.
rules-reverse-two = Când joacă doar doi jucători, funcționează ca un Stop.
rules-draw-two-title = +2
rules-draw-two-effect = Jucătorul următor trage { NUM($count, gender: "feminine") } { $count ->
        [one] carte
        [few] cărți
       *[other] de cărți
    } și pierde rândul.
rules-draw-two-match = La fel ca Stopul și Inversarea, are o culoare: se poate juca peste o carte de aceeași culoare sau peste alt +2.
rules-wild-title = Joker
rules-wild-effect = Îl poți juca peste orice carte; apoi alegi culoarea următoare.
rules-wild-any-time = Îl poți juca chiar dacă ai în mână alte cărți care se potrivesc.

## Jokerul +4 și contestarea

rules-wd4-title = Joker +4
rules-wd4-effect = Alegi culoarea; jucătorul următor trage { NUM($count, gender: "feminine") } { $count ->
        [one] carte
        [few] cărți
       *[other] de cărți
    } și pierde rândul.
rules-wd4-when = { $wd4 ->
        [color_or_number] Îl poți juca doar când nu ai nicio carte de culoarea curentă și niciuna cu numărul sau simbolul cărții de deasupra.
        [no_other_playable] Îl poți juca doar când nu ai nicio altă carte de jucat, în afară de Jokeri.
       *[color] Îl poți juca doar când nu ai nicio carte de culoarea curentă; o carte cu același număr sau simbol nu contează.
    }
rules-wd4-wild-ok = Nici Jokerii din mână nu contează.
rules-wd4-bluff = Totuși, îl poți juca și când nu ai voie: este o cacealma.
rules-wd4-who = Doar jucătorul următor, cel care trebuie să tragă, îl poate contesta, și doar înainte de a trage.
rules-wd4-shown = Atunci mâna celui care l-a jucat îi este arătată doar celui care contestă.
rules-wd4-legal = Dacă mutarea era permisă, cel care contestă trage { NUM($count, gender: "feminine") } { $count ->
        [one] carte
        [few] cărți
       *[other] de cărți
    } în loc de { NUM($base, gender: "feminine") } și pierde rândul.
rules-wd4-caught = { $illegal_wd4_caught ->
        [retract_play_legal_draw_4] Dacă a fost o cacealma, Jokerul +4 se întoarce în mâna celui care l-a jucat, iar culoarea aleasă nu mai contează.
       *[offender_draws_4] Dacă a fost o cacealma, cel care l-a jucat trage { NUM($count, gender: "feminine") } { $count ->
            [one] carte
            [few] cărți
           *[other] de cărți
        } în locul celuilalt; culoarea aleasă rămâne, iar cel care a contestat își joacă rândul ca de obicei.
    }
rules-wd4-retract = Apoi acel jucător trebuie să joace o carte care se potrivește cu cartea care era deasupra înainte de Jokerul +4 și să tragă { NUM($count, gender: "feminine") } { $count ->
        [one] carte
        [few] cărți
       *[other] de cărți
    }.
rules-wd4-no-challenge = Nu există contestare: a-l juca atunci când nu ai voie este o mutare nepermisă.
rules-wd4-last = Ultima carte a unei runde nu poate fi contestată.

## UNO

rules-uno-title = UNO
rules-uno-call = Când îți rămâne o singură carte, spune UNO.
rules-uno-when = Poți spune asta odată cu mutarea care îți lasă o carte sau imediat după.
rules-uno-window = Ceilalți te pot prinde până când jucătorul următor joacă o carte sau alege să tragă.
rules-uno-penalty = Un jucător prins fără să fi spus UNO trage { NUM($count, gender: "feminine") } { $count ->
        [one] carte
        [few] cărți
       *[other] de cărți
    }.
rules-uno-late = După acel moment, nu mai există penalizare.
rules-uno-auto = În acest joc, UNO se spune automat pentru fiecare jucător, așa că nimeni nu poate fi prins.
rules-uno-not-win = Dacă spui UNO, încă nu ai câștigat: trebuie să joci și ultima carte.

## Mutări nepermise

rules-illegal-title = Mutări nepermise
rules-illegal-reject = Dacă încerci să joci o carte nepermisă, jocul o refuză, îți spune de ce și încerci din nou.
rules-illegal-penalty = Dacă joci o carte care nu e permisă, ea se întoarce în mâna ta, tragi { NUM($count, gender: "feminine") } { $count ->
        [one] carte
        [few] cărți
       *[other] de cărți
    }, iar rândul trece mai departe.
rules-illegal-penalty-size = Când jocul este configurat să penalizeze mutările nepermise în loc să le refuze, penalizarea este de { NUM($count, gender: "feminine") } { $count ->
        [one] carte
        [few] cărți
       *[other] de cărți
    }.

## Doi jucători

rules-two-title = Doi jucători
rules-two-reverse = Inversarea funcționează ca un Stop: cine a jucat-o joacă din nou.
rules-two-again = După un Stop, un +2 sau un Joker +4, același jucător joacă din nou.

## Punctajul și partida

rules-scoring-title = Punctajul și partida
rules-scoring-end = Runda se termină când un jucător joacă ultima carte.
rules-scoring-end-draw = Dacă acea carte este un +2 sau un Joker +4, jucătorul următor trage totuși cărțile înainte de numărarea punctelor.
rules-scoring-numbers = O carte cu număr valorează cât numărul ei.
rules-scoring-actions = Stop, Inversare și +2 valorează câte { NUM($count, gender: "neuter") } { $count ->
        [one] punct
        [few] puncte
       *[other] de puncte
    }.
rules-scoring-wilds = Jokerul și Jokerul +4 valorează câte { NUM($count, gender: "neuter") } { $count ->
        [one] punct
        [few] puncte
       *[other] de puncte
    }.
rules-scoring-mode = { $scoring ->
        [lowest_score] Fiecare jucător primește punctele cărților rămase în propria mână.
        [single_hand] Partida are o singură rundă: câștigă cine rămâne fără cărți, dar punctele se anunță oricum.
       *[winner_takes_points] Cine rămâne fără cărți primește punctele cărților rămase în mâinile tuturor celorlalți.
    }
rules-scoring-target = { $scoring ->
        [lowest_score] Când un jucător ajunge la { $target } { $target ->
            [one] punct
            [few] puncte
           *[other] de puncte
        }, câștigă cel cu cele mai puține puncte.
       *[other] Câștigă partida primul jucător care ajunge la { $target } { $target ->
            [one] punct
            [few] puncte
           *[other] de puncte
        }.
    }
rules-scoring-tie = Dacă mai mulți jucători sunt la egalitate, câștigă cel dintre ei care a rămas fără cărți în ultima rundă; altfel, cel de pe locul cu numărul cel mai mic.
rules-scoring-elimination = { $elimination ->
        [final_two] Cine ajunge la { $target } { $target ->
            [one] punct
            [few] puncte
           *[other] de puncte
        } iese din partidă, până rămân doi jucători; aceștia joacă o finală de la zero.
       *[last_one] Cine ajunge la { $target } { $target ->
            [one] punct
            [few] puncte
           *[other] de puncte
        } iese din partidă; partida continuă până rămâne un singur jucător.
    }
rules-scoring-elimination-tie = Dacă mai mulți jucători ajung acolo în aceeași rundă, ies toți, cu excepția cazului în care ar rămâne prea puțini; atunci rămân cei cu cele mai puține puncte.
rules-scoring-teams = Jucătorii formează { NUM($count, gender: "feminine") } { $count ->
        [one] echipă
        [few] echipe
       *[other] de echipe
    }; partenerii stau pe locuri alternate.
rules-scoring-teams-count = Numărul de jucători trebuie să fie un multiplu de { $count }.
rules-scoring-team-win = Când un partener rămâne fără cărți, echipa câștigă runda și primește punctele din mâinile celorlalte echipe.

## Diferențe față de regulile oficiale

rules-diff-title = Diferențe față de regulile oficiale
rules-diff-none = Acestea sunt regulile oficiale, fără nicio schimbare.
rules-diff-count = { $count ->
        [one] De cele oficiale diferă o regulă:
        [few] De cele oficiale diferă { NUM($count, gender: "feminine") } reguli:
       *[other] De cele oficiale diferă { NUM($count, gender: "feminine") } de reguli:
    }
rules-diff-item = { $title }. { $line }
rules-diff-house = Regula casei „{ $title }” este activată.

## Regulile casei

rules-stacking-title = Cumularea
rules-stacking-same = La un +2 se poate răspunde cu un +2, iar la un Joker +4 cu un Joker +4.
rules-stacking-mixed = La un +2 se poate răspunde și cu un Joker +4.
rules-stacking-total = Cărțile de tras se adună; primul jucător care nu poate sau nu vrea să răspundă le trage pe toate și pierde rândul.
rules-stacking-no-test = Un Joker +4 jucat ca răspuns la alt Joker +4 nu trebuie să respecte regula culorii și nu poate fi contestat.
rules-zero-title = Regula cu 0
rules-zero-rule = { $zero ->
        [swap] Cine joacă un 0 își schimbă mâna cu un adversar ales de el.
       *[rotate] Când se joacă un 0, fiecare jucător își dă toată mâna jucătorului următor în sensul jocului.
    }
rules-seven-title = Regula cu 7
rules-seven-rule = Cine joacă un 7 își schimbă mâna cu un adversar ales de el.
rules-zero-last = Un 0 jucat ca ultimă carte a rundei nu schimbă nimic.
rules-seven-last = Un 7 jucat ca ultimă carte a rundei nu schimbă nimic.
rules-jump-title = Jocul în afara rândului
rules-jump-who = Oricine, cu excepția celui care tocmai a jucat, poate juca în afara rândului o carte identică cu cea de deasupra: aceeași culoare și același număr sau simbol.
rules-jump-wilds = Un Joker poate intra peste un Joker, iar un Joker +4 peste un Joker +4.
rules-jump-effect = { $jump_in ->
        [on] Cartea are efectul obișnuit, iar jocul continuă de la acel jucător.
       *[no_effect] Cartea nu are efect; jocul continuă de la acel jucător ca și cum ar fi fost rândul lui.
    }
rules-jump-first = Dacă vor să intre mai mulți jucători, intră primul în ordinea jocului.
rules-jump-penalty = Un jucător care tocmai a tras cărți de penalizare nu poate intra până nu se joacă următoarea carte.
rules-finish-title = Fără încheiere cu Joker
rules-finish-rule = { $no_wild_finish ->
        [action] Ultima carte nu poate fi un Joker sau un Joker +4 și nici un Stop, o Inversare sau un +2.
       *[wild] Ultima carte nu poate fi un Joker sau un Joker +4.
    }
rules-finish-draw = Dacă îți rămân în mână doar astfel de cărți, nu le poți juca și trebuie să tragi.
rules-forced-title = Joc obligatoriu
rules-forced-rule = Cât timp ai o carte pe care o poți juca, trebuie să o joci în loc să tragi.
