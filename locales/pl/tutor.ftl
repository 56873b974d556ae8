## Nauczyciel (uno_access/tutor). Wiersze są czytane na głos: krótkie zdania, pełne nazwy kart.
## $card / $said / $top to nazwy kart (odmieniane przez CASE), $code to kod brajlowski z rogu karty (b3x),
## $name to imię gracza, $preset to przymiotnik zestawu zasad (chorwackie), $dots to punkty komórki („1 2”).

## Opcje wiersza poleceń
tutor-opt-list = wypisz lekcje i swoje postępy, potem zakończ
tutor-opt-lesson = zacznij tę lekcję (nazwa lub numer) i zakończ po niej
tutor-opt-lang = język lekcji: { -language-codes }
tutor-opt-profile = czyje postępy zapisywać (jedna nazwa na gracza; domyślnie wspólny profil)
tutor-opt-reset = wyczyść postępy profilu
tutor-opt-seed = ziarno tasowania w grze z przewodnikiem (aby powtórzyć tę samą grę)

## Słowa wpisywane przez gracza, oddzielone przecinkami (pierwsze jest główne). Angielskie też działają.
tutor-words-yes = tak, t
tutor-words-no = nie, n
tutor-words-quit = wyjdź, koniec
tutor-words-repeat = powtórz, jeszcze
tutor-words-help = pomoc, ?
tutor-words-list = lista, lekcje
tutor-words-hint = podpowiedź, rada
tutor-words-why = dlaczego, czemu
tutor-words-explain = wyjaśnij

tutor-prompt = {"> "}

## Lekcje
tutor-lesson-word = { $lesson ->
    [cards] karty
    [matching] dopasowanie
    [actions] akcje
    [wild] zmiana
    [uno] uno
    [scoring] punktacja
    [codes] kody
    [dots] znaki
    [presets] kraje
    [house] domowe
   *[guided] przewodnik
}
tutor-lesson-title = { $lesson ->
    [cards] Karty i kolory
    [matching] Co można zagrać na kartę ze stosu
    [actions] Stop, Zmiana kierunku i Weź dwie
    [wild] Zmiana koloru, Zmiana koloru – Weź cztery i sprawdzanie
    [uno] Mówienie UNO i przyłapywanie
    [scoring] Liczenie punktów
    [codes] Kody brajlowskie
    [dots] Czytanie znaków brajlowskich punkt po punkcie
    [presets] Zasady różnych krajów
    [house] Zasady domowe
   *[guided] Gra z przewodnikiem
}
tutor-welcome = Witaj w nauczycielu UNO. Każda lekcja najpierw trochę wyjaśnia, a potem ćwiczysz.
tutor-list-header = { $count ->
    [one] Jedna lekcja:
    [few] { $count } lekcje:
   *[many] { $count } lekcji:
}
tutor-list-item = { $number }. { $title } (klucz: { $name }){ $done ->
    [yes] , ukończona
   *[no] {""}
}{ $answers ->
    [0] .
    [one] , { $percent }% poprawnych spośród 1 odpowiedzi.
    [few] , { $percent }% poprawnych spośród { $answers } odpowiedzi.
   *[many] , { $percent }% poprawnych spośród { $answers } odpowiedzi.
}
tutor-menu-ask = Wpisz numer lub nazwę lekcji, „lista” albo „wyjdź”. Naciśnij Enter, aby zacząć: { $title }.
tutor-unknown-lesson = Nie ma lekcji { $name }. Lekcje to: { $names }.
tutor-lesson-start = Lekcja { $number } z { NUM($count, gender: "feminine", case: "gen") }: { $title }.
tutor-practice-start = { $count ->
    [one] Teraz ćwiczenie: jedno pytanie.
    [few] Teraz ćwiczenie: { $count } pytania.
   *[many] Teraz ćwiczenie: { $count } pytań.
} Wpisz „powtórz”, aby jeszcze raz usłyszeć pytanie, albo „wyjdź”, aby przerwać.
tutor-help = Odpowiedz na każde pytanie i naciśnij Enter. Wpisz „powtórz”, aby usłyszeć pytanie jeszcze raz, „lista”, aby usłyszeć lekcje, albo „wyjdź”, aby przerwać. W grze wpisz „ręka”, aby usłyszeć swoje karty, i „stos”, aby usłyszeć kartę na stosie.
tutor-lesson-done = { $title }: lekcja ukończona, dobre odpowiedzi: { NUM($right, gender: "feminine", case: "nom") } z { NUM($total, gender: "feminine", case: "gen") }.
tutor-lesson-done-guided = { $title }: partia zakończona, lekcja ukończona.
tutor-lesson-left = Przerwano lekcję { $title }. Twoje postępy są zapisane.
tutor-bye = Do widzenia i powodzenia przy stole.

## Odpowiedzi
tutor-right = Dobrze.
tutor-need-number = Odpowiedz liczbą zapisaną cyframi.
tutor-wrong-number = Niezupełnie. Prawidłowa odpowiedź: { $answer }.
tutor-next = Następne pytanie.
tutor-again-later = To pytanie wkrótce wróci.
tutor-need-yes-no = Odpowiedz tak albo nie.
tutor-wrong-yes-no = { $answer ->
    [yes] Niezupełnie. Prawidłowa odpowiedź: tak.
   *[no] Niezupełnie. Prawidłowa odpowiedź: nie.
}

## Karty
tutor-q-deck-size = Ile kart ma talia UNO?
tutor-q-copies = Ile razy w talii występuje { CASE($card, case: "nom") }?
tutor-q-draws = { $case ->
    [draw_two] Gdy zagrywasz kartę Weź dwie, ile kart dobiera następny gracz?
    [challenge_lost] Sprawdzasz Zmianę koloru – Weź cztery, ale była zagrana uczciwie. Ile kart dobierasz?
   *[uno_caught] Ile kart według oficjalnych zasad dobiera gracz, którego przyłapano na tym, że nie powiedział UNO?
}
tutor-q-points = Ile punktów daje { CASE($card, case: "nom") } przy podliczaniu rozdania?
tutor-q-hand-points = Graczowi zostały na ręce: { $cards }. Ile punktów jest w tej ręce?

## Kody brajlowskie
tutor-codes-intro-1 = Każda karta talii UNO Braille ma w rogu krótki kod, a ten sam kod możesz wpisać, aby zagrać kartę.
tutor-codes-intro-2 = Kod kolorowej karty zaczyna się od litery koloru: r czerwony, y żółty, g zielony, b niebieski. Karta z liczbą ma potem cyfrę i literę x, więc b3x to niebieska trójka. Stop to sk, Zmiana kierunku to rv, a Weź dwie to d2, jak w gsk, yrv i rd2.
tutor-codes-intro-3 = Zmiana koloru to wld, a Zmiana koloru – Weź cztery to dr4.
tutor-q-code = Wpisz kod karty: { $card }.
tutor-wrong-code = Niezupełnie: { $card } ma kod { $code }.
tutor-q-name = Która karta ma kod { $code }? Podaj jej nazwę, na przykład niebieska trójka.
tutor-name-not-code = Tym razem podaj nazwę karty, nie kod, na przykład zielony Stop.
tutor-not-a-card = Nie znam karty o nazwie „{ $text }”. Spróbuj jeszcze raz, na przykład czerwona siódemka.
tutor-wrong-name = Niezupełnie. Podano: { $said }, ale { $code } to { $card }.

## Punkty brajlowskie
tutor-dots-intro-1 = Znak brajlowski ma sześć punktów w dwóch kolumnach: punkty 1, 2 i 3 są ułożone od góry do dołu po lewej stronie, a punkty 4, 5 i 6 po prawej.
tutor-dots-intro-2 = Litery a, b, c, d, e, f, g, h, i oraz j zapisuje się wyłącznie czterema górnymi punktami: a to punkt 1, b to punkty 1 2, c to punkty 1 4.
tutor-dots-intro-3 = Na kartach cyfrę zapisuje się bez znaku liczby, jak jedną z tych dziesięciu liter: 1 jak a, 2 jak b, a 0 jak j.
tutor-dots-intro-4 = Tak więc niebieska trójka, kod b3x, to punkty 1 2, potem punkty 1 4, potem punkty 1 3 4 6.
tutor-q-dots = Jaka litera to punkty { $dots }?
tutor-right-dots = { $digit ->
    [none] Dobrze, to { $letter }.
   *[other] Dobrze, to { $letter }, które na kartach oznacza też cyfrę { $digit }.
}
tutor-wrong-dots = { $digit ->
    [none] Niezupełnie. Punkty { $dots } to litera { $letter }.
   *[other] Niezupełnie. Punkty { $dots } to litera { $letter }, czyli cyfra { $digit } na kartach.
}
tutor-cell = punkty { $dots }
tutor-q-cells = Przeczytaj ten kod znak po znaku: { $cells }. Wpisz kod.
tutor-right-card = Dobrze: { $code } to { $card }.

## Chwile z prawdziwej gry
tutor-goal = { $goal ->
    [draw] Żadna karta z twojej ręki nie pasuje. Co robisz? Wpisz swój ruch.
    [skip] Spraw, aby następny gracz stracił kolejkę. Wpisz kartę.
    [reverse] Zmień kierunek gry. Wpisz kartę.
    [draw_two] Spraw, aby następny gracz dobrał dwie karty. Wpisz kartę.
    [wild] Zagraj Zmianę koloru i w tym samym wierszu podaj kolor, na przykład wld b.
    [wd4] Nic na twojej ręce nie pasuje, ale masz Zmianę koloru – Weź cztery. Zagraj ją i podaj kolor.
    [challenge] { $name } właśnie zagrał przeciw tobie Zmianę koloru – Weź cztery. Spróbuj ją sprawdzić: wpisz „sprawdzam”.
    [accept] { $name } znowu zagrał przeciw tobie Zmianę koloru – Weź cztery. Tym razem weź cztery karty: wpisz „przyjmij”.
    [uno] Zostały ci dwie karty. Zagraj jedną i w tym samym wierszu powiedz UNO, na przykład b4x uno.
    [catch] { $name } ma już tylko jedną kartę i nie powiedział UNO. Przyłap go: wpisz „złap” (albo „przyłap”).
    [stack] Dokładanie kart karnych jest włączone, a { $name } właśnie zagrał przeciw tobie kartę Weź dwie. Odpowiedz własną kartą Weź dwie.
    [zero_rule] Zasada zera jest włączona. Zagraj swoje zero, a każda ręka przejdzie do następnego gracza.
    [swap] Zasada siódemki jest włączona, a na stosie leży twoja siódemka. Zamień się kartami: wpisz „zamień” i imię, na przykład zamień { $name }.
    [jump] Wskakiwanie jest włączone. { $name } właśnie zagrał kartę, którą też masz. Zagraj teraz swoją identyczną kartę, poza kolejką.
    [no_finish] Włączona jest zasada, która zabrania kończyć Zmianą koloru, a twoja ostatnia karta to właśnie ona. Co robisz?
    [forced] Przymus zagrania jest włączony. Wykonaj swój ruch.
   *[match] Zagraj kartę, która pasuje do karty na stosie. Wpisz jej kod, nazwę albo miejsce na ręce.
}
tutor-after = { $goal ->
    [challenge] { $name } miał jeszcze kartę w kolorze w grze, więc Zmiana koloru – Weź cztery była blefem i to on dobrał cztery karty.
    [accept] { $name } nie miał żadnej karty w kolorze w grze, więc Zmiana koloru – Weź cztery była uczciwa: sprawdzenie kosztowałoby cię 6 kart.
   *[other] {""}
}
tutor-turns-passed = Minęło kilka kolejek.
tutor-legal-not-goal = Ten ruch jest dozwolony, ale to nie jest to, o co prosi ćwiczenie.
tutor-legal-now = { $count ->
    [0] Żadnej karty z ręki nie można teraz zagrać, więc dobierz.
    [one] Teraz możesz zagrać: { $cards }.
    [few] Karty, które możesz teraz zagrać: { $cards }.
   *[many] Karty, które możesz teraz zagrać: { $cards }.
}
tutor-add-color = Dopisz kolor w tym samym wierszu, na przykład { $code } b.
tutor-swap-whom = Powiedz, z kim się zamienić, na przykład zamień { $name }.
tutor-situation-commands = Wpisz ruch, na przykład kartę, „dobierz”, „sprawdzam” albo „złap”. Wpisz „ręka” albo „stos”, aby usłyszeć karty.

## Zasady krajów i zasady domowe
tutor-presets-intro = Każdy zestaw zasad odpowiada instrukcji UNO z jednego kraju. Podstawą są zasady oficjalne; oto, co zmienia każdy zestaw.
tutor-preset-heading = Zasady { $preset }.
tutor-q-preset-uno = Obowiązują zasady { $preset }. Ile kart dobiera gracz przyłapany na tym, że nie powiedział UNO?
tutor-q-preset-wd4 = Obowiązują zasady { $preset }. Czy możesz zagrać Zmianę koloru – Weź cztery, mając kartę z tą samą liczbą co karta na stosie, ale nie mając żadnej karty w jej kolorze?
tutor-q-preset-draw = Obowiązują zasady { $preset }. Czy jeśli nie możesz zagrać, dobierasz karty tak długo, aż trafisz na taką, którą da się zagrać?
tutor-q-preset-lowest = Obowiązują zasady { $preset }. Czy partię wygrywa gracz z najniższym wynikiem?
tutor-house-intro = Zasady domowe to dodatkowe zasady, na które gracze umawiają się przed grą. Wszystkie są wyłączone, chyba że włączysz je na początku gry.

## Gra z przewodnikiem
tutor-guided-intro-1 = Teraz zagraj prawdziwą partię przeciwko dwóm graczom komputerowym. Nazywają się { $first } i { $second }. Wygrywa ten, kto pierwszy zdobędzie 50 punktów.
tutor-guided-intro-2 = W swojej kolejce wpisz „podpowiedź”, aby usłyszeć dobry ruch i zasadę, która na niego pozwala. Wpisz „dlaczego”, aby usłyszeć, co się przed chwilą stało i jaka zasada zadziałała, a „wyjaśnij”, aby zrozumieć wybór gracza komputerowego.
tutor-guided-intro-3 = Działają też wszystkie inne polecenia z gry: ręka, stos, pomoc i wyjdź.
tutor-hint = { $kind ->
    [play] Zagraj { CASE($card, case: "acc") }: wpisz { $typed }.
    [jump_in] Wskocz { CASE($card, case: "ins") }: wpisz { $typed }.
    [draw] Dobierz kartę.
    [pass] Zatrzymaj dobraną kartę: wpisz „pas”.
    [challenge] Sprawdź Zmianę koloru – Weź cztery: wpisz „sprawdzam”.
    [accept] Weź karty: wpisz „przyjmij”.
    [color] Wybierz kolor: wpisz { $typed }.
    [swap] Zamień się kartami: wpisz { $typed }.
    [uno] Powiedz teraz UNO.
   *[catch] Przyłap gracza, który zapomniał o UNO: wpisz „złap”.
}
tutor-rule = { $rule ->
    [color] Zasada: kartę można zagrać na kartę tego samego koloru; { $card } ma kolor w grze, { $color }.
    [number] Zasada: kartę można zagrać na kartę z tą samą liczbą; { $card } ma tę samą liczbę co { $top }.
    [symbol] Zasada: kartę można zagrać na kartę z tym samym symbolem; { $card } ma ten sam symbol co { $top }.
    [wild] Zasada: Zmianę koloru można zagrać na każdą kartę, a ten, kto ją zagrał, wybiera następny kolor.
    [wild_draw_four] Zasada: Zmiana koloru – Weź cztery jest uczciwa tylko wtedy, gdy nie masz karty w kolorze w grze ({ $color }); następny gracz może ją sprawdzić.
    [stack] Zasada: przy dokładaniu kartę karną można przebić kartą karną tego samego rodzaju, a karty do dobrania się sumują.
    [retract] Zasada: Zmiana koloru – Weź cztery została cofnięta, więc zagrywa się kartę, która była dozwolona przed nią.
    [draw_none] Zasada: gdy żadna twoja karta nie pasuje do { CASE($top, case: "gen") } (kolor w grze: { $color }), dobierasz.
    [draw_choice] Zasada: możesz dobrać, nawet gdy możesz zagrać, ale potem zagrasz tylko dobraną kartę.
    [draw_penalty] Zasada: kto nie może albo nie chce przebić karty karnej, dobiera karty ({ NUM($total, gender: "feminine", case: "acc") }) i traci kolejkę.
    [pass] Zasada: po dobraniu karty, którą można zagrać, możesz ją zatrzymać i spasować.
    [challenge] Zasada: Zmianę koloru – Weź cztery może sprawdzić tylko gracz, który ma dobierać, i tylko przed dobraniem.
    [accept] Zasada: bez sprawdzania następny gracz dobiera cztery karty i traci kolejkę.
    [choose_color] Zasada: po Zmianie koloru ten, kto ją zagrał, wybiera kolor, w którym toczy się gra.
    [swap] Zasada: przy zasadzie siódemki ten, kto zagra siódemkę, zamienia się kartami z wybranym graczem.
    [uno] Zasada: gdy zostaje ci jedna karta, powiedz UNO, zanim ruszy się następny gracz.
    [catch] Zasada: gracza z jedną kartą, który nie powiedział UNO, można przyłapać i wtedy dobiera karty.
   *[jump_in] Zasada: przy wskakiwaniu kartę identyczną z kartą na stosie można zagrać poza swoją kolejką.
}
tutor-quit-ask = Opuścić grę z przewodnikiem? Wpisz „tak”, aby wyjść, albo „nie”, aby grać dalej.
tutor-hint-none = Teraz nie ma ruchu do podpowiedzenia.
tutor-hint-wait = Teraz gra { $name }. Poczekaj na swoją kolejkę.
tutor-why-none = Jeszcze nic nie zagrano.
tutor-explain-none = Gracze komputerowi jeszcze się nie ruszyli.
tutor-explain-who = Nie ma gracza komputerowego o imieniu { $text }.

## Postępy
tutor-bad-profile = Nazwy profilu { $name } nie można użyć. Użyj najwyżej 40 liter, cyfr, łączników lub podkreślników.
tutor-reset-ask = Wyczyścić wszystkie postępy profilu { $profile }? Wpisz „tak” albo „nie”.
tutor-reset-done = Postępy profilu { $profile } zostały wyczyszczone.
tutor-reset-kept = Niczego nie wyczyszczono.
tutor-progress-recovered = Nie udało się odczytać zapisanych postępów, więc plik przeniesiono do { $path } i zaczynasz od nowa.
tutor-progress-not-saved = Nie można zapisać postępów: { $detail }. Lekcja trwa dalej.
