## Online play: the words of the lobby and table commands (the first is the main one), then
## what the console says about the server, the tables and the other players.
online-words-list = list, tables
online-words-create = create, new
online-words-join = join
online-words-spectate = watch, spectate
online-words-leave = leave
online-words-start = start
online-words-add = add
online-words-remove = remove
online-words-kick = kick
online-words-say = say
online-words-who = who
online-words-time = time
online-words-invite = invite, code
online-words-opt-private = private
online-words-opt-bots = bots, computers
online-words-opt-rules = rules
online-words-opt-house = house
online-words-opt-level = level
online-words-opt-timer = timer
online-words-opt-grace = grace
online-words-opt-delay = delay

online-bot-name = Computer { $number }

online-connected = Connected to { $url } as { $name }. Type list for the tables, create for a new one, help for all commands.
online-cannot-connect = Cannot reach the server at { $url } ({ $detail }).
online-bad-url = This is not a server address: { $url }. It starts with ws:// or wss://.
online-reconnecting = The connection is lost. Trying again in { NUM($seconds) } { $seconds ->
        [one] second
       *[other] seconds
    }.
online-resumed = Back at the table. { $count ->
        [0] You missed nothing.
        [one] You missed one message; history repeats it.
       *[other] You missed { NUM($count) } messages; history repeats them.
    }
online-server-stopped = The server is stopping. The game is saved there; this console will reconnect when it is back.
online-bye-takeover = Your seat was taken over from another device. This console stops here.
online-bye-flood = The server closed the connection: too many messages too fast.
online-bye-slow = The server closed the connection: this console did not keep up.
online-bye-other = The server closed the connection.
online-bad-message = The server sent a message this console cannot read; it was ignored.

online-help = Online commands: list; create with a number of seats and optional bots N, rules PRESET, house NAME=VALUE, level easy, normal, or hard, private, timer SECONDS, grace SECONDS, delay SECONDS; join CODE; watch CODE; leave; start; add LEVEL, remove NAME and kick NAME for the host; say TEXT; who; time; invite.
online-quit-ask = Leave the table now? A computer player takes your seat; your resume code brings you back. Type yes to leave or no to go on.
online-save-now = The server keeps this game, move by move; if you leave, your resume code brings you back.
online-lobby-prompt = You are in the lobby. Type list, create, or join with a table code.
online-table-prompt = You are at a table; the game has not started. The host types start.
online-no-game = No game is being played yet.
online-create-how = Create a table like this: create 4 bots 2 rules official house stacking=same private.
online-join-how = Give the table code, or the invite code of a private table: join K7QD.
online-say-how = Type say and then your message.
online-no-tables = No public table is open. Type create to open one.
online-house-rules = { $any ->
        [no] no house rules
       *[yes] house rules { $house }
    }
online-table-item = Table { $table }: { $rules } rules, { online-house-rules }, { $free ->
        [0] no free seat
        [one] one free seat
       *[other] { NUM($free) } free seats
    } of { NUM($seats) }, { $state ->
        [waiting] waiting
        [playing] playing
       *[other] finished
    }; players: { $names }.
online-seat-open = seat { $seat } free
online-seat-item = seat { $seat } { $name }{ $kind ->
        [bot] , a computer player
       *[other] {""}
    }{ $host ->
        [yes] , host
       *[other] {""}
    }
online-table = Table { $table }{ $private ->
        [yes] , private
       *[other] {""}
    }: { $rules } rules, { online-house-rules }; { $seats }.
online-invite = The invite code of this private table is { $code }. Give it to the friends you invite: join { $code }.
online-invite-public = This table is public: anyone can join with its code { $table }.
online-seated = You sit at seat { $seat } of table { $table }.
online-token = Your resume code is { $token }. With it and your name you can come back to this seat from another device.
online-spectating = You are watching table { $table }. You see no hand.
online-left = You left the table and are back in the lobby.
online-back-in-lobby = You are back in the lobby.
online-chat = { $scope ->
        [lobby] { $name } in the lobby: { $text }
       *[other] { $name } says: { $text }
    }
online-who-item = { $name } { $status ->
        [here] here
        [away] disconnected
        [stand_in] away, a computer player plays for them
       *[other] a computer player
    }{ $host ->
        [yes] , host
       *[other] {""}
    }
online-who-table = At this table: { $players }. { $spectators ->
        [0] Nobody is watching.
        [one] One person is watching.
       *[other] There are { NUM($spectators) } people watching.
    }
online-who-lobby = { $count ->
        [0] Nobody is in the lobby.
        [one] In the lobby: { $names }.
       *[other] In the lobby, { NUM($count) } people: { $names }.
    }
online-time-left = { NUM($seconds) } { $seconds ->
        [one] second
       *[other] seconds
    } left for this turn.
online-time-off = This table has no turn timer.

online-notice-absent = { $name } lost the connection. The seat is kept for { NUM($seconds) } { $seconds ->
        [one] second
       *[other] seconds
    }.
online-notice-back = { $name } is back{ $bot ->
        [yes] ; the computer player stops playing for them.
       *[other] .
    }
online-notice-waiting = The game waits for { $name }, who lost the connection: at most { NUM($seconds) } { $seconds ->
        [one] second
       *[other] seconds
    } more.
online-notice-stand-in = { $name } has not come back: a computer player plays for them until they return.
online-notice-left = { $name } left the table.
online-notice-left-bot = { $name } left the table; a computer player takes the seat.
online-notice-kicked = The host removed { $name } from the table.
online-notice-kicked-bot = The host removed { $name }; a computer player takes the seat.
online-notice-host = { $name } is now the host.
online-notice-joined = { $name } sits down at seat { $seat }.
online-notice-bot-added = { $name } joins as a computer player.
online-notice-bot-removed = { $name } leaves the table.
online-notice-held = Your move is kept for a moment: the others may still act out of turn. It is played in at most { NUM($seconds) } { $seconds ->
        [one] second
       *[other] seconds
    }.
online-notice-time-warning = { NUM($seconds) } { $seconds ->
        [one] second
       *[other] seconds
    } left for your turn.
online-notice-timed-out = Time is up for { $name }: a computer player makes this move.
online-notice-you-kicked = { $name } removed you from the table.

online-error-bad_json = The server could not read that message.
online-error-bad_version = The server speaks protocol version { $version }; update this console.
online-error-unknown_type = The server does not know the message { $type }.
online-error-bad_field = The server refused a message with a bad field: { $field }.
online-error-too_big = That message is too long for the server.
online-error-hello_first = The server expects the greeting first.
online-error-hello_again = This connection has already greeted the server.
online-error-bad_name = That name is empty once control characters are removed. Choose another name.
online-error-bad_token = That resume code is not valid on this server; you are in the lobby.
online-error-at_table = You are already at table { $table }. Type leave first.
online-error-bad_rules = Those rules cannot be used: { $reason }.
online-error-bad_level = The computer players' levels are: { $levels }.
online-error-too_many_bots = A table of { NUM($seats) } seats needs at least one seat for a person.
online-error-no_table = There is no table { $table }.
online-error-private_table = That table is private: join it with its invite code.
online-error-already_started = The game at that table has already started. You can watch it.
online-error-name_taken = The name { $name } is already taken at that table.
online-error-table_full = That table has no free seat.
online-error-not_at_table = You are not at a table.
online-error-not_host = Only the host of the table can do that.
online-error-no_bot = There is no such computer player at the table.
online-error-bad_seat = There is no player to remove at that seat.
online-error-empty_chat = The message is empty once control characters are removed.
online-error-too_fast = You are sending messages too fast; that one was not sent.
online-error-not_seated = Spectators cannot play.
online-error-not_your_seat = That action is for another seat; nothing changed.
online-error-not_started = The game has not started yet.
online-error-bad_seq = That action was chosen against a state the server never sent; nothing changed.
online-error-stale = The game moved on before your action arrived; nothing was played. Listen to what happened and choose again.
online-error-bad_action = The server could not read that action; nothing changed.
online-error-held = Your previous move is still waiting; nothing changed.
online-error-not_stored = The server could not save that move, so it was not played. Try again.
online-error-internal = The server had a problem with that message ({ $detail }); nothing changed.
online-error-other = The server refused that: { $code }.

## uno-access serve and join
serve-opt-host = the address to listen on (default 127.0.0.1; another one needs TLS or --insecure)
serve-opt-port = the port (default 8765; 0 picks a free one)
serve-opt-db = the store file that keeps the tables (default: the store in the user data folder)
serve-opt-certfile = the TLS certificate file (PEM)
serve-opt-keyfile = the TLS private key file (PEM)
serve-opt-insecure = allow an address other than this computer's own without TLS
serve-opt-pace = seconds between computer moves (default 1)
serve-opt-rate = messages a second one connection may send before it is slowed down (default 20)
serve-need-both = TLS needs both --certfile and --keyfile.
serve-bad-cert = The TLS certificate or key cannot be used: { $detail }
serve-need-tls = Listening on { $host } without TLS would send every message in the clear. Give --certfile and --keyfile, or --insecure to do it anyway.
serve-insecure = Warning: listening on { $host } without TLS. Anyone on the network can read and change the messages.
serve-bad-db = The database { $path } cannot be opened: { $detail }
serve-cannot-listen = Cannot listen on { $host } port { $port }: { $detail }
serve-listening = Listening on { $url }; { $tables ->
        [0] no table to restore.
        [one] one table restored.
       *[other] { $tables } tables restored.
    }
serve-stopping = Stopping: telling every player.
serve-stopped = Stopped. Every table is saved.
join-opt-url = the server address, for example ws://127.0.0.1:8765
join-opt-name = your name at the tables
join-opt-create = create a table at once (the options of the create command, in quotes)
join-opt-table = join this table (a table code or an invite code) at once
join-opt-spectate = watch this table at once
join-opt-token = the resume code of your seat (to come back from another device)
join-opt-cafile = the certificate authority file that signed the server's certificate
join-metavar-options = OPTIONS
join-metavar-code = CODE
join-metavar-token = CODE
cli-help-serve = run a game server for online play
cli-help-join = join a game server to play online

## a console remembers its seat's resume code (online-tokens.json in the user's data folder)
online-token-resume = Taking your seat back with the resume code saved in { $path }.
online-token-not-used = You asked for { $option }, so your seat at table { $table } is not taken back with the resume code saved in { $path }.
online-token-file-bad = The saved resume codes in { $path } could not be read ({ $detail }); they are ignored.
online-token-not-saved = Your resume code could not be saved in { $path } ({ $detail }); note it to come back to your seat.
online-resumed-seat = Back at your seat at table { $table }.
