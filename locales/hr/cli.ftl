cli-description = UNO za slijepe i slabovidne igrače: igra se tipkovnicom, a sve se čita naglas.
cli-usage-error = { $prog }: { $detail }.
cli-help-play = igraj partiju (zadano)
cli-help-cards = ispiši 54 vrste karata s njihovim brajičnim kodovima
cli-help-labels = zapiši listove naljepnica na brajici za jedan špil
cli-presets = official (službena pravila, zadano), it (talijanska), pt (brazilska), pl (poljska), hr (hrvatska) ili ro (rumunjska)
cli-help-rules = pročitaj pravila jednog skupa, odjeljak po odjeljak
cli-help-simulate = pusti računalne igrače da odigraju mnogo partija i prikaži statistiku
cli-help-tutor = nauči UNO i brajične kodove korak po korak
cli-command-metavar = NAREDBA

## argparse's own texts (see ARGPARSE_TEXTS in uno_access/cli/main.py)

cli-help-usage = uporaba:
cli-help-positionals = pozicijski parametri
cli-help-options = opcije
cli-help-help = prikaži ovu pomoć i izađi
cli-arg-wrapper = parametar { $option }: { $detail }
cli-arg-invalid-choice = „{ $value }” nije dopuštena vrijednost. Dopuštene vrijednosti: { $choices }
cli-arg-not-a-whole-number = { $value } nije cijeli broj
cli-arg-expected-one = zahtijeva vrijednost
cli-arg-expected-at-most-one = prima najviše jednu vrijednost
cli-arg-expected-at-least-one = zahtijeva barem jednu vrijednost
cli-arg-expected-count = { $count ->
    [one] zahtijeva { $number } vrijednost
    [few] zahtijeva { $number } vrijednosti
   *[other] zahtijeva { $number } vrijednosti
}
cli-arg-unrecognized = nije moguće protumačiti: { $words }
cli-arg-required = potrebno je navesti: { $names }
cli-arg-one-required = potrebno je navesti jedan od parametara: { $names }
cli-arg-ambiguous = { $option } je početak više opcija: { $matches }
cli-arg-not-allowed-with = ne može se upotrijebiti zajedno s { $other }
cli-arg-explicit-ignored = ne prima vrijednost, a navedeno je { $value }
cli-arg-unexpected-option = { $option } ovdje nije očekivano
cli-arg-unknown-command = { $command } nije naredba; naredbe su: { $choices }

## placeholders for option values in --help (upper case, as help texts write them)

cli-metavar-file = DATOTEKA
cli-metavar-preset = PRAVILA
cli-metavar-switches = NAZIV=VRIJEDNOST,...
cli-metavar-name = IME
cli-metavar-seconds = SEKUNDE
cli-metavar-wpm = RIJEČI
cli-metavar-number = BROJ
# a value the player typed, quoted as this language quotes
cli-quoted = „{ $text }”

# --lang ili postavka jezika navodi jezik koji igra nema: kaže se jednom, na jeziku koji se
# koristi umjesto njega (svaki prijevod imenuje sebe)
cli-language-unavailable = Jezik „{ $name }” nije dostupan pa se koristi hrvatski.
