"""Issue 14, point by point, without a terminal: speech the game waits for, answers first,
the UNO reminder, sound cues, speech volume and pitch, repeat, the history browser, the hand
read aloud, Braille display lines, and the answers of point 11.

Timing is never asserted against the wall clock: a fake clock and a fake speaker say when
the speech is idle, and the speaker's own log gives the order of what was spoken.
"""

from __future__ import annotations

import subprocess
import wave
from collections import Counter
from pathlib import Path

import pytest
from conftest import require_tool
from test_console_session import LOC, new_session, run_bots, stacked_deck
from test_speech import FakeBackend

from uno_access.console.session import SPEECH_POLL, Session
from uno_access.engine import DECK, Game, RuleSet, event_from_dict
from uno_access.i18n import LANGUAGES, Localizer
from uno_access.narration.cardnames import spell_codes
from uno_access.narration.presenter import BRAILLE_CELLS, Presenter
from uno_access.speech import EspeakBackend, Speaker, VoiceSettings
from uno_access.speech.sounds import CUE_NAMES, SAMPLE_RATE, SoundPlayer, cue_for_event, render_sequence, synthesize
from uno_access.speech.speechd_backend import SpeechdBackend, speechd_pitch
from uno_access.storage.settings import Settings


class IdleSpeaker:
    """Stands for the speaker: says whether speech is still going and since when it is idle."""

    audible = True

    def __init__(self) -> None:
        self.idle: float | None = None

    def idle_since(self) -> float | None:
        return self.idle


def timed_session(tmp_path, speaker=None, **settings):
    now = [100.0]
    lines: list[str] = []
    game = Game(players=2, rules=RuleSet.preset("official", scoring="single_hand"), seed=1, deck=stacked_deck(),
                dealer=1)
    session = Session(game, ["human", "normal"], LOC, Settings(**{"speech": "none", "delay": 3, "pace": 0.5,
                                                                   **settings}),
                      lambda shown, spoken: lines.append(shown), scripted=False, autosave=False,
                      clock=lambda: now[0], speaker=speaker)
    session.start()
    return session, lines, now


# -- 1. the computer waits for the game's speech; windows from the spoken invitation or Enter ----

def test_computer_moves_only_after_the_narration_has_been_spoken_then_the_pace(tmp_path):
    speaker = IdleSpeaker()
    session, lines, now = timed_session(tmp_path, speaker, windows="timed")
    session.handle_line("r1x")
    speaker.idle = None  # "You play a red 1." is still being spoken
    now[0] += 20
    assert session.seconds_until_bot() == SPEECH_POLL  # however long it takes, the computer waits
    speaker.idle = now[0]  # spoken to the end now
    assert session.seconds_until_bot() == pytest.approx(0.5)  # then the pace, counted from there
    now[0] += 0.5
    assert session.seconds_until_bot() == 0


def test_the_uno_window_counts_its_delay_from_when_the_reminder_has_been_spoken(tmp_path):
    speaker = IdleSpeaker()
    session, lines, now = timed_session(tmp_path, speaker, windows="timed")
    for code in ("r1x", "r2x", "r3x", "r4x", "r5x"):
        session.handle_line(code)
        speaker.idle = now[0]
        now[0] += 1
        session.step_bot()
    session.handle_line("r6x")
    assert "You have one card and have not called UNO: type uno now, before the next player moves." in lines
    speaker.idle = None
    now[0] += 10  # the reminder takes long to say: the window has not begun
    assert session.seconds_until_bot() == SPEECH_POLL
    speaker.idle = now[0]
    assert session.seconds_until_bot() == pytest.approx(3.0)


def test_with_speech_none_at_a_keyboard_each_out_of_turn_chance_waits_for_enter(tmp_path):
    session, lines, now = timed_session(tmp_path)  # windows auto + speech none + not a script
    assert session.windows_mode() == "enter"
    for code in ("r1x", "r2x", "r3x", "r4x", "r5x"):
        session.handle_line(code)
        now[0] += 1
        session.step_bot()
    del lines[:]
    session.handle_line("r6x")
    assert lines[-1] == "The game waits for you: act now, or press Enter to go on."
    now[0] += 1000
    assert session.seconds_until_bot() is None  # no clock closes it
    session.handle_line("hand")  # a status question keeps it open
    assert session.held and session.seconds_until_bot() is None
    session.handle_line("")
    assert not session.held and session.seconds_until_bot() == pytest.approx(0.5)


def test_while_the_game_waits_for_enter_a_refused_move_and_the_turn_line_say_so_again(tmp_path):
    """Review s34, played in a pty: a player who missed "press Enter to go on" typed draw, turn,
    draw... and heard only "it is Ben's turn", as if waiting for Ben, while the game waited for them."""
    session, lines, now = timed_session(tmp_path)
    for code in ("r1x", "r2x", "r3x", "r4x", "r5x"):
        session.handle_line(code)
        now[0] += 1
        session.step_bot()
    session.handle_line("r6x")
    assert session.held
    for typed, first in (("draw", "It is not your turn; it is Ben's turn."),
                         ("turn", "It is Ben's turn. Play goes clockwise; next is you.")):
        del lines[:]
        session.handle_line(typed)
        assert lines == [first, "The game waits for you: act now, or press Enter to go on."]
    session.handle_line("")
    del lines[:]
    session.handle_line("turn")  # no longer held: the turn line alone
    assert lines == ["It is Ben's turn. Play goes clockwise; next is you."]


def test_window_defaults_per_speech_mode(tmp_path):
    assert timed_session(tmp_path)[0].windows_mode() == "enter"
    assert timed_session(tmp_path, IdleSpeaker(), speech="espeak")[0].windows_mode() == "timed"
    session, _lines = new_session(tmp_path)  # a script never stops for Enter
    assert session.windows_mode() == "timed"
    assert timed_session(tmp_path, windows="timed")[0].windows_mode() == "timed"


# -- 2. a key cuts the current sentence; the answer first; then the queue or a summary ---------

def test_an_answer_cuts_one_sentence_is_spoken_first_and_no_event_is_lost(tmp_path):
    backend = FakeBackend(per_message=0.2)
    sp = Speaker(backend, audio=True, log_path=tmp_path / "log.jsonl")
    try:
        for n in range(5):
            sp.say(f"event {n}")
        assert backend.started.wait(2)
        sp.answer([("say", "Cards in hand: you 7.")])
        assert sp.wait(10)
    finally:
        sp.close()
    import json

    log = [json.loads(line) for line in (tmp_path / "log.jsonl").read_text().splitlines()]
    order = [e["text"] for e in log if e["kind"] == "say"]
    assert order[0] == "event 0" and log[0]["cut"]  # the sentence being spoken, cut
    assert order[1] == "Cards in hand: you 7."  # the answer at once
    assert order[2:] == ["event 1", "event 2", "event 3", "event 4"]  # then every waiting event
    assert not [e for e in log if e["kind"] == "dropped"]


def test_past_the_backlog_setting_the_waiting_events_are_summarised(tmp_path):
    backend = FakeBackend(per_message=0.2)
    sp = Speaker(backend, audio=True)
    try:
        for n in range(6):
            sp.say(f"event {n}")
        assert backend.started.wait(2)
        sp.answer([("say", "On the pile: red 1.")], backlog=3,
                  summary=lambda count: LOC.format("access-more-events", count=count))
        assert sp.wait(10)
    finally:
        sp.close()
    assert [text for text, _voice, _rate in backend.spoken] == [
        "On the pile: red 1.", "There are five more events: type history to hear them."]
    assert backend.cancelled == ["event 0"]


def test_the_summary_line_in_every_language():
    for lang in LANGUAGES:
        loc = Localizer(lang)
        for count in (1, 2, 5, 22):
            text = loc.format("access-more-events", count=count)
            assert text and "{" not in text
    assert Localizer("pl").format("access-more-events", count=5).startswith("Jeszcze pięć zdarzeń")
    assert Localizer("ro").format("access-more-events", count=22).startswith("Încă douăzeci și două de evenimente")


# -- 3. the missed-UNO reminder at normal verbosity (and brief) --------------------------------

@pytest.mark.parametrize("verbosity", ["brief", "normal", "verbose"])
def test_going_down_to_one_card_without_uno_is_reminded_at_every_verbosity(tmp_path, verbosity):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    session.settings = session.settings.set("verbosity", verbosity)
    for code in ("r1x", "r2x", "r3x", "r4x", "r5x"):
        session.handle_line(code)
        run_bots(session)
    del lines[:]
    session.handle_line("r6x")
    assert lines[-1] == "You have one card and have not called UNO: type uno now, before the next player moves."


# -- 4. sound cues ------------------------------------------------------------------------------

def sox_stat(path: Path, start: float, length: float) -> dict[str, float]:
    sox = require_tool("sox", "sox")
    out = subprocess.run([sox, str(path), "-n", "trim", f"{start:.4f}", f"{length:.4f}", "stat"],
                         capture_output=True, text=True, check=True).stderr
    values = {}
    for line in out.splitlines():
        if ":" in line:
            key, _, value = line.partition(":")
            try:
                values[key.strip()] = float(value.split()[0])
            except (ValueError, IndexError):
                pass
    return values


def test_a_rendered_cue_sequence_has_each_cue_in_order_at_its_level(tmp_path):
    names = ["your_turn", "play_number", "play_wild", "draw_four_you", "uno", "match_won"]
    gap = 0.25
    path = render_sequence(names, tmp_path / "cues.wav", volume=60, gap_ms=int(gap * 1000))
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, SAMPLE_RATE)
    at = 0.0
    for name in names:
        length = len(synthesize(name, 60)) / SAMPLE_RATE
        alone = render_sequence([name], tmp_path / f"{name}.wav", volume=60)
        inside, reference = sox_stat(path, at, length), sox_stat(alone, 0, length)
        assert inside["RMS     amplitude"] == pytest.approx(reference["RMS     amplitude"], rel=0.02), name
        assert inside["Rough   frequency"] == pytest.approx(reference["Rough   frequency"], rel=0.05), name
        assert inside["Maximum amplitude"] <= 0.8 + 1e-3  # never clipped
        at += length
        if name != names[-1]:
            assert sox_stat(path, at + 0.02, gap - 0.04)["Maximum amplitude"] == 0  # the silence between
            at += gap


def test_cue_volume_scales_the_level_and_every_cue_is_distinct(tmp_path):
    loud = sox_stat(render_sequence(["play_action"], tmp_path / "a.wav", volume=80), 0, 0.1)
    soft = sox_stat(render_sequence(["play_action"], tmp_path / "b.wav", volume=40), 0, 0.1)
    assert soft["RMS     amplitude"] == pytest.approx(loud["RMS     amplitude"] / 2, rel=0.02)
    assert max(synthesize("uno", 0)) == 0  # volume 0 is silence
    samples = {name: tuple(synthesize(name, 60)) for name in CUE_NAMES}
    assert len(set(samples.values())) == len(CUE_NAMES)
    for a in ("play_number", "play_action", "play_wild"):
        assert len([b for b in ("play_number", "play_action", "play_wild") if samples[a] == samples[b]]) == 1


def test_events_map_to_cues_for_the_player_who_hears_them():
    def cue(data: dict, viewer: int) -> str | None:
        return cue_for_event(event_from_dict(data), viewer)

    assert cue({"type": "turn", "seat": 0}, 0) == "your_turn"
    assert cue({"type": "turn", "seat": 1}, 0) is None
    assert [cue({"type": "play", "seat": 1, "card": c}, 0) for c in ("r3x", "bsk", "wld", "dr4")] == [
        "play_number", "play_action", "play_wild", "play_wild"]
    assert cue({"type": "draw", "seat": 0, "count": 4, "reason": "draw_four"}, 0) == "draw_four_you"
    assert cue({"type": "draw", "seat": 1, "count": 1, "reason": "turn"}, 0) == "draw"
    assert cue({"type": "challenge", "seat": 0, "target": 1, "legal": False}, 0) == "challenge_won"
    assert cue({"type": "challenge", "seat": 0, "target": 1, "legal": True}, 0) == "challenge_lost"
    assert cue({"type": "challenge", "seat": 0, "target": 1, "legal": True}, 1) == "challenge_won"
    assert cue({"type": "hand_end", "winner": 0, "points": 20, "scores": [20, 0]}, 0) == "hand_won"
    assert cue({"type": "match_end", "winner": 1, "scores": [0, 500]}, 0) == "match_lost"
    for data in ({"type": "skip", "seat": 1}, {"type": "reverse", "direction": "clockwise"},
                 {"type": "color", "seat": 1, "color": "red"}, {"type": "uno", "seat": 1}):
        assert cue(data, 0) == data["type"]


def test_the_session_sends_cues_in_order_and_none_when_sounds_are_off(tmp_path):
    cues: list[str] = []
    session, lines = new_session(tmp_path, deck=stacked_deck(), cue=cues.append)
    assert cues[-1] == "your_turn"
    del cues[:]
    session.handle_line("r1x")
    run_bots(session)
    assert cues == ["play_number", "draw", "your_turn"]
    session.handle_line("set sounds off")
    del cues[:]
    session.handle_line("r2x")
    run_bots(session)
    assert cues == []


class FailingPlayer(SoundPlayer):
    def __init__(self) -> None:
        super().__init__(players=())
        self.tries = 0

    def play(self, name: str, volume: int) -> bool:
        self.tries += 1
        return False


def test_no_way_to_play_sound_is_one_notice_and_no_more_tries():
    player = FailingPlayer()
    sp = Speaker("none", audio=True, sounds=True, sound_player=player)
    try:
        for _ in range(4):
            sp.cue("draw")
        assert sp.wait(5)
        sp.cue("uno")
        assert sp.wait(5)
    finally:
        sp.close()
    assert [n.msg_id for n in sp.notices] == ["sound-unavailable"] and player.tries == 1
    quiet = Speaker("none", audio=False, sounds=True)
    quiet.close()
    assert [n.msg_id for n in quiet.notices] == ["sound-unavailable"]  # no device: said at once


def test_no_audio_device_is_one_notice_for_speech_and_sound_cues():
    """An engine but no device: the speech notice also says there are no sound cues, so no second one."""
    from test_speech import FakeBackendNeedingAudio

    sp = Speaker("fake", audio=False, sounds=True, factories={"fake": FakeBackendNeedingAudio})
    sp.close()
    assert [n.msg_id for n in sp.notices] == ["speech-no-audio"]
    assert "sound cues" in Localizer("en").format("speech-no-audio")
    assert "segnali sonori" in Localizer("it").format("speech-no-audio")


def test_cues_play_through_the_system_player_into_a_sound_card(tmp_path, monkeypatch):
    require_tool("aplay", "alsa-utils")
    from test_speech_wav import FakeSoundCard

    card = FakeSoundCard(tmp_path, monkeypatch)
    try:
        player = SoundPlayer(players=("aplay",))
        assert player.play("play_wild", 60)
        expected = len(synthesize("play_wild", 60)) * 2
        assert card.wait_for_audio(expected * 9 // 10, timeout=10)
        assert card.level() > 1000
    finally:
        card.stop()


# -- 5. speech rate, volume and pitch for every backend ------------------------------------------

def test_volume_and_pitch_reach_every_backend(tmp_path):
    settings = VoiceSettings(voice="en", rate=200, volume=0.6, pitch=70)
    espeak = EspeakBackend()
    cmd = espeak.command_line(settings)
    assert cmd[cmd.index("-s") + 1] == "200" and cmd[cmd.index("-a") + 1] == "60" and cmd[cmd.index("-p") + 1] == "70"
    spd = SpeechdBackend(module=None, spd_say="spd-say")
    spd_cmd = spd.spd_say_command("hi", settings)
    assert spd_cmd[spd_cmd.index("-p") + 1] == "40" and spd_cmd[spd_cmd.index("-i") + 1] == "20"
    assert (speechd_pitch(0), speechd_pitch(50), speechd_pitch(100)) == (-100, 0, 100)
    session, lines = new_session(tmp_path)
    for typed, shown in (("set volume 60", "60"), ("set pitch 70", "70"), ("set sound_volume 40", "40")):
        session.handle_line(typed)
        assert shown in lines[-1]
    session.handle_line("set volume 130")
    assert session.settings.volume == 60  # refused, nothing changed


def test_espeak_volume_setting_changes_the_level_of_the_wav(tmp_path):
    require_tool("espeak-ng", "espeak-ng")
    text = "Ben plays the blue seven."
    levels = {}
    for volume in (1.0, 0.4):
        sp = Speaker("espeak", audio=False, volume=volume)
        try:
            path = sp.speak_to_file(text, tmp_path / f"v{volume}.wav")
        finally:
            sp.close()
        levels[volume] = sox_stat(path, 0, 1.0)["RMS     amplitude"]
    assert levels[0.4] < levels[1.0] * 0.6


# -- 6. repeat: everything since your last turn ---------------------------------------------------

def test_repeat_says_everything_since_your_last_turn(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    del lines[:]
    session.handle_line("repeat")  # review s34: the first turn has no "last turn" to count from
    assert lines[0] == "Everything so far:" and lines[-1] == "Your turn."
    session.handle_line("r1x")
    run_bots(session)
    session.handle_line("hand")  # an answer is not part of what happened
    del lines[:]
    session.handle_line("repeat")
    assert lines == ["Since the start of your last turn:", "Your turn.", "You play a red 1.", "Ben draws a card.",
                     "Your turn."]


# -- 7. the history, one message at a time, by kind ------------------------------------------------

def test_browsing_the_history_message_by_message_and_by_kind(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    session.notice("Speech output: eSpeak NG.")
    session.handle_line("r1x")
    run_bots(session)
    total = len(session.messages)
    del lines[:]
    for typed in ("previous", "previous", "next", "next", "first", "previous", "last"):
        session.handle_line(typed)
    assert lines[0] == f"{total} of {total}: Your turn."
    assert lines[1] == f"{total - 1} of {total}: Ben draws a card."
    assert lines[2] == f"{total} of {total}: Your turn."
    assert lines[3:5] == ["This is the last message.", f"{total} of {total}: Your turn."]
    assert lines[5].startswith(f"1 of {total}: New match")
    assert lines[6:8] == ["This is the first message.", f"1 of {total}: New match: 2 players, official rules. "
                                                         "One hand decides the match."]
    del lines[:]
    session.handle_line("first system")
    assert lines == ["1 of 1: Speech output: eSpeak NG."]
    del lines[:]
    session.handle_line("last chat")
    assert lines == ["There are no chat messages yet."]
    session.handle_line("previous loud")
    assert lines[-1] == "Which messages? Say all, game, chat, or system."


def test_muted_kinds_are_kept_but_neither_printed_nor_spoken(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    session.handle_line("set mute system")
    del lines[:]
    session.notice("Sound cues cannot be played here.")
    session.chat("Ana: good luck")
    assert lines == ["Ana: good luck"]
    assert ("system", "Sound cues cannot be played here.", "Sound cues cannot be played here.") in session.messages
    session.handle_line("last system")
    assert lines[-1] == "1 of 1: Sound cues cannot be played here."


def test_browse_words_in_every_language_are_known_to_the_parser():
    from uno_access.commands import BROWSE, CommandParser, Context

    for lang in LANGUAGES:
        loc = Localizer(lang)
        parser = CommandParser(loc)
        for name in BROWSE:
            word = loc.format(f"cmd-words-{name}").split(",")[0].strip()
            kind = loc.format("cmd-words-kind-system").split(",")[0].strip()
            parsed = parser.parse(f"{word} {kind}", Context())
            assert getattr(parsed, "name", None) == name and parsed.words == ("system",), (lang, word, parsed)


# -- 8. the hand read without ambiguity; codes spelled for speech --------------------------------

def test_the_hand_names_each_card_by_its_number_and_can_put_playable_cards_first(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    session.handle_line("r1x")
    run_bots(session)  # the top card is red 1: the reds and the Wild are playable
    del lines[:]
    session.handle_line("hand")
    assert lines[0].startswith("Your six cards: card 1: red 2, playable; card 2: red 3, playable;")
    session.handle_line("set hand_order playable")
    del lines[:]
    session.handle_line("hand")
    assert lines[0].startswith("Your six cards: card 1: red 2, playable;")
    for lang in LANGUAGES:
        item = Localizer(lang).format("access-hand-item", position=3, card="X", only="no", playable="yes")
        assert item.split()[1].startswith("3") and item.endswith(item.split(",")[-1])


def test_card_codes_are_spelled_for_speech_but_shown_as_typed(tmp_path):
    assert spell_codes("Say the color too, for example: wld r. Or dr4 g.") == \
        "Say the color too, for example: w l d r. Or d r 4 g."
    assert spell_codes("R1X r2x bd2 wld") == "R 1 X r 2 x b d 2 w l d"
    assert spell_codes("draw, dr4x, wild, dread") == "draw, dr4x, wild, dread"  # words are left alone
    spoken: list[str] = []
    game = Game(players=2, rules=RuleSet.preset("official", scoring="single_hand"), seed=1, deck=stacked_deck(),
                dealer=1)
    shown: list[str] = []
    session = Session(game, ["human", "normal"], LOC, Settings(speech="none", display="braille"),
                      lambda s, sp: (shown.append(s), spoken.append(sp)), scripted=True, autosave=False)
    session.start()
    session.handle_line("r1x")
    assert shown[-1] == "you r1x" and spoken[-1] == "You play a red 1."
    session.handle_line("help")
    assert "dr4" in " ".join(shown) and "dr4" not in " ".join(spoken) and "d r 4" in " ".join(spoken)


# -- 10. the Braille display form: lines of 40 cells at most, one code form ------------------------

def test_every_line_of_the_braille_form_fits_forty_cells_in_every_language(tmp_path):
    for lang in LANGUAGES:
        loc = Localizer(lang)
        shown: list[str] = []
        deck = stacked_deck()
        game = Game(players=2, rules=RuleSet.preset("official", scoring="single_hand"), seed=1, deck=deck, dealer=1)
        session = Session(game, ["human", "normal"], loc, Settings(speech="none", display="braille"),
                          lambda s, sp, shown=shown: shown.append(s), scripted=True, autosave=False,
                          settings_path=tmp_path / "settings.toml")
        session.start()
        for typed in ("help", "settings", "rules", "zzz", "b9", "play 9", "hand", "r1x", "counts", "scores",
                      "set rate 999", "draw", "pass", "top", "turn", "history 30", "catch"):
            session.handle_line(typed)
            while session.seconds_until_bot() == 0:
                session.step_bot()
        lines = [line for text in shown for line in text.split("\n")]
        too_long = [line for line in lines if len(line) > BRAILLE_CELLS]
        assert not too_long, (lang, too_long)


# -- 11. answers that fit -------------------------------------------------------------------------

def hand_of(human: list[str]) -> list[str]:
    first = [code for pair in zip(human, ["b8x", "b8x", "b9x", "b9x", "g8x", "g8x", "g9x"]) for code in pair]
    first += ["r0x", "y8x", "y8x", "y9x", "y9x", "g9x", "ysk"]
    return first + sorted((Counter(card.code for card in DECK) - Counter(first)).elements())


def test_a_wild_not_held_is_refused_before_any_colour_question(tmp_path):
    session, lines = new_session(tmp_path, deck=hand_of(["r1x", "r2x", "r3x", "r4x", "r5x", "r6x", "dr4"]))
    del lines[:]
    session.handle_line("wld")
    assert lines == ["You do not hold a Wild."] and session.pending_wild is None


def test_unknown_words_get_a_did_you_mean(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    for typed, expected in (("b9", '"b9" is not a command or a card. Did you mean b9x?'),
                            ("bleu 9", '"bleu 9" is not a command or a card. Did you mean blue 9?'),
                            ("hnad", '"hnad" is not a command or a card. Did you mean hand?'),
                            ("qqqq", '"qqqq" is not a command or a card. Type help for a list of commands.')):
        del lines[:]
        session.handle_line(typed)
        assert lines == [expected]


def test_uno_with_a_play_that_leaves_more_than_one_card_says_why(tmp_path):
    session, lines = new_session(tmp_path, deck=hand_of(["r1x", "r2x", "r3x", "r4x", "r5x", "r6x", "dr4"]))
    session.handle_line("r1x")
    run_bots(session)
    del lines[:]
    session.handle_line("dr4 g uno")
    assert lines == ["You can call UNO only as you play down to one card, or when you have one card left; you hold six."]
    assert len(session.game.observation(0).hand) == 6


def test_a_colour_that_does_not_exist_asks_again(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    session.handle_line("wld")
    del lines[:]
    session.handle_line("purple")
    assert lines == ["Which color for the Wild? Type red, yellow, green, or blue (and uno, if you call it)."]
    session.handle_line("hand")  # a status question in between keeps the Wild waiting
    del lines[:]
    session.handle_line("blue")
    assert lines[0] == "You play a Wild and choose blue."


def test_y_at_the_quit_question_is_yes_and_nonsense_asks_again(tmp_path):
    session, lines = new_session(tmp_path, deck=stacked_deck())
    session.handle_line("quit")
    del lines[:]
    assert not session.handle_line("maybe").quit
    assert lines == ["Please answer yes or no: do you want to quit?"]
    assert session.handle_line("y").quit
    from uno_access.commands import CommandParser

    italian = CommandParser(Localizer("it"))
    assert italian.yes_or_no("s") == "yes" and italian.yes_or_no("n") == "no"


def test_a_bare_catch_with_nobody_to_catch(tmp_path):
    """At the start everyone holds seven cards: the answer says that nobody forgot UNO (review
    s34: it said "everyone with one card left has called UNO", of players with seven)."""
    session, lines = new_session(tmp_path, deck=stacked_deck())
    del lines[:]
    session.handle_line("catch")
    assert lines == ["There is no one to catch: nobody has one card left without having called UNO."]


def test_verbose_turn_counts_playable_cards_as_the_hand_does():
    game = Game(players=2, rules=RuleSet.preset("official"), seed=1, deck=hand_of(
        ["r1x", "r1x", "r2x", "r2x", "b5x", "b6x", "g7x"]), dealer=1)
    p = Presenter(LOC, 2, [0], game.rules.to_dict())
    obs = game.observation(0)
    extra = p.turn_extra(obs)
    said = p.hand(obs)[1].text()
    assert extra["playable"] == 4 and said == "You can play four of them now."
    assert extra["all"] == "no"


def test_verbose_turn_says_when_every_card_is_playable():
    game = Game(players=2, rules=RuleSet.preset("official"), seed=1, deck=hand_of(
        ["r1x", "r1x", "r2x", "r2x", "r5x", "r6x", "r7x"]), dealer=1)
    extra = Presenter(LOC, 2, [0], game.rules.to_dict()).turn_extra(game.observation(0))
    line = Localizer("pl").format("ev-turn.verbose", you="yes", name="Anna", detail="yes", **extra)
    assert extra["all"] == "yes" and line.endswith("i możesz zagrać wszystkie.")


def test_the_challenge_is_said_before_the_hand_it_shows(tmp_path):
    deck = stacked_deck()
    i = deck.index("dr4")
    deck[13], deck[i] = "dr4", deck[13]
    session, lines = new_session(tmp_path, deck=deck)
    session.handle_line("r1x")
    run_bots(session)
    del lines[:]
    session.handle_line("challenge")
    assert lines[0].startswith("You challenge") and lines[1].startswith("Ben shows you their hand")


def test_tutor_enter_alone_repeats_the_question_and_never_prints_two_prompts(tmp_path):
    import os
    import sys

    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": str(root), "UNO_ACCESS_DATA_DIR": str(tmp_path / "data"),
           "UNO_ACCESS_CONFIG_DIR": str(tmp_path / "config")}
    result = subprocess.run([sys.executable, "-m", "uno_access", "tutor", "--lesson", "codes", "--lang", "en"],
                            input="\n\nquit\n", capture_output=True, text=True, timeout=60, cwd=str(root), env=env)
    assert result.returncode == 0, result.stderr
    question = next(line for line in result.stdout.splitlines() if line.startswith("Type the code of"))
    assert result.stdout.count(question) == 3  # asked, then asked again at each Enter
    assert "This one will come back soon." not in result.stdout  # an Enter is no wrong answer
    assert "> >" not in result.stdout


@pytest.mark.parametrize("lang,draw,passes", [
    ("en", "you draw 1", "you pass"), ("it", "peschi 1", "passi"), ("pt", "você compra 1", "você passa"),
    ("pl", "dobierasz 1", "pasujesz"), ("hr", "vučeš 1", "predaješ red"), ("ro", "tragi 1", "dai pas")])
def test_the_braille_form_addresses_the_player_in_the_right_person(lang, draw, passes):
    loc = Localizer(lang)
    p = Presenter(loc, 2, [0])
    drew = p.narrate(event_from_dict({"type": "draw", "seat": 0, "cards": ["b7x"], "count": 1, "reason": "turn"}))[0].braille()
    assert drew == f"{draw}: b7x"
    assert p.narrate(event_from_dict({"type": "pass", "seat": 0}))[0].braille() == passes
    other = p.narrate(event_from_dict({"type": "draw", "seat": 1, "count": 1, "reason": "turn"}))[0].braille()
    assert other.startswith(p.seat_name(1) + " ") and other.endswith(" 1")
    challenged = p.narrate(event_from_dict({"type": "challenge", "seat": 1, "target": 0, "legal": False}))[0].braille()
    assert loc.format("game-you") not in challenged.split(":")[0] or lang in ("en", "pt")


def test_croatian_playable_count_says_of_which_cards():
    """Review s34: after "Imaš sedam karata: ..." the next line said "Sada možeš odigrati četiri."
    (four what?); a Croatian speaker says "četiri od njih", as the other languages say "of them"."""
    from uno_access.i18n import Localizer

    game = Game(players=2, rules=RuleSet.preset("official"), seed=1, deck=hand_of(
        ["r1x", "r1x", "r2x", "r2x", "b5x", "b6x", "g7x"]), dealer=1)
    hand = Presenter(Localizer("hr"), 2, [0], game.rules.to_dict()).hand(game.observation(0))
    assert hand[0].text().startswith("Imaš sedam karata: ")
    assert hand[1].text() == "Sada možeš odigrati četiri od njih."
    loc = Localizer("hr")
    assert [loc.format("game-hand-playable", held=12, count=n) for n in (1, 2, 12)] == [
        "Sada možeš odigrati jednu od njih.", "Sada možeš odigrati dvije od njih.", "Sada možeš odigrati dvanaest od njih."]
