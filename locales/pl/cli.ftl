cli-description = UNO dla osób niewidomych i słabowidzących: gra obsługiwana z klawiatury, w której wszystko jest czytane na głos.
cli-usage-error = { $prog }: { $detail }.
cli-help-play = zagraj partię (domyślnie)
cli-help-cards = wypisz 54 rodzaje kart z ich kodami brajlowskimi
cli-help-labels = zapisz arkusze etykiet brajlowskich dla talii
cli-presets = official (zasady oficjalne, domyślne), it (włoskie), pt (brazylijskie), pl (polskie), hr (chorwackie) albo ro (rumuńskie)
cli-help-rules = przeczytaj zasady wybranego zestawu, rozdział po rozdziale
cli-help-simulate = rozegraj wiele partii graczy komputerowych i zmierz wyniki
cli-help-tutor = naucz się UNO i kodów brajlowskich krok po kroku
cli-command-metavar = POLECENIE

## argparse's own texts (see ARGPARSE_TEXTS in uno_access/cli/main.py)

cli-help-usage = użycie:
cli-help-positionals = argumenty pozycyjne
cli-help-options = opcje
cli-help-help = pokaż tę pomoc i zakończ
cli-arg-wrapper = parametr { $option }: { $detail }
# bez kropki na końcu: cli-usage-error dodaje ją do każdego błędu wiersza poleceń
cli-arg-invalid-choice = „{ $value }” nie jest dozwoloną wartością. Dozwolone wartości: { $choices }
cli-arg-not-a-whole-number = { $value } nie jest liczbą całkowitą
cli-arg-expected-one = wymaga podania wartości
cli-arg-expected-at-most-one = przyjmuje najwyżej jedną wartość
cli-arg-expected-at-least-one = wymaga podania co najmniej jednej wartości
cli-arg-expected-count = { $count ->
    [one] wymaga podania { $number } wartości
    [few] wymaga podania { $number } wartości
    [many] wymaga podania { $number } wartości
   *[other] wymaga podania { $number } wartości
}
cli-arg-unrecognized = nie rozpoznano: { $words }
cli-arg-required = należy podać: { $names }
cli-arg-one-required = należy podać jeden z parametrów: { $names }
cli-arg-ambiguous = { $option } to początek kilku opcji: { $matches }
cli-arg-not-allowed-with = nie można go użyć razem z { $other }
cli-arg-explicit-ignored = nie przyjmuje wartości, a podano { $value }
cli-arg-unexpected-option = w tym miejscu nie oczekiwano { $option }
cli-arg-unknown-command = { $command } nie jest poleceniem; dostępne polecenia: { $choices }

## placeholders for option values in --help (upper case, as help texts write them)

cli-metavar-file = PLIK
cli-metavar-preset = ZASADY
cli-metavar-switches = NAZWA=WARTOŚĆ,...
cli-metavar-name = NAZWA
cli-metavar-seconds = SEKUNDY
cli-metavar-wpm = SŁOWA
cli-metavar-number = LICZBA
# a value the player typed, quoted as this language quotes
cli-quoted = „{ $text }”

# --lang albo ustawienie języka wskazuje język, którego gra nie ma: mówione raz, w języku
# użytym zamiast niego (każde tłumaczenie nazywa siebie)
cli-language-unavailable = Język „{ $name }” jest niedostępny, więc używam polskiego.
