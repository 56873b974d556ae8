"""The console session without a terminal: typed lines in, narrated lines out.

Includes the property test: any text typed at any moment of a game gets an
answer and never a traceback, and a refused command leaves the game unchanged.
"""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from uno_access.console.session import Session
from uno_access.console.setting_words import value_word
from uno_access.engine import DECK, Game, RuleSet
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.storage import saves
from uno_access.storage.settings import Settings
from uno_access.storage.store import Store, StoreUnavailable

LOC = Localizer("en")

#: the human (seat 0) holds reds 1-6 and a Wild; the computer (seat 1) holds nothing that matches
HUMAN = ["r1x", "r2x", "r3x", "r4x", "r5x", "r6x", "wld"]
BOT = ["b8x", "b8x", "b9x", "b9x", "g8x", "g8x", "g9x"]
START = "r0x"
BOT_DRAWS = ["y8x", "y8x", "y9x", "y9x", "g9x", "ysk"]


def stacked_deck() -> list[str]:
    """108 codes: the deal (seat 0 first, alternating), the start card, then the draw pile in order."""
    first = [code for pair in zip(HUMAN, BOT) for code in pair] + [START] + BOT_DRAWS
    rest = Counter(card.code for card in DECK) - Counter(first)
    return first + sorted(rest.elements())


def new_session(tmp_path, players=("human", "normal"), rules=None, deck=None, seed=4, dealer=1, **kw):
    lines: list[str] = []
    game = Game(players=len(players), rules=rules or RuleSet.preset("official", scoring="single_hand"),
                seed=seed, deck=deck, dealer=dealer)
    if "recorder" not in kw:
        store = Store(tmp_path / "store.sqlite3")
        kw["recorder"] = saves.Recorder.create(store, "test" if store.find("test") is None else None, game,
                                               list(players))
    session = Session(game, list(players), LOC, Settings(speech="none"), lambda shown, spoken: lines.append(shown),
                      scripted=True, settings_path=tmp_path / "settings.toml", seed=seed, **kw)
    session.start()
    return session, lines


def run_bots(session: Session) -> None:
    while session.seconds_until_bot() == 0:
        session.step_bot()


def test_a_whole_stacked_game(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    assert "Your cards: red 1, red 2, red 3, red 4, red 5, red 6, and Wild." in lines
    assert "Start card: red 0." in lines
    for typed in ("r1x", "play 1", "red 3", "r4x", "play r5x", "r6x uno", "wld"):
        del lines[:]
        session.handle_line(typed)
        run_bots(session)
    assert lines == ["Which color for the Wild? Type red, yellow, green, or blue (and uno, if you call it)."]
    del lines[:]
    session.handle_line("blue")
    assert lines[:3] == ["You play a Wild and choose blue.",
                         "You go out and win the hand, scoring 122 points.",
                         "Scores: you 122 and Ben 0."]
    assert "You win the match!" in lines
    assert session.game.over and session.saved
    assert Store(tmp_path / "store.sqlite3").games() == []  # a finished match leaves no saved game


def test_play_alone_after_drawing_plays_the_drawn_card(tmp_path):
    deck = stacked_deck()
    deck.remove("r7x")
    deck.insert(len(HUMAN) + len(BOT) + 1, "r7x")  # the first card drawn
    session, lines = new_session(tmp_path, deck=deck)
    session.handle_line("draw")
    assert lines[-1] == "You drew a red 7: play it, or type pass to keep it."
    del lines[:]
    session.handle_line("play")
    assert lines[0] == "You play a red 7."
    assert sorted(card.code for card in session.game.hands[0]) == sorted(HUMAN)  # the red 7 left the hand


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_promises_tab_completion_for_standard_mode_only(tmp_path, lang):
    """Review s34: plain mode reads whole lines (Tab is a character there), yet the help said
    "Tab completes card names" with no mode; every sentence that names Tab names standard mode."""
    session, lines = new_session(tmp_path)
    session.handle_line(f"set language {lang}")
    assert session.loc.lang == lang
    del lines[:]
    session.handle_line("?")
    standard = value_word(session.loc, "mode", "standard")[:-2].casefold()
    sentences = [s for line in lines for s in re.split(r"(?<=[.!?]) ", line) if "Tab" in s]
    assert len(sentences) == 1 and standard in sentences[0].casefold(), (lang, lines)


def test_save_says_the_game_saves_itself_or_that_it_is_not_saved(tmp_path):
    """Review s34: a player typing "save" heard '"save" is not a command or a card'."""
    session, lines = new_session(tmp_path, deck=stacked_deck())
    del lines[:]
    session.handle_line("save")
    assert lines == ["The game saves itself after every move: it is saved as test, "
                     "and uno-access play --resume test continues it."]
    for lang, word in (("it", "salva"), ("pt", "salvar"), ("pl", "zapisz"), ("hr", "spremi"), ("ro", "salveaza")):
        session.handle_line(f"set language {lang}")
        del lines[:]
        session.handle_line(word)
        assert lines == [session.loc.format("store-save-now", name="test")], lang
    unsaved, lines = new_session(tmp_path, deck=stacked_deck(), autosave=False)
    del lines[:]
    unsaved.handle_line("save")
    assert lines == ["This game is not being saved, so it will be lost when you quit."]
    for typed in ("r1x", "r2x", "r3x", "r4x", "r5x", "r6x uno", "wld b"):
        unsaved.handle_line(typed)
        run_bots(unsaved)
    assert unsaved.game.over
    del lines[:]
    unsaved.handle_line("save")
    assert lines == ["The match is over. Type quit to leave, or history to hear it again."]


def test_refused_commands_change_nothing_and_get_one_line(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    before = session.game.to_json()
    for typed in ("b8x", "pass", "challenge", "catch", "uno", "color g", "play 9", "zzz", "swap"):
        del lines[:]
        outcome = session.handle_line(typed)
        assert not outcome.changed and len(lines) == 1, (typed, lines)
        assert session.game.to_json() == before
    assert lines == ["There is no swap to make."]


def test_autosave_after_every_action_matches_the_game(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    session.handle_line("r1x")
    run_bots(session)
    store = Store(tmp_path / "store.sqlite3")
    game, seats, recorder = saves.resume(store, store.find("test"))
    assert seats == ["human", "normal"] and recorder.seq == session.recorder.seq > 0
    assert game == session.game


def test_event_log_is_json_lines(tmp_path):
    log = (tmp_path / "events.jsonl").open("w", encoding="utf-8")
    session, _ = new_session(tmp_path, deck=stacked_deck(), event_log=log)
    session.handle_line("r1x")
    run_bots(session)
    log.close()
    records = [json.loads(line) for line in (tmp_path / "events.jsonl").read_text().splitlines()]
    assert records == [e.to_dict() for e in session.game.events]
    assert records[0]["type"] == "match_start"


def test_quit_asks_and_status_commands_answer(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    for typed, expected in (("hand", "Your seven cards: card 1: red 1, playable; card 2: red 2, playable"), ("t", "On the pile: red 0."),
                            ("w", "It is your turn. Play goes clockwise; next is Ben."),
                            ("c", "Cards in hand: you 7 and Ben 7."), ("s", "Scores, hand 1: you 0 and Ben 0.")):
        del lines[:]
        session.handle_line(typed)
        assert lines[0].startswith(expected), lines
    del lines[:]
    session.handle_line("a")  # repeat at the first turn: everything so far (there is no last turn)
    assert lines[0] == "Everything so far:" and "Your turn." in lines
    assert not session.handle_line("quit").quit
    assert not session.handle_line("no").quit
    session.handle_line("quit")
    assert session.handle_line("yes").quit


def test_history_and_rules(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    del lines[:]
    session.handle_line("history 2")
    assert lines == ["The last 2 events:", "Start card: red 0.", "Your turn."]
    del lines[:]
    session.handle_line("rules")
    assert lines[0].startswith("Rules sections: ")
    del lines[:]
    session.handle_line("rules uno")
    assert len(lines) > 1



def test_history_says_the_lines_repeat_says(tmp_path):
    """Review s34: at verbose, history said "Your turn." and left out "Ben's turn." while repeat
    said "Your turn. On the pile: ..., You hold seven cards": one game, two wordings of it."""
    session, lines = new_session(tmp_path, players=("human", "normal", "easy"), seed=7, dealer=0)
    session.handle_line("set verbosity verbose")
    session.handle_line("draw")
    run_bots(session)
    del lines[:]
    session.handle_line("repeat")
    assert lines[0] in ("Since the start of your last turn:", "Everything so far:") and len(lines) > 4
    heard = lines[1:]
    assert heard[-1].startswith("Your turn. On the pile: ") and any(line.endswith("'s turn.") for line in heard)
    del lines[:]
    session.handle_line(f"history {len(heard)}")
    assert lines == [f"The last {len(heard)} events:"] + heard
    # a resumed game: what came before is told afresh from its events, at the same verbosity
    store = Store(tmp_path / "store.sqlite3")
    game, seats, recorder = saves.resume(store, store.find("test"))
    again: list[str] = []
    resumed = Session(game, seats, LOC, Settings(speech="none", verbosity="verbose"), lambda shown, spoken: again.append(shown),
                      scripted=True, settings_path=tmp_path / "settings.toml", seed=7, recorder=recorder)
    resumed.start(resumed=True)
    del again[:]
    resumed.handle_line("history 50")
    told = again[1:]
    assert again[0] == f"The last {len(told)} events:" and told[0].startswith("New match: 3 players")
    assert "Ben's turn." in told and told[-1] == "Your turn."


def test_settings_change_in_game_and_persist(tmp_path):
    session, lines = new_session(tmp_path)
    session.handle_line("set verbosity brief")
    assert session.settings.verbosity == "brief"
    assert "verbosity = \"brief\"" in (tmp_path / "settings.toml").read_text()
    del lines[:]
    session.handle_line("set rate fast")
    assert lines == ['The rate setting must be a number from 80 to 450, not "fast".']
    session.handle_line("set display braille")
    del lines[:]
    session.handle_line("top")
    assert lines[0].startswith("top ")


def test_fair_window_makes_the_computer_wait(tmp_path):
    now = [100.0]
    game_rules = RuleSet.preset("official", scoring="single_hand")
    deck = stacked_deck()
    lines: list[str] = []
    game = Game(players=2, rules=game_rules, seed=1, deck=deck, dealer=1)
    session = Session(game, ["human", "normal"], LOC, Settings(speech="none", delay=3, pace=0.5, windows="timed"),
                      lambda shown, spoken: lines.append(shown), scripted=False, autosave=False,
                      clock=lambda: now[0])
    session.start()
    for code in ("r1x", "r2x", "r3x", "r4x", "r5x"):
        session.handle_line(code)
        assert session.seconds_until_bot() == pytest.approx(0.5)
        now[0] += 1
        session.step_bot()
    session.handle_line("r6x")  # one card left, UNO not called: the human may still call it
    assert session.seconds_until_bot() == pytest.approx(3.0)
    assert "You play a red 6 and have one card left." in lines
    session.handle_line("uno")
    assert session.seconds_until_bot() == pytest.approx(0.5)


def test_hot_seat_names_the_player_at_the_keyboard(tmp_path):
    """The keyboard is handed over by name; from then on its player is "you" (never their name),
    and the other seats are named, until the keyboard passes on."""
    session, lines = new_session(tmp_path, players=("human", "human"), deck=stacked_deck())
    assert lines[-2:] == ["Ana, the keyboard is yours.", "Your turn."]
    del lines[:]
    session.handle_line("r1x")
    assert lines[0] == "You play a red 1."
    handed = lines.index("Ben, the keyboard is yours.")
    assert lines[handed + 1] == "Your turn."
    assert not any("Ana" in line for line in lines[:handed]), lines  # Ana's own turn: "you" only
    del lines[:]
    session.handle_line("draw")
    assert lines and not any("Ben" in line for line in lines if "keyboard" not in line), lines


# --------------------------------------------------------------- property test
COMMAND_TEXTS = st.sampled_from([
    "", "draw", "pass", "uno", "catch", "challenge", "accept", "r", "blue", "color g", "1", "2", "9", "0",
    "play 3 uno", "wld", "wld r", "dr4 g", "red 3", "wild blue", "h", "t", "w", "c", "s", "a", "l", "?",
    "history 3", "rules", "rules uno", "settings", "set rate 200", "set pace 0", "swap 2", "swap ben",
    "catch 1", "quit", "no", "yes", "play", "play zz", "help keys", "r3x", "b5x uno", "hand",
])
ANY_TEXT = st.one_of(COMMAND_TEXTS, st.text(max_size=30))


@settings(max_examples=60, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000),
       steps=st.lists(st.tuples(ANY_TEXT, st.booleans(), st.booleans()), min_size=5, max_size=40))
def test_any_text_at_any_moment_gets_an_answer_and_a_refusal_changes_nothing(tmp_path, seed, steps):
    rules = RuleSet.preset("official", stacking="same", jump_in="on", zero="swap", seven="swap",
                           scoring="single_hand")
    session, lines = new_session(tmp_path, players=("human", "normal", "normal"), rules=rules, seed=seed,
                                 dealer=None, autosave=False)
    session.settings = session.settings.set("pace", 0)
    for text, advance, bots_move in steps:
        if bots_move:  # else the line is typed while a computer player is still to move
            run_bots(session)
        if advance and not session.game.over:
            # move the game on with a legal action of the human, typed as a player would
            legal = session.game.legal_actions(0)
            if legal:
                text = legal[0].text().replace("jump_in", "play").replace("color ", "")
                if legal[0].target is not None:
                    text = f"{legal[0].kind} {legal[0].target + 1}"
        before = session.game.to_json()
        del lines[:]
        outcome = session.handle_line(text)
        assert lines, f"no answer to {text!r}"
        if outcome.quit:
            break
        if not outcome.changed:
            assert session.game.to_json() == before, text


class FakeSpeaker:
    def __init__(self):
        self.calls: list[tuple[str, str]] = []

    def say(self, text):
        self.calls.append(("say", text))

    def silence(self):
        self.calls.append(("silence", ""))

    def interrupt(self):
        self.calls.append(("interrupt", ""))

    def answer(self, items, backlog=0, summary=None):
        self.calls.extend(items)


def test_every_line_is_spoken_and_a_typed_command_cuts_only_the_current_sentence(tmp_path):
    import io

    from uno_access.console.runtime import Front, handle, run_bots

    speaker = FakeSpeaker()
    stream = io.StringIO()
    front = Front(speaker, stream)
    game = Game(players=2, rules=RuleSet.preset("official", scoring="single_hand"), seed=1, deck=stacked_deck(),
                dealer=1)
    session = Session(game, ["human", "normal"], LOC, Settings(speech="none", display="braille"), front.line,
                      scripted=True, autosave=False)
    session.start()
    speaker.calls.clear()
    stream.seek(0)
    stream.truncate()
    handle(session, front, "r1x")
    run_bots(session, front)
    assert speaker.calls[0] == ("interrupt", "")  # not a silence: the queued events stay
    assert speaker.calls[1:3] == [("say", "You play a red 1."), ("say", "Ben draws a card.")]  # names spoken...
    shown = stream.getvalue().splitlines()
    assert shown[:2] == ["you r1x", "Ben draws 1"]  # ...codes shown on a Braille display
    assert len([c for c in speaker.calls if c[0] == "say"]) == len(shown)


def test_hot_seat_player_catches_a_missed_uno(tmp_path):
    session, lines = new_session(tmp_path, players=("human", "human"), deck=stacked_deck())
    for code in ("r1x", "r2x", "r3x", "r4x", "r5x"):
        session.handle_line(code)  # Ana plays
        session.handle_line("draw")  # Ben draws a card he cannot play; the turn passes
    del lines[:]
    session.handle_line("r6x")  # Ana is down to one card and says nothing
    assert "You play a red 6 and have one card left." in lines  # Ana, at the keyboard
    assert "Ana has not called UNO. Type catch to catch it." in lines
    del lines[:]
    session.handle_line("catch")
    assert lines[0] == "You catch Ana without UNO: Ana draws two cards."  # Ben, at the keyboard
    assert session.game.observation(0).counts[0] == 3


def test_language_change_in_game_keeps_the_game(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    before = session.game.to_json()
    session.handle_line("set language it")
    assert session.loc.lang == "it" and session.game.to_json() == before
    del lines[:]
    session.handle_line("top")
    assert lines and "\x1b" not in lines[0]
    session.handle_line("r1x")
    assert session.game.to_json() != before


def test_challenging_a_legal_wild_draw_four(tmp_path):
    deck = stacked_deck()
    i = deck.index("dr4")
    deck[13], deck[i] = "dr4", deck[13]  # the computer's last dealt card: a Wild Draw Four, not g9x
    session, lines = new_session(tmp_path, deck=deck)
    assert session.game.observation(1).hand[-1].code == "dr4"
    session.handle_line("r1x")
    del lines[:]
    run_bots(session)
    assert lines[0].startswith("Ben plays a Wild Draw Four and chooses ")
    assert lines[-1] == "Ben has played a Wild Draw Four on you: challenge or accept."
    del lines[:]
    session.handle_line("challenge")  # the challenge is said before the hand it shows
    assert lines[0] == "You challenge Ben's Wild Draw Four: the play was legal."
    assert lines[1].startswith("Ben shows you their hand: ")
    assert lines[2].startswith("The challenge fails. You draw six cards: ")
    assert lines[3] == "You miss a turn."
    assert len(session.game.observation(0).hand) == 6 + 6


def test_jump_in_out_of_turn_during_the_fair_window(tmp_path):
    human = ["r1x", "r5x", "r2x", "r3x", "r4x", "r6x", "r7x"]
    ben = ["r5x", "b8x", "b9x", "g8x", "g9x", "y8x", "y9x"]
    cleo = ["b8x", "b9x", "g8x", "g9x", "y8x", "y9x", "ysk"]
    first = [code for trio in zip(human, ben, cleo) for code in trio] + ["r0x"]
    deck = first + sorted((Counter(card.code for card in DECK) - Counter(first)).elements())
    now = [0.0]
    lines: list[str] = []
    rules = RuleSet.preset("official", jump_in="on", scoring="single_hand")
    game = Game(players=3, rules=rules, seed=1, deck=deck, dealer=2)
    session = Session(game, ["human", "normal", "normal"], LOC, Settings(speech="none", delay=3, pace=1, windows="timed"),
                      lambda shown, spoken: lines.append(shown), autosave=False, clock=lambda: now[0])
    session.start()
    session.handle_line("r1x")
    now[0] += 1
    del lines[:]
    session.step_bot()
    assert lines == ["Ben plays a red 5."]
    assert session.bot_to_move() == 2 and session.seconds_until_bot() == pytest.approx(3.0)  # Cleo waits
    del lines[:]
    session.handle_line("r5x")
    assert lines == ["You jump in with a red 5!"]
    assert session.game.current == 1


def test_a_save_that_cannot_be_written_is_one_notice(tmp_path):
    class FullDisk:
        name = "test"

        def record(self, action, events, game):
            raise StoreUnavailable(tmp_path, "database or disk is full", "full")

    session, lines = new_session(tmp_path, deck=stacked_deck(), recorder=FullDisk())
    session.handle_line("r1x")
    run_bots(session)
    session.handle_line("r2x")
    assert lines.count("The game cannot be saved: the disk is full. It goes on without saving.") == 1
    assert "You play a red 1." in lines and not session.saved
    del lines[:]
    session.handle_line("quit")
    assert lines == ["Quit now? This game was not saved and will be lost. Type yes to quit or no to go on."]


def test_wild_question_answered_with_colour_and_uno(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    for code in ("r1x", "r2x", "r3x", "r4x", "r5x"):
        session.handle_line(code)
        run_bots(session)
    del lines[:]
    session.handle_line("wild")
    session.handle_line("red uno")
    assert lines[1:3] == ["You play a Wild, choose red, and have one card left.", "You call UNO!"]


def _hot_seat_deck(hands: dict[int, list[str]], players: int, draws: list[str]) -> list[str]:
    from engine_helpers import stacked

    return stacked(players, players - 1, hands, "r0x", pile=draws)


def test_hot_seat_keyboard_follows_a_retracted_wild_draw_four_under_italian_rules(tmp_path):
    deck = _hot_seat_deck({0: ["dr4", "r1x", "r2x", "r3x", "g2x", "g3x", "y4x"],
                           1: ["b8x", "b8x", "b9x", "b9x", "g8x", "g8x", "g9x"]}, 2, ["y8x", "y9x", "y8x", "y9x"])
    session, lines = new_session(tmp_path, players=("human", "human"), deck=deck, dealer=1,
                                 rules=RuleSet.preset("it", scoring="single_hand"))
    session.handle_line("dr4 blue")  # a bluff: Ana holds red cards
    assert session.presenter.viewer == 1 and session.game.phase == "challenge"
    del lines[:]
    session.handle_line("challenge")
    assert session.game.phase == "retract" and session.game.current == 0
    assert "Ana, the keyboard is yours." in lines  # the keyboard goes back to the offender
    del lines[:]
    session.handle_line("r1x")  # the card the rule asks for, typed by Ana
    assert lines[0].startswith("You play a red 1"), lines
    assert session.game.phase != "retract"
    # and a resumed game is not stuck either
    store = Store(tmp_path / "store.sqlite3")
    game, seats, _ = saves.resume(store, store.find("test"))
    assert game == session.game


def test_in_hot_seat_any_player_may_catch_a_missed_uno(tmp_path):
    reds = ["r1x", "r2x", "r3x", "r4x", "r5x", "r6x", "wld"]
    deck = _hot_seat_deck({0: reds, 1: ["b8x", "b8x", "b9x", "b9x", "g8x", "g8x", "g9x"],
                           2: ["y8x", "y8x", "y9x", "y9x", "g9x", "b7x", "b7x"]}, 3,
                          ["g7x", "g7x", "y7x", "y7x", "b6x", "b6x", "g6x", "g6x", "y6x", "y6x"])
    session, lines = new_session(tmp_path, players=("human", "human", "human"), deck=deck, dealer=2)
    for code in ("r1x", "r2x", "r3x", "r4x", "r5x"):
        session.handle_line(code)  # Ana plays
        session.handle_line("draw")  # Ben draws a card he cannot play; the turn passes
        session.handle_line("draw")  # and Cleo
    session.handle_line("r6x")  # Ana is down to one card and says nothing; the keyboard goes to Ben
    assert session.presenter.viewer == 1
    del lines[:]
    session.handle_line("cleo: catch")  # Cleo, not the player at the keyboard, catches Ana
    assert lines[0] == "Cleo catches Ana without UNO: Ana draws two cards.", lines
    assert session.presenter.viewer == 1  # the keyboard stays with Ben
    del lines[:]
    session.handle_line("as ana hand")  # only actions act for another player: this is Ben's hand
    assert lines[0].startswith("Your twelve cards: card 1: yellow 6, playable"), lines  # Ben's 7 + 5 drawn
    session.handle_line("as nobody catch")
    assert session.game.observation(0).counts[0] == 3


def test_hot_seat_lines_for_the_whole_table_name_the_seat() -> None:
    """Two humans share the keyboard: once the turn has passed on, skips, scores and the dealer
    name the player ("Skip: Ana misses a turn."), never "you", which would mean whoever sits there."""
    from uno_access.engine import events as ev
    from uno_access.i18n import Localizer
    from uno_access.narration.presenter import Presenter

    p = Presenter(Localizer("en"), 3, [0, 1])
    p.viewer = 0
    p.hotseat(0)
    assert p.is_you(0)
    p.narrate(ev.Turn(seat=2))
    assert not p.is_you(0)
    assert p.seat_names() == ["Ana", "Ben", "Cleo"]
    p.hotseat(0)
    assert p.seat_names()[0] == "you"
    single = Presenter(Localizer("en"), 3, [0])
    single.narrate(ev.Turn(seat=2))
    assert single.is_you(0)  # one human: "you" as before
