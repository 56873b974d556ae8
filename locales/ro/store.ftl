# Jocuri salvate, depozitul de date și fișierele greșite (uno_access/storage/store.py, storage/saves.py, console/games.py, cli/saves.py)

store-reason = { $reason ->
    [full] discul este plin
    [readonly] dosarul este protejat la scriere
    [locked] alt program folosește fișierul
    [cannot_open] fișierul nu poate fi deschis
    [corrupt] fișierul este deteriorat
    [foreign] fișierul aparține altui program sau unei versiuni mai noi
    [not_a_file] nu este un fișier
    [missing] fișierul sau dosarul nu există
    [missing_folder] dosarul { $folder } nu există
    [denied] nu ai permisiunea necesară
    [too_large] fișierul este prea mare
    [a_folder] este un dosar, nu un fișier
    [not_a_folder] o parte a căii nu este un dosar
    [name_too_long] numele este prea lung
    [link_loop] calea conține o buclă de legături
    [exists] există deja
    [io] discul a semnalat o eroare
    [address_in_use] alt program folosește deja acel port
    [address_not_here] acest calculator nu are acea adresă
    [refused] serverul a refuzat conexiunea
    [timed_out] nu a venit niciun răspuns la timp
    [unreachable] rețeaua nu poate ajunge acolo
    [not_text] nu este un fișier text
    [not_json] conținutul nu poate fi citit
    [not_a_save] conține alte date
    [unknown_version] a fost salvat de o versiune necunoscută
    [no_game] nu conține niciun joc
    [inconsistent] mutările salvate nu se potrivesc cu jocul
    [bad_certificate] nu este un certificat sau o cheie validă
    [not_a_server] nu este un server uno-access
   *[other] sistemul a semnalat o eroare
}
store-save-failed = Jocul nu poate fi salvat: { store-reason }. Poți juca mai departe, dar fără salvare.
store-cannot-read = Jocurile salvate din { $path } nu pot fi folosite: { store-reason }.
store-cannot-open = { store-cannot-read } { store-not-saving }
store-not-saving = Acest joc nu va fi salvat.
store-quit-ask = Ieși acum? Jocul este salvat cu numele { $name }; uno-access play --resume { $name } îl continuă. Scrie „da” ca să ieși sau „nu” ca să joci mai departe.
store-quit-ask-unsaved = Ieși acum? Acest joc nu a fost salvat și se va pierde. Scrie „da” ca să ieși sau „nu” ca să joci mai departe.
store-save-now = Jocul se salvează singur după fiecare mutare: este salvat cu numele { $name }, iar uno-access play --resume { $name } îl continuă.
store-save-now-unsaved = Acest joc nu se salvează, așa că se va pierde când ieși.
store-saved-on-exit = Jocul este salvat cu numele { $name }. Scrie uno-access play --resume { $name } ca să-l continui.
store-not-saved-on-exit = Jocul nu a fost salvat.
store-internal-error = Ceva nu a mers bine în joc ({ $detail }). Jocul nu a fost salvat; te rugăm să raportezi problema.
store-yes-or-no = Scrie „da” sau „nu”.
store-as-word = ca
store-seat-kind = { $kind ->
    [human] un om
    [easy] un calculator de nivel ușor
    [hard] un calculator de nivel greu
   *[normal] un calculator de nivel normal
}
store-seat-points = { store-seat-kind } { $points ->
    [0] fără puncte
    [one] cu { $points } punct
    [few] cu { $points } puncte
   *[other] cu { $points } de puncte
}
store-game-line = { $name }: reguli { $rules }, runda { $hand }, salvat pe { $date }. Jucători: { $players }.
store-continue = Continui jocul salvat? { $game } Scrie „da” ca să-l continui sau „nu” ca să începi un joc nou.
store-continue-named = Continui acest joc salvat? { $game } Scrie „da” ca să-l continui sau „nu” ca să te oprești.
store-name-taken = Există deja un joc salvat cu numele { $name }. Continuă-l cu uno-access play --resume { $name } sau șterge-l cu uno-access saves --delete { $name }.
store-kept = Începe un joc nou; jocul salvat { $name } este păstrat. Comanda uno-access saves afișează jocurile salvate.
store-bad-name = Numele unui joc salvat are între 1 și { $max } litere, cifre sau spații.
store-game-unusable = Jocul salvat { $name } nu poate fi continuat ({ $detail }); rămâne așa cum este.
store-no-such-save = Nu există niciun joc salvat cu numele { $name }. Comanda uno-access saves le afișează.
store-no-save-at = Nu există niciun joc salvat la { $path }: { $detail }.
store-not-a-save = { $path } nu este un joc salvat de uno-access ({ $detail }); a rămas așa cum era.
store-imported = Jocul salvat de o versiune mai veche ({ $path }) este acum salvat cu numele { $name }.
store-log-not-ours = { $path } nu este un jurnal de evenimente al uno-access, așa că nu este suprascris. Alege alt fișier.
store-locale-problem = Un fișier de mesaje al acestei limbi nu poate fi folosit ({ $path }: { $reason ->
    [missing] lipsește
    [unreadable] nu poate fi citit
    [binary] nu este text
    [too_large] prea mare
   *[broken] deteriorat
}); pentru mesajele lui se folosește engleza.
store-metavar-name-or-file = NUME
store-opt-resume = continuă un joc salvat (ultimul sau cel numit NUME)
store-opt-save = numele cu care se salvează jocul nou
store-opt-delete = șterge jocul salvat numit NUME
store-opt-yes = nu întreabă înainte de ștergere
store-none = Nu există niciun joc salvat.
store-list-head = { $count ->
    [one] Ai un joc salvat:
    [few] Ai { NUM($count, gender: "neuter") } jocuri salvate:
   *[other] Ai { NUM($count, gender: "neuter") } de jocuri salvate:
}
store-list-how = uno-access play --resume NUME continuă un joc; uno-access saves --delete NUME șterge unul.
store-delete-ask = Ștergi acest joc salvat? { $game } Scrie „da” ca să-l ștergi sau „nu” ca să-l păstrezi.
store-delete-cancelled = Jocul salvat este păstrat.
store-deleted = Jocul salvat { $name } a fost șters.
cli-help-saves = afișează sau șterge jocurile salvate
rules-error-teams-need-multiple = Numărul de jucători ({ $players }) nu se poate împărți în { $teams ->
    [one] o echipă
    [few] { $teams } echipe egale
   *[other] { $teams } de echipe egale
}.
rules-error-bad-players = Un joc are nevoie de 2 până la 10 jucători.
rules-error-bad-dealer = Locul { $value } nu există, deci nu poate împărți.
store-rules-unusable = Aceste reguli nu pot fi folosite împreună.
store-progress-unreadable = Progresul salvat ({ $path }) nu a putut fi citit, așa că începi de la capăt; a rămas așa cum era.
store-lesson-left-unsaved = Ai părăsit lecția { $title }. Progresul nu a putut fi salvat.
store-legacy-unreadable = Jocul salvat de o versiune mai veche ({ $path }) nu poate fi citit ({ $detail }); a rămas așa cum era și începe un joc nou.
