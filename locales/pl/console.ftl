## Konsola: słowa poleceń, pomoc, komunikaty i odpowiedzi na wpisane wiersze.
## cmd-words-*: słowa danego polecenia, rozdzielone przecinkami (pierwsze jest główne).
## Angielskie słowa i kody kart działają zawsze, także jednoliterowe skróty (h, t, w, c, s, a,
## l, q) i litery kolorów (r, y, g, b); dlatego tu nie ma liter.
## Polskie znaki można pomijać: „wez”, „zolty” też działają.

cmd-words-play = zagraj, graj
cmd-words-draw = dobierz, weź
cmd-words-pass = pas, pasuję, zostaw
cmd-words-uno = uno, u
cmd-words-catch = złap, przyłap
cmd-words-challenge = sprawdź, sprawdzam
cmd-words-accept = przyjmij, przyjmuję
cmd-words-color = kolor
cmd-words-swap = zamień
cmd-words-hand = ręka, karty
cmd-words-top = stos, wierzch
cmd-words-turn = kolejka, kto
cmd-words-counts = ile, liczby
cmd-words-scores = wyniki, punkty
cmd-words-repeat = powtórz, jeszcze
cmd-words-history = historia
cmd-words-rules = zasady
cmd-words-help = pomoc, ?
cmd-words-quit = wyjdź, koniec
cmd-words-settings = ustawienia
cmd-words-save = zapisz
cmd-words-set = ustaw
cmd-words-yes = tak
cmd-words-no = nie
cmd-words-color-r = czerwony, czerwona, czerwone, czerwoną
cmd-words-color-y = żółty, żółta, żółte, żółtą
cmd-words-color-g = zielony, zielona, zielone, zieloną
cmd-words-color-b = niebieski, niebieska, niebieskie, niebieską

## Odpowiedzi na wiersze, których nie udało się zrozumieć
cmd-unknown = Nie znam polecenia „{ $text }”. Wpisz „pomoc”, żeby poznać polecenia.
cmd-not-a-card = „{ $text }” to nie karta. Podaj numer karty na ręce, jej kod, na przykład r3x, albo nazwę, na przykład czerwona trójka.
cmd-play-which = Którą kartę? Na przykład: zagraj 2, zagraj r3x albo zagraj czerwoną trójkę.
cmd-color-which = Jaki kolor? Czerwony, żółty, zielony albo niebieski.
cmd-bad-seat = Nie ma gracza „{ $text }”.
cmd-history-number = Po słowie historia podaj, ile linii chcesz usłyszeć, na przykład: historia 5.
cmd-no-arguments = Po poleceniu { $command ->
        [draw] dobierz
        [pass] pas
        [uno] uno
        [challenge] sprawdź
        [accept] przyjmij
        [hand] ręka
        [top] stos
        [turn] kolejka
        [counts] ile
        [scores] wyniki
        [repeat] powtórz
        [quit] wyjdź
        [yes] tak
        [no] nie
        [catch] złap
        [swap] zamień
       *[other] { $command }
    } nic się nie wpisuje.
cmd-bad-position = Nie masz karty numer { $number }: masz { $count ->
        [one] jedną kartę
        [few] { NUM($count, gender: "feminine", case: "acc") } karty
       *[many] { NUM($count, gender: "feminine", case: "acc") } kart
    }.
cmd-bad-after-card = Po karcie może być kolor albo uno, a nie „{ $text }”.
cmd-which-card = Którą: { $cards }?

## Komunikaty i odpowiedzi konsoli
console-which-color = Jaki kolor dla { CASE($card, case: "gen") }? Wpisz czerwony, żółty, zielony albo niebieski (i „uno”, jeśli je mówisz).
console-resumed = Zapisana gra toczy się dalej, rozdanie { $hand }.
console-match-over = Koniec partii. Wpisz „wyjdź”, żeby zakończyć, albo „historia”, żeby jeszcze raz usłyszeć jej przebieg.
console-spectator = Oglądasz grę: wszystkie miejsca zajmują gracze komputerowi.
console-nothing-to-repeat = Na razie nie ma czego powtarzać.
console-history = { $count ->
        [one] Ostatnie zdarzenie:
        [few] Ostatnie { $count } zdarzenia:
       *[many] Ostatnie { $count } zdarzeń:
    }
console-rules-list = Części zasad: { $sections }. Wpisz zasady i nazwę części, na przykład: zasady uno.
console-rules-unknown = Nie ma części zasad „{ $name }”. Wpisz „zasady”, żeby usłyszeć listę.
console-help-cards = Kartę podajesz numerem na ręce (2), kodem brajlowskim (r3x, wld r, dr4 g) albo nazwą (czerwona trójka, zagraj czerwoną trójkę, wybierz kolor niebieski). Sama karta oznacza zagranie; dopisz uno, żeby powiedzieć UNO razem z zagraniem.
console-help-actions = Ruchy: zagraj, dobierz, pas (zatrzymujesz dobraną kartę), uno, złap, sprawdzam (albo sprawdź), przyjmij, kolor (na przykład czerwony albo r) oraz zamień, a po nim imię gracza (na przykład zamień Bartek).
console-help-status = Stan gry: ręka (oznaczone są karty, które możesz zagrać), stos (karta i kolor w grze), kolejka (czyj ruch i w którą stronę), ile, wyniki, powtórz, historia (opcjonalnie z liczbą, na przykład historia 5), zasady.
console-help-other = Poza tym: ustawienia, ustaw z nazwą i wartością (na przykład ustaw tempo 200, ustaw szczegółowość zwięzła), zapisz (gra zapisuje się sama po każdym ruchu), pomoc, wyjdź. Pusty wiersz (sam Enter) podpowiada, co teraz zrobić.
console-key-item = { $key } lub { $fkey } { $command ->
        [help] pomoc
        [hand] ręka
        [top] stos
        [turn] kolejka
        [counts] ile
        [scores] wyniki
        [repeat] powtórz
        [history] historia
       *[other] { $command }
    }
console-help-keys = Skróty, wpisane same i zatwierdzone klawiszem Enter: { $keys }. W trybie standardowym klawisze funkcyjne działają od razu, a klawisz Tab uzupełnia nazwy kart.
console-quit-ask = Wyjść teraz? Gra jest zapisana; polecenie uno-access play --resume ją wznowi. Wpisz „tak”, żeby wyjść, albo „nie”, żeby grać dalej.
console-quit-cancelled = Gra toczy się dalej.
console-bye = Do zobaczenia.
console-nothing-to-confirm = Nie ma niczego do potwierdzenia.
# $key: nazwa ustawienia w pliku (sound_volume); $name: słowo do wpisania (głośność-dźwięków), które
# w zdaniu czyta się jak dwa słowa: tu bez łącznika. Zwłoka i odstęp są w sekundach.
console-setting-item = { $key ->
        [pitch] wysokość głosu
        [sound_volume] głośność dźwięków
        [windows] poza kolejką
        [hand_order] kolejność ręki
       *[other] { $name }
    }: { console-setting-value }
# wartości z jednostką; zwłoka i odstęp w sekundach: całe bez „,0” (3 sekundy, 1 sekunda,
# 5 sekund), ułamki z przecinkiem (2,5 sekundy)
console-setting-value = { $key ->
        [delay] { NUMBER($number, maximumFractionDigits: 1) } { NUMBER($number, maximumFractionDigits: 1) ->
            [one] sekunda
            [few] sekundy
            [many] sekund
           *[other] sekundy
        }
        [pace] { NUMBER($number, maximumFractionDigits: 1) } { NUMBER($number, maximumFractionDigits: 1) ->
            [one] sekunda
            [few] sekundy
            [many] sekund
           *[other] sekundy
        }
        [rate] { $value } { $number ->
            [one] słowo
            [few] słowa
            [many] słów
           *[other] słowa
        } na minutę
        [backlog] { $value } { $number ->
            [0] (wyłączone)
            [one] (powyżej 1 zdarzenia)
            [few] (powyżej { $value } zdarzeń)
           *[many] (powyżej { $value } zdarzeń)
        }
       *[other] { $value }
    }
console-settings = Ustawienia: { $settings }.
list-items = { $head }; { $last }
console-settings-how = Żeby coś zmienić, wpisz ustaw, nazwę i wartość, na przykład: ustaw tempo 200.
console-set-how = Wpisz ustaw, nazwę ustawienia i wartość. Ustawienia to: { $names }.
console-setting-changed = { $key ->
        [language] { $raw ->
                [auto] Gra używa teraz języka systemu.
               *[other] Język gry to teraz { $value }.
            }
       *[other] Ustawienie „{ $key ->
            [pitch] wysokość głosu
            [sound_volume] głośność dźwięków
            [windows] poza kolejką
            [hand_order] kolejność ręki
           *[other] { $name }
        }” ma teraz wartość { console-setting-value }.{ $later ->
            [yes] {" "}Zmiana zadziała przy następnym uruchomieniu gry.
           *[no] {""}
        }
    }
console-settings-not-saved = Ustawienie działa, ale nie udało się go zapisać: { $detail }.
console-saved-on-exit = Gra jest zapisana. Wpisz uno-access play --resume, żeby ją wznowić.
console-no-save = Nie ma zapisanej gry, więc zaczyna się nowa.
console-save-corrupt = Nie udało się odczytać zapisanej gry ({ $detail }); plik przeniesiono do { $path } i zaczyna się nowa gra.
console-save-kept = Wcześniejszą zapisaną grę zachowano jako { $path }; polecenie uno-access play --resume { $path } ją wznowi.
console-save-exists = Jest zapisana gra; zostanie zastąpiona, gdy zacznie się ta nowa. Żeby ją wznowić, wyjdź i wpisz uno-access play --resume.
console-save-failed = Nie udało się zapisać gry ({ $detail }); gra toczy się dalej bez zapisu.
console-log-failed = Nie udało się zapisać dziennika zdarzeń ({ $detail }); zapis dziennika wstrzymano.
console-internal-error = Wewnątrz gry coś poszło nie tak ({ $detail }). Gra jest zapisana; prosimy o zgłoszenie błędu.
console-bad-players = Lista graczy „{ $text }” jest niepoprawna: podaj od 2 do 10 pozycji, każda to human, easy, normal albo hard.
console-bad-deck = Nie można użyć pliku talii { $path }: { $detail }.
console-bad-deck-code = Plik talii { $path } zawiera „{ $code }”, a to nie jest kod karty.
console-bad-deck-count = Plik talii { $path } musi zawierać 108 kart jednej talii; zawiera { $count }. Brakuje: { $missing }. Nadmiarowe: { $extra }.
console-bad-dealer = Nie ma miejsca nr { $value }, z którego można rozdawać: miejsca mają numery od 0 do { $last }.
console-bad-rules = { $detail }
console-bad-log = Nie można zapisać dziennika zdarzeń { $path }: { $detail }.
console-spectating = Nie ma miejsca dla człowieka: oglądasz grę graczy komputerowych.

## Ustawienia (uno_access/storage/settings.py)
settings-unknown = Nie ma ustawienia „{ $name }”. Ustawienia to: { $names }.
settings-bad-choice = „{ $value }” nie jest dozwoloną wartością ustawienia „{ $name }”. Dozwolone wartości: { $allowed }.
settings-bad-number = Ustawienie „{ $name }” musi być liczbą od { $low } do { $high }, a nie „{ $value }”.
settings-bad-voice = „{ $value }” to nie jest nazwa głosu.
settings-corrupt = Nie udało się odczytać pliku ustawień { $path }, więc obowiązują ustawienia domyślne.
settings-unreadable = Nie udało się otworzyć pliku ustawień { $path } ({ store-reason }), więc obowiązują ustawienia domyślne.

## Opcje polecenia uno-access play
play-opt-players = miejsca przy stole po kolei, rozdzielone przecinkami: human (człowiek) albo komputer na poziomie easy (łatwy), normal (średni) lub hard (trudny); domyślnie: human,normal,normal,normal
play-opt-rules = zestaw zasad: { cli-presets }
play-opt-house = zasady domowe i inne przełączniki, NAZWA=WARTOŚĆ rozdzielone przecinkami
play-opt-seed = ziarno tasowania, żeby powtórzyć grę
play-opt-deck = plik ze 108 kodami kart pierwszego rozdania, w kolejności rozdawania
play-opt-dealer = numer miejsca gracza, który rozdaje jako pierwszy (liczone od 0)
play-opt-event-log = zapisuj każde zdarzenie do tego pliku jako wiersze JSON
play-opt-lang = język: { -language-codes }
play-opt-speech = mowa: auto (automatycznie), screenreader (czytnik ekranu), speechd, espeak, pyttsx3 albo none (wyłączona)
play-opt-verbosity = szczegółowość komunikatów: brief (zwięzła), normal (zwykła) albo verbose (pełna)
play-opt-mode = tryb: plain (prosty, bez żadnych sekwencji sterujących) albo standard (standardowy: kolor, bogatszy znak zachęty); bez tej opcji tryb jest automatyczny: prosty, gdy wejście lub wyjście nie jest terminalem albo ustawiono TERM=dumb, NO_COLOR lub ACCESSIBLE, a w przeciwnym razie standardowy
play-opt-display = wyświetlanie: text (tekst: nazwy kart) albo braille (brajl: kody kart i krótkie wiersze)
play-opt-resume = wznów zapisaną grę
play-opt-delay = zwłoka: ile sekund gracz komputerowy czeka, gdy można przyłapać kogoś bez UNO albo wskoczyć kartą
play-opt-pace = odstęp: ile sekund mija między ruchami graczy komputerowych
play-opt-rate = tempo mowy w słowach na minutę
play-opt-voice = głos: nazwa głosu silnika mowy
play-prompt = >{" "}
play-prompt-turn = twój ruch>{" "}

## cmd-key-*: jednoliterowy skrót polecenia w tym języku (wpisany sam, potem Enter), wzięty ze
## słów tego języka: żadna litera dwa razy, żadna z r, y, g, b (litery kolorów w kodach kart),
## "-" gdy brak.
# z zagraj, d dobierz, u uno, k karty, s stos, t tura, i ile, p punkty, j jeszcze, h historia, w wyjdź
cmd-key-play = z
cmd-key-draw = d
cmd-key-uno = u
cmd-key-hand = k
cmd-key-top = s
cmd-key-turn = t
cmd-key-counts = i
cmd-key-scores = p
cmd-key-repeat = j
cmd-key-history = h
cmd-key-quit = w
