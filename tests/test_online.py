"""Online play over real sockets on 127.0.0.1 (port 0): the server, the protocol, redaction,
reconnects, hostile input.  Clients here are scripted protocol clients (tests/online_helpers.py);
the console client in real pseudo-terminals is tests/test_online_pty.py."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from online_helpers import Client, play_until, serving, table_of, until_caught_up

from uno_access.engine import ActionKind
from uno_access.engine.rules import CHOICES, HOUSE_RULES
from uno_access.online import protocol as p
from uno_access.online.client import ONLINE_COMMANDS
from uno_access.online.store import TableStore, token_hash

ROOT = Path(__file__).resolve().parent.parent
PRIVATE_EVENTS = ("deal", "draw", "hand_shown")


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 120))


async def seated(url: str, names: list[str], **create) -> list[Client]:
    """The first name creates a table with ``create``; the others join it."""
    clients = [Client(url, n, seed=i) for i, n in enumerate(names)]
    await clients[0].connect()
    await clients[0].send("create", **create)
    await clients[0].expect("joined")
    code = clients[0].table
    table = await clients[0].expect("table")
    code = table["table"].get("invite") or code
    for c in clients[1:]:
        await c.connect()
        await c.send("join", table=code)
        await c.expect("joined")
    return clients


def assert_redacted(client: Client, seat: int | None) -> int:
    """No card of another seat's hand in anything ``client`` received, except a challenge's
    showing to the challenger; returns how many own cards it was told (so the check is not empty)."""
    own = 0
    for msg in client.log:
        text = json.dumps(msg)
        if msg["type"] == "events":
            for e in msg["events"]:
                if e["type"] in PRIVATE_EVENTS and "cards" in e:
                    owners = (e["seat"], e["to"]) if e["type"] == "hand_shown" else (e["seat"],)
                    assert seat in owners, f"seat {seat} saw {e}"
                    own += len(e["cards"])
                if e["type"] in PRIVATE_EVENTS and seat is not None and seat in (e.get("seat"), e.get("to")):
                    assert "cards" in e
        view = msg.get("view")
        if view is not None:
            if seat is None:
                assert view["hand"] == [] and view["legal"] == [] and view["drawn"] is None, text
            else:
                assert len(view["hand"]) == view["counts"][seat]
                assert set(view) >= {"hand", "counts"} and "hands" not in view and "draw_pile" not in view
    return own


# ------------------------------------------------------------------------ a whole match
def test_a_whole_match_three_humans_and_a_computer_player():
    async def main():
        async with serving() as (server, url):
            clients = await seated(url, ["Ann", "Ben", "Cid"], seats=4, bots=1, house="target=50")
            watcher = Client(url, "Eve")
            await watcher.connect()
            await watcher.send("spectate", table=clients[0].table)
            await watcher.expect("joined")
            await clients[1].send("start")
            await clients[1].expect("error", lambda m: m["code"] == "not_host")
            await clients[0].send("start")
            table = table_of(server, clients[0])
            await play_until(clients, lambda: table.state == "over", timeout=90)
            for c in clients + [watcher]:
                await c.expect("events", lambda m: any(e["type"] == "match_end" for e in m["events"]))
            # every seat heard every entry of the table log, in order, once
            for c in clients:
                stream = [m["seq"] for m in c.log if m["type"] in ("events", "chat", "notice") and not m.get("replay")
                          and not (m["type"] == "notice" and m["msg"] in ("held", "time-warning"))]
                assert stream == list(range(stream[0], table.seq + 1)), "every entry, in order, once"
            game_entries = [e for e in table.entries if e.kind in ("start", "action")]
            assert [m["seq"] for m in clients[0].log if m["type"] == "events"] == [e.seq for e in game_entries]
            by = Counter(e.body.get("by") for e in game_entries if e.kind == "action")
            assert by["human"] > 0 and by["bot"] > 0
            for c in clients:
                assert assert_redacted(c, c.seat) >= 7
            assert assert_redacted(watcher, None) == 0
            # the omniscient log and a seat's events agree on everything public
            omni = [e.to_dict() for entry in game_entries for e in entry.events]
            assert len(omni) == len(clients[0].events())
            assert [e["type"] for e in omni] == [e["type"] for e in clients[2].events()]
    run(main())


# --------------------------------------------------------------- property: redaction
HOUSE = {name: CHOICES[name] for name in HOUSE_RULES}


@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    players=st.integers(2, 4),
    switches=st.fixed_dictionaries({}, optional={k: st.sampled_from(v) for k, v in HOUSE.items()}),
    challenge_often=st.booleans(),
    seed=st.integers(0, 2**16),
)
def test_no_seat_ever_sees_another_hand(players, switches, challenge_often, seed):
    house = ",".join(f"{k}={v}" for k, v in switches.items())

    async def main():
        async with serving() as (server, url):
            names = ["Ann", "Ben", "Cid", "Dan"][:players]
            clients = await seated(url, names, seats=players, house=house, delay=1)
            for i, c in enumerate(clients):
                c.rng.seed(seed + i)
            watcher = Client(url, "Eve")
            await watcher.connect()
            await watcher.send("spectate", table=clients[0].table)
            await clients[0].send("start")
            table = table_of(server, clients[0])
            if challenge_often:  # answer every Wild Draw Four with a challenge: hands get shown
                for c in clients:
                    base = c.choice
                    c.choice = (lambda c=c, base=base: "challenge" if c.view and c.view["phase"] == "challenge"
                                and c.view["current"] == c.seat else base())
            await play_until(clients, lambda: table.state == "over" or table.seq > 60, timeout=60)
            await asyncio.sleep(0.1)
            for c in clients:
                assert assert_redacted(c, c.seat) >= 7
            assert assert_redacted(watcher, None) == 0
            # and what the engine showed a challenger reached that challenger
            for entry in table.entries:
                for e in entry.events:
                    if e.type == "hand_shown":
                        got = [x for x in clients[e.to].events() if x["type"] == "hand_shown"]
                        assert any(x.get("cards") == [c.code for c in e.cards] for x in got)
    run(main())


# ------------------------------------------------------------ actions: once, stale, not yours
def test_duplicate_stale_foreign_and_out_of_turn_actions_change_nothing():
    async def main():
        async with serving(pace=30) as (server, url):  # the computer player waits: nothing moves by itself
            ann, ben = await seated(url, ["Ann", "Ben"], seats=2)
            await ann.send("start")
            await ann.expect("events")
            await ben.expect("events")
            table = table_of(server, ann)
            # The deal is random: a Wild start card asks the first player for a colour before
            # anything else, so that is answered first and the draws below are legal on any deal.
            while not any(a.kind == ActionKind.DRAW for a in table.game.legal_actions()):
                asker = ann if table.game.current == ann.seat else ben
                await until_caught_up([ann, ben], table)
                aid = await asker.act(table.game.legal_actions()[0].text())
                await asker.expect("ack", lambda m, aid=aid: m["id"] == aid)
            cur = table.game.current
            mover, other = (ann, ben) if cur == ann.seat else (ben, ann)
            await until_caught_up([ann, ben], table)
            before = table.game.to_json()
            # out of turn: the engine's reason, nothing changes
            await other.act("draw")
            err = await other.expect("error")
            assert err["code"] == "illegal" and err["args"]["reason"] == "not_your_turn"
            assert err["args"]["details"] == {"current": cur}
            # for another seat
            await mover.act("draw", seat=other.seat)
            assert (await mover.expect("error"))["code"] == "not_your_seat"
            assert table.game.to_json() == before
            # one action sent twice: applied once
            seq = mover.seq
            aid = await mover.act("draw")
            await mover.expect("ack", lambda m: m["id"] == aid and not m.get("duplicate"))
            entries = table.seq
            await mover.act("draw", seq=seq, aid=aid)
            dup = await mover.expect("ack", lambda m: m["id"] == aid)
            assert dup["duplicate"] is True and table.seq == entries
            # chosen against the state before that draw: stale, with a reason
            await mover.act("pass", seq=seq)
            assert (await mover.expect("error"))["code"] == "stale"
            assert table.seq == entries
            # from the future
            await mover.act("pass", seq=table.seq + 5)
            assert (await mover.expect("error"))["code"] == "bad_seq"
            # spectators cannot act
            eve = Client(url, "Eve")
            await eve.connect()
            await eve.send("spectate", table=ann.table)
            await eve.expect("joined")
            await eve.act("draw")
            assert (await eve.expect("error"))["code"] == "not_seated"
            assert table.seq == entries
    run(main())


# ---------------------------------------------------------------- hostile input
def test_malformed_unknown_and_oversized_messages_get_an_error_and_the_connection_stays():
    async def main():
        async with serving() as (server, url):
            c = Client(url, "Ann")
            await c.connect()
            cases = [
                ("not json at all", "bad_json"),
                ("[1, 2]", "bad_json"),
                (json.dumps({"v": 2, "type": "who"}), "bad_version"),
                (json.dumps({"type": "who"}), "bad_version"),
                (json.dumps({"v": 1, "type": "explode"}), "unknown_type"),
                (json.dumps({"v": 1, "type": "join"}), "bad_field"),
                (json.dumps({"v": 1, "type": "join", "table": 5}), "bad_field"),
                (json.dumps({"v": 1, "type": "create", "seats": 11}), "bad_field"),
                (json.dumps({"v": 1, "type": "create", "seats": True}), "bad_field"),
                (json.dumps({"v": 1, "type": "who", "extra": 1}), "bad_field"),
                (json.dumps({"v": 1, "type": "say", "text": "x" * 5000}), "too_big"),
                (b"\x00\x01binary", "bad_json"),
                ("[" * 3000 + "]" * 3000, "too_big"),
                (json.dumps({"v": 1, "type": "action", "id": "a", "seq": 0, "action": "draw"}), "not_at_table"),
                (json.dumps({"v": 1, "type": "create", "house": "nonsense=1"}), "bad_rules"),
            ]
            for raw, code in cases:
                await c.raw(raw)
                err = await c.expect("error")
                assert err["code"] == code, (raw[:40], err)
            await c.send("who")
            assert (await c.expect("who"))["lobby"] == ["Ann"]
            # a frame beyond the transport limit closes this connection (1009), not the server
            await c.raw("x" * (p.MAX_FRAME + 10))
            await asyncio.wait_for(c.closed.wait(), 5)
            assert c.ws.close_code == 1009
            d = Client(url, "Ben")
            await d.connect()
            await d.send("who")
            await d.expect("who")
    run(main())


def test_a_flood_is_slowed_then_cut_and_the_table_goes_on():
    async def main():
        async with serving(rate=20) as (server, url):
            ann, ben = await seated(url, ["Ann", "Ben"], seats=3, bots=1, grace=1)
            await ann.send("start")
            await ann.expect("events")
            for _ in range(300):
                try:
                    await ben.send("who")
                except Exception:
                    break
            await asyncio.wait_for(ben.closed.wait(), 30)
            assert any(m["type"] == "bye" and m["reason"] == "flood" for m in ben.log)
            table = table_of(server, ann)
            await ann.expect("notice", lambda m: m["msg"] == "absent")
            assert table.state == "playing"
            await play_until([ann], lambda: table.seq > 20 or table.state == "over", timeout=120)
    run(main())


def test_chat_and_names_reach_nobody_with_an_escape_sequence():
    async def main():
        async with serving() as (server, url):
            ann = Client(url, "Ann\x1b[31m\x07")
            ben = Client(url, "Ben")
            await ann.connect()
            await ann.send("create", seats=2)
            await ann.expect("joined")
            await ben.connect()
            await ben.send("join", table=ann.table)
            await ben.expect("joined")
            await ann.send("say", text="hello \x1b[2J\x1b]0;owned\x07\u202e\x9b2J world\r\nline")
            chat = await ben.expect("chat")
            assert chat["text"] == "hello world line" and chat["from"] == "Ann"
            await ann.send("say", text="\x1b[2J")
            assert (await ann.expect("error"))["code"] == "empty_chat"
            raw = json.dumps([m for m in ben.log])
            assert "\\u001b" not in raw and "\x1b" not in raw
            # in the lobby: heard by those in the lobby, cleaned the same, not by the table
            cid, dan = Client(url, "Cid"), Client(url, "Dan")
            await cid.connect()
            await dan.connect()
            await cid.send("say", text="anyone \x1b[2Jfor a game?")
            lobby = await dan.expect("chat")
            assert (lobby["from"], lobby["text"], lobby["scope"]) == ("Cid", "anyone for a game?", "lobby")
            assert not any(m["type"] == "chat" and m["scope"] == "lobby" for m in await ben.drain(0.3))
            for _ in range(8):  # chat has its own, lower limit
                await ann.send("say", text="spam")
            assert (await ann.expect("error"))["code"] == "too_fast"
    run(main())


# ---------------------------------------------------------------- lobby and host commands
def test_private_tables_need_their_code_and_host_commands():
    async def main():
        async with serving() as (server, url):
            ann = Client(url, "Ann")
            await ann.connect()
            await ann.send("create", seats=4, private=True, rules="it")
            await ann.expect("joined")
            info = (await ann.expect("table"))["table"]
            invite, tid = info["invite"], info["table"]
            ben, eve = Client(url, "Ben"), Client(url, "Eve")
            await ben.connect()
            await eve.connect()
            await ben.send("list")
            assert (await ben.expect("tables"))["tables"] == []
            await ben.send("join", table=tid)
            assert (await ben.expect("error"))["code"] == "private_table"
            await eve.send("spectate", table=tid)
            assert (await eve.expect("error"))["code"] == "private_table"
            await ben.send("join", table=invite.lower())
            await ben.expect("joined")
            ben_table = (await ben.expect("table"))["table"]
            assert ben_table["invite"] == invite
            await ben.send("add_bot", level="easy")
            assert (await ben.expect("error"))["code"] == "not_host"
            await ann.send("add_bot", level="hard")
            await ann.expect("notice", lambda m: m["msg"] == "bot-added")
            await ann.send("add_bot", level="silly")
            assert (await ann.expect("error"))["code"] == "bad_level"
            await ann.send("remove_bot")
            await ann.expect("notice", lambda m: m["msg"] == "bot-removed")
            await ann.send("kick", seat=ben.seat)
            await ben.expect("left")
            await ann.expect("notice", lambda m: m["msg"] == "kicked")
            table = server.tables[tid]
            assert [s.kind for s in table.seats] == ["human", "open", "open", "open"]
            await ben.send("who")
            who = await ben.expect("who")
            assert who["lobby"] == ["Ben", "Eve"] and "seats" not in who
            await eve.send("spectate", table=invite)
            await eve.expect("joined")
            await ann.send("start")
            await eve.expect("events")
            assert table.game.players == 4 and sum(s.kind == "bot" for s in table.seats) == 3
            await asyncio.sleep(0.3)
            assert assert_redacted(eve, None) == 0
    run(main())


# ---------------------------------------------------------------- reconnect and absence
def test_reconnect_mid_hand_gets_what_was_missed_and_plays_on():
    async def main():
        async with serving() as (server, url):
            ann, ben, cid = await seated(url, ["Ann", "Ben", "Cid"], seats=3, grace=60)
            await ann.send("start")
            table = table_of(server, ann)
            # Cid goes while another is to move, so the others play before the game waits for him
            await play_until([ann, ben, cid], lambda: table.seq > 10 and table.game.current != cid.seat, timeout=30)
            token, last = cid.token, cid.seq
            await cid.close()
            await ann.expect("notice", lambda m: m["msg"] == "absent" and m["args"]["seconds"] == 60)
            await play_until([ann, ben], lambda: table.game.current == cid.seat and table.seq > last, timeout=30)
            waiting = await ann.expect("notice", lambda m: m["msg"] == "waiting")
            assert waiting["args"]["name"] == "Cid"
            held_at = table.seq
            await asyncio.sleep(0.2)
            assert table.seq == held_at, "the game waits at the absent seat"
            back = Client(url, "Cid (phone)")
            back.seat = cid.seat
            # what Cid missed: every entry since, but the notices of his own absence (he is back)
            own = {e.seq for e in table.entries if e.seq > last and e.kind == "notice"
                   and e.body["msg"] in ("absent", "waiting") and e.body["args"]["name"] == "Cid"}
            assert len(own) == 2, "the table heard that Cid lost the connection and that it waits for him"
            expected = [seq for seq in range(last + 1, table.seq + 1) if seq not in own]
            await back.connect(token=token, last_seq=last)
            resumed = await back.expect("resumed")
            history = [m for m in back.log[:back.log.index(resumed)] if m["type"] in ("events", "notice", "chat")]
            assert resumed["missed"] == len(expected) == len(history) >= 1
            assert [m["seq"] for m in history] == expected
            assert all(m.get("replay") for m in history if m["type"] == "events")
            assert back.view is not None and back.view["current"] == cid.seat
            back.seq = max(m["seq"] for m in back.log if m["type"] in ("events", "notice", "chat"))
            await ann.expect("notice", lambda m: m["msg"] == "back" and m["args"]["bot"] == "no")
            await play_until([ann, ben, back], lambda: table.seq > held_at + 6, timeout=30)
            assert table.seats[cid.seat].token_hash == token_hash(token)
            assert token not in json.dumps([s.__dict__ for s in table.seats], default=str)
    run(main())


def test_after_the_grace_period_a_computer_player_takes_the_seat_until_the_player_returns():
    async def main():
        async with serving() as (server, url):
            ann, ben = await seated(url, ["Ann", "Ben"], seats=3, bots=1, grace=1)
            await ann.send("start")
            table = table_of(server, ann)
            await ann.expect("events")
            token = ben.token
            await ben.close()
            await ann.expect("notice", lambda m: m["msg"] == "absent")
            await ann.expect("notice", lambda m: m["msg"] == "stand-in" and m["args"]["name"] == "Ben", timeout=10)
            start = table.seq
            await play_until([ann], lambda: any(e.body.get("by") == "bot" and e.body["seat"] == ben.seat
                                                for e in table.entries[start:] if e.kind == "action"), timeout=60)
            again = Client(url, "Ben")
            await again.connect(token=token, last_seq=ben.seq)
            await again.expect("resumed")
            await ann.expect("notice", lambda m: m["msg"] == "back" and m["args"]["bot"] == "yes")
            assert not table.seats[ben.seat].stand_in
            # takeover: the same token from another device; the old connection is told and closed
            third = Client(url, "Ben")
            await third.connect(token=token, last_seq=again.seq)
            await third.expect("resumed")
            await asyncio.wait_for(again.closed.wait(), 5)
            assert any(m["type"] == "bye" and m["reason"] == "takeover" for m in again.log)
            bad = Client(url, "Mallory")
            await bad.connect(token="A" * 32)
            assert (await bad.expect("error"))["code"] == "bad_token"
    run(main())


def test_a_move_that_would_close_an_out_of_turn_window_waits_the_table_delay():
    async def main():
        async with serving() as (server, url):
            ann, ben = await seated(url, ["Ann", "Ben"], seats=2, delay=1, house="jump_in=no_effect")
            await ann.send("start")
            table = table_of(server, ann)
            await ann.expect("events")
            # play until someone could act out of turn while the other is to move
            await play_until([ann, ben], lambda: table.window_open(table.game.current) or table.state == "over",
                             timeout=60)
            if table.state == "over":
                pytest.skip("no out-of-turn window in this game")
            mover = ann if table.game.current == ann.seat else ben
            await until_caught_up([mover], table)  # the mover has heard everything
            action = mover.choice()
            await mover.act(action)
            held = await mover.expect("notice", lambda m: m["msg"] == "held")
            assert held["args"]["seconds"] == 1
            await mover.expect("ack", timeout=5)
    run(main())


def test_a_catch_sent_while_a_move_is_held_is_judged_by_its_own_window_and_the_held_move_still_plays():
    """Rule (README, "Sequence numbers"): an action chosen against an older seq is refused as
    stale only when something it depends on changed.  The player to move is held for the
    table's delay because a third player could catch the one who forgot UNO; the catch, sent
    against the seq it was chosen at, is accepted; the held move is played after it."""
    async def main():
        async with serving() as (server, url):
            clients = await seated(url, ["Ann", "Ben", "Cid"], seats=3, delay=2)
            await clients[0].send("start")
            table = table_of(server, clients[0])
            await clients[0].expect("events")
            by_seat = {c.seat: c for c in clients}
            loop = asyncio.get_running_loop()
            end = loop.time() + 90
            while True:  # nobody calls UNO, until a third player may catch the one who forgot
                assert loop.time() < end, "no forgotten UNO in time"
                if table.state != "playing":
                    await clients[0].send("start")
                    await asyncio.sleep(0.2)
                    continue
                game = table.game
                if all(c.seq == table.seq for c in clients):
                    target, current = game.uno_open, game.current
                    if target is not None and target != current:
                        third = next(s for s in range(3) if s not in (target, current))
                        if any(a.kind == "catch" for a in game.legal_actions(third)):
                            break
                    mover = by_seat[current]
                    legal = [a for a in mover.view["legal"] if a.split()[0] not in ("uno", "catch", "jump_in")
                             and not a.endswith(" uno")]
                    await mover.act(legal[0])
                    await mover.expect("ack", timeout=10)
                    continue
                await asyncio.sleep(0.01)
            mover, catcher = by_seat[current], by_seat[third]
            move = next(a for a in mover.view["legal"] if a.split()[0] not in ("uno", "catch", "jump_in"))
            chosen_at = catcher.seq
            move_id = await mover.act(move)
            await mover.expect("notice", lambda m: m["msg"] == "held")
            catch = next(a for a in catcher.view["legal"] if a.startswith("catch"))
            catch_id = await catcher.act(catch, seq=chosen_at)
            assert (await catcher.expect("ack"))["id"] == catch_id
            async def answer():
                while True:
                    m = await mover.inbox.get()
                    if m["type"] in ("ack", "error") and m.get("id") == move_id:
                        return m
            done = await asyncio.wait_for(answer(), 10)
            assert done["type"] == "ack" and not done.get("duplicate"), done
            assert not any(m["type"] == "error" for m in mover.log + catcher.log), "nothing refused as stale"
            kinds = [e.body["action"].split()[0] for e in table.entries if e.kind == "action"][-2:]
            assert kinds == ["catch", move.split()[0]]
            # an action chosen before the catch that depends on the caught hand is stale
            caught = by_seat[target]
            if table.game.current == target and not table.game.over:
                old = next(a for a in caught.view["legal"] if a.split()[0] not in ("uno", "catch", "jump_in"))
                stale_id = await caught.act(old, seq=chosen_at)
                err = await caught.expect("error", lambda m: m.get("id") == stale_id)
                assert err["code"] == "stale"
    run(main())


def test_turn_timer_warns_once_then_a_computer_player_moves_and_time_answers():
    async def main():
        async with serving() as (server, url):
            ann, ben = await seated(url, ["Ann", "Ben"], seats=2, turn_timer=1)
            await ann.send("start")
            table = table_of(server, ann)
            await ann.expect("events")
            mover = ann if table.game.current == ann.seat else ben
            await mover.send("time")
            left = await mover.expect("time")
            assert 0 <= left["left"] <= 1
            # The warning may arrive before or after the answer to "time", so it is looked for in
            # everything the mover received before the time-out, not awaited in order.
            out = await mover.expect("notice", lambda m: m["msg"] == "timed-out" and m["args"]["name"] == mover.name)
            assert any(e.kind == "action" and e.body["by"] == "timer" for e in table.entries)
            before = mover.log[:mover.log.index(out)]
            warned = [m for m in before if m["type"] == "notice" and m["msg"] == "time-warning"]
            assert warned and all(m["args"]["seconds"] <= 1 for m in warned)
            warnings = [m["seq"] for m in warned]
            assert len(warnings) == len(set(warnings)), "one warning a turn, no countdown"
        async with serving() as (server, url):
            ann, = await seated(url, ["Ann"], seats=2, bots=1)
            await ann.send("time")
            assert "left" not in await ann.expect("time")
    run(main())


# ---------------------------------------------------------------- kill -9 and restart
def _start_server(db: Path) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "uno_access", "serve", "--port", "0", "--db", str(db),
                             "--pace", "0.05", "--rate", "2000", "--lang", "en"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, text=True)
    assert proc.stdout is not None and proc.stderr is not None  # both are pipes
    line = proc.stdout.readline()
    assert "Listening on ws://127.0.0.1:" in line, line + proc.stderr.read()
    return proc, line.split("Listening on ", 1)[1].split(";")[0]


def test_kill_9_mid_hand_and_restart_every_table_goes_on_exactly(tmp_path):
    db = tmp_path / "tables.db"
    proc, url = _start_server(db)

    async def before():
        ann, ben = await seated(url, ["Ann", "Ben"], seats=3, bots=1, grace=60)
        await ann.send("start")
        await ann.expect("events")
        await play_until([ann, ben], lambda: ann.seq > 15 and ann.view and ben.view, timeout=30)
        mover = ann if ann.view["current"] == ann.seat else ben if ben.view["current"] == ben.seat else None
        aid = None
        if mover is not None:
            aid = await mover.act(mover.choice())
            await mover.expect("ack")
        await asyncio.sleep(0.3)
        return ann, ben, aid, mover

    ann, ben, aid, mover = asyncio.run(before())
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    stored = TableStore(db).load()
    assert len(stored) == 1
    log = stored[0].log
    assert [seq for seq, _k, _b in log] == list(range(1, len(log) + 1))
    ids = [b["id"] for _s, k, b in log if k == "action" and b.get("id")]
    assert len(ids) == len(set(ids)), "no action stored twice"
    last_ann = ann.seq
    proc2, url2 = _start_server(db)
    try:
        async def after():
            a = Client(url2, "Ann")
            b = Client(url2, "Ben")
            a.seat, b.seat = ann.seat, ben.seat
            await a.connect(token=ann.token, last_seq=last_ann)
            await b.connect(token=ben.token, last_seq=ben.seq)
            ra, rb = await a.expect("resumed"), await b.expect("resumed")
            # what the clients last saw is where the restarted server stands
            if ra["missed"] == 0:
                assert a.view == ann.view
            if rb["missed"] == 0:
                assert b.view == ben.view
            a.seq = max([last_ann] + [m["seq"] for m in a.log if m["type"] in ("events", "notice", "chat")])
            b.seq = max([ben.seq] + [m["seq"] for m in b.log if m["type"] in ("events", "notice", "chat")])
            if aid is not None:  # the action sent again after the restart: applied once
                m = a if mover is ann else b
                await m.act("draw", aid=aid, seq=m.seq)
                dup = await m.expect("ack", lambda x: x["id"] == aid)
                assert dup["duplicate"] is True
            await play_until([a, b], lambda: a.seq > last_ann + 10, timeout=30)
        asyncio.run(after())
    finally:
        proc2.send_signal(signal.SIGTERM)
        out, _err = proc2.communicate(timeout=10)
    assert proc2.returncode == 0
    assert "Stopped" in out


def test_a_seat_a_computer_player_stands_in_for_stays_so_after_kill_9_and_restart(tmp_path):
    db = tmp_path / "tables.db"
    proc, url = _start_server(db)

    async def before():
        ann, ben = await seated(url, ["Ann", "Ben"], seats=3, bots=1, grace=1)
        await ann.send("start")
        await ann.expect("events")
        await ben.close()
        stand_in = await ann.expect("notice", lambda m: m["msg"] == "stand-in", timeout=10)
        assert stand_in["args"]["name"] == "Ben"
        await play_until([ann], lambda: any(e.get("seat") == ben.seat and e["type"] in ("play", "draw")
                                            for e in ann.events()[-30:]), timeout=30)
        return ann, ben

    ann, ben = asyncio.run(before())
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    proc2, url2 = _start_server(db)
    try:
        async def after():
            a = Client(url2, "Ann")
            a.seat = ann.seat
            await a.connect(token=ann.token, last_seq=ann.seq)
            table = await a.expect("table")
            await a.expect("resumed")
            assert table["table"]["seats"][ben.seat]["status"] == "stand_in"
            a.seq = max([ann.seq] + [m["seq"] for m in a.log if m["type"] in ("events", "notice", "chat")])
            start = len(a.log)
            # the computer player goes on playing Ben's seat: nobody is told the game waits for Ben
            await play_until([a], lambda: sum(1 for m in a.log[start:] if m["type"] == "events"
                                              for e in m["events"] if e.get("seat") == ben.seat
                                              and e["type"] in ("play", "draw")) >= 2, timeout=30)
            notices = [m for m in a.log[start:] if m["type"] == "notice"]
            assert not any(m["msg"] in ("waiting", "stand-in", "absent") for m in notices), notices
            # and Ben, back with his token, hears the same: the seat was played for him, now it is his
            b = Client(url2, "Ben")
            b.seat = ben.seat
            await b.connect(token=ben.token, last_seq=ben.seq)
            await b.expect("resumed")
            # (Ann's own seat may have had its stand-in too: after the restart her grace of one
            # second may run out before she is back, on a loaded machine)
            missed = [m for m in b.log if m["type"] == "notice" and m["args"].get("name") == "Ben"]
            assert [m["msg"] for m in missed].count("stand-in") == 1
            back = await a.expect("notice", lambda m: m["msg"] == "back" and m["args"]["name"] == "Ben")
            assert back["args"]["bot"] == "yes"
        asyncio.run(after())
    finally:
        proc2.send_signal(signal.SIGTERM)
        proc2.communicate(timeout=10)
    assert proc2.returncode == 0


def test_sigterm_tells_every_client_and_exits_0(tmp_path):
    proc, url = _start_server(tmp_path / "t.db")

    async def main():
        ann = Client(url, "Ann")
        await ann.connect()
        proc.send_signal(signal.SIGTERM)
        await ann.expect("bye", lambda m: m["reason"] == "shutdown", timeout=10)
        await asyncio.wait_for(ann.closed.wait(), 10)
    asyncio.run(main())
    assert proc.wait(10) == 0


# ---------------------------------------------------------------- the command line
def test_a_public_address_needs_tls_or_insecure(tmp_path, capsys):
    from conftest import run_cli

    code, out, _ = run_cli(["serve", "--host", "0.0.0.0", "--port", "0", "--lang", "en"], capsys)
    assert code == 2 and "--insecure" in out
    code, out, _ = run_cli(["serve", "--certfile", str(tmp_path / "nope.pem"), "--lang", "en"], capsys)
    assert code == 2 and "--keyfile" in out
    code, out, _ = run_cli(["serve", "--certfile", str(tmp_path / "a"), "--keyfile", str(tmp_path / "b"),
                            "--lang", "en"], capsys)
    assert code == 2 and "cannot be used" in out


@pytest.mark.parametrize("lang", ["en", "it", "pt", "pl", "hr", "ro"])
def test_lobby_words_never_hide_a_game_command(lang):
    """The lobby and table words are read before the game's: none may be a game command word
    (in the language or in English, which always works too)."""
    from uno_access.commands import CommandParser
    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession
    from uno_access.storage.settings import Settings

    loc = Localizer(lang)
    session = NetSession(loc, Settings(), lambda *a: None, lambda *a, **k: None)
    game_words = set(CommandParser(loc).command_words)
    online = {w for w, name in session.online_words.items() if not name.startswith("opt-")}
    assert not online & game_words
    assert {name for name in session.online_words.values()} >= set(ONLINE_COMMANDS)


# ---------------------------------------------------------------- the console client itself
def test_the_console_client_answers_every_on_demand_command_and_reconnects_by_itself():
    """``NetSession`` + ``OnlineClient`` over a real socket, in Polish with the Braille display
    form: the local console's commands work on the seat's view, and a dropped connection comes
    back with a summary."""
    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient
    from uno_access.storage.settings import Settings

    async def main():
        async with serving(pace=30) as (server, url):  # the computer player waits: the state holds
            lines: list[str] = []
            settings = Settings().set("display", "braille")
            session = NetSession(Localizer("pl"), settings, lambda shown, spoken: lines.append(shown), None)
            client = OnlineClient(url, "Ola", "pl", session, None)
            task = asyncio.create_task(client.run())

            async def until(text: str, timeout: float = 10, since: int = 0) -> None:
                end = asyncio.get_running_loop().time() + timeout
                while not any(text in line for line in lines[since:]):
                    assert asyncio.get_running_loop().time() < end, (text, lines[-10:])
                    await asyncio.sleep(0.02)

            await until("Połączono z")
            session.handle_line("utwórz 2 komputery 1")
            await until("Siedzisz na miejscu 1")
            session.handle_line("zacznij")
            await until("partia, graczy: 2")
            table = next(iter(server.tables.values()))
            hand = sorted(c.code for c in table.game.hands[0])
            for command in ("ręka", "stos", "kolejka", "ile", "wyniki", "historia 3", "zasady", "pomoc",
                            "gracze", "czas", "zaproszenie"):
                before = len(lines)
                session.handle_line(command)
                await asyncio.sleep(0.15)
                assert len(lines) > before, command
            joined = " ".join(lines)
            assert all(code in joined for code in hand), "the Braille form names the cards by code"
            before = len(lines)
            session.handle_line("powtórz")  # what happened at the table, not the answers to who or time
            again = lines[before:]
            assert again and not any("poczekalni" in line or "zegara" in line for line in again)
            # the server drops the connection: the console reconnects with its token
            conn = next(c for c in server.conns if c.name == "Ola")
            await conn.ws.close()
            await until("Znowu przy stole")
            assert any(c.name == "Ola" and c.table is table for c in server.conns)
            # the table hears "Ola is back"; she does not (she heard "Back at the table"): the
            # answer to "gracze" comes after that notice, so it has been handled by then
            assert any(e.kind == "notice" and e.body["msg"] == "back" for e in table.entries)
            before = len(lines)
            session.handle_line("gracze")
            await until("Przy tym stole", since=before)
            assert not any("Ola wrócił" in line for line in lines), lines[before - 5:]
            client.done.set()
            task.cancel()
    run(main())


def test_a_console_back_from_a_lost_connection_hears_what_it_missed_but_not_its_own_absence():
    """Ola's console goes away mid-match; the table hears "Ola lost the connection" (and, on
    her turn, that the game waits for her), and Ben says something.  Her console takes the
    seat back with its token: of what it missed she hears Ben's line, counted as the one
    message she missed, and neither her own lost connection, nor the wait for her, nor her
    own return (she hears "Back at the table" instead)."""
    from types import SimpleNamespace

    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient
    from uno_access.storage.settings import Settings

    async def main():
        async with serving() as (server, url):
            (ben,) = await seated(url, ["Ben"], seats=2, grace=300)
            table = table_of(server, ben)
            loc = Localizer("en")
            lines: list[str] = []
            session = NetSession(loc, Settings(), lambda shown, spoken: lines.append(shown), None)

            async def console(**args):
                options = {"create": None, "table": None, "spectate": None, "token": None, **args}
                client = OnlineClient(url, "Ola", "en", session, SimpleNamespace(**options))
                return client, asyncio.create_task(client.run())

            async def until(done, what: str) -> None:
                end = asyncio.get_running_loop().time() + 20
                while not done():
                    assert asyncio.get_running_loop().time() < end, (what, lines[-10:])
                    await asyncio.sleep(0.02)

            client, task = await console(table=table.id.lower())
            await until(lambda: table.seats[1].conn is not None, "Ola sits down")
            await ben.send("start")
            await until(lambda: session.game.started and session.game.view is not None, "Ola hears the deal")
            token = client.token
            assert token
            client.done.set()  # the console goes away: its socket closes
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            await until(lambda: any(m["type"] == "notice" and m["msg"] == "absent" and m["args"]["name"] == "Ola"
                                    for m in ben.log), "Ben hears that Ola lost the connection")
            await ben.send("say", text="see you soon")
            await until(lambda: any(e.kind == "chat" for e in table.entries), "Ben's line is stored")
            before = len(lines)
            client, task = await console(token=token)
            await until(lambda: any(line.startswith("Back at the table") for line in lines[before:]), "resumed")
            # "who" is answered after the table's "Ola is back", so that has been handled by then
            session.handle_line("who")
            await until(lambda: any(line.startswith("At this table") for line in lines[before:]), "who")
            heard = lines[before:]
            assert "Ben says: see you soon" in heard
            assert loc.format("online-resumed", count=1) in heard, heard
            for own_notice in ("lost the connection", "waits for Ola", "Ola is back"):
                assert not any(own_notice in line for line in heard), (own_notice, heard)
            assert any(e.kind == "notice" and e.body["msg"] == "back" for e in table.entries)
            client.done.set()
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
    run(main())


def test_each_listener_names_the_computer_players_in_their_own_language():
    """The server speaks English (its --lang); a Portuguese and an Italian console at one table
    each hear the computer players named in their own language, in the table's description,
    in notices and in the game's narration."""
    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient
    from uno_access.storage.settings import Settings

    async def main():
        async with serving(pace=0.05) as (server, url):
            out: dict[str, list[str]] = {"pt": [], "it": []}
            clients, tasks = {}, []
            for lang, name in (("pt", "Ana"), ("it", "Gio")):
                session = NetSession(Localizer(lang), Settings(), lambda shown, spoken, lang=lang: out[lang].append(shown),
                                     None)
                clients[lang] = OnlineClient(url, name, lang, session, None)
                tasks.append(asyncio.create_task(clients[lang].run()))

            async def until(lang: str, text: str, timeout: float = 10) -> None:
                end = asyncio.get_running_loop().time() + timeout
                while not any(text in line for line in out[lang]):
                    assert asyncio.get_running_loop().time() < end, (text, out[lang][-10:])
                    await asyncio.sleep(0.02)

            await until("pt", "Ana")
            await until("it", "Gio")
            clients["pt"].session.handle_line("cria 4 robôs 1")
            while not server.tables:
                await asyncio.sleep(0.02)
            table = next(iter(server.tables.values()))
            clients["it"].session.handle_line(f"entra {table.id}")
            await until("pt", "Gio")
            clients["pt"].session.handle_line("adiciona")
            await until("pt", "Robô 2")
            await until("it", "Robot 2")
            clients["pt"].session.handle_line("começa")
            # the game goes on only at the computer players' turns; wait until each has moved once
            end = asyncio.get_running_loop().time() + 20
            bots = [s.index for s in table.seats if s.kind == "bot"]
            assert len(bots) == 2
            while not all(any(e.kind == "action" and e.body["seat"] == s for e in table.entries) for s in bots):
                assert asyncio.get_running_loop().time() < end
                human = table.seats[table.game.current] if table.game is not None else None
                if human is not None and human.kind == "human":
                    lang = "pt" if human.name == "Ana" else "it"
                    legal = [a for a in table.game.legal_actions(table.game.current) if a.target is None
                             and a.kind not in (ActionKind.UNO, ActionKind.CATCH, ActionKind.JUMP_IN)]
                    clients[lang].session.handle_line(legal[0].text())  # typed, in the words that always work
                await asyncio.sleep(0.2)
            await asyncio.sleep(0.3)
            for lang, word in (("pt", "Robô"), ("it", "Robot")):
                text = "\n".join(out[lang])
                assert f"{word} 1" in text and f"{word} 2" in text, out[lang][-20:]
                assert "Computer 1" not in text and "Computer 2" not in text, "the server's language leaked"
            for client in clients.values():
                client.done.set()
            for task in tasks:
                task.cancel()
    run(main())


def test_the_remembered_resume_code_file_broken_or_stale_costs_one_line_and_nothing_else(tmp_path):
    """A token file that is not JSON: one line in the player's language, then the console
    plays on and writes a good file (mode 0600).  A remembered code the server no longer
    knows: forgotten, and --table goes ahead."""
    import stat
    from types import SimpleNamespace

    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient, TokenFile
    from uno_access.storage.settings import Settings

    path = tmp_path / "online-tokens.json"
    path.write_text("{not json")

    async def main():
        async with serving() as (server, url):
            lines: list[str] = []
            args = SimpleNamespace(create="2", table=None, spectate=None, token=None)

            async def console(tokens, wanted="Sei al posto 1"):
                session = NetSession(Localizer("it"), Settings(), lambda shown, spoken: lines.append(shown), None)
                client = OnlineClient(url, "Gio", "it", session, args, tokens=tokens)
                task = asyncio.create_task(client.run())
                end = asyncio.get_running_loop().time() + 10
                while not any(wanted in line for line in lines):
                    assert asyncio.get_running_loop().time() < end, lines[-5:]
                    await asyncio.sleep(0.02)
                client.done.set()
                task.cancel()

            await console(TokenFile(path))
            bad = [line for line in lines if "codici per tornare" in line]
            assert len(bad) == 1 and str(path) in bad[0], lines
            assert stat.S_IMODE(path.stat().st_mode) == 0o600
            saved = json.loads(path.read_text())
            assert list(saved.values())[0]["token"]
            # the table is gone (another server): the code is refused, forgotten, --table goes ahead
            first = next(iter(server.tables))
            path.write_text(json.dumps({k: {"token": "A" * 32, "table": "ZZZZ"} for k in saved}))
            lines.clear()
            args.create, args.table = None, "zzzz"  # the remembered table itself: the code is tried
            await console(TokenFile(path), wanted="Non esiste il tavolo")
            assert any("Quel codice per tornare non vale" in line for line in lines)
            assert json.loads(path.read_text()) == {}, "the refused code is forgotten"
            assert [s.kind for s in server.tables[first].seats] == ["human", "open"], "nothing else changed"
    run(main())


def test_an_explicit_create_or_table_wins_over_a_remembered_resume_code(tmp_path):
    """The token file remembers Gio's seat at table A.  ``--table A`` takes that seat back
    with it; ``--create`` makes a new table as asked and says, in the player's language,
    that the saved seat is not taken back (the seat at A is still held for Gio)."""
    import argparse

    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient, TokenFile
    from uno_access.storage.settings import Settings

    path = tmp_path / "online-tokens.json"
    loc = Localizer("pt")

    async def main():
        async with serving() as (server, url):
            async def console(wanted: str, **options):
                lines: list[str] = []
                args = argparse.Namespace(**{"create": None, "table": None, "spectate": None, "token": None, **options})
                session = NetSession(loc, Settings(), lambda shown, spoken: lines.append(shown), lambda *a, **k: None)
                client = OnlineClient(url, "Gio", "pt", session, args, tokens=TokenFile(path))
                task = asyncio.create_task(client.run())
                end = asyncio.get_running_loop().time() + 20
                while not any(wanted in line for line in lines):
                    assert asyncio.get_running_loop().time() < end, (wanted, lines[-5:])
                    await asyncio.sleep(0.02)
                client.done.set()
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
                return lines

            lines = await console("Você está no lugar 1", create="2")
            a = next(iter(server.tables))
            assert json.loads(path.read_text())[f"{url} gio"]["table"] == a
            # --table naming the remembered table: the seat is taken back, nobody joins twice
            lines = await console(loc.format("online-resumed-seat", table=a), table=a.lower())
            assert any(line.startswith("Retomando o seu lugar") for line in lines), lines
            assert [s.kind for s in server.tables[a].seats] == ["human", "open"]
            # --create: a new table as asked, said in one line; the seat at A stays Gio's
            lines = await console("Você está no lugar 1", create="2")
            said = loc.format("online-token-not-used", option="--create", table=a, path=str(path))
            assert lines.count(said) == 1 and not any(line.startswith("Retomando") for line in lines), lines
            b = next(t for t in server.tables if t != a)
            assert server.tables[b].seats[0].name == "Gio" and server.tables[a].seats[0].name == "Gio"
            assert json.loads(path.read_text())[f"{url} gio"]["table"] == b
            # --spectate another table: watched, the saved seat (now at B) is not taken back either
            lines = await console(loc.format("online-spectating", table=a), spectate=a)
            assert loc.format("online-token-not-used", option="--spectate", table=b, path=str(path)) in lines
    run(main())


def test_a_spectator_joining_mid_hand_hears_where_the_match_stands_not_its_old_notices():
    """Chat, a seat taken, a computer player added and removed happened before Eve watches:
    she is not told them again; she hears whose turn it is and the pile, then the table live."""
    from types import SimpleNamespace

    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient
    from uno_access.storage.settings import Settings

    async def main():
        async with serving(pace=0.01) as (server, url):
            ann, ben = await seated(url, ["Ann", "Ben"], seats=3, bots=1)
            await ann.send("say", text="good luck")
            await ben.expect("chat")
            await ann.send("remove_bot")
            await ann.expect("notice", lambda m: m["msg"] == "bot-removed")
            await ann.send("add_bot")
            await ann.expect("notice", lambda m: m["msg"] == "bot-added")
            await ann.send("start")
            table = table_of(server, ann)
            await play_until([ann, ben], lambda: table.seq > 12, timeout=30)
            # from here only Ann and Ben move, and they wait: the state holds while Eve and Cid join
            await play_until([ann, ben], lambda: table.seats[table.game.current].kind == "human"
                             and not table.window_open(table.game.current), timeout=30)
            # the protocol: a new spectator gets the match's events as history, not notices or chat
            eve = Client(url, "Eve")
            await eve.connect()
            await eve.send("spectate", table=ann.table)
            await eve.expect("view")
            history = [m for m in eve.log if m["type"] in ("events", "notice", "chat")]
            assert history and all(m["type"] == "events" and m["replay"] for m in history), history
            # the console: the state, said once
            lines: list[str] = []
            loc = Localizer("en")
            session = NetSession(loc, Settings(), lambda shown, spoken: lines.append(shown), None)
            args = SimpleNamespace(create=None, table=None, spectate=ann.table, token=None)
            client = OnlineClient(url, "Cid", "en", session, args)
            task = asyncio.create_task(client.run())
            end = asyncio.get_running_loop().time() + 20
            while not any(line.startswith("On the pile:") for line in lines):
                assert asyncio.get_running_loop().time() < end, lines
                await asyncio.sleep(0.02)
            for old in ("says: good luck", "sits down", "Computer 1 joins", "New match"):
                assert not any(old in line for line in lines), (old, lines)
            mover = table.seats[table.game.current].name
            assert any(line.startswith(f"It is {mover}'s turn.") for line in lines), lines
            # and what happens from now on is heard
            await ann.send("say", text="welcome")
            while not any("Ann says: welcome" in line for line in lines):
                assert asyncio.get_running_loop().time() < end, lines
                await asyncio.sleep(0.02)
            client.done.set()
            task.cancel()
    run(main())


def test_tls_with_a_certificate(tmp_path):
    from conftest import require_tool

    openssl = require_tool("openssl")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run([openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "uno_access", "serve", "--port", "0", "--db", ":memory:",
                             "--certfile", str(cert), "--keyfile", str(key), "--lang", "en"],
                            stdout=subprocess.PIPE, text=True, env=env)
    try:
        line = proc.stdout.readline()
        assert "Listening on wss://127.0.0.1:" in line
        url = line.split("Listening on ", 1)[1].split(";")[0]

        async def main():
            import ssl

            from websockets.asyncio.client import connect

            context = ssl.create_default_context(cafile=str(cert))
            async with connect(url, ssl=context) as ws:
                await ws.send(p.encode("hello", name="Ann"))
                assert json.loads(await ws.recv())["type"] == "welcome"
        asyncio.run(main())
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(10) == 0


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**20), steps=st.integers(0, 300), players=st.integers(2, 6))
def test_the_server_view_and_redaction_are_the_engines(seed, steps, players):
    """The server builds a seat's view and redacted events without ``Game.observation``; they
    are exactly ``view_to_json(observation)`` and ``event.redacted_for(seat).to_dict()``."""
    import random

    from uno_access.engine import Game, RuleSet
    from uno_access.online.server import Entry
    from uno_access.online.views import SPECTATOR, view_of, view_to_json

    rng = random.Random(seed)
    game = Game(players=players, rules=RuleSet.preset("official", jump_in="on", uno_call="manual"), seed=seed)
    events = list(game.events)
    for _ in range(steps):
        if game.over:
            break
        events = game.apply(rng.choice(game.legal_actions()))
    entry = Entry(1, "action", {}, events)
    for seat in [SPECTATOR, *range(players)]:
        assert view_of(game, seat) == view_to_json(game.observation(max(seat, 0)), spectator=seat == SPECTATOR)
        assert entry.visible_to(seat) == [e.redacted_for(seat).to_dict() for e in events]


def test_an_action_the_store_refuses_is_not_played_and_nobody_hears_of_it():
    from uno_access.storage.store import StoreUnavailable

    async def main():
        async with serving(pace=30) as (server, url):
            ann, ben = await seated(url, ["Ann", "Ben"], seats=2)
            await ann.send("start")
            await ann.expect("events")
            await ben.expect("events")
            table = table_of(server, ann)
            mover, other = (ann, ben) if table.game.current == ann.seat else (ben, ann)
            await asyncio.sleep(0.1)
            before, entries, heard = table.game.to_json(events=False), table.seq, len(other.log)
            real = server.store.append

            def full(*args, **kw):
                raise StoreUnavailable("tables.db", "database or disk is full", "full")

            server.store.append = full
            # a move the deal allows (a Wild on the pile first asks for a colour, not a draw)
            while mover.view is None or mover.view["current"] != mover.seat:
                await asyncio.sleep(0.01)
            move = next(a for a in mover.view["legal"] if a.split()[0] not in ("uno", "catch", "jump_in"))
            await mover.act(move)
            assert (await mover.expect("error"))["code"] == "not_stored"
            assert table.game.to_json(events=False) == before and table.seq == entries
            await asyncio.sleep(0.1)
            assert len(other.log) == heard, "nobody heard of an action that was not stored"
            server.store.append = real
            aid = await mover.act(move)
            await mover.expect("ack", lambda m: m["id"] == aid)
            assert table.seq == entries + 1
    run(main())


def test_a_server_that_cannot_be_reached_is_one_line_and_exit_code_2() -> None:
    """Nothing listens on the port: the console says so in one line, in its language, and ends."""
    import socket

    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient
    from uno_access.storage.settings import Settings

    with socket.socket() as probe:  # a port that was free a moment ago, closed again: nobody listens
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    lines: list[str] = []
    session = NetSession(Localizer("it"), Settings(), lambda shown, spoken: lines.append(shown), lambda *a, **k: None)
    client = OnlineClient(f"ws://127.0.0.1:{port}", "Gio", "it", session, None)
    assert run(asyncio.wait_for(client.run(), 20)) == 2
    assert lines == [f"Il server ws://127.0.0.1:{port} non risponde (il server ha rifiutato la connessione)."]


def test_bye_from_the_lobby_gets_no_error() -> None:
    """A console that quits in the lobby says goodbye (``bye``); the server has nothing to free and
    answers nothing, so no "you are not at a table" is read out after the player's goodbye."""

    async def main():
        async with serving() as (_server, url):
            bo = Client(url, "Bo")
            await bo.connect()
            await bo.send("bye")
            await bo.send("list")
            assert [m["type"] for m in await bo.drain(0.5)] == ["tables"]
            await bo.close()
    run(main())


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_help_in_the_lobby_says_the_online_commands_once(lang):
    """Review s34: "pomoc" before the game said "Polecenia sieciowe: ..." twice in a row."""
    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession
    from uno_access.storage.settings import Settings

    loc = Localizer(lang)
    lines: list[str] = []
    session = NetSession(loc, Settings(), lambda shown, spoken: lines.append(shown), lambda *a, **k: None)
    for typed in (loc.format("cmd-words-help").split(",")[0].strip(), "help", "?"):
        del lines[:]
        session.handle_line(typed)
        assert lines.count(loc.format("online-help")) == 1 and lines[0] == loc.format("online-help"), (typed, lines)
        assert len(lines) > 2  # and then the game's own help


@pytest.mark.parametrize("lang", ["en", "it", "pt", "pl", "hr", "ro"])
def test_a_table_without_house_rules_says_so_in_words(lang):
    """Review s34: "Stół DUA3, prywatny: zasady oficjalne, zasady domowe -. miejsce 1 Ann, ...":
    a dash read as "minus" and a sentence starting in lower case."""
    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient
    from uno_access.storage.settings import Settings

    loc = Localizer(lang)
    lines: list[str] = []
    session = NetSession(loc, Settings(), lambda shown, spoken: lines.append(shown), lambda *a, **k: None)
    client = OnlineClient("ws://127.0.0.1:1", "Ann", lang, session, None)
    seats = [{"seat": 0, "kind": "human", "name": "Ann", "host": True}, {"seat": 1, "kind": "open"}]
    for house, said in (("", loc.format("online-house-rules", any="no")),
                        ("stacking=same", loc.format("online-house-rules", any="yes", house="stacking=same"))):
        del lines[:]
        client.on_tables({"tables": [{"table": "DUA3", "rules": "official", "house": house, "free": 1, "seats": seats,
                                      "state": "waiting"}]})
        client._describe({"table": "DUA3", "rules": "official", "house": house, "seats": seats, "private": True})
        assert len(lines) == 2 and all(said in line and " - " not in line and "-." not in line for line in lines), lines
        assert not re.search(r"\. \w", lines[1].replace("\u2068", "").replace("\u2069", "")), lines[1]
    assert loc.format("online-house-rules", any="no") != loc.format("online-house-rules", any="yes", house="")


def test_a_refused_move_is_not_kept_with_the_games_messages():
    """Review s34: online, "repetă" and "istoric" said "Nu e rândul tău; acum joacă Ann." among the
    game's events: the server's refusal was kept as a game message (locally it is an answer)."""
    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient
    from uno_access.storage.settings import Settings

    lines: list[str] = []
    session = NetSession(Localizer("ro"), Settings(), lambda shown, spoken: lines.append(shown), lambda *a, **k: None)
    client = OnlineClient("ws://127.0.0.1:1", "Bo", "ro", session, None)
    client.on_error({"code": "illegal", "args": {"reason": "not_your_turn", "details": {}}})
    assert lines and lines[-1].startswith("Nu e rândul tău")  # said once, at once
    assert not [m for m in session.messages if lines[-1] in m]  # and not said again by repeat or history


def test_your_own_sitting_down_is_said_once():
    """Review s34: "Stai pe locul 3 la masa BLJD." was followed by "Bo se așază pe locul 3." for Bo
    himself; the others still hear who sat down."""
    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient
    from uno_access.storage.settings import Settings

    lines: list[str] = []
    session = NetSession(Localizer("ro"), Settings(), lambda shown, spoken: lines.append(shown), lambda *a, **k: None)
    client = OnlineClient("ws://127.0.0.1:1", "Bo", "ro", session, None)
    client.on_joined({"table": "BLJD", "seat": 2})
    del lines[:]
    client.on_notice({"msg": "joined", "args": {"name": "Bo", "seat": 3}})
    assert lines == []
    client.on_notice({"msg": "joined", "args": {"name": "Cleo", "seat": 2}})
    assert lines == ["Cleo se așază pe locul 2."]


def test_quitting_or_being_removed_does_not_say_you_left_for_the_lobby():
    """Review s34: "esci", "sì" said "Ciao, alla prossima." and then "Hai lasciato il tavolo e sei di
    nuovo nella sala." as the program ended; a removed player heard "You left the table"."""
    from uno_access.i18n import Localizer
    from uno_access.online.client import NetSession, OnlineClient
    from uno_access.storage.settings import Settings

    lines: list[str] = []
    loc = Localizer("it")
    session = NetSession(loc, Settings(), lambda shown, spoken: lines.append(shown), lambda *a, **k: None)
    client = OnlineClient("ws://127.0.0.1:1", "Bo", "it", session, None)
    client.on_joined({"table": "BLJD", "seat": 1})
    del lines[:]
    client.on_notice({"msg": "you-kicked", "args": {"name": "Ann"}})
    client.on_left({})
    assert lines == ["Ann ti ha tolto dal tavolo.", loc.format("online-back-in-lobby")]
    del lines[:]
    client.on_left({})  # leaving by oneself, later
    assert lines == [loc.format("online-left")]
    client.on_joined({"table": "BLJD", "seat": 1})
    del lines[:]
    client.done.set()  # the player has quit
    client.on_left({})
    assert lines == [] and session.table is None
