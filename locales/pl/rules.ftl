# Zasady gry (uno-access rules, polecenie rules w grze, samouczek).
# Jedna myśl w wierszu: czytnik ekranu czyta każdy komunikat jako jeden wiersz.
# Nazwy kart: Stop, Zmiana kierunku, Weź dwie, Zmiana koloru, Zmiana koloru – Weź cztery;
# w zdaniu zawsze "karta Weź dwie" (tryb rozkazujący), żeby odmieniać słowo "karta", a nie
# nazwę, i żeby nazwa w trybie rozkazującym nie brzmiała jak polecenie.

## Wiersz poleceń i błędy

rules-opt-lang = język tekstu: { -language-codes }
rules-opt-rules = zestaw zasad: { cli-presets }
rules-opt-house = przełączniki zasad w postaci NAZWA=WARTOŚĆ, rozdzielone przecinkami
rules-opt-section = przeczytaj tylko ten rozdział (podaj jego klucz lub tytuł)
rules-opt-list = wypisz rozdziały
rules-unknown-section = Nie ma rozdziału { $name }. Dostępne rozdziały: { $allowed }.
rules-error-unknown-preset = Nie ma zestawu zasad o nazwie { $name }. Dostępne zestawy: { $allowed }.
rules-error-unknown-switch = Nie ma zasady o nazwie { $name }. Dostępne zasady: { $allowed }.
rules-error-bad-value = „{ $value }” nie jest dozwoloną wartością zasady { $name }. Dozwolone wartości: { $allowed }.
rules-error-bad-house-item = „{ $item }” nie ma postaci NAZWA=WARTOŚĆ. Dostępne zasady: { $allowed }.
rules-error-elimination-needs-lowest-score = Eliminacja działa tylko przy ustawieniu scoring=lowest_score.
rules-error-elimination-without-teams = Eliminacji nie można łączyć z grą drużynową.
rules-error-other = Tych zasad nie można użyć: { $reason }.
rules-list-item = { $title } ({ $key })
rules-heading = { $preset ->
        [it] Zasady UNO według włoskiej instrukcji.
        [pt] Zasady UNO według brazylijskiej instrukcji.
        [pl] Zasady UNO według polskiej instrukcji.
        [hr] Zasady UNO według chorwackiej instrukcji.
        [ro] Zasady UNO według rumuńskiej instrukcji.
       *[official] Oficjalne zasady UNO.
    }

## Cel gry

rules-aim-title = Cel gry
rules-aim-players = W UNO gra od { NUM($min, gender: "masculine", case: "gen") } do { NUM($max, gender: "masculine", case: "gen") } graczy.
rules-aim-goal = W każdym rozdaniu staraj się jako pierwszy pozbyć wszystkich kart z ręki.
rules-aim-match = { $scoring ->
        [single_hand] Partia to jedno rozdanie: wygrywa ten, kto pierwszy pozbędzie się kart.
        [lowest_score] Punkty liczą się na twoją niekorzyść: partia kończy się, gdy ktoś osiągnie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }, a wygrywa gracz z najniższym wynikiem.
       *[other] Kto pozbędzie się kart, dostaje punkty za karty, które zostały innym; partię wygrywa ten, kto pierwszy zdobędzie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }.
    }

## Karty

rules-deck-title = Karty
rules-deck-size = Talia liczy { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
rules-deck-colors = Są cztery kolory, a każdy ma swoją literę w kodzie brajlowskim: r czerwony, y żółty, g zielony, b niebieski.
rules-deck-numbers = Każdy kolor ma jedną kartę 0 i po dwie karty każdej liczby od 1 do 9.
rules-deck-number-code = Kod karty z liczbą to litera koloru, cyfra i litera x: b3x to niebieska trójka.
rules-deck-actions = Każdy kolor ma też po dwie karty Stop, Zmiana kierunku i Weź dwie.
rules-deck-action-code = Ich kody to litera koloru i sk, rv albo d2: gsk, yrv, rd2.
rules-deck-wilds = { $count ->
        [one] Jest { NUM($count, gender: "feminine", case: "nom") } karta
        [few] Są { NUM($count, gender: "feminine", case: "nom") } karty
       *[many] Jest { NUM($count, gender: "feminine", case: "nom") } kart
    } Zmiana koloru, kod wld, i tyle samo kart Zmiana koloru – Weź cztery, kod dr4.

## Przygotowanie

rules-setup-title = Przygotowanie
rules-setup-dealer-draw = Aby wybrać rozdającego, każdy gracz losuje kartę z potasowanej talii; rozdaje ten, kto wylosuje najwyższą liczbę.
rules-setup-dealer-symbol = { $dealer ->
        [high_card_redraw] Gracz, który wylosuje kartę bez liczby, kładzie ją na spód talii i losuje następną.
       *[high_card] Karta bez liczby liczy się jako 0.
    }
rules-setup-dealer-tie = Jeśli kilku graczy wylosuje tę samą najwyższą liczbę, losują ponownie tylko oni.
rules-setup-dealer-seat = W tej grze rozdaje gracz z miejsca { $seat }.
rules-setup-deal = Rozdający daje każdemu graczowi po { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }, pojedynczo, zaczynając od gracza po swojej lewej stronie.
rules-setup-piles = Następną kartę odkrywa się: zaczyna ona stos kart odrzuconych.
rules-setup-draw-pile = Pozostałe karty, zakryte, tworzą talię, z której się dobiera.
rules-setup-first = Zaczyna gracz po lewej stronie rozdającego, a gra toczy się zgodnie z ruchem wskazówek zegara.
rules-setup-next-hand = W każdym kolejnym rozdaniu rozdaje następny gracz po lewej.
rules-setup-start-intro = Gdy pierwsza odkryta karta nie jest kartą z liczbą:
rules-setup-start-wd4 = Zmiana koloru – Weź cztery, kod dr4: wraca do talii, talię się tasuje i odkrywa się następną kartę.
rules-setup-start-draw-two = Weź dwie: pierwszy gracz dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    } i traci kolejkę.
rules-setup-start-skip = Stop: pierwszy gracz traci kolejkę.
rules-setup-start-reverse = { $first_reverse ->
        [dealer_right_first] Zmiana kierunku: liczy się tak, jakby zagrał ją rozdający, więc zaczyna gracz po jego prawej stronie, a gra toczy się przeciwnie do ruchu wskazówek zegara.
       *[dealer_first] Zmiana kierunku: zaczyna rozdający, a gra toczy się przeciwnie do ruchu wskazówek zegara.
    }
rules-setup-start-wild = { $first_wild ->
        [redraw] Zmiana koloru, kod wld: wkłada się ją z powrotem do środka talii i odkrywa następną kartę.
       *[first_player_chooses] Zmiana koloru, kod wld: pierwszy gracz wybiera kolor, a potem gra.
    }

## Ruch

rules-turn-title = Ruch gracza
rules-turn-match = Zagraj jedną kartę, która pasuje do wierzchniej karty stosu odrzuconych kolorem, liczbą albo symbolem.
rules-turn-named-color = Po Zmianie koloru (także Zmianie koloru – Weź cztery) trzeba dopasować kolor wybrany przez gracza, który ją zagrał.
rules-turn-wilds = Zmianę koloru można zagrać zawsze; Zmianę koloru – Weź cztery tylko na warunkach opisanych w jej rozdziale.
rules-turn-draw = { $draw ->
        [until_playable_must_play] Jeśli nie możesz zagrać, dobieraj, aż dostaniesz kartę, którą możesz zagrać, i zagraj ją.
       *[one_may_play] Jeśli nie możesz albo nie chcesz zagrać, dobierz kartę.
    }
rules-turn-drawn-card = Jeśli dobrana karta pasuje, możesz ją od razu zagrać, ale żadnej innej; jeśli nie, kolejka przechodzi na następnego gracza.
rules-turn-draw-no-old = Gdy zdecydujesz się dobrać kartę, nie możesz już zagrać karty, która była wcześniej na twojej ręce.
rules-turn-forced = { $forced_play ->
        [on] Nie możesz dobierać, dopóki masz kartę, którą możesz zagrać.
       *[off] Zawsze możesz dobrać kartę zamiast zagrać.
    }
rules-turn-next = Potem kolejka przechodzi na następnego gracza w kierunku gry.
rules-turn-reshuffle = Gdy talia się skończy, tasuje się karty odrzucone (oprócz wierzchniej) i tworzy z nich nową talię.
rules-turn-empty = Jeśli nie ma już czego tasować, gracz, który musi dobierać, bierze to, co zostało, a kolejka przechodzi na następnego gracza.

## Karty akcji

rules-card-codes = { $count ->
        [one] Kod
        [few] Kody
       *[many] Kody
    }: { $codes }.
rules-card-points = Na koniec rozdania ta karta jest warta { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }.
rules-skip-title = Stop
rules-skip-effect = Następny gracz traci kolejkę.
rules-reverse-title = Zmiana kierunku
rules-reverse-effect = Kierunek gry się odwraca.
rules-reverse-two = Przy dwóch graczach działa jak Stop.
rules-draw-two-title = Weź dwie
rules-draw-two-effect = Następny gracz dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    } i traci kolejkę.
rules-draw-two-match = Tak jak Stop i Zmiana kierunku, ma swój kolor: pasuje do kart tego koloru albo do innej karty Weź dwie.
rules-wild-title = Zmiana koloru
rules-wild-effect = Możesz ją zagrać na każdą kartę; potem wybierasz kolor, w którym toczy się gra.
rules-wild-any-time = Możesz ją zagrać nawet wtedy, gdy masz inne pasujące karty.

## Karta Zmiana koloru – Weź cztery i sprawdzanie

rules-wd4-title = Zmiana koloru – Weź cztery
rules-wd4-effect = Wybierasz kolor; następny gracz dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    } i traci kolejkę.
rules-wd4-when = { $wd4 ->
        [color_or_number] Możesz ją zagrać tylko wtedy, gdy nie masz karty w kolorze gry ani karty z tą samą liczbą lub tym samym symbolem co wierzchnia karta.
        [no_other_playable] Możesz ją zagrać tylko wtedy, gdy nie masz żadnej innej karty do zagrania, nie licząc kart Zmiana koloru.
       *[color] Możesz ją zagrać tylko wtedy, gdy nie masz karty w kolorze gry; karta z tą samą liczbą lub symbolem tego nie zabrania.
    }
rules-wd4-wild-ok = Posiadanie na ręce Zmiany koloru w niczym tu nie przeszkadza.
rules-wd4-bluff = Możesz ją jednak zagrać wbrew tej zasadzie: to blef.
rules-wd4-who = Sprawdzić ją może tylko następny gracz, czyli ten, który ma dobierać, i tylko przed dobraniem.
rules-wd4-shown = Wtedy karty gracza, który ją zagrał, widzi tylko sprawdzający.
rules-wd4-legal = Jeśli zagranie było zgodne z zasadami, sprawdzający dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    } zamiast { NUM($base, gender: "feminine", case: "gen") } i traci kolejkę.
rules-wd4-caught = { $illegal_wd4_caught ->
        [retract_play_legal_draw_4] Jeśli to był blef, Zmiana koloru – Weź cztery wraca na rękę gracza, który ją zagrał, a wybrany kolor przestaje obowiązywać.
       *[offender_draws_4] Jeśli to był blef, to gracz, który ją zagrał, dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
            [one] kartę
            [few] karty
           *[many] kart
        }; wybrany kolor zostaje, a sprawdzający gra normalnie.
    }
rules-wd4-retract = Ten gracz musi potem zagrać kartę pasującą do karty, która poprzednio leżała na wierzchu, i dobrać { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
rules-wd4-no-challenge = Nie ma sprawdzania: zagranie jej wbrew tej zasadzie jest niedozwolonym zagraniem.
rules-wd4-last = Ostatniej karty rozdania nie można sprawdzić.

## UNO

rules-uno-title = UNO
rules-uno-call = Gdy zostanie ci jedna karta, powiedz UNO.
rules-uno-when = Możesz to zrobić razem z zagraniem, po którym zostanie ci jedna karta, albo zaraz po nim.
rules-uno-window = Inni mogą cię przyłapać, dopóki następny gracz nie zagra ani nie dobierze karty.
rules-uno-penalty = Gracz przyłapany na tym, że nie powiedział UNO, dobiera { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
rules-uno-late = Później nie można już ukarać tego gracza.
rules-uno-auto = W tej grze UNO mówi się automatycznie za każdego gracza, więc nikogo nie można przyłapać.
rules-uno-not-win = Powiedzenie UNO nie daje wygranej: ostatnią kartę trzeba jeszcze zagrać.

## Niedozwolone zagrania

rules-illegal-title = Niedozwolone zagrania
rules-illegal-reject = Jeśli spróbujesz zagrać niedozwoloną kartę, gra jej nie przyjmie, powie dlaczego, a ty spróbujesz jeszcze raz.
rules-illegal-penalty = Jeśli zagrasz niedozwoloną kartę, wraca ona do twojej ręki, dobierasz { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
    }, a kolejka przechodzi na następnego gracza.
rules-illegal-penalty-size = Jeśli gra się prawdziwymi kartami i karze się niedozwolone zagrania, karą jest dobranie { NUM($count, gender: "feminine", case: "gen") } { $count ->
        [one] karty
        [few] kart
       *[many] kart
    }.

## Dwóch graczy

rules-two-title = Dwóch graczy
rules-two-reverse = Zmiana kierunku działa jak Stop: kto ją zagrał, gra jeszcze raz.
rules-two-again = Po kartach Stop, Weź dwie i Zmiana koloru – Weź cztery ten sam gracz gra jeszcze raz.

## Punkty i partia

rules-scoring-title = Punkty i partia
rules-scoring-end = Rozdanie kończy się, gdy gracz zagra ostatnią kartę.
rules-scoring-end-draw = Jeśli to karta Weź dwie albo Zmiana koloru – Weź cztery, następny gracz i tak dobiera karty przed liczeniem punktów.
rules-scoring-numbers = Karta z liczbą jest warta tyle punktów, ile wynosi jej liczba.
rules-scoring-actions = Każda karta Stop, Zmiana kierunku i Weź dwie jest warta { $count } { $count ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }.
rules-scoring-wilds = Każda karta Zmiana koloru i Zmiana koloru – Weź cztery jest warta { $count } { $count ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }.
rules-scoring-mode = { $scoring ->
        [lowest_score] Każdy gracz dostaje punkty za karty, które zostały na jego ręce.
        [single_hand] Partia to jedno rozdanie: wygrywa gracz, który pozbędzie się kart, a punkty i tak są ogłaszane.
       *[winner_takes_points] Gracz, który pozbędzie się kart, dostaje punkty za karty pozostałe na rękach wszystkich innych.
    }
rules-scoring-target = { $scoring ->
        [lowest_score] Gdy któryś gracz osiągnie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }, partia się kończy i wygrywa gracz z najniższym wynikiem.
       *[other] Partię wygrywa ten, kto pierwszy zdobędzie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }.
    }
rules-scoring-tie = Przy remisie wygrywa ten z remisujących graczy, który zakończył ostatnie rozdanie; jeśli żaden z nich go nie zakończył – ten, kto siedzi na miejscu o najniższym numerze.
rules-scoring-elimination = { $elimination ->
        [final_two] Kto osiągnie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }, odpada; gdy zostaną dwaj gracze, rozgrywają finał, licząc punkty od zera.
       *[last_one] Kto osiągnie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }, odpada; gra toczy się, aż zostanie jeden gracz.
    }
rules-scoring-elimination-tie = Jeśli kilku graczy osiągnie ten wynik w tym samym rozdaniu, odpadają wszyscy, chyba że zostałoby za mało graczy; wtedy zostają ci z nich, którzy mają najniższe wyniki.
rules-scoring-teams = Gracze tworzą { NUM($count, gender: "feminine", case: "acc") } { $count ->
        [one] drużynę
        [few] drużyny
       *[many] drużyn
    } i zbierają punkty wspólnie; drużyny siedzą na przemian, więc sąsiedzi przy stole należą do różnych drużyn.
rules-scoring-teams-count = Liczba graczy musi być wielokrotnością liczby { $count }.
rules-scoring-team-win = Gdy jeden z partnerów pozbędzie się kart, drużyna wygrywa rozdanie i dostaje punkty za karty na rękach pozostałych drużyn.

## Różnice względem oficjalnych zasad

rules-diff-title = Różnice względem oficjalnych zasad
rules-diff-none = Nie ma żadnych różnic.
rules-diff-count = { $count ->
        [one] Jedna zasada różni się od oficjalnych:
        [few] Od oficjalnych różnią się { NUM($count, gender: "feminine", case: "nom") } zasady:
       *[many] Od oficjalnych różni się { NUM($count, gender: "feminine", case: "nom") } zasad:
    }
rules-diff-item = { $title }. { $line }
rules-diff-house = Włączona zasada domowa: „{ $title }”.

## Zasady domowe

rules-stacking-title = Dokładanie kart karnych
rules-stacking-same = Na kartę Weź dwie można odpowiedzieć kartą Weź dwie, a na Zmianę koloru – Weź cztery taką samą kartą.
rules-stacking-mixed = Na kartę Weź dwie można też odpowiedzieć Zmianą koloru – Weź cztery.
rules-stacking-total = Karty do dobrania się sumują; pierwszy gracz, który nie może lub nie chce odpowiedzieć, dobiera je wszystkie i traci kolejkę.
rules-stacking-no-test = Dołożona Zmiana koloru – Weź cztery nie musi spełniać warunku zagrania i nie można jej sprawdzić.
rules-zero-title = Zasada zera
rules-zero-rule = { $zero ->
        [swap] Kto zagra 0, zamienia się kartami z wybranym przeciwnikiem.
       *[rotate] Gdy ktoś zagra 0, każdy gracz oddaje wszystkie swoje karty następnemu graczowi w kierunku gry.
    }
rules-seven-title = Zasada siódemki
rules-seven-rule = Kto zagra 7, zamienia się kartami z wybranym przeciwnikiem.
rules-zero-last = Zero zagrane jako ostatnia karta rozdania nie powoduje wymiany kart.
rules-seven-last = Siódemka zagrana jako ostatnia karta rozdania nie powoduje wymiany kart.
rules-jump-title = Wskakiwanie
rules-jump-who = Poza kolejką każdy gracz oprócz tego, który właśnie zagrał, może zagrać kartę identyczną z wierzchnią: w tym samym kolorze i z tą samą liczbą lub symbolem.
rules-jump-wilds = Zmianą koloru można wskoczyć na Zmianę koloru, a Zmianą koloru – Weź cztery na taką samą kartę.
rules-jump-effect = { $jump_in ->
        [on] Karta działa normalnie, a gra toczy się dalej od tego gracza.
       *[no_effect] Karta nie działa; gra toczy się dalej od tego gracza, tak jakby to była jego kolejka.
    }
rules-jump-first = Jeśli chce wskoczyć kilku graczy, pierwszeństwo ma ten, kto jest pierwszy w kolejności gry.
rules-jump-penalty = Gracz, który właśnie dobrał karty karne, nie może wskoczyć przed zagraniem następnej karty.
rules-finish-title = Zakaz kończenia Zmianą koloru
rules-finish-rule = { $no_wild_finish ->
        [action] Ostatnią kartą nie może być Zmiana koloru ani Zmiana koloru – Weź cztery, ani też Stop, Zmiana kierunku czy Weź dwie.
       *[wild] Ostatnią kartą nie może być Zmiana koloru ani Zmiana koloru – Weź cztery.
    }
rules-finish-draw = Jeśli zostały ci tylko takie karty, nie możesz ich zagrać i musisz dobierać.
rules-forced-title = Przymus zagrania
rules-forced-rule = Dopóki masz kartę, którą możesz zagrać, musisz ją zagrać zamiast dobierać.
