## Narration of the game (uno_access/narration/presenter.py).
## Every message about a player gets $name (the seat's name) and $you (yes when the
## player reading is that seat, so the sentence says "you"); a second player is
## $other / $otheryou. $card is a card name (or its Braille code in the .braille form),
## $color a color name, $cards a list of cards, $count a number.
## A message's .brief and .verbose attributes are the short and long forms (the value is the
## normal form, used when an attribute is missing); .braille is the short line for a
## Braille display. An empty form ({ "" }) says nothing at that verbosity.

## Seat names of the computer and hot-seat players ($seat counts from 0).
game-seat-name = { $seat ->
    [0] Ana
    [1] Ben
    [2] Cleo
    [3] Dario
    [4] Eva
    [5] Felix
    [6] Greta
    [7] Hugo
    [8] Iva
   *[other] Jonas
}
# The name of the player reading in single-player play, in lists ("you 5").
game-you = you

game-preset = { $preset ->
    [official] official
    [it] Italian
    [pt] Brazilian
    [pl] Polish
    [hr] Croatian
   *[ro] Romanian
}
game-direction = { $direction ->
    [clockwise] clockwise
   *[counterclockwise] counterclockwise
}

## Events

ev-match-start = New match: { $players } players, { $preset } rules. { $scoring ->
        [single_hand] One hand decides the match.
        [lowest_score] The lowest score wins when someone reaches { $target } points.
        [elimination] {""}
       *[other] The first to reach { $target } points wins.
    }
    .brief = New match, { $players } players.
    .braille = match { $players } players, { $preset }
ev-dealer-draw = { $you ->
        [yes] You draw { CASE($card, case: "indef") } to choose the dealer.
       *[no] { $name } draws { CASE($card, case: "indef") } to choose the dealer.
    }
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $card }
ev-hand-start = { $you ->
        [yes] Hand { $hand }. You deal.
       *[no] Hand { $hand }. { $name } deals.
    }
    .brief = Hand { $hand }.
    .braille = hand { $hand }, dealer { $name }
ev-deal-you = Your cards: { $cards }.
    .brief = Your cards: { $cards }.
    .braille = { $cards }
ev-deal-other = { $name } gets { NUM($count) } cards.
    .brief = { "" }
    .normal = { "" }
    .braille = { $name } { $count }
ev-start-card = Start card: { $card }.
    .braille = start { $card }
ev-start-card-returned = { $card } cannot be the start card; it goes back into the deck.
    .brief = { $card } goes back into the deck.
    .braille = { $card } back in deck
ev-turn = { $you ->
        [yes] Your turn.
       *[no] { $name }'s turn.
    }
    .brief = { $you ->
        [yes] Your turn.
       *[no] { "" }
    }
    .normal = { $you ->
        [yes] Your turn.
       *[no] { "" }
    }
    .verbose = { $you ->
        [yes] { $detail ->
            [yes] Your turn. On the pile: { $top }{ $wild ->
                [yes] { $color ->
                    [none] {""}, no color chosen yet
                   *[other] {""}, color { $color }
                }
               *[no] {""}
            }. You hold { $count ->
                [one] one card, and it { $playable ->
                    [0] cannot be played
                   *[other] is playable
                }
               *[other] { NUM($count) } cards, { $all ->
                    [yes] all playable
                   *[no] { $playable ->
                        [0] none playable
                       *[other] { NUM($playable) } playable
                    }
                }
            }.
           *[no] Your turn.
        }
       *[no] { $name }'s turn.
    }
    .braille = { $you ->
        [yes] your turn
       *[no] { $name }
    }
ev-play = { $you ->
        [yes] You play { CASE($card, case: "indef") }
       *[no] { $name } plays { CASE($card, case: "indef") }
    }{ $color ->
        [none] {""}
       *[other] { $left ->
            [1] { $you ->
                [yes] {""}, choose { $color },
               *[no] {""}, chooses { $color },
            }
           *[other] { $you ->
                [yes] {""} and choose { $color }
               *[no] {""} and chooses { $color }
            }
        }
    }{ $left ->
        [1] {" "}{ $you ->
            [yes] and have one card left.
           *[no] and has one card left.
        }
        [0] .
       *[other] .
    }
    .brief = { $you ->
        [yes] You play { $card }
       *[no] { $name }: { $card }
    }{ $color ->
        [none] {""}
       *[other] {""}, { $color }
    }{ $left ->
        [1] {""}, one card left.
       *[other] .
    }
    .verbose = { $you ->
        [yes] You play { CASE($card, case: "indef") }
       *[no] { $name } plays { CASE($card, case: "indef") }
    }{ $color ->
        [none] {""}
       *[other] { $you ->
            [yes] {""} and choose { $color }
           *[no] {""} and chooses { $color }
        }
    }. { $left ->
        [0] { $you ->
            [yes] You have no cards left.
           *[no] { $name } has no cards left.
        }
        [1] { $you ->
            [yes] You have one card left.
           *[no] { $name } has one card left.
        }
       *[other] { $you ->
            [yes] You have { NUM($left) } cards left.
           *[no] { $name } has { NUM($left) } cards left.
        }
    }
    .braille = { $name } { $card }{ $color ->
        [none] {""}
       *[other] {" "}{ $colorcode }
    }{ $left ->
        [1] {" "}1 left
       *[other] {""}
    }
ev-color = { $you ->
        [yes] You choose { $color }.
       *[no] { $name } chooses { $color }.
    }
    .braille = { $name } color { $colorcode }
ev-draw = { $you ->
        [yes] You draw { $count ->
            [one] a card
           *[other] { NUM($count) } cards
        }{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } draws { $count ->
            [one] a card.
           *[other] { NUM($count) } cards.
        }
    }
    .brief = { $you ->
        [yes] You draw { $cards ->
            [none] { $count ->
                [one] a card.
               *[other] { NUM($count) } cards.
            }
           *[other] { $cards }.
        }
       *[no] { $name } draws { $count ->
            [one] a card.
           *[other] { NUM($count) } cards.
        }
    }
    .braille = { $you ->
        [yes] you draw
       *[no] { $name } draws
    } { $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_two = Draw Two: { $you ->
        [yes] you draw { $cards ->
            [none] { NUM($count) } cards.
           *[other] { NUM($count) } cards: { $cards }.
        }
       *[no] { $name } draws { NUM($count) } cards.
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-draw_four = Wild Draw Four: { $you ->
        [yes] you draw { $cards ->
            [none] { NUM($count) } cards.
           *[other] { NUM($count) } cards: { $cards }.
        }
       *[no] { $name } draws { NUM($count) } cards.
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-stack = Nobody stacks: { $you ->
        [yes] you draw { $cards ->
            [none] { NUM($count) } cards.
           *[other] { NUM($count) } cards: { $cards }.
        }
       *[no] { $name } draws { NUM($count) } cards.
    }
    .braille = { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-penalty = Penalty: { $you ->
        [yes] you draw { $cards ->
            [none] { $count ->
                [one] a card.
               *[other] { NUM($count) } cards.
            }
           *[other] { $count ->
                [one] a card: { $cards }.
               *[other] { NUM($count) } cards: { $cards }.
            }
        }
       *[no] { $name } draws { $count ->
            [one] a card.
           *[other] { NUM($count) } cards.
        }
    }
    .braille = { $name } penalty +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-uno = { $you ->
        [yes] Your penalty cards: { $cards }.
       *[no] { "" }
    }
    .braille = { $you ->
        [yes] +{ $cards }
       *[no] { "" }
    }
ev-draw-challenge-failed = The challenge fails. { $you ->
        [yes] You draw { NUM($count) } cards{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } draws { NUM($count) } cards.
    }
    .braille = challenge failed, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-draw-challenge-caught = The challenge succeeds. { $you ->
        [yes] You draw { NUM($count) } cards{ $cards ->
            [none] .
           *[other] : { $cards }.
        }
       *[no] { $name } draws { NUM($count) } cards.
    }
    .braille = challenge won, { $name } +{ $count }{ $cards ->
        [none] {""}
       *[other] : { $cards }
    }
ev-turn-passes = You cannot play it, so your turn ends.
    .brief = { "" }
    .braille = turn passes
ev-pass = { $you ->
        [yes] You keep the card and pass.
       *[no] { $name } keeps the card and passes.
    }
    .brief = { $you ->
        [yes] You pass.
       *[no] { $name } passes.
    }
    .braille = { $you ->
        [yes] you pass
       *[no] { $name } passes
    }
ev-skip = Skip: { $you ->
        [yes] you miss a turn.
       *[no] { $name } misses a turn.
    }
    .braille = { $name } skipped
ev-skip-after-draw = { $after ->
        [reverse] Reverse: { $you ->
            [yes] you miss a turn.
           *[no] { $name } misses a turn.
        }
       *[draw] { $you ->
            [yes] You miss a turn.
           *[no] { $name } misses a turn.
        }
    }
    .brief = { "" }
    .braille = { $name } skipped
ev-reverse = Reverse: play now goes { $direction ->
        [clockwise] clockwise
       *[counterclockwise] counterclockwise
    }.
    .braille = reverse
ev-uno = { $you ->
        [yes] You call UNO!
       *[no] { $name } calls UNO!
    }
    .braille = { $name } UNO
ev-uno-caught = { $otheryou ->
        [yes] You catch { $name } without UNO: { $name } draws
       *[no] { $you ->
            [yes] { $other } catches you without UNO: you draw
           *[no] { $other } catches { $name } without UNO: { $name } draws
        }
    } { $count ->
        [one] one card.
       *[other] { NUM($count) } cards.
    }
    .braille = { $other } caught { $name } +{ $count }
ev-uno-missed = { $you ->
        [yes] You have one card and have not called UNO.
       *[no] { $name } has not called UNO. Type catch to catch it.
    }
    .brief = { $you ->
        [yes] { "" }
       *[no] { $name } did not call UNO.
    }
    .normal = { $you ->
        [yes] { "" }
       *[no] { $name } has not called UNO. Type catch to catch it.
    }
    .braille = { $you ->
        [yes] { "" }
       *[no] { $name } no UNO: catch
    }
ev-challenge = { $you ->
        [yes] { $other ->
            [none] You challenge the Wild Draw Four
           *[other] You challenge { $other }'s Wild Draw Four
        }
       *[no] { $other ->
            [none] { $name } challenges the Wild Draw Four
           *[other] { $otheryou ->
                [yes] { $name } challenges your Wild Draw Four
               *[no] { $name } challenges { $other }'s Wild Draw Four
            }
        }
    }: { $legal ->
        [yes] the play was legal.
       *[no] it was a bluff.
    }
    .braille = { $you ->
        [yes] you challenge { $other }
       *[no] { $name } challenges { $other }
    }: { $legal ->
        [yes] legal
       *[no] bluff
    }
ev-hand-shown = { $otheryou ->
        [yes] { $name } shows you their hand: { $cards }.
       *[no] { $you ->
            [yes] You show your hand to { $other }.
           *[no] { $name } shows their hand to { $other }.
        }
    }
    .brief = { $otheryou ->
        [yes] { $name }'s hand: { $cards }.
       *[no] { "" }
    }
    .braille = { $otheryou ->
        [yes] { $name }: { $cards }
       *[no] { $you ->
        [yes] you show your hand
       *[no] { $name } shows their hand
    }
    }
ev-retract = { $you ->
        [yes] You take back the Wild Draw Four and must play a card that was legal before it.
       *[no] { $name } takes back the Wild Draw Four and must play a card that was legal before it.
    }
    .braille = { $you ->
        [yes] you take back dr4
       *[no] { $name } takes back dr4
    }
# up to twelve cards in words, more in digits (the draw pile line says 78)
ev-reshuffle = The discard pile is shuffled into a new draw pile of { $count ->
        [one] one card
        [2] { NUM($count) } cards
        [3] { NUM($count) } cards
        [4] { NUM($count) } cards
        [5] { NUM($count) } cards
        [6] { NUM($count) } cards
        [7] { NUM($count) } cards
        [8] { NUM($count) } cards
        [9] { NUM($count) } cards
        [10] { NUM($count) } cards
        [11] { NUM($count) } cards
        [12] { NUM($count) } cards
       *[other] { $count } cards
    }.
    .brief = Reshuffled: { $count ->
        [one] one card
        [2] { NUM($count) } cards
        [3] { NUM($count) } cards
        [4] { NUM($count) } cards
        [5] { NUM($count) } cards
        [6] { NUM($count) } cards
        [7] { NUM($count) } cards
        [8] { NUM($count) } cards
        [9] { NUM($count) } cards
        [10] { NUM($count) } cards
        [11] { NUM($count) } cards
        [12] { NUM($count) } cards
       *[other] { $count } cards
    }.
    .braille = reshuffle { $count }
ev-swap-rotate = Zero: everyone passes their hand to the next player.
    .braille = hands rotate
ev-swap = { $you ->
        [yes] You swap hands with { $other }.
       *[no] { $otheryou ->
            [yes] { $name } swaps hands with you.
           *[no] { $name } swaps hands with { $other }.
        }
    }
    .braille = { $you ->
        [yes] you swap with { $other }
       *[no] { $name } swaps with { $other }
    }
ev-jump-in = { $you ->
        [yes] You jump in with { CASE($card, case: "indef") }!
       *[no] { $name } jumps in with { CASE($card, case: "indef") }!
    }
    .braille = { $you ->
        [yes] you jump in { $card }
       *[no] { $name } jumps in { $card }
    }
ev-illegal-play = { $you ->
        [yes] You may not play { CASE($card, case: "indef") } now: the card goes back to your hand.
       *[no] { $name } may not play { CASE($card, case: "indef") } now: the card goes back to their hand.
    }
    .braille = { $name } illegal { $card }
ev-stack = The draw is stacked: { NUM($total) } cards are waiting for the next player.
    .brief = Stack: { NUM($total) }.
    .braille = stack { $total }
ev-eliminated = { $you ->
        [yes] You have reached { $target } points and are out of the match.
       *[no] { $name } has reached { $target } points and is out of the match.
    }
    .braille = { $name } out
ev-final-start = The final begins: { $players }. Scores start again from zero.
    .braille = final: { $players }
ev-hand-end = { $you ->
        [yes] You go out and win the hand
       *[no] { $name } goes out and wins the hand
    }{ $scoring ->
        [lowest_score] . Points left in the other hands: { $points }.
       *[other] {""}, scoring { $points } points.
    }
    .braille = { $you ->
        [yes] you win the hand
       *[no] { $name } wins hand
    }, { $points }
ev-scores = Scores: { $scores }.
    .braille = { $scores }
ev-match-end = { $you ->
        [yes] You win the match!
       *[no] { $name } wins the match.
    }
    .braille = { $you ->
        [yes] you win the match
       *[no] { $name } wins match
    }
ev-team-match-end = Team { $team } wins the match.

## Status answers

game-hand = { $count ->
        [0] You hold no cards.
        [one] Your last card: { $cards }.
       *[other] Your { NUM($count) } cards: { $cards }.
    }
    .braille = { $cards }
game-hand-item = { $position } { $card }{ $playable ->
        [yes] {" "}playable
       *[no] {""}
    }
# $held: the cards in hand; with one card, the line speaks of it alone
game-hand-playable = { $held ->
        [1] { $count ->
            [0] You cannot play it now.
           *[other] You can play it now.
        }
       *[other] { $count ->
            [0] You cannot play any of them now.
            [one] You can play one of them now.
           *[other] You can play { NUM($count) } of them now.
        }
    }
    .braille = { $count } playable
game-drawn = You drew { CASE($card, case: "indef") }: { $playable ->
        [yes] play it, or type pass to keep it.
       *[no] it cannot be played; type pass.
    }
    .braille = drawn { $card }: { $playable ->
        [yes] play or pass
       *[no] pass
    }
game-drawn-must = You drew { CASE($card, case: "indef") }: you must play it.
    .braille = drawn { $card }: play it
game-top = On the pile: { $card }{ $wild ->
        [yes] { $color ->
            [none] {""}, no color chosen yet
           *[other] {""}, color { $color }
        }
       *[no] {""}
    }.{ $pending ->
        [0] {""}
       *[other] {" "}Cards to draw: { NUM($pending) }.
    }
    .braille = top { $card } { $colorcode }{ $pending ->
        [0] {""}
       *[other] {" "}+{ $pending }
    }
game-turn = { $you ->
        [yes] It is your turn.
       *[no] It is { $name }'s turn.
    } Play goes { $direction ->
        [clockwise] clockwise
       *[counterclockwise] counterclockwise
    }; next is { $nextyou ->
        [yes] you
       *[no] { $next }
    }.
    .braille = { $you ->
        [yes] your turn
       *[no] turn { $name }
    }, next { $next }
game-count-item = { $name } { $count }
game-counts = Cards in hand: { $counts }. Draw pile: { $pile }.
    .braille = { $counts }, pile { $pile }
game-score-item = { $name } { $out ->
        [yes] out
       *[no] { $points }
    }
game-scores = Scores, hand { $hand }: { $scores }. { $scoring ->
        [single_hand] One hand decides the match.
        [lowest_score] The lowest score wins when someone reaches { $target }.
        [elimination] Anyone who reaches { $target } is out of the match.
       *[other] Target: { $target }.
    }
    .braille = { $scores }, target { $target }
game-team-scores = Team scores: { $scores }.
game-team-item = { $yours ->
        [yes] your team ({ $members })
       *[no] team { $team } ({ $members })
    } has { $points } { $points ->
        [one] point
       *[other] points
    }
game-no-history = Nothing has happened yet.

## What the player must do now (after each batch of events and on an empty line)
# the cards that may answer the pending draw card: stacking=same answers like with like,
# stacking=mixed lets a Wild Draw Four answer a Draw Two too
game-stack-cards = { $stack ->
        [draw_two] a Draw Two
        [wild_draw_four] a Wild Draw Four
       *[both] a Draw Two or a Wild Draw Four
    }
game-prompt-play = { $pending ->
        [0] Play a card or draw.
       *[other] Stack { game-stack-cards } on it if you can, or draw the { NUM($pending) } cards.
    }
    .brief = { "" }
game-prompt-drawn = Play the drawn card or pass.
game-prompt-color = Choose a color: red, yellow, green, or blue.
game-prompt-challenge = { $name } has played a Wild Draw Four on you: challenge or accept.
    .braille = { $name }: dr4 on you: challenge or accept
game-prompt-retract = Play a card that was legal on { $card }, color { $color }.
game-prompt-swap = Choose who to swap hands with: { $names }.
game-prompt-wait = { $you ->
        [yes] {""}
       *[no] Waiting for { $name }.
    }
game-hotseat = { $name }, the keyboard is yours.
game-over = The match is over.

## Why an action was refused (IllegalAction reasons)
err-not_your_turn = { $jump ->
        [yes] It is { $name }'s turn: out of turn, you can only jump in.
       *[no] It is not your turn; it is { $name }'s turn.
    }
err-not_in_hand = You do not hold { CASE($card, case: "indef") }.
err-color_mismatch = You cannot play { CASE($card, case: "indef") }: { $wild ->
        [yes] the color to match after { CASE($top, case: "def") } is { $color }
       *[no] it does not match { CASE($top, case: "def") }
    }.
err-wd4_not_allowed = You may not play a Wild Draw Four: you hold a card that matches ({ $holding }).
err-must_play_drawn = { $canpass ->
        [no] You must play the card you drew ({ $card }): under these rules it cannot stay in your hand.
       *[yes] Now you can only play the card you drew ({ $card }) or pass.
    }
err-forced_play = You hold a card you can play, so you must play it.
err-no_wild_finish = Your last card may not be { CASE($card, case: "indef") }.
err-must_stack = Stack { game-stack-cards } on it if you can, or draw the { NUM($total) } cards.
err-need_color = Say the color too, for example: { $example }.
err-need_color_first = First choose the color of the Wild start card.
err-no_color_needed = There is no color to choose now.
err-nothing_to_catch = Nobody can be caught now.
err-already_called = UNO was already called, or it is too late.
err-not_one_card = You can call UNO only as you play down to one card, or when you have one card left; you hold { NUM($count) }.
err-cannot_pass = You can pass only after drawing a card.
err-cannot_draw_now = You cannot draw now.
err-no_challenge = There is no Wild Draw Four to challenge.
err-challenge_or_accept = Challenge the Wild Draw Four or accept it.
err-retract_not_legal = Play a card that was legal on { $top }, color { $color }.
err-no_swap = There is no swap to make.
err-choose_swap = First choose who to swap hands with.
err-bad_target = Choose another player who is still in the game.
err-jump_in_off = Jumping in is not allowed in these rules.
err-cannot_jump_in = You cannot jump in now.
err-jump_after_penalty = After drawing penalty cards you wait for the next card before jumping in.
err-not_identical = Only a card identical to the top card, { $top }, can jump in.
err-match_over = The match is over.
err-bad_seat = That player is not in the game.
err-unknown_action = That is not possible now.
err-missing_card = Name a card.
err-unexpected_card = That command takes no card.
err-unexpected_color = Only a Wild takes a color.
err-unexpected_uno = UNO is called with a play or alone: type uno.
err-other = That is not possible now.
