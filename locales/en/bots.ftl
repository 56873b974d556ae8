# Computer players: their names, their styles and why they chose each move.
# $name is the player's name (GENDER($name) gives m or f); $card a card name; $color a colour name;
# $target another player's name; $count, $points, $percent and $samples numbers.

bot-name = { $persona ->
        [0] Ben
        [1] Ada
        [2] Sam
        [3] Maya
        [4] Leo
        [5] Nora
        [6] Max
        [7] Ruby
        [8] Tom
       *[9] Lucy
    }

bot-level = { $level ->
        [random] random
        [easy] easy
        [normal] normal
       *[hard] hard
    }

bot-style = { $style ->
        [cautious] { $name } plays carefully: { GENDER($name) ->
            [f] she
           *[other] he
        } keeps action cards for a bad moment.
        [bold] { $name } plays boldly: { GENDER($name) ->
            [f] she
           *[other] he
        } throws action cards early.
       *[steady] { $name } plays steadily, one sensible card after another.
    }

## Why a move was chosen

bot-why-random = { $name } picked a move at random.
bot-why-random-play = { $name } played { CASE($card, case: "indef") }, picked at random.
bot-why-careless = { $name } played { CASE($card, case: "indef") } without much thought.
bot-why-forgot-uno = { $name } played { CASE($card, case: "indef") } and forgot to call UNO.
bot-why-uno = { $name } called UNO.
bot-why-only-play = { $name } played { CASE($card, case: "indef") }: it was { GENDER($name) ->
        [f] her
       *[other] his
    } only playable card.
bot-why-follow = { $name } played { CASE($card, case: "indef") } because { GENDER($name) ->
        [f] she
       *[other] he
    } holds { $count ->
        [one] one { color-name } card
       *[other] { NUM($count) } { color-name } cards
    }.
bot-why-kept-wild = { $name } kept { GENDER($name) ->
        [f] her
       *[other] his
    } Wild and played { CASE($card, case: "indef") } because { GENDER($name) ->
        [f] she
       *[other] he
    } holds { $count ->
        [one] one { color-name } card
       *[other] { NUM($count) } { color-name } cards
    }.
bot-why-wild = { $name } played { CASE($card, case: "indef") } and named { color-name }: { GENDER($name) ->
        [f] she
       *[other] he
    } holds { $count ->
        [one] one card
       *[other] { NUM($count) } cards
    } of that color.
bot-why-attack = { $name } played { CASE($card, case: "indef") } because { $target } has only { $count ->
        [one] one card
       *[other] { NUM($count) } cards
    } left.
bot-why-dump = { $name } played { CASE($card, case: "indef") } to get rid of { $points ->
        [one] one point
       *[other] { $points } points
    } before the hand ends.
bot-why-draw-none = { $name } drew a card: nothing in { GENDER($name) ->
        [f] her
       *[other] his
    } hand could be played.
bot-why-draw-choice = { $name } drew a card instead of playing.
bot-why-play-drawn = { $name } played the card { GENDER($name) ->
        [f] she
       *[other] he
    } had just drawn, { $card }.
bot-why-pass = { $name } kept the card { GENDER($name) ->
        [f] she
       *[other] he
    } drew.
bot-why-color = { $name } named { color-name }: { GENDER($name) ->
        [f] she
       *[other] he
    } holds { $count ->
        [one] one card
       *[other] { NUM($count) } cards
    } of that color.
bot-why-challenge = { $name } challenged the Wild Draw Four: { GENDER($name) ->
        [f] she
       *[other] he
    } put the chance of a bluff at { $percent } percent.
bot-why-accept = { $name } accepted the Wild Draw Four: { GENDER($name) ->
        [f] she
       *[other] he
    } put the chance of a bluff at only { $percent } percent.
bot-why-catch = { $name } caught { $target }, who had not called UNO.
bot-why-swap = { $name } swapped hands with { $target }, who held { $count ->
        [one] just one card
       *[other] { NUM($count) } cards
    }.
bot-why-jump = { $name } jumped in with { CASE($card, case: "indef") }, the twin of the top card.
bot-why-search-play = { $name } played { CASE($card, case: "indef") }: in { $samples ->
        [one] one imagined deal
       *[other] { $samples } imagined deals
    } this move won { $percent } percent of the time.
bot-why-search-move = { $name } { $move ->
        [draw] drew a card
        [pass] kept the drawn card
        [challenge] challenged the Wild Draw Four
        [accept] accepted the Wild Draw Four
        [swap] swapped hands
       *[other] made { GENDER($name) ->
            [f] her
           *[other] his
        } move
    }: in { $samples ->
        [one] one imagined deal
       *[other] { $samples } imagined deals
    } this won { $percent } percent of the time.
bot-why-bluff = { $name } played { CASE($card, case: "indef") } although { GENDER($name) ->
        [f] she
       *[other] he
    } could follow { color-name }: a bluff that won { $percent } percent of { $samples ->
        [one] one imagined deal
       *[other] { $samples } imagined deals
    }.
