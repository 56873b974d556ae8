cli-description = UNO pentru jucători nevăzători și cu vedere slabă: se joacă de la tastatură și totul este citit cu voce tare.
cli-usage-error = { $prog }: { $detail }.
cli-help-play = joacă o partidă (acțiunea implicită)
cli-help-cards = afișează cele 54 de tipuri de cărți cu codurile lor Braille
cli-help-labels = scrie foi de etichete Braille pentru un pachet
cli-presets = official (regulile oficiale, implicit), it (cele italiene), pt (cele braziliene), pl (cele poloneze), hr (cele croate) sau ro (cele românești)
cli-help-rules = citește regulile unui set, secțiune cu secțiune
cli-help-simulate = îi lasă pe jucătorii controlați de calculator să joace multe partide și măsoară rezultatele
cli-help-tutor = te învață UNO și codurile Braille pas cu pas
cli-command-metavar = COMANDĂ

## argparse's own texts (see ARGPARSE_TEXTS in uno_access/cli/main.py)

cli-help-usage = utilizare:
cli-help-positionals = argumente poziționale
cli-help-options = opțiuni
cli-help-help = afișează acest ajutor și ieși
cli-arg-wrapper = parametrul { $option }: { $detail }
cli-arg-invalid-choice = „{ $value }” nu este o valoare permisă. Valori permise: { $choices }
cli-arg-not-a-whole-number = { $value } nu este un număr întreg
cli-arg-expected-one = trebuie urmat de o valoare
cli-arg-expected-at-most-one = acceptă cel mult o valoare
cli-arg-expected-at-least-one = trebuie urmat de cel puțin o valoare
cli-arg-expected-count = { $count ->
    [one] trebuie urmat de { $number } valoare
    [few] trebuie urmat de { $number } valori
   *[other] trebuie urmat de { $number } de valori
}
cli-arg-unrecognized = imposibil de interpretat: { $words }
cli-arg-required = trebuie să indici: { $names }
cli-arg-one-required = trebuie să indici unul dintre parametrii: { $names }
cli-arg-ambiguous = { $option } este începutul mai multor opțiuni: { $matches }
cli-arg-not-allowed-with = nu poate fi folosit împreună cu { $other }
cli-arg-explicit-ignored = nu acceptă nicio valoare, dar a primit { $value }
cli-arg-unexpected-option = { $option } nu era așteptat în acest loc
cli-arg-unknown-command = { $command } nu este o comandă; comenzile sunt: { $choices }

## placeholders for option values in --help (upper case, as help texts write them)

cli-metavar-file = FIȘIER
cli-metavar-preset = REGULI
cli-metavar-switches = NUME=VALOARE,...
cli-metavar-name = NUME
cli-metavar-seconds = SECUNDE
cli-metavar-wpm = CUVINTE
cli-metavar-number = NUMĂR
# a value the player typed, quoted as this language quotes
cli-quoted = „{ $text }”

# --lang sau setarea limbii numește o limbă pe care jocul nu o are: se spune o dată, în limba
# folosită în locul ei (fiecare traducere se numește pe sine)
cli-language-unavailable = Limba „{ $name }” nu este disponibilă, așa că se folosește româna.
