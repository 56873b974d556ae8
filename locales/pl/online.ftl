## Gra przez sieć: słowa poleceń poczekalni i stołu (pierwsze jest główne), potem to, co
## konsola mówi o serwerze, stołach i innych graczach.
online-words-list = stoły, lista
online-words-create = utwórz, nowy
online-words-join = dołącz, usiądź
online-words-spectate = oglądaj, patrz
online-words-leave = odejdź, wstań
online-words-start = zacznij, start
online-words-add = dodaj
online-words-remove = usuń
online-words-kick = wyrzuć
online-words-say = powiedz, napisz
online-words-who = gracze, obecni
online-words-time = czas
online-words-invite = zaproszenie, kod
online-words-opt-private = prywatny
online-words-opt-bots = komputery, boty
online-words-opt-rules = zasady
online-words-opt-house = domowe
online-words-opt-level = poziom
online-words-opt-timer = zegar
online-words-opt-grace = zwłoka
online-words-opt-delay = opóźnienie

online-bot-name = Komputer { $number }

online-connected = Połączono z { $url } jako { $name }. Napisz stoły, żeby usłyszeć stoły, utwórz, żeby otworzyć nowy, pomoc, żeby poznać wszystkie polecenia.
online-cannot-connect = Serwer { $url } nie odpowiada ({ $detail }).
online-bad-url = To nie jest adres serwera: { $url }. Zaczyna się od ws:// albo wss://.
online-reconnecting = Połączenie zostało przerwane. Następna próba za { $seconds ->
        [one] sekundę
        [few] { NUM($seconds, gender: "feminine", case: "acc") } sekundy
       *[many] { NUM($seconds, gender: "feminine", case: "acc") } sekund
    }.
online-resumed = Znowu przy stole. { $count ->
        [0] Nic cię nie ominęło.
        [one] Ominęła cię jedna wiadomość; historia ją powtarza.
        [few] Ominęły cię { NUM($count, gender: "feminine") } wiadomości; historia je powtarza.
       *[many] Ominęło cię { NUM($count, gender: "feminine") } wiadomości; historia je powtarza.
    }
online-server-stopped = Serwer się zatrzymuje. Gra jest tam zapisana; ta konsola połączy się ponownie, gdy wróci.
online-bye-takeover = Twoje miejsce zostało przejęte z innego urządzenia. Ta konsola kończy tutaj.
online-bye-flood = Serwer zamknął połączenie: za dużo wiadomości za szybko.
online-bye-slow = Serwer zamknął połączenie: ta konsola nie nadążała.
online-bye-other = Serwer zamknął połączenie.
online-bad-message = Serwer wysłał wiadomość, której ta konsola nie umie odczytać; została pominięta.

online-help = Polecenia sieciowe: stoły; utwórz z liczbą miejsc i, jeśli chcesz, komputery N, zasady NAZWA, domowe NAZWA=WARTOŚĆ, poziom easy, normal albo hard, prywatny, zegar SEKUNDY, zwłoka SEKUNDY, opóźnienie SEKUNDY; dołącz KOD; oglądaj KOD; odejdź; zacznij; dla gospodarza dodaj POZIOM, usuń NAZWA i wyrzuć NAZWA; powiedz TEKST; gracze; czas; zaproszenie.
online-quit-ask = Odejść teraz od stołu? Twoje miejsce zajmie komputer; kod powrotu pozwoli ci wrócić. Napisz tak, żeby odejść, albo nie, żeby grać dalej.
online-save-now = Serwer przechowuje tę grę ruch po ruchu; jeśli odejdziesz, kod powrotu pozwoli ci wrócić.
online-lobby-prompt = Jesteś w poczekalni. Napisz stoły, utwórz albo dołącz z kodem stołu.
online-table-prompt = Siedzisz przy stole; gra się jeszcze nie zaczęła. Gospodarz pisze zacznij.
online-no-game = Żadna gra jeszcze się nie toczy.
online-create-how = Stół tworzy się tak: utwórz 4 komputery 2 zasady official domowe stacking=same prywatny.
online-join-how = Podaj kod stołu albo kod zaproszenia do stołu prywatnego: dołącz K7QD.
online-say-how = Napisz powiedz, a po nim swoją wiadomość.
online-no-tables = Nie ma otwartego stołu publicznego. Napisz utwórz, żeby go otworzyć.
online-house-rules = { $any ->
        [no] bez zasad domowych
       *[yes] zasady domowe { $house }
    }
online-table-item = Stół { $table }: zasady { $rules }, { online-house-rules }, wolne miejsca: { NUM($free, gender: "neuter") } z { NUM($seats, gender: "neuter", case: "gen") }, { $state ->
        [waiting] czeka
        [playing] trwa gra
       *[other] zakończony
    }; gracze: { $names }.
online-seat-open = miejsce { $seat } wolne
online-seat-item = miejsce { $seat } { $name }{ $kind ->
        [bot] , gracz komputerowy
       *[other] {""}
    }{ $host ->
        [yes] , gospodarz
       *[other] {""}
    }
online-table = Stół { $table }{ $private ->
        [yes] , prywatny
       *[other] {""}
    }: zasady { $rules }, { online-house-rules }; { $seats }.
online-invite = Kod zaproszenia do tego prywatnego stołu to { $code }. Podaj go zapraszanym znajomym: dołącz { $code }.
online-invite-public = Ten stół jest publiczny: każdy może dołączyć z jego kodem { $table }.
online-seated = Siedzisz na miejscu { $seat } przy stole { $table }.
online-token = Twój kod powrotu to { $token }. Z nim i swoim imieniem wrócisz na to miejsce z innego urządzenia.
online-spectating = Oglądasz stół { $table }. Nie widzisz żadnych kart na rękach.
online-left = Wstałeś od stołu i jesteś znowu w poczekalni.
online-back-in-lobby = Jesteś znowu w poczekalni.
online-chat = { $scope ->
        [lobby] { $name } w poczekalni: { $text }
       *[other] { $name } mówi: { $text }
    }
online-who-item = { $name } { $status ->
        [here] jest tutaj
        [away] nie ma połączenia
        [stand_in] ma zastępcę: gra komputer
       *[other] to gracz komputerowy
    }{ $host ->
        [yes] , prowadzi grę
       *[other] {""}
    }
online-who-table = Przy tym stole: { $players }. Oglądający: { NUM($spectators, gender: "feminine") }.
online-who-lobby = W poczekalni: { $count ->
        [0] nikt.
       *[other] { $names }.
    }
online-time-left = Czas na ten ruch, w sekundach: { NUM($seconds, gender: "feminine") }.
online-time-off = Ten stół nie ma zegara ruchów.

online-notice-absent = { $name } stracił połączenie. Miejsce czeka, w sekundach: { NUM($seconds, gender: "feminine") }.
online-notice-back = { $name } wrócił{ $bot ->
        [yes] ; komputer przestaje grać za niego.
       *[other] .
    }
online-notice-waiting = Gra czeka na gracza { $name }, który stracił połączenie; najdłużej jeszcze, w sekundach: { NUM($seconds, gender: "feminine") }.
online-notice-stand-in = { $name } nie wrócił: komputer gra za niego, dopóki nie wróci.
online-notice-left = { $name } odszedł od stołu.
online-notice-left-bot = { $name } odszedł od stołu; jego miejsce zajmuje komputer.
online-notice-kicked = Gospodarz usunął gracza { $name } ze stołu.
online-notice-kicked-bot = Gospodarz usunął gracza { $name }; jego miejsce zajmuje komputer.
online-notice-host = Gospodarzem jest teraz { $name }.
online-notice-joined = { $name } siada na miejscu { $seat }.
online-notice-bot-added = { $name } dołącza jako gracz komputerowy.
online-notice-bot-removed = { $name } odchodzi od stołu.
online-notice-held = Twój ruch chwilę czeka: inni mogą jeszcze zagrać poza kolejką. Zostanie wykonany najpóźniej po tylu sekundach: { NUM($seconds, gender: "feminine") }.
online-notice-time-warning = Zostało czasu na twój ruch, w sekundach: { NUM($seconds, gender: "feminine") }.
online-notice-timed-out = Czas gracza { $name } minął: ten ruch wykonuje komputer.
online-notice-you-kicked = { $name } usunął cię ze stołu.

online-error-bad_json = Serwer nie mógł odczytać tej wiadomości.
online-error-bad_version = Serwer używa protokołu w wersji { $version }; zaktualizuj tę konsolę.
online-error-unknown_type = Serwer nie zna wiadomości { $type }.
online-error-bad_field = Serwer odrzucił wiadomość z błędnym polem: { $field }.
online-error-too_big = Ta wiadomość jest dla serwera za długa.
online-error-hello_first = Serwer czeka najpierw na powitanie.
online-error-hello_again = To połączenie już przywitało się z serwerem.
online-error-bad_name = To imię jest puste po usunięciu znaków sterujących. Wybierz inne imię.
online-error-bad_token = Ten kod powrotu nie działa na tym serwerze; jesteś w poczekalni.
online-error-at_table = Już siedzisz przy stole { $table }. Najpierw napisz odejdź.
online-error-bad_rules = Tych zasad nie można użyć: { $reason }.
online-error-bad_level = Poziomy graczy komputerowych: { $levels }.
online-error-too_many_bots = Przy stole jedno miejsce musi zostać dla człowieka; miejsc jest: { NUM($seats, gender: "neuter") }.
online-error-no_table = Nie ma stołu { $table }.
online-error-private_table = Ten stół jest prywatny: dołącza się do niego z kodem zaproszenia.
online-error-already_started = Przy tym stole gra już się zaczęła. Możesz ją oglądać.
online-error-name_taken = Imię { $name } jest już zajęte przy tym stole.
online-error-table_full = Przy tym stole nie ma wolnego miejsca.
online-error-not_at_table = Nie siedzisz przy stole.
online-error-not_host = Tylko gospodarz stołu może to zrobić.
online-error-no_bot = Przy stole nie ma takiego gracza komputerowego.
online-error-bad_seat = Na tym miejscu nie ma gracza do usunięcia.
online-error-empty_chat = Wiadomość jest pusta po usunięciu znaków sterujących.
online-error-too_fast = Wysyłasz wiadomości za szybko; ta nie została wysłana.
online-error-not_seated = Oglądający nie mogą grać.
online-error-not_your_seat = Ten ruch jest dla innego miejsca; nic się nie zmieniło.
online-error-not_started = Gra jeszcze się nie zaczęła.
online-error-bad_seq = Ten ruch wybrano dla stanu, którego serwer nigdy nie wysłał; nic się nie zmieniło.
online-error-stale = Gra poszła dalej, zanim dotarł twój ruch; nic nie zostało zagrane. Posłuchaj, co się stało, i wybierz jeszcze raz.
online-error-bad_action = Serwer nie mógł odczytać tego ruchu; nic się nie zmieniło.
online-error-held = Twój poprzedni ruch jeszcze czeka; nic się nie zmieniło.
online-error-not_stored = Serwer nie mógł zapisać tego ruchu, więc nie został wykonany. Spróbuj jeszcze raz.
online-error-internal = Serwer miał kłopot z tą wiadomością ({ $detail }); nic się nie zmieniło.
online-error-other = Serwer odmówił: { $code }.

## uno-access serve i join
serve-opt-host = adres, na którym serwer słucha (domyślnie 127.0.0.1; inny wymaga TLS albo --insecure)
serve-opt-port = port (domyślnie 8765; 0 wybiera wolny)
serve-opt-db = plik magazynu, w którym są stoły (domyślnie magazyn w folderze danych użytkownika)
serve-opt-certfile = plik certyfikatu TLS (PEM)
serve-opt-keyfile = plik klucza prywatnego TLS (PEM)
serve-opt-insecure = pozwala na adres inny niż lokalny bez TLS
serve-opt-pace = odstęp w sekundach między ruchami komputera (domyślnie 1)
serve-opt-rate = ile wiadomości na sekundę może wysłać jedno połączenie, zanim zostanie spowolnione (domyślnie 20)
serve-need-both = TLS wymaga zarówno --certfile, jak i --keyfile.
serve-bad-cert = Nie można użyć certyfikatu albo klucza TLS: { $detail }
serve-need-tls = Słuchanie na { $host } bez TLS wysyłałoby każdą wiadomość jawnie. Podaj --certfile i --keyfile albo --insecure, żeby mimo to tak zrobić.
serve-insecure = Uwaga: serwer słucha na { $host } bez TLS. Każdy w sieci może czytać i zmieniać wiadomości.
serve-bad-db = Nie można otworzyć magazynu { $path }: { $detail }
serve-cannot-listen = Nie można słuchać na { $host }, port { $port }: { $detail }
serve-listening = Serwer słucha na { $url }; przywrócone stoły: { $tables }.
serve-stopping = Zatrzymywanie: wszyscy gracze zostają powiadomieni.
serve-stopped = Zatrzymano. Każdy stół jest zapisany.
join-opt-url = adres serwera, na przykład ws://127.0.0.1:8765
join-opt-name = twoje imię przy stołach
join-opt-create = od razu utwórz stół (opcje polecenia utwórz, w cudzysłowie)
join-opt-table = od razu dołącz do tego stołu (kod stołu albo kod zaproszenia)
join-opt-spectate = od razu oglądaj ten stół
join-opt-token = kod powrotu na twoje miejsce (żeby wrócić z innego urządzenia)
join-opt-cafile = plik urzędu, który podpisał certyfikat serwera
join-metavar-options = OPCJE
join-metavar-code = KOD
join-metavar-token = KOD
cli-help-serve = uruchom serwer do gry przez sieć
cli-help-join = graj przez sieć: dołącz do serwera gry

## a console remembers its seat's resume code (online-tokens.json in the user's data folder)
online-token-resume = Wracasz na swoje miejsce z kodem powrotu zapisanym w { $path }.
online-token-not-used = Podano opcję { $option }, więc nie wracasz na swoje miejsce przy stole { $table } z kodem powrotu zapisanym w { $path }.
online-token-file-bad = Nie udało się odczytać kodów powrotu zapisanych w { $path } ({ $detail }); nie zostaną użyte.
online-token-not-saved = Nie udało się zapisać twojego kodu powrotu w { $path } ({ $detail }); zanotuj go, żeby wrócić na swoje miejsce.
online-resumed-seat = Znowu na swoim miejscu przy stole { $table }.
