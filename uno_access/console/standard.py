"""The ``standard`` mode: a prompt_toolkit ``PromptSession``, one line at a time.

Output is printed as plain lines above the prompt (``patch_stdout``); the
prompt is coloured when it is the player's turn (the words say so too: colour
carries no meaning of its own).  Tab completes command words and the names
and codes of the cards in hand, listed readline-style as text, never in a
pop-up.  Function keys F1 to F8 run the status commands at once; Page Up and
Page Down read the history one message back and forth, Ctrl+Home and Ctrl+End
its first and last message.  No full-screen layout.  The prompt is drawn again
only when what it says changes (or when a line printed above it moves it).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import Completer, Completion
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.key_binding import KeyBindings
from prompt_toolkit.patch_stdout import StdoutProxy
from prompt_toolkit.shortcuts import CompleteStyle

from uno_access.commands import BROWSE_KEYS, FUNCTION_KEYS


class _CardCompleter(Completer):
    def __init__(self, session) -> None:
        self.session = session

    def get_completions(self, document, complete_event):
        text = document.text_before_cursor
        try:
            options = self.session.completions(text)
        except Exception:  # completion must never break typing
            return
        for option in options:
            yield Completion(option, start_position=-len(text))


async def run_standard(session, front, handle: Callable, run_bots: Callable, at_end: Callable) -> int:
    lines: asyncio.Queue = asyncio.Queue()
    original = front.stream
    keys = KeyBindings()
    for command, key in {**FUNCTION_KEYS, **BROWSE_KEYS}.items():
        def _bind(command: str = command, key: str = key) -> None:
            @keys.add(key)
            def _(event) -> None:
                lines.put_nowait((command, None))
        _bind()

    prompt: PromptSession[str] = PromptSession(
        key_bindings=keys,
        completer=_CardCompleter(session),
        complete_style=CompleteStyle.READLINE_LIKE,
        complete_while_typing=False,
        enable_history_search=False,
        # the accepted line is not drawn a second time in its final state: the prompt goes, and
        # the typed words stay as one plain line (see below)
        erase_when_done=True,
    )

    def first_key(buffer) -> None:
        """The first key of a line cuts the sentence being spoken (only that one)."""
        if len(buffer.text) == 1 and front.speaker is not None:
            try:
                front.speaker.interrupt()
            except Exception:
                pass

    prompt.default_buffer.on_text_changed += first_key

    def your_turn() -> bool:
        return session.bot_to_move() is None and not session.game.over and session.me == session.game.current

    def message():
        if your_turn():
            return FormattedText([("bold ansigreen", session.loc.format("play-prompt-turn"))])
        return FormattedText([("", session.loc.format("play-prompt"))])

    shown = [your_turn(), session.loc.lang]

    def redraw_if_changed() -> None:
        """Draw the prompt again only when its words change (a line printed above redraws it anyway)."""
        now = [your_turn(), session.loc.lang]
        if now != shown and prompt.app.is_running:
            shown[:] = now
            prompt.app.invalidate()

    async def reader() -> None:
        # the next prompt is drawn only once the line typed has been handled: a line that
        # ends the game (``yes`` to quit) must not leave one more prompt on the screen
        while True:
            try:
                text = await prompt.prompt_async(message)
            except EOFError:
                lines.put_nowait((None, None))
                return
            except KeyboardInterrupt:
                text = "quit"
            handled = asyncio.Event()
            if text.strip():  # what was typed stays on the screen, as one plain line
                front.stream = original
                front.line(text.strip())
            lines.put_nowait((text, handled))
            await handled.wait()

    # lines go above the prompt; a short pause between writes keeps them in step with typing
    proxy = StdoutProxy(sleep_between_writes=0.02)
    front.stream = proxy
    with proxy:
        task = asyncio.create_task(reader())
        try:
            while True:
                wait = run_bots(session, front)
                redraw_if_changed()
                try:
                    line, handled = await asyncio.wait_for(lines.get(), timeout=wait)
                except TimeoutError:
                    continue
                if line is None:
                    return at_end(session, front)
                # no prompt is on the screen while a typed line is answered (and the computer
                # players it lets move have moved): their lines are written straight out, in
                # order, before the next prompt is drawn once, never printed over it
                if handled is not None:
                    front.stream = original
                try:
                    if handle(session, front, line):
                        return 0
                    if handled is not None:
                        run_bots(session, front)
                finally:
                    front.stream = proxy
                if handled is not None:
                    handled.set()
                redraw_if_changed()
        finally:
            if prompt.app.is_running:
                prompt.app.exit(result="")
            task.cancel()
            try:
                await task
            except (asyncio.CancelledError, Exception):
                pass
            front.stream = original
