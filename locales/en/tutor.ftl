## The tutor (uno_access/tutor). Lines are spoken: short sentences, card names said in full.
## $card / $said / $top are card names, $code a Braille corner code (b3x), $name a player's name,
## $preset a preset's name, $dots the raised dots of one Braille cell ("1 2").

## Command-line options
tutor-opt-list = list the lessons and your progress, then stop
tutor-opt-lesson = start this lesson (its name or number) and stop after it
tutor-opt-lang = the language of the lessons: { -language-codes }
tutor-opt-profile = whose progress to keep (one name per player; without one, a shared profile)
tutor-opt-reset = clear the progress of the profile
tutor-opt-seed = the seed of the guided game's shuffles (for repeatable games)

## Words the player types, separated by commas (the first is the main one). English always works too.
tutor-words-yes = yes, y
tutor-words-no = no, n
tutor-words-quit = quit, exit
tutor-words-repeat = repeat, again
tutor-words-help = help, ?
tutor-words-list = list, lessons
tutor-words-hint = hint
tutor-words-why = why
tutor-words-explain = explain

tutor-prompt = {"> "}

## Lessons
# the word that names a lesson in the menu (typed to start it, as its number is)
tutor-lesson-word = { $lesson ->
    [cards] cards
    [matching] matching
    [actions] actions
    [wild] wild
    [uno] uno
    [scoring] scoring
    [codes] codes
    [dots] dots
    [presets] presets
    [house] house
   *[guided] guided
}
tutor-lesson-title = { $lesson ->
    [cards] The cards and colors
    [matching] Matching the top card
    [actions] Skip, Reverse, and Draw Two
    [wild] Wild, Wild Draw Four, and the challenge
    [uno] Calling and catching UNO
    [scoring] Scoring
    [codes] The braille codes
    [dots] Reading braille cells by their dots
    [presets] The rule presets
    [house] House rules
   *[guided] A guided game
}
tutor-welcome = Welcome to the UNO tutor. Each lesson explains a little, then you practice.
tutor-list-header = { $count } lessons:
tutor-list-item = { $number }. { $title } ({ $name }): { $done ->
    [yes] done{ $answers ->
        [0] .
        [one] , { $percent } percent correct out of 1 answer.
       *[other] , { $percent } percent correct out of { NUMBER($answers, useGrouping: 1) } answers.
    }
   *[no] { $answers ->
        [0] no answers yet.
        [one] { $percent } percent correct out of 1 answer.
       *[other] { $percent } percent correct out of { NUMBER($answers, useGrouping: 1) } answers.
    }
}
tutor-menu-ask = Type a lesson number or name, list, or quit. Press Enter for: { $title }.
tutor-unknown-lesson = There is no lesson { $name }. The lessons are: { $names }.
tutor-lesson-start = Lesson { $number } of { $count }: { $title }.
tutor-practice-start = { $count ->
    [one] Now practice with one question.
   *[other] Now practice with { NUM($count) } questions.
} Type repeat to hear a question again, or quit to stop.
tutor-help = Answer each question and press Enter. Type repeat to hear the question again, list to hear the lessons, or quit to stop. In a game, type hand to hear your cards and top to hear the top card.
tutor-lesson-done = { $title }: lesson done, { $right } of { $total } answers right.
tutor-lesson-done-guided = { $title }: the game is over and the lesson is done.
tutor-lesson-left = You left the lesson { $title }. Your progress is saved.
tutor-bye = Goodbye, and good luck at the table.

## Answers
tutor-right = Correct!
tutor-need-number = Please answer with a number, in digits.
tutor-wrong-number = Not quite. The answer is { $answer }.
tutor-next = Next question.
tutor-again-later = This one will come back soon.
tutor-need-yes-no = Please answer yes or no.
tutor-wrong-yes-no = { $answer ->
    [yes] Not quite. The answer is yes.
   *[no] Not quite. The answer is no.
}

## The cards
tutor-q-deck-size = How many cards are in an UNO deck?
tutor-q-copies = { $code ->
    [wld] How many Wild cards are in the deck?
    [dr4] How many Wild Draw Four cards are in the deck?
   *[other] How many copies of the { $card } are in the deck?
}
tutor-q-draws = { $case ->
    [draw_two] When you play a Draw Two, how many cards does the next player draw?
    [challenge_lost] You challenge a Wild Draw Four, but it was played fairly. How many cards do you draw?
   *[uno_caught] Under the official rules, how many cards does a player draw when caught without calling UNO?
}
tutor-q-points = At the end of a hand, how many points is the { $card } worth?
tutor-q-hand-points = A player is left holding { $cards }. How many points are in that hand?

## Braille codes
tutor-codes-intro-1 = Every UNO Braille card has a short code in its corner, and you can type the same code to play the card.
tutor-codes-intro-2 = A colored card's code starts with its color letter: r for red, y for yellow, g for green, b for blue. A number card then has its digit and the letter x, so b3x is the blue 3. Skip is sk, Reverse is rv, and Draw Two is d2, as in gsk, yrv, and rd2.
tutor-codes-intro-3 = The Wild is wld and the Wild Draw Four is dr4.
tutor-q-code = Type the code of the { $card }.
tutor-wrong-code = Not quite. The { $card } has the code { $code }.
tutor-q-name = Which card has the code { $code }? Type its name, for example blue 3.
tutor-name-not-code = Type the name of the card this time, not its code, for example green Skip.
tutor-not-a-card = There is no card called "{ $text }". Try again, for example red 7.
tutor-wrong-name = Not quite. You typed the { $said }, but { $code } is the { $card }.

## Braille dots
tutor-dots-intro-1 = A braille cell has six dots in two columns: dots 1, 2, and 3 go down the left side, dots 4, 5, and 6 down the right.
tutor-dots-intro-2 = The letters a to j use only the top four dots: a is dot 1, b is dots 1 2, c is dots 1 4.
tutor-dots-intro-3 = On the cards, a digit is written as the letter in the same position, without a number sign: 1 is like a, 2 like b, and 0 like j.
tutor-dots-intro-4 = So the blue 3, code b3x, reads dots 1 2, then dots 1 4, then dots 1 3 4 6.
tutor-q-dots = Which letter has dots { $dots }?
tutor-right-dots = { $digit ->
    [none] Correct: that is { $letter }.
   *[other] Correct: that is { $letter }, which also stands for the digit { $digit } on the cards.
}
tutor-wrong-dots = { $digit ->
    [none] Not quite. Dots { $dots } make the letter { $letter }.
   *[other] Not quite. Dots { $dots } make the letter { $letter }, or the digit { $digit } on the cards.
}
tutor-cell = dots { $dots }
tutor-q-cells = Read this code cell by cell: { $cells }. Type the code.
tutor-right-card = Correct: { $code } is the { $card }.

## Real game moments
tutor-goal = { $goal ->
    [draw] No card in your hand matches. What do you do? Type your move.
    [skip] Make the next player miss a turn. Type the card.
    [reverse] Change the direction of play. Type the card.
    [draw_two] Make the next player draw two cards. Type the card.
    [wild] Play your Wild and name a color on the same line, for example wld b.
    [wd4] Nothing in your hand matches, but you hold a Wild Draw Four. Play it and name a color.
    [challenge] { $name } has just played a Wild Draw Four on you. Try a challenge: type challenge.
    [accept] { $name } has just played a Wild Draw Four on you again. This time, take the four cards: type accept.
    [uno] You have two cards left. Play one and call UNO on the same line, for example b4x uno.
    [catch] { $name } has one card left and did not call UNO. Catch { $name }: type catch.
    [stack] Stacking is on, and { $name } has played a Draw Two on you. Stack your own Draw Two on it.
    [zero_rule] The zero rule is on. Play your 0, and every hand moves on to the next player.
    [swap] The seven rule is on, and you have just played a 7. Swap hands with { $name }: type swap, then the name.
    [jump] Jumping in is on. { $name } has just played a card you also hold. Play your identical card now, out of turn.
    [no_finish] The rule "No finishing on a Wild" is on, and your last card is a Wild. What do you do?
    [forced] Forced play is on. Make your move.
   *[match] Play a card that matches the top card. Type its code, its name, or its place in your hand.
}
tutor-after = { $goal ->
    [challenge] { $name } still held a card of the color in play, so the Wild Draw Four was a bluff, and { $name } drew the four cards.
    [accept] { $name } held no card of the color in play, so the Wild Draw Four was fair: a challenge would have cost you 6 cards.
   *[other] {""}
}
tutor-turns-passed = A few turns have passed.
tutor-legal-not-goal = That move is allowed, but it is not what this exercise asks for.
tutor-legal-now = { $count ->
    [0] No card in your hand can be played now, so draw.
    [one] You can play one card now: { $cards }.
   *[other] The cards you can play now are { $cards }.
}
tutor-add-color = Add the color on the same line, for example { $code } b.
tutor-swap-whom = Type who to swap with, for example swap { $name }.
tutor-situation-commands = Type a move, for example a card, draw, challenge, or catch. Type hand or top to hear the cards.

## Presets and house rules
tutor-presets-intro = Each preset follows the rules of one country's UNO sheet. The official rules are the base; here is what each preset changes.
tutor-preset-heading = { $preset } rules:
tutor-q-preset-uno = Under the { $preset } rules, how many cards does a player draw when caught without calling UNO?
tutor-q-preset-wd4 = Under the { $preset } rules, can you play a Wild Draw Four while you hold a card with the number of the top card, but none of its color?
tutor-q-preset-draw = Under the { $preset } rules, when you cannot play, do you keep drawing until you draw a card you can play?
tutor-q-preset-lowest = Under the { $preset } rules, does the lowest total win the match?
tutor-house-intro = House rules are extra rules that players agree on before a game. They are all off unless you switch them on when a game starts.

## The guided game
tutor-guided-intro-1 = Now play a real game against two computer players, { $first } and { $second }. The first to 50 points wins.
tutor-guided-intro-2 = On your turn, type hint to hear a good move and the rule that allows it. Type why to hear what just happened and which rule applied, and type explain to hear why a computer player did what it did.
tutor-guided-intro-3 = All the usual game commands work too: hand, top, help, and quit.
tutor-hint = { $kind ->
    [play] Try the { $card }: type { $typed }.
    [jump_in] Jump in with the { $card }: type { $typed }.
    [draw] Draw a card.
    [pass] Keep the card you drew: type pass.
    [challenge] Challenge the Wild Draw Four: type challenge.
    [accept] Take the cards: type accept.
    [color] Name the color: type { $typed }.
    [swap] Swap hands: type { $typed }.
    [uno] Call UNO now.
   *[catch] Catch the player who forgot UNO: type catch.
}
tutor-rule = { $rule ->
    [color] The rule: a card may be played on a card of the same color; { $card } matches the color { $color }.
    [number] The rule: a card may be played on a card with the same number; { $card } has the number of { $top }.
    [symbol] The rule: a card may be played on a card with the same symbol; { $card } has the symbol of { $top }.
    [wild] The rule: a Wild may be played on any card, and the player who plays it chooses the next color.
    [wild_draw_four] The rule: a Wild Draw Four is fair only when you hold no card of the color in play, { $color }; the next player may challenge it.
    [stack] The rule: with stacking, a Draw Two or a Wild Draw Four may be stacked on one of the same kind, and the cards to draw add up.
    [retract] The rule: the Wild Draw Four was taken back, so a card that was legal before it is played.
    [draw_none] The rule: when no card in your hand matches { $top } or the color { $color }, you draw.
    [draw_choice] The rule: you may draw even when you could play, but then you can only play the card you drew.
    [draw_penalty] The rule: a player who cannot or will not answer by stacking draws { NUM($total) } cards and misses a turn.
    [pass] The rule: after drawing a card you can play, you may keep it and pass.
    [challenge] The rule: only the player who must draw may challenge a Wild Draw Four, before drawing.
    [accept] The rule: without a challenge, the next player draws the four cards and misses a turn.
    [choose_color] The rule: after a Wild, the player who played it chooses the color to match.
    [swap] The rule: with the seven rule, whoever plays a 7 swaps hands with a player of their choice.
    [uno] The rule: when you have one card left, call UNO before the next player acts.
    [catch] The rule: a player left with one card who did not call UNO can be caught and draws cards.
   *[jump_in] The rule: with jumping in, a card identical to the top card may be played out of turn.
}
tutor-quit-ask = Leave the guided game? Type yes to leave or no to go on.
tutor-hint-none = There is no move to suggest now.
tutor-hint-wait = It is { $name }'s turn. Wait for your turn.
tutor-why-none = Nothing has been played yet.
tutor-explain-none = The computer players have not moved yet.
tutor-explain-who = There is no computer player called { $text }.

## Progress
tutor-bad-profile = The profile name { $name } cannot be used. Use up to 40 letters, digits, hyphens, or underscores.
tutor-reset-ask = Clear all tutor progress of the profile { $profile }? Type yes or no.
tutor-reset-done = The progress of the profile { $profile } is cleared.
tutor-reset-kept = Nothing was cleared.
tutor-progress-recovered = Your saved progress could not be read, so it was moved to { $path } and you start afresh.
tutor-progress-not-saved = Your progress cannot be saved: { $detail }. The lesson goes on.
