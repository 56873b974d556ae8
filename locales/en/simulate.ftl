# uno-access simulate: computer players play many games; their figures as plain lines.

simulate-help-players = the level of each seat, separated by commas: { $levels }
simulate-help-games = how many whole matches to play
simulate-help-hands = how many single hands to play instead of matches
simulate-help-rules = rule preset: { cli-presets }
simulate-help-house = house rules, as NAME=VALUE separated by commas
simulate-help-seed = the seed of the shuffles; the same seed gives the same results
simulate-help-jobs = how many processes play at once
simulate-help-budget = thinking time of a hard player per decision, in milliseconds
simulate-help-deals = search a fixed number of deals per decision of a hard player instead of a time budget (the same seed then gives the same results)
simulate-help-lang = language of the results table: { -language-codes }

simulate-bad-number = { $option } needs a whole number from { $low } to { $high }, not { $value }.
simulate-bad-players = { $players } is not a list of players. Name 2 to 10 seats, each one of: { $levels }.
simulate-games-or-hands = Give either { $games } or { $hands }, not both.

simulate-start = { $unit ->
        [hands] Playing { $count ->
            [one] { $count } hand
           *[other] { $count } hands
        }
       *[matches] Playing { $count ->
            [one] { $count } match
           *[other] { $count } matches
        }
    }; players: { $players }; { game-preset } rules, seed { $seed }.
simulate-summary = { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    } played, { $matches ->
        [one] { $matches } match
       *[other] { $matches } matches
    } finished. Win rates in percent, with 95% confidence intervals.

simulate-col-seat = Seat
simulate-col-level = Level
simulate-col-hands = Hands won (%)
simulate-col-hand-ci = 95% CI (hands)
simulate-col-matches = Matches won (%)
simulate-col-match-ci = 95% CI (matches)
simulate-col-points = Points per hand
simulate-col-decisions = Decisions
simulate-col-rate = Decisions per second
simulate-col-p95 = 95th-percentile decision time (ms)
simulate-elapsed = Done in { $seconds } seconds.
simulate-interval = { $low } to { $high }
