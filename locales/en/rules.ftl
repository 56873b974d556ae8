# The rules text (uno-access rules, the in-game rules command, the tutor).
# One idea per line: every message is read aloud as one line by a screen reader.

## Command line and errors

rules-opt-lang = language of the text: { -language-codes }
rules-opt-rules = rule preset: { cli-presets }
rules-opt-house = house rules, as NAME=VALUE separated by commas
rules-opt-section = read only this section (its key or its title)
rules-opt-list = list the sections
rules-unknown-section = There is no section called "{ $name }". The sections are: { $allowed }.
rules-error-unknown-preset = There is no rule preset called "{ $name }". The presets are: { $allowed }.
rules-error-unknown-switch = There is no rule called { $name }. The rules are: { $allowed }.
rules-error-bad-value = "{ $value }" is not a valid value for { $name }. Choose one of: { $allowed }.
rules-error-bad-house-item = { $item } is not written as NAME=VALUE. The rules are: { $allowed }.
rules-error-elimination-needs-lowest-score = Elimination works only with scoring=lowest_score.
rules-error-elimination-without-teams = Elimination cannot be combined with teams.
rules-error-other = These rules cannot be used: { $reason }.
rules-list-item = { $title } ({ $key })
rules-heading = UNO rules: { $preset ->
        [it] Italian rule sheet
        [pt] Brazilian rule sheet
        [pl] Polish rule sheet
        [hr] Croatian rule sheet
        [ro] Romanian rule sheet
       *[official] official rule sheet
    }.

## Aim of the game

rules-aim-title = Aim of the game
rules-aim-players = UNO is a card game for { $min } to { $max } players.
rules-aim-goal = In each hand, try to be the first to get rid of all your cards.
rules-aim-match = { $scoring ->
        [single_hand] One hand decides the match: whoever goes out first wins.
        [lowest_score] Points count against you: the match ends when someone reaches { $target } { $target ->
            [one] point
           *[other] points
        }, and the lowest total wins.
       *[other] Whoever goes out scores points for the cards left in the other players' hands; the first to reach { $target } { $target ->
            [one] point
           *[other] points
        } wins the match.
    }

## The cards

rules-deck-title = The cards
rules-deck-size = The deck has { $count } { $count ->
        [one] card
       *[other] cards
    }.
rules-deck-colors = There are four colors, each with a letter in the braille code: r for red, y for yellow, g for green, b for blue.
rules-deck-numbers = Each color has one 0 and two of every number from 1 to 9.
rules-deck-number-code = A number card's code is the color letter, the digit, then x: b3x is the blue 3.
rules-deck-actions = Each color also has two Skip, two Reverse, and two Draw Two cards.
rules-deck-action-code = Their codes are the color letter followed by sk, rv, or d2: gsk, yrv, rd2.
rules-deck-wilds = There are { NUM($count) } Wild cards, code wld, and { NUM($count) } Wild Draw Four cards, code dr4.

## Setup

rules-setup-title = Setup
rules-setup-dealer-draw = To choose the dealer, every player draws a card from the shuffled deck, and the player with the highest number deals.
rules-setup-dealer-symbol = { $dealer ->
        [high_card_redraw] A player who draws a card without a number puts it at the bottom of the deck and draws another.
       *[high_card] A card without a number counts as 0.
    }
rules-setup-dealer-tie = If players tie for the highest number, only they draw again.
rules-setup-dealer-seat = In this game the player in seat { $seat } deals.
rules-setup-deal = The dealer deals { NUM($count) } { $count ->
        [one] card
       *[other] cards
    } to each player, one at a time, starting with the player on the dealer's left.
rules-setup-piles = The next card is turned face up to start the discard pile.
rules-setup-draw-pile = The remaining cards, face down, are the draw pile.
rules-setup-first = The player on the dealer's left starts, and play goes to the left (clockwise).
rules-setup-next-hand = For every new hand, the deal passes to the left (clockwise).
rules-setup-start-intro = When the first card turned up is not a number card:
rules-setup-start-wd4 = Wild Draw Four, code dr4: it is shuffled back into the deck, and another card is turned.
rules-setup-start-draw-two = Draw Two: the first player draws { NUM($count) } { $count ->
        [one] card
       *[other] cards
    } and misses a turn.
rules-setup-start-skip = Skip: the first player misses a turn.
rules-setup-start-reverse = { $first_reverse ->
        [dealer_right_first] Reverse: it counts as played by the dealer, so the player on the dealer's right starts and play goes to the right (counterclockwise).
       *[dealer_first] Reverse: the dealer plays first, and play goes to the right (counterclockwise).
    }
rules-setup-start-wild = { $first_wild ->
        [redraw] Wild, code wld: it goes back into the middle of the draw pile, and a new card is turned.
       *[first_player_chooses] Wild, code wld: the first player names the color, then plays.
    }

## A turn

rules-turn-title = A turn
rules-turn-match = Play one card that matches the top card of the discard pile in color, number, or symbol.
rules-turn-named-color = After a Wild or a Wild Draw Four, the color named by the player who played it is the color to match.
rules-turn-wilds = A Wild can always be played; a Wild Draw Four only as described under Wild Draw Four.
rules-turn-draw = { $draw ->
        [until_playable_must_play] If you do not play, draw until you get a card you can play, and play it.
       *[one_may_play] If you do not play, draw one card.
    }
rules-turn-drawn-card = If that card can be played, you may play it at once, but no other card; if not, your turn ends.
rules-turn-draw-no-old = Once you have chosen to draw, you may not play a card that was already in your hand.
rules-turn-forced = { $forced_play ->
        [on] You may not draw while you hold a card you can play.
       *[off] You may always choose to draw instead of playing.
    }
rules-turn-next = Then the next player in the direction of play takes a turn.
rules-turn-reshuffle = When the draw pile is empty, all the discards except the top card are shuffled into a new draw pile.
rules-turn-empty = If there is nothing left to shuffle, a player who must draw takes whatever cards are left, and the turn passes.

## Action cards

rules-card-codes = { $count ->
        [one] Code
       *[other] Codes
    }: { $codes }.
rules-card-points = At the end of a hand it is worth { $points } { $points ->
        [one] point
       *[other] points
    }.
rules-skip-title = Skip
rules-skip-effect = The next player misses a turn.
rules-reverse-title = Reverse
rules-reverse-effect = The direction of play changes.
rules-reverse-two = With two players it works as a Skip.
rules-draw-two-title = Draw Two
rules-draw-two-effect = The next player draws { NUM($count) } { $count ->
        [one] card
       *[other] cards
    } and misses a turn.
rules-draw-two-match = Like Skip and Reverse, it has a color: play it on its own color or on another Draw Two.
rules-wild-title = Wild
rules-wild-effect = You may play it on any card; then you choose the next color.
rules-wild-any-time = You may play it even when you hold other cards you could play.

## Wild Draw Four and the challenge

rules-wd4-title = Wild Draw Four
rules-wd4-effect = You name the color; the next player draws { NUM($count) } { $count ->
        [one] card
       *[other] cards
    } and misses a turn.
rules-wd4-when = { $wd4 ->
        [color_or_number] You may play it only when you hold no card of the color in play and none with the number or symbol of the top card.
        [no_other_playable] You may play it only when you hold no other card you could play, apart from wild cards.
       *[color] You may play it only when you hold no card of the color in play. You may still play it if you hold a card with the same number or symbol.
    }
rules-wd4-wild-ok = A Wild in your hand does not stop you from playing it.
rules-wd4-bluff = You can also play it when this rule forbids it: that is a bluff, and you may be challenged.
rules-wd4-who = Only the next player, the one who must draw, may challenge it, and only before drawing.
rules-wd4-shown = The hand of the player who played it is then shown to the challenger alone.
rules-wd4-legal = If the play was legal, the challenger draws { NUM($count) } { $count ->
        [one] card
       *[other] cards
    } instead of { NUM($base) } and misses a turn.
rules-wd4-caught = { $illegal_wd4_caught ->
        [retract_play_legal_draw_4] If it was a bluff, the Wild Draw Four goes back into the hand of the player who played it, and the named color no longer counts.
       *[offender_draws_4] If it was a bluff, the player who played it draws the { NUM($count) } { $count ->
            [one] card
           *[other] cards
        } instead; the named color stays, and the challenger then takes a normal turn.
    }
rules-wd4-retract = That player must then play a card that matches the previous top card, and also draws { NUM($count) } { $count ->
        [one] card
       *[other] cards
    }.
rules-wd4-no-challenge = There is no challenge: playing it when this rule forbids it is an illegal play.
rules-wd4-last = The last card of a hand cannot be challenged.

## UNO

rules-uno-title = UNO
rules-uno-call = When you have one card left, call UNO.
rules-uno-when = You may call it with the play that leaves you one card, or just after it.
rules-uno-window = Others can catch you until the next player plays a card or chooses to draw.
rules-uno-penalty = A player caught not calling UNO draws { NUM($count) } { $count ->
        [one] card
       *[other] cards
    }.
rules-uno-late = Once that moment has passed, there is no penalty.
rules-uno-auto = In this game UNO is called automatically for every player, so nobody can be caught.
rules-uno-not-win = Calling UNO does not win: you still have to play your last card.

## Illegal plays

rules-illegal-title = Illegal plays
rules-illegal-reject = If you try to play a card that is not allowed, the game refuses it, says why, and you try again.
rules-illegal-penalty = If you play a card that is not allowed, it goes back to your hand, you draw { NUM($count) } { $count ->
        [one] card
       *[other] cards
    }, and the turn passes.
rules-illegal-penalty-size = When the game is set to punish illegal plays instead of refusing them, the penalty is { NUM($count) } { $count ->
        [one] card
       *[other] cards
    }.

## Two players

rules-two-title = Two players
rules-two-reverse = A Reverse works as a Skip: whoever played it plays again.
rules-two-again = After a Skip, a Draw Two, or a Wild Draw Four, the same player plays again.

## Scoring and the match

rules-scoring-title = Scoring and the match
rules-scoring-end = The hand ends when a player plays their last card.
rules-scoring-end-draw = If that card is a Draw Two or a Wild Draw Four, the next player still draws before the points are counted.
rules-scoring-numbers = A number card is worth its number.
rules-scoring-actions = Skip, Reverse, and Draw Two are worth { $count } { $count ->
        [one] point
       *[other] points
    } each.
rules-scoring-wilds = Wild and Wild Draw Four are worth { $count } { $count ->
        [one] point
       *[other] points
    } each.
rules-scoring-mode = { $scoring ->
        [lowest_score] Every player scores the points of the cards left in their own hand.
        [single_hand] One hand decides the match: the player who goes out wins, and the points are still announced.
       *[winner_takes_points] The player who goes out scores the points of the cards left in every other hand.
    }
rules-scoring-target = { $scoring ->
        [lowest_score] When a player reaches { $target } { $target ->
            [one] point
           *[other] points
        }, the lowest total wins.
       *[other] The first player to reach { $target } { $target ->
            [one] point
           *[other] points
        } wins the match.
    }
rules-scoring-tie = In a tie for the win, the tied player who went out in the last hand wins; otherwise, the tied player in the lowest-numbered seat wins (seats are numbered from 0).
rules-scoring-elimination = { $elimination ->
        [final_two] A player who reaches { $target } { $target ->
            [one] point
           *[other] points
        } is out of the match; when only two players remain, those two play a final, with scores starting again from zero.
       *[last_one] A player who reaches { $target } { $target ->
            [one] point
           *[other] points
        } is out of the match; the last player left wins.
    }
rules-scoring-elimination-tie = If several players reach it in the same hand, all of them are out unless too few would remain; then those with the lowest totals stay.
rules-scoring-teams = The players form { NUM($count) } { $count ->
        [one] team
       *[other] teams
    }; partners sit in alternate seats{ $yourteam ->
        [0] .
       *[other] { $partnercount ->
            [one] : you are on team { $yourteam }, and your partner is { $partners }.
           *[other] : you are on team { $yourteam }, and your partners are { $partners }.
        }
    }
rules-scoring-teams-count = The number of players must be a multiple of { $count }.
rules-scoring-team-win = When one partner goes out, the team wins the hand and scores the points in the other teams' hands.

## Differences from the official rules

rules-diff-title = Differences from the official rules
rules-diff-none = These are the official rules, with nothing changed.
rules-diff-count = { $count ->
        [one] One rule differs from the official rules:
       *[other] Compared with the official rules, { NUM($count) } rules differ:
    }
rules-diff-item = { $title }. { $line }
rules-diff-house = House rule switched on: { $title }.

## House rules

rules-stacking-title = Stacking
rules-stacking-same = A Draw Two may be stacked on a Draw Two, and a Wild Draw Four on a Wild Draw Four.
rules-stacking-mixed = A Wild Draw Four may also be stacked on a Draw Two.
rules-stacking-total = The cards to draw add up; the first player who cannot or will not stack draws them all and misses a turn.
rules-stacking-no-test = A Wild Draw Four played to stack does not have to follow the color rule and cannot be challenged.
rules-zero-title = Zero rule
rules-zero-rule = { $zero ->
        [swap] Whoever plays a 0 swaps hands with an opponent of their choice.
       *[rotate] When a 0 is played, everyone passes their hand to the next player in the direction of play.
    }
rules-seven-title = Seven rule
rules-seven-rule = Whoever plays a 7 swaps hands with an opponent of their choice.
rules-zero-last = A 0 played as the last card of a hand swaps nothing.
rules-seven-last = A 7 played as the last card of a hand swaps nothing.
rules-jump-title = Jumping in
rules-jump-who = Out of turn, any player other than the one who just played may play a card identical to the top card: same color and same number or symbol.
rules-jump-wilds = A Wild may jump in on a Wild, and a Wild Draw Four on a Wild Draw Four.
rules-jump-effect = { $jump_in ->
        [on] The card takes effect, and play continues from that player.
       *[no_effect] The card has no effect; play continues from that player as if it were their turn.
    }
rules-jump-first = If several players want to jump in, the first of them in turn order plays.
rules-jump-penalty = A player who has just drawn penalty cards may not jump in before the next card is played.
rules-finish-title = No finishing on a Wild
rules-finish-rule = { $no_wild_finish ->
        [action] Your last card may not be a Wild or a Wild Draw Four, nor a Skip, a Reverse, or a Draw Two.
       *[wild] Your last card may not be a Wild or a Wild Draw Four.
    }
rules-finish-draw = If only such cards are left in your hand, you cannot play them and must draw.
rules-forced-title = Forced play
rules-forced-rule = While you hold a card you can play, you must play, not draw.
