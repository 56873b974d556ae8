## Strona internetowa uno-access serve (uno_access/web): jej słowa i wiersze, które mówi tylko strona.
web-title = uno-access: UNO dla wszystkich
web-skip = Przejdź do pola poleceń
web-connecting = Jeszcze bez połączenia.
web-signin = Połączenie
web-name = Twoje imię
web-language = Język
web-language-self = Polski
web-connect = Połącz
web-lobby = Poczekalnia
web-tables = Stoły
web-refresh = Pokaż stoły
web-create = Utwórz stół
web-seats = Miejsca (od 2 do 10)
web-bots = Gracze komputerowi
web-level = Poziom graczy komputerowych
web-level-easy = łatwy
web-level-normal = zwykły
web-level-hard = trudny
web-rules = Zasady
web-rules-official = zasady oficjalne
web-rules-it = zasady włoskie
web-rules-pt = zasady brazylijskie
web-rules-pl = zasady polskie
web-rules-hr = zasady chorwackie
web-rules-ro = zasady rumuńskie
web-house = Zasady domowe (nieobowiązkowe)
web-house-hint = Nazwy i wartości rozdzielone przecinkami, na przykład stacking=same,jump_in=on.
web-private = Stół prywatny, dostępny tylko z kodem zaproszenia
web-create-button = Utwórz stół
web-by-code = Dołącz z kodem
web-code = Kod stołu albo zaproszenia
web-join = Dołącz
web-watch = Oglądaj
web-table = Stół
web-seats-list = Miejsca
web-status = Gra w tej chwili
web-start = Rozpocznij grę
web-add-bot = Dodaj gracza komputerowego
web-remove-bot = Usuń gracza komputerowego
web-leave = Odejdź od stołu
web-hand = Twoja ręka
web-hand-empty = Nie masz kart na ręce.
web-draw = Dobierz kartę
web-uno = Powiedz UNO
web-catch = Przyłap na niezgłoszonym UNO
web-command-h = Polecenia
web-command = Polecenie
web-command-hint = Te same polecenia co w konsoli: karta (r3x, czerwona trójka albo jej numer), dobierz, pas, uno, złap, ręka, stos, kolejka, ile, wyniki, historia, pomoc.
web-send = Wyślij
web-history = Historia
web-chat = Czat
web-say = Wiadomość do stołu albo do poczekalni
web-options = Opcje
web-speech = Czytaj głosem przeglądarki (dla grających bez czytnika ekranu)
web-rate = Szybkość mowy
web-volume = Głośność mowy
web-contrast = Wysoki kontrast
web-keys = Klawisze
web-keys-intro = Te klawisze działają w całej stronie, także w polu poleceń; żaden z nich nie koliduje z klawiszami NVDA, JAWS ani VoiceOver.
web-key-hand = twoja ręka
web-key-top = karta na stosie i kolor
web-key-turn = czyja kolej i kierunek gry
web-key-counts = ile kart ma każdy gracz
web-key-scores = wyniki
web-key-repeat = powtórz ostatnią odpowiedź
web-key-go-hand = przejdź do swojej ręki
web-key-go-command = przejdź do pola poleceń
web-key-go-history = przejdź do historii
web-js-connecting = Łączenie.
web-js-connected = W poczekalni.
web-js-reconnected = Znowu połączono.
web-js-lost = Połączenie zostało przerwane. Następna próba za { $seconds ->
        [one] sekundę
        [few] { NUM($seconds, gender: "feminine", case: "acc") } sekundy
       *[many] { NUM($seconds, gender: "feminine", case: "acc") } sekund
    }.
web-js-cannot = Brak połączenia: nic nie zostało wysłane.
web-js-playable = do zagrania
web-js-join = Dołącz do stołu
web-js-watch = Oglądaj stół
web-js-speech-on = Głos przeglądarki jest włączony.
web-js-speech-off = Głos przeglądarki jest wyłączony.
web-js-no-tables = Nie ma otwartego stołu publicznego. Utwórz nowy.
web-js-closed = Ta strona nie jest już połączona: miejsce zostało przejęte z innego urządzenia albo wysłano za dużo wiadomości. Wczytaj stronę ponownie, żeby znowu się połączyć.
web-js-rate-value = { $rate }; zwykłe tempo to 1
web-js-volume-value = { $percent } procent
web-table-name = Stół { $table }{ $watching ->
        [yes] , oglądasz
       *[other] {""}
    }{ $private ->
        [yes] , prywatny, kod zaproszenia { $invite }
       *[other] {""}
    }
web-hand-title = Twoja ręka: { $count ->
        [one] jedna karta
        [few] { NUM($count, gender: "feminine") } karty
       *[many] { NUM($count, gender: "feminine") } kart
    }
web-tables-count = { $count ->
        [0] Nie ma otwartego stołu publicznego.
        [one] Jeden stół publiczny.
        [few] { NUM($count) } stoły publiczne.
       *[many] { NUM($count) } stołów publicznych.
    }
web-settings-here = Na tej stronie ustawienia są w części Opcje.
web-quit-lobby = Jesteś w poczekalni. Zamknij stronę, żeby opuścić serwer.
web-bad-message = Strona wysłała coś, czego serwer nie umie odczytać; nic się nie zmieniło.
web-serve-page = Strona internetowa dla przeglądarek i czytników ekranu: { $url }
web-colors = Wybierz kolor
web-pass = Zatrzymaj dobraną kartę
web-challenge = Zakwestionuj to zagranie
web-accept = Przyjmij i dobierz
