# Partite salvate, l'archivio e i file non validi (uno_access/storage/store.py, storage/saves.py, console/games.py, cli/saves.py)

store-reason = { $reason ->
    [full] il disco è pieno
    [readonly] nella cartella non si può scrivere
    [locked] un altro programma sta usando il file
    [cannot_open] il file non si può aprire
    [corrupt] il file è danneggiato
    [foreign] il file appartiene a un altro programma o a una versione più recente
    [not_a_file] non è un file
    [missing] il file o la sua cartella non esiste
    [missing_folder] la cartella { $folder } non esiste
    [denied] manca il permesso
    [too_large] il file è troppo grande
    [a_folder] è una cartella, non un file
    [not_a_folder] una parte del percorso non è una cartella
    [name_too_long] il nome è troppo lungo
    [link_loop] il percorso contiene un ciclo di collegamenti
    [exists] esiste già
    [io] il disco ha segnalato un errore
    [address_in_use] un altro programma usa già quella porta
    [address_not_here] l'indirizzo non appartiene a questo computer
    [refused] il server ha rifiutato la connessione
    [timed_out] nessuna risposta in tempo
    [unreachable] la rete non lo raggiunge
    [not_text] non è un file di testo
    [not_json] il contenuto non si può leggere
    [not_a_save] contiene altri dati
    [unknown_version] è stato salvato da una versione sconosciuta
    [no_game] non contiene nessuna partita
    [inconsistent] le mosse salvate non corrispondono alla partita
    [bad_certificate] non è un certificato o una chiave valida
    [not_a_server] non è un server di uno-access
   *[other] il sistema ha segnalato un errore
}
store-save-failed = Non si può salvare la partita: { store-reason }. Si continua senza salvare.
store-cannot-read = Le partite salvate in { $path } non si possono usare: { store-reason }.
store-cannot-open = { store-cannot-read } { store-not-saving }
store-not-saving = Questa partita non verrà salvata.
store-quit-ask = Uscire ora? La partita è salvata come { $name }; uno-access play --resume { $name } la riprende. Scrivi «sì» per uscire o «no» per continuare.
store-quit-ask-unsaved = Uscire ora? Questa partita non è stata salvata e andrà persa. Scrivi «sì» per uscire o «no» per continuare.
store-save-now = La partita si salva da sola dopo ogni mossa: è salvata come { $name } e uno-access play --resume { $name } la riprende.
store-save-now-unsaved = Questa partita non viene salvata, quindi andrà persa quando esci.
store-saved-on-exit = La partita è salvata come { $name }. Scrivi uno-access play --resume { $name } per riprenderla.
store-not-saved-on-exit = La partita non è stata salvata.
store-internal-error = Qualcosa è andato storto nel gioco ({ $detail }). La partita non è stata salvata; per favore segnala il problema.
store-yes-or-no = Scrivi «sì» o «no».
store-as-word = come
store-seat-kind = { $kind ->
    [human] una persona
    [easy] un computer facile
    [hard] un computer difficile
   *[normal] un computer normale
}
store-seat-points = { store-seat-kind } { $points ->
    [0] senza punti
    [one] con { $points } punto
   *[other] con { $points } punti
}
store-game-line = { $name }: regole { $rules }, mano { $hand }, salvata il { $date }. Giocatori: { $players }.
store-continue = Vuoi riprendere la partita salvata? { $game } Scrivi «sì» per riprenderla o «no» per iniziarne una nuova.
store-continue-named = Vuoi riprendere questa partita salvata? { $game } Scrivi «sì» per riprenderla o «no» per smettere.
store-name-taken = Esiste già una partita salvata con il nome «{ $name }». Riprendila con uno-access play --resume { $name } o cancellala con uno-access saves --delete { $name }.
store-kept = Inizia una nuova partita; la partita salvata con il nome «{ $name }» resta disponibile. Per l'elenco delle partite salvate, scrivi uno-access saves.
store-bad-name = Il nome di una partita salvata ha da 1 a { $max } lettere, cifre o spazi.
store-game-unusable = La partita salvata { $name } non si può riprendere ({ $detail }); resta invariata.
store-no-such-save = Non c'è nessuna partita salvata con il nome «{ $name }». Il comando uno-access saves le elenca.
store-no-save-at = Non c'è nessuna partita salvata in { $path }: { $detail }.
store-not-a-save = { $path } non è una partita salvata di uno-access ({ $detail }); è rimasto invariato.
store-imported = La partita salvata di una versione precedente ({ $path }) ora è salvata come { $name }.
store-log-not-ours = { $path } non è un registro degli eventi di uno-access, quindi non viene sovrascritto. Scegli un altro file.
store-locale-problem = Un file dei messaggi di questa lingua non si può usare ({ $path }: { $reason ->
    [missing] manca
    [unreadable] illeggibile
    [binary] non è testo
    [too_large] troppo grande
   *[broken] danneggiato
}); per i suoi messaggi si usa l'inglese.
store-metavar-name-or-file = NOME
store-opt-resume = riprendi una partita salvata (l'ultima, o quella chiamata NOME)
store-opt-save = il nome con cui salvare la nuova partita
store-opt-delete = cancella la partita salvata chiamata NOME
store-opt-yes = non chiede conferma prima di cancellare
store-none = Non c'è nessuna partita salvata.
store-list-head = { $count ->
    [one] Hai una partita salvata:
   *[other] Hai { NUM($count, gender: "feminine") } partite salvate:
}
store-list-how = uno-access play --resume NOME ne riprende una; uno-access saves --delete NOME ne cancella una.
store-delete-ask = Cancellare questa partita salvata? { $game } Scrivi «sì» per cancellarla o «no» per tenerla.
store-delete-cancelled = La partita salvata non è stata cancellata.
store-deleted = La partita salvata { $name } è stata cancellata.
cli-help-saves = elenca o cancella le partite salvate
rules-error-teams-need-multiple = { $players } giocatori non possono formare { $teams } squadre della stessa grandezza.
rules-error-bad-players = Una partita richiede da 2 a 10 giocatori.
rules-error-bad-dealer = Non esiste il posto { $value } da cui distribuire.
store-rules-unusable = Queste regole non si possono usare insieme.
store-progress-unreadable = Non è stato possibile leggere i tuoi progressi salvati ({ $path }), quindi ricominci da capo; sono rimasti invariati.
store-lesson-left-unsaved = Hai lasciato la lezione { $title }. Non è stato possibile salvare i tuoi progressi.
store-legacy-unreadable = La partita salvata di una versione precedente ({ $path }) non si può leggere ({ $detail }); è rimasta invariata e inizia una nuova partita.
