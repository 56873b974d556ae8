cli-description = UNO per giocatori ciechi e ipovedenti: si gioca con la tastiera e tutto viene letto ad alta voce.
cli-usage-error = { $prog }: { $detail }
cli-help-play = gioca una partita (l'azione predefinita)
cli-help-cards = elenca i 54 tipi di carta con i loro codici Braille
cli-help-labels = scrivi i fogli di etichette Braille per un mazzo
cli-help-rules = leggi le regole di un insieme, sezione per sezione
cli-help-simulate = fai giocare molte partite ai giocatori del computer e misurale
cli-help-tutor = impara UNO e i codici Braille passo dopo passo
