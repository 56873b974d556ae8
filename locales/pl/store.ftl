# Zapisane gry, magazyn danych i błędne pliki (uno_access/storage/store.py, storage/saves.py, console/games.py, cli/saves.py)

store-reason = { $reason ->
    [full] dysk jest pełny
    [readonly] w folderze nie można zapisywać
    [locked] plik jest używany przez inny program
    [cannot_open] nie można otworzyć pliku
    [corrupt] plik jest uszkodzony
    [foreign] plik należy do innego programu lub nowszej wersji
    [not_a_file] to nie jest plik
    [missing] plik lub jego folder nie istnieje
    [missing_folder] folder { $folder } nie istnieje
    [denied] brak uprawnień
    [too_large] plik jest za duży
    [a_folder] to folder, a nie plik
    [not_a_folder] część ścieżki nie jest folderem
    [name_too_long] nazwa jest za długa
    [link_loop] ścieżka zawiera pętlę dowiązań
    [exists] to już istnieje
    [io] dysk zgłosił błąd
    [address_in_use] inny program już używa tego portu
    [address_not_here] ten komputer nie ma takiego adresu
    [refused] serwer odrzucił połączenie
    [timed_out] nie było odpowiedzi na czas
    [unreachable] sieć nie może tam dotrzeć
    [not_text] to nie jest plik tekstowy
    [not_json] nie można odczytać zawartości
    [not_a_save] zawiera inne dane
    [unknown_version] zapisała go nieznana wersja
    [no_game] nie ma w nim żadnej gry
    [inconsistent] zapisane ruchy nie pasują do gry
    [bad_certificate] to nie jest prawidłowy certyfikat ani klucz
    [not_a_server] to nie jest serwer uno-access
   *[other] system zgłosił błąd
}
store-save-failed = Nie można zapisać gry: { store-reason }. Gra toczy się dalej bez zapisu.
store-cannot-read = Nie można użyć zapisanych gier z { $path }: { store-reason }.
store-cannot-open = { store-cannot-read } { store-not-saving }
store-not-saving = Ta gra nie zostanie zapisana.
store-quit-ask = Wyjść teraz? Gra jest zapisana pod nazwą { $name }; polecenie uno-access play --resume { $name } ją wznowi. Wpisz „tak”, żeby wyjść, albo „nie”, żeby grać dalej.
store-quit-ask-unsaved = Wyjść teraz? Ta gra nie została zapisana i przepadnie. Wpisz „tak”, żeby wyjść, albo „nie”, żeby grać dalej.
store-save-now = Gra zapisuje się sama po każdym ruchu: jest zapisana pod nazwą { $name }, a polecenie uno-access play --resume { $name } ją wznowi.
store-save-now-unsaved = Ta gra nie jest zapisywana, więc przepadnie, gdy wyjdziesz.
store-saved-on-exit = Gra jest zapisana pod nazwą { $name }. Wpisz uno-access play --resume { $name }, żeby ją wznowić.
store-not-saved-on-exit = Gra nie została zapisana.
store-internal-error = Wewnątrz gry coś poszło nie tak ({ $detail }). Gra nie została zapisana; prosimy o zgłoszenie błędu.
store-yes-or-no = Wpisz „tak” albo „nie”.
store-as-word = jako
store-seat-kind = { $kind ->
    [human] człowiek
    [easy] komputer łatwy
    [hard] komputer trudny
   *[normal] komputer zwykły
}
store-seat-points = { store-seat-kind } { $points ->
    [0] nie ma punktów
    [one] ma { $points } punkt
    [few] ma { $points } punkty
   *[many] ma { $points } punktów
}
store-game-line = { $name }: zasady { $rules }, rozdanie { $hand }, zapisana { $date }. Gracze: { $players }.
store-continue = Wznowić zapisaną grę? { $game } Wpisz „tak”, żeby ją wznowić, albo „nie”, żeby zacząć nową grę.
store-continue-named = Wznowić tę zapisaną grę? { $game } Wpisz „tak”, żeby ją wznowić, albo „nie”, żeby zakończyć.
store-name-taken = Zapisana gra o nazwie { $name } już istnieje. Wznów ją poleceniem uno-access play --resume { $name } albo usuń poleceniem uno-access saves --delete { $name }.
store-kept = Zaczyna się nowa gra; zapisana gra o nazwie „{ $name }” zostaje zachowana. Polecenie „uno-access saves” wyświetla zapisane gry.
store-bad-name = Nazwa zapisanej gry ma od 1 do { $max } liter, cyfr lub spacji.
store-game-unusable = Nie można wznowić zapisanej gry { $name } ({ $detail }); pozostaje bez zmian.
store-no-such-save = Nie ma zapisanej gry o nazwie { $name }. Polecenie „uno-access saves” je wyświetla.
store-no-save-at = Pod ścieżką { $path } nie ma zapisanej gry: { $detail }.
store-not-a-save = { $path } nie jest zapisaną grą uno-access ({ $detail }); pozostał bez zmian.
store-imported = Gra zapisana przez wcześniejszą wersję ({ $path }) jest teraz zapisana pod nazwą { $name }.
store-log-not-ours = { $path } nie jest dziennikiem zdarzeń uno-access, więc nie zostanie nadpisany. Wybierz inny plik.
store-locale-problem = Nie można użyć pliku komunikatów tego języka ({ $path }: { $reason ->
    [missing] brak pliku
    [unreadable] nie można go odczytać
    [binary] to nie jest tekst
    [too_large] za duży
   *[broken] uszkodzony
}); jego komunikaty są po angielsku.
store-metavar-name-or-file = NAZWA
store-opt-resume = wznów zapisaną grę (ostatnią albo tę o nazwie NAZWA)
store-opt-save = nazwa, pod którą zostanie zapisana nowa gra
store-opt-delete = usuwa zapisaną grę o nazwie NAZWA
store-opt-yes = nie pyta przed usunięciem
store-none = Nie ma żadnej zapisanej gry.
store-list-head = { $count ->
    [one] Masz jedną zapisaną grę:
    [few] Masz { NUM($count, gender: "feminine", case: "acc") } zapisane gry:
   *[many] Masz { NUM($count, gender: "feminine", case: "acc") } zapisanych gier:
}
store-list-how = Polecenie „uno-access play --resume NAZWA” wznawia grę, a „uno-access saves --delete NAZWA” ją usuwa.
store-delete-ask = Usunąć tę zapisaną grę? { $game } Wpisz „tak”, żeby ją usunąć, albo „nie”, żeby ją zachować.
store-delete-cancelled = Zapisana gra zostaje zachowana.
store-deleted = Zapisana gra { $name } została usunięta.
cli-help-saves = wyświetl lub usuń zapisane gry
rules-error-teams-need-multiple = Liczby graczy ({ $players }) nie da się podzielić na { $teams ->
    [one] jedną drużynę
    [few] { $teams } równe drużyny
   *[many] { $teams } równych drużyn
}.
rules-error-bad-players = Do gry potrzeba od 2 do 10 graczy.
rules-error-bad-dealer = Nie ma miejsca nr { $value }, z którego można rozdawać.
store-rules-unusable = Tych zasad nie można używać razem.
store-progress-unreadable = Nie udało się odczytać zapisanych postępów ({ $path }), więc zaczynasz od nowa; zostały bez zmian.
store-lesson-left-unsaved = Przerwano lekcję { $title }. Nie udało się zapisać postępów.
store-legacy-unreadable = Nie można odczytać gry zapisanej przez wcześniejszą wersję ({ $path }) ({ $detail }); pozostała bez zmian i zaczyna się nowa gra.
