cli-description = UNO per giocatori ciechi e ipovedenti: si gioca con la tastiera e tutto viene letto ad alta voce.
cli-usage-error = { $prog }: { $detail }.
cli-help-play = gioca una partita (l'azione predefinita)
cli-help-cards = elenca i 54 tipi di carta con i loro codici Braille
cli-help-labels = scrivi i fogli di etichette Braille per un mazzo
cli-presets = official (le regole ufficiali, usate se non si indica altro), it (il regolamento italiano), pt (quello brasiliano), pl (quello polacco), hr (quello croato) o ro (quello rumeno)
cli-help-rules = leggi un regolamento, sezione per sezione
cli-help-simulate = fai giocare molte partite ai giocatori controllati dal computer e raccogli le statistiche
cli-help-tutor = impara UNO e i codici Braille passo dopo passo
cli-command-metavar = COMANDO

## argparse's own texts (see ARGPARSE_TEXTS in uno_access/cli/main.py)

cli-help-usage = uso:
cli-help-positionals = argomenti posizionali
cli-help-options = opzioni
cli-help-help = mostra questo aiuto ed esci
cli-arg-wrapper = parametro { $option }: { $detail }
cli-arg-invalid-choice = «{ $value }» non è un valore ammesso. Valori ammessi: { $choices }
cli-arg-not-a-whole-number = { $value } non è un numero intero
cli-arg-expected-one = deve essere seguito da un valore
cli-arg-expected-at-most-one = accetta al massimo un valore
cli-arg-expected-at-least-one = deve essere seguito da almeno un valore
cli-arg-expected-count = { $count ->
    [one] deve essere seguito da { $number } valore
   *[other] deve essere seguito da { $number } valori
}
cli-arg-unrecognized = impossibile interpretare: { $words }
cli-arg-required = è obbligatorio indicare: { $names }
cli-arg-one-required = è obbligatorio indicare uno tra: { $names }
cli-arg-ambiguous = { $option } è l'inizio di più opzioni: { $matches }
cli-arg-not-allowed-with = non può essere usato insieme a { $other }
cli-arg-explicit-ignored = non accetta valori, ma ha ricevuto { $value }
cli-arg-unexpected-option = { $option } non era previsto in questo punto
cli-arg-unknown-command = { $command } non è un comando; i comandi sono: { $choices }

## placeholders for option values in --help (upper case, as help texts write them)

cli-metavar-file = PERCORSO
cli-metavar-preset = REGOLE
cli-metavar-switches = NOME=VALORE,...
cli-metavar-name = NOME
cli-metavar-seconds = SECONDI
cli-metavar-wpm = PAROLE
cli-metavar-number = NUMERO
# a value the player typed, quoted as this language quotes
cli-quoted = «{ $text }»

# --lang o l'impostazione della lingua nomina una lingua che il gioco non ha: detto una volta,
# nella lingua usata al suo posto (ogni traduzione nomina sé stessa)
cli-language-unavailable = La lingua «{ $name }» non è disponibile, quindi si usa l'italiano.
