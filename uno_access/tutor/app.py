"""``uno-access tutor``: short lessons, adaptive practice and a guided game, by ear.

Output goes through the console's line front end (printed, and spoken when
speech is on); input is read one plain line at a time, so the tutor works the
same at a terminal, through a screen reader, or from a script.
"""

from __future__ import annotations

import argparse
import os
import select
import sys
import time
from collections.abc import Callable

from uno_access.cli.main import seed_number
from uno_access.commands import CommandParser, normalize
from uno_access.console.runtime import Front, handle, make_speaker, run_bots
from uno_access.engine import Card, Game, RuleSet
from uno_access.i18n import Localizer, localizer_for
from uno_access.narration.cardnames import card_list_noun, card_noun
from uno_access.storage.settings import load_settings
from uno_access.storage.store import StoreError
from uno_access.tutor.lessons import LESSONS, Lesson, find_lesson, lesson_word
from uno_access.tutor.progress import DEFAULT_PROFILE, BadProfile, Progress, check_profile
from uno_access.tutor.quiz import SpacedQueue

#: the guided game is short: the first to 50 points wins the match
GUIDED_TARGET = 50


def add_arguments(parser: argparse.ArgumentParser, loc: Localizer) -> None:
    h = loc.format
    parser.add_argument("--list", action="store_true", help=h("tutor-opt-list"))
    parser.add_argument("--lesson", metavar=h("cli-metavar-name"), help=h("tutor-opt-lesson"))
    parser.add_argument("--lang", metavar="xx", help=h("tutor-opt-lang"))
    parser.add_argument("--profile", metavar=h("cli-metavar-name"), default=DEFAULT_PROFILE, help=h("tutor-opt-profile"))
    parser.add_argument("--reset", action="store_true", help=h("tutor-opt-reset"))
    parser.add_argument("--seed", type=seed_number, metavar=h("cli-metavar-number"), help=h("tutor-opt-seed"))


class Tutor:
    """The lessons' voice and ears: says lines, reads answers, keeps the progress."""

    def __init__(self, loc: Localizer, front: Front, read: Callable[[], str | None], progress: Progress,
                 seed: int | None = None) -> None:
        self.loc = loc
        self.front = front
        self.read_line = read
        self.progress = progress
        self.seed = seed
        self.parser = CommandParser(loc)
        self.words = {name: self._words(f"tutor-words-{name}")
                      for name in ("yes", "no", "quit", "repeat", "help", "list")}
        self._save_failed = progress.store is None  # no store: never say the progress is saved

    def _words(self, msg_id: str) -> set[str]:
        words = {normalize(w) for w in self.loc.format(msg_id).split(",")}
        words |= {normalize(w) for w in Localizer("en").format(msg_id).split(",")}
        return {w for w in words if w}

    # ------------------------------------------------------------------ output
    def line(self, text: str) -> None:
        self.front.line(text, text)

    def tell(self, msg_id: str, **args: object) -> None:
        self.line(self.loc.format(msg_id, **args))

    def say(self, narrations) -> None:
        for n in narrations:
            text = n.text("normal")
            if text:
                self.line(text)

    def narrate(self, presenter, events) -> None:
        self.say(presenter.narrate_events(events))

    def card_args(self, args: dict) -> dict:
        args = dict(args)
        if "code" in args:
            args["card"] = card_noun(self.loc, str(args["code"]))
        if "codes" in args:
            cards = [Card.from_code(c) for c in str(args["codes"]).split()]
            args["cards"] = card_list_noun(self.loc, cards)
        if "preset" in args:
            args["preset"] = self.loc.format("game-preset", preset=args["preset"])
        return args

    def hand(self, presenter, obs) -> None:
        """The hand without the playable marks: finding the playable card is the exercise."""
        hand = list(obs.hand)
        self.tell("game-hand", count=len(hand), cards=presenter.hand_items(list(enumerate(hand))))  # worded as the game's hand

    def legal_now(self, presenter, obs) -> None:
        """After a wrong move in an exercise: the cards that could have been played (the answer)."""
        playable = presenter.playable(obs)
        self.tell("tutor-legal-now", count=len(playable), moment="missed",
                  cards=presenter.card_list(playable) if playable else "none")

    # ------------------------------------------------------------------- input
    def read(self) -> str | None:
        self.front.prompt(self.loc.format("tutor-prompt"))
        line = self.read_line()
        if sys.stdin.isatty():  # the terminal's echo of Enter has left the prompt's line
            self.front.typed()
        self.front.silence()
        if line is None:
            self.line("")
        return line

    def word(self, text: str) -> str | None:
        norm = normalize(text)
        for name, words in self.words.items():
            if norm in words:
                return name
        return None

    def yes_no(self, text: str) -> bool | None:
        said = self.word(text)
        return True if said == "yes" else False if said == "no" else None

    # ----------------------------------------------------------------- progress
    def _saving(self, call, *args) -> None:
        try:
            call(*args)
        except (OSError, StoreError) as exc:
            if not self._save_failed:
                self._save_failed = True
                self.tell("tutor-progress-not-saved", detail=self.loc.why(exc, writing=True))

    def title(self, lesson: Lesson) -> str:
        return self.loc.format("tutor-lesson-title", lesson=lesson.name)

    # ------------------------------------------------------------------ lessons
    def run_lesson(self, lesson: Lesson) -> str:
        """Teach one lesson: "done", "quit" (stopped by the player) or "eof" (input ended)."""
        number = LESSONS.index(lesson) + 1
        self.tell("tutor-lesson-start", number=number, count=len(LESSONS), title=self.title(lesson))
        for explained in lesson.explain(self):
            self.line(explained)
        if lesson.guided:
            return self.run_guided(lesson)
        questions = lesson.questions()
        queue = SpacedQueue(questions, key=lambda q: q.key, misses=self.progress.misses)
        self.tell("tutor-practice-start", count=len(questions))
        right = total = 0
        first = True
        while queue:
            question = queue.peek()
            if not first:
                self.tell("tutor-next")
            first = False
            question.ask(self)
            while True:
                text = self.read()
                if text is None:
                    return "eof"
                said = self.word(text)
                if said == "quit":
                    self.tell("tutor-lesson-left" if not self._save_failed else "store-lesson-left-unsaved",
                              title=self.title(lesson))
                    return "quit"
                if said == "repeat" or not text.strip():  # an Enter alone asks the question again
                    question.repeat(self)
                    continue
                if said == "help":
                    self.tell("tutor-help")
                    continue
                result = question.check(self, text)
                if result is None:
                    continue
                total += 1
                right += bool(result)
                self._saving(self.progress.record, lesson.topic, question.key, bool(result))
                queue.answer(bool(result))
                if not result:
                    self.tell("tutor-again-later")
                break
        self._saving(self.progress.finish, lesson.name)
        self.tell("tutor-lesson-done", title=self.title(lesson), right=right, total=total)
        return "done"

    def run_guided(self, lesson: Lesson) -> str:
        from uno_access.tutor.guided import GuidedSession

        settings, _notice = load_settings()
        seed = self.seed if self.seed is not None else int(time.time() * 1000) % (2**31)
        game = Game(players=3, rules=RuleSet.preset("official", target=GUIDED_TARGET), seed=seed)
        scripted = not sys.stdin.isatty()
        session = GuidedSession(game, ["human", "normal", "normal"], self.loc, settings, self.front.line, scripted=scripted, autosave=False, seed=seed,
                                speaker=self.front.speaker)
        session.start()
        while True:
            typed_early = False
            while True:
                wait = run_bots(session, self.front)
                if wait is None:
                    break
                # while a computer player waits (the window to catch a missed UNO), the
                # player may type: a line typed then is handled at once
                if self._typed_within(min(wait, 1.0)):
                    typed_early = True
                    break
            if game.over:
                self._saving(self.progress.finish, lesson.name)
                self.tell("tutor-lesson-done-guided", title=self.title(lesson))
                return "done"
            if typed_early:
                text = self.read_line()
                self.front.silence()
            else:
                text = self.read()
            if text is None:
                return "eof"
            if handle(session, self.front, text):
                self.tell("tutor-lesson-left" if not self._save_failed else "store-lesson-left-unsaved",
                          title=self.title(lesson))
                return "quit"

    @staticmethod
    def _typed_within(seconds: float) -> bool:
        """Whether a line can be read from the keyboard within ``seconds`` (waits that long)."""
        try:
            ready, _, _ = select.select([sys.stdin], [], [], seconds)
        except (OSError, ValueError, TypeError):  # no selectable stdin: just wait
            time.sleep(seconds)
            return False
        return bool(ready)

    # --------------------------------------------------------------------- menu
    def list_lessons(self) -> None:
        self.tell("tutor-list-header", count=len(LESSONS))
        for i, lesson in enumerate(LESSONS, 1):
            acc = self.progress.accuracy(lesson.topic)
            self.tell("tutor-list-item", number=i, name=lesson_word(lesson, self.loc), title=self.title(lesson),
                      done="yes" if lesson.name in self.progress.done else "no",
                      percent=acc[0] if acc else 0, answers=acc[1] if acc else 0)

    def next_lesson(self) -> Lesson:
        return next((each for each in LESSONS if each.name not in self.progress.done), LESSONS[0])

    def menu(self) -> int:
        self.tell("tutor-welcome")
        self.list_lessons()
        while True:
            nxt = self.next_lesson()
            self.tell("tutor-menu-ask", title=self.title(nxt))
            text = self.read()
            if text is None:
                return 0
            said = self.word(text)
            if said == "quit":
                self.tell("tutor-bye")
                return 0
            if said == "list":
                self.list_lessons()
                continue
            if said == "help":
                self.tell("tutor-help")
                continue
            lesson = nxt if not normalize(text) else find_lesson(text, self.loc)
            if lesson is None:
                self.tell("tutor-unknown-lesson", name=text.strip()[:40],
                          names=self.loc.join([lesson_word(each, self.loc) for each in LESSONS]))
                continue
            if self.run_lesson(lesson) == "eof":
                return 0


def _stdin_line() -> str | None:
    try:
        line = sys.stdin.readline()
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    if not line:
        return None
    return line.rstrip("\r\n")


def run(args: argparse.Namespace) -> int:
    settings, notice = load_settings()
    loc, unknown = localizer_for(getattr(args, "lang", None) or settings.language or None, settings.language)
    front = Front(None, sys.stdout)
    if notice is not None:
        front.line(loc.format(notice[0], **notice[1]))
    if unknown:
        front.line(unknown)
    try:
        profile = check_profile(args.profile)
    except BadProfile:
        print(loc.format("tutor-bad-profile", name=str(args.profile)[:40]), file=sys.stderr)
        return 2
    lesson = None
    if args.lesson is not None:
        lesson = find_lesson(args.lesson, loc)
        if lesson is None:
            print(loc.format("tutor-unknown-lesson", name=str(args.lesson)[:40],
                             names=loc.join([lesson_word(each, loc) for each in LESSONS])), file=sys.stderr)
            return 2
    progress = Progress.load(profile)
    if progress.recovered is not None:
        front.line(loc.format("store-progress-unreadable", path=str(progress.recovered)[:200]))
    if progress.problem is not None:
        front.line(loc.format("tutor-progress-not-saved", detail=loc.why(progress.problem)))
    speaker = None
    if not args.list:
        speaker = make_speaker(settings, loc.lang, lambda n: front.line(n.render(loc)))
        front.speaker = speaker
    tutor = Tutor(loc, front, _stdin_line, progress, seed=args.seed)
    try:
        if args.reset:
            confirmed = True
            if sys.stdin.isatty():
                tutor.tell("tutor-reset-ask", profile=profile)
                answer = tutor.read()
                confirmed = answer is not None and tutor.yes_no(answer) is True
            if confirmed:
                try:
                    progress.reset()
                except (OSError, StoreError) as exc:
                    tutor.tell("tutor-progress-not-saved", detail=loc.why(exc))
                    return 1
                tutor.tell("tutor-reset-done", profile=profile)
            else:
                tutor.tell("tutor-reset-kept", profile=profile)
            if lesson is None and not args.list:
                return 0
        if args.list:
            tutor.list_lessons()
            return 0
        if lesson is not None:
            tutor.run_lesson(lesson)
            return 0
        return tutor.menu()
    except KeyboardInterrupt:
        front.line("")
        tutor.tell("tutor-bye")
        return 130
    except BrokenPipeError:  # the reader went away (``| head``): stop quietly, progress is saved
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except OSError:
            pass
        return 0
    finally:
        if speaker is not None:
            try:
                speaker.wait(timeout=2.0)
                speaker.close()
            except Exception:
                pass
