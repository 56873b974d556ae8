## The web page of uno-access serve (uno_access/web): its words, and the lines only the page says.
web-title = uno-access: UNO for everyone
web-skip = Skip to the command box
web-connecting = Not connected yet.
web-signin = Connect
web-name = Your name
web-language = Language
web-language-self = English
web-connect = Connect
web-lobby = Lobby
web-tables = Tables
web-refresh = List the tables
web-create = Create a table
web-seats = Seats (2 to 10)
web-bots = Computer players
web-level = Level of the computer players
web-level-easy = easy
web-level-normal = normal
web-level-hard = hard
web-rules = Rules
web-rules-official = official rules
web-rules-it = Italian sheet
web-rules-pt = Brazilian sheet
web-rules-pl = Polish sheet
web-rules-hr = Croatian sheet
web-rules-ro = Romanian sheet
web-house = House rules (optional)
web-house-hint = Names and values separated by commas, for example stacking=same,jump_in=on.
web-private = Private table, joined only with its invite code
web-create-button = Create the table
web-by-code = Join by code
web-code = Table or invite code
web-join = Join
web-watch = Watch
web-table = Table
web-seats-list = Seats
web-status = The game now
web-start = Start the game
web-add-bot = Add a computer player
web-remove-bot = Remove a computer player
web-leave = Leave the table
web-hand = Your hand
web-hand-empty = No cards in your hand.
web-draw = Draw a card
web-uno = Call UNO
web-catch = Catch a missed UNO
web-command-h = Commands
web-command = Command
web-command-hint = The same commands as the console: a card (r3x, red 3 or its number), draw, pass, uno, catch, hand, top, turn, counts, scores, history, help.
web-send = Send
web-history = History
web-chat = Chat
web-say = Message to the table or the lobby
web-options = Options
web-speech = Speak with the browser's voice (for players without a screen reader)
web-rate = Speech rate
web-volume = Speech volume
web-contrast = High contrast
web-keys = Keys
web-keys-intro = These keys work anywhere on the page, also in the command box; they clash with no NVDA, JAWS, or VoiceOver key.
web-key-hand = your hand
web-key-top = the card on the pile and the color
web-key-turn = whose turn it is and the direction
web-key-counts = how many cards everyone holds
web-key-scores = the scores
web-key-repeat = repeat the last answer
web-key-go-hand = go to your hand
web-key-go-command = go to the command box
web-key-go-history = go to the history
web-js-connecting = Connecting.
web-js-connected = In the lobby.
web-js-reconnected = Connected again.
web-js-lost = The connection is lost. Trying again in { $seconds ->
        [one] one second
       *[other] { NUM($seconds) } seconds
    }.
web-js-cannot = Not connected: nothing was sent.
web-js-playable = playable
web-js-join = Join table
web-js-watch = Watch table
web-js-speech-on = The browser's voice is on.
web-js-speech-off = The browser's voice is off.
web-js-no-tables = No public table is open. Create one.
web-js-closed = This page is no longer connected: the seat was taken over from another device, or too many messages were sent. Reload the page to connect again.
web-js-rate-value = { $rate }; normal is 1
web-js-volume-value = { $percent } percent
web-table-name = Table { $table }{ $watching ->
        [yes] , watching
       *[other] {""}
    }{ $private ->
        [yes] , private, invite code { $invite }
       *[other] {""}
    }
web-hand-title = Your hand: { $count ->
        [one] one card
       *[other] { NUM($count) } cards
    }
web-tables-count = { $count ->
        [0] No public table is open.
        [one] One public table.
       *[other] { NUM($count) } public tables.
    }
web-settings-here = On this page the settings are in its Options section.
web-quit-lobby = You are in the lobby. Close the page to leave the server.
web-bad-message = The page sent something the server could not read; nothing changed.
web-serve-page = The web page for browsers and screen readers: { $url }
web-colors = Choose the color
web-pass = Keep the drawn card
web-challenge = Challenge the Wild Draw Four
web-accept = Accept and draw
