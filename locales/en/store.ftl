# Saved games, the store and bad files (uno_access/storage/store.py, storage/saves.py, console/games.py, cli/saves.py)

store-reason = { $reason ->
    [full] the disk is full
    [readonly] the folder cannot be written
    [locked] another program holds the file
    [cannot_open] the file cannot be opened
    [corrupt] the file is damaged
    [foreign] the file belongs to another program or a newer version
    [not_a_file] it is not a file
    [missing] the file or its folder does not exist
    [missing_folder] the folder { $folder } does not exist
    [denied] permission is denied
    [too_large] the file is too large
    [a_folder] it is a folder, not a file
    [not_a_folder] a part of the path is not a folder
    [name_too_long] the name is too long
    [link_loop] the path has a loop of links
    [exists] it already exists
    [io] the disk reported an error
    [address_in_use] another program already uses that port
    [address_not_here] this machine has no such address
    [refused] the server refused the connection
    [timed_out] there was no answer in time
    [unreachable] the network cannot reach it
    [not_text] it is not text
    [not_json] its contents cannot be read
    [not_a_save] it holds other data
    [unknown_version] it was saved by an unknown version
    [no_game] there is no game in it
    [inconsistent] the saved moves do not fit the game
    [bad_certificate] it is not a valid certificate or key
    [not_a_server] it is not an uno-access server
   *[other] the system reported an error
}
store-save-failed = The game cannot be saved: { store-reason }. It goes on without saving.
store-cannot-read = The saved games in { $path } cannot be used: { store-reason }.
store-cannot-open = { store-cannot-read } { store-not-saving }
store-not-saving = This game will not be saved.
store-quit-ask = Quit now? The game is saved as { $name }; uno-access play --resume { $name } continues it. Type yes to quit or no to go on.
store-quit-ask-unsaved = Quit now? This game was not saved and will be lost. Type yes to quit or no to go on.
store-save-now = The game saves itself after every move: it is saved as { $name }, and uno-access play --resume { $name } continues it.
store-save-now-unsaved = This game is not being saved, so it will be lost when you quit.
store-saved-on-exit = The game is saved as { $name }. Type uno-access play --resume { $name } to continue it.
store-not-saved-on-exit = The game was not saved.
store-internal-error = Something went wrong inside the game ({ $detail }). The game was not saved; please report this.
store-yes-or-no = Please type yes or no.
store-as-word = as
store-seat-kind = { $kind ->
    [human] a person
    [easy] an easy computer
    [hard] a hard computer
   *[normal] a normal computer
}
store-seat-points = { store-seat-kind } { $points ->
    [0] with no points
    [one] with { $points } point
   *[other] with { $points } points
}
store-game-line = { $name }: { $rules } rules, hand { $hand }, saved { $date }. Players: { $players }.
store-continue = Continue your saved game? { $game } Type yes to continue it or no to start a new game.
store-continue-named = Continue this saved game? { $game } Type yes to continue it or no to stop.
store-name-taken = A saved game is already called { $name }. Continue it with uno-access play --resume { $name }, or delete it with uno-access saves --delete { $name }.
store-kept = A new game starts; your saved game { $name } is kept. To list saved games, run: uno-access saves.
store-bad-name = A saved game's name has 1 to { $max } letters, digits, or spaces.
store-game-unusable = The saved game { $name } cannot be continued ({ $detail }); it is kept as it is.
store-no-such-save = There is no saved game called { $name }. The command uno-access saves lists them.
store-no-save-at = There is no saved game at { $path }: { $detail }.
store-not-a-save = { $path } is not a saved game of uno-access ({ $detail }); it was left as it is.
store-imported = The saved game of an earlier version ({ $path }) is now saved as { $name }.
store-log-not-ours = { $path } is not an event log of uno-access, so it is not overwritten. Choose another file.
store-locale-problem = A message file of this language cannot be used ({ $path }: { $reason ->
    [missing] missing
    [unreadable] unreadable
    [binary] not text
    [too_large] too large
   *[broken] broken
}); English is used for its messages.
store-metavar-name-or-file = NAME
store-opt-resume = continue a saved game (the latest, or the one called NAME)
store-opt-save = the name the new game is saved under
store-opt-delete = delete the saved game called NAME
store-opt-yes = do not ask before deleting
store-none = There is no saved game.
store-list-head = { $count ->
    [one] You have one saved game:
   *[other] You have { NUM($count) } saved games:
}
store-list-how = uno-access play --resume NAME continues one; uno-access saves --delete NAME deletes one.
store-delete-ask = Delete this saved game? { $game } Type yes to delete it or no to keep it.
store-delete-cancelled = The saved game is kept.
store-deleted = The saved game { $name } is deleted.
cli-help-saves = list or delete the saved games
rules-error-teams-need-multiple = { $players } players cannot form { $teams } teams of the same size.
rules-error-bad-players = A game needs 2 to 10 players.
rules-error-bad-dealer = There is no seat { $value } to deal from.
store-rules-unusable = These rules cannot be used together.
store-progress-unreadable = Your saved progress ({ $path }) could not be read, so you start afresh; it was left as it is.
store-lesson-left-unsaved = You left the lesson { $title }. Your progress could not be saved.
store-legacy-unreadable = The saved game of an earlier version ({ $path }) cannot be read ({ $detail }); it was left as it is and a new game starts.
