"""The store layer: games, history in one transaction, snapshots, documents, bad files."""

from __future__ import annotations

import errno
import os
import sqlite3
import threading
from pathlib import Path

import pytest

from uno_access.storage.store import (
    CorruptStore,
    NameTaken,
    NotAFile,
    NotOurStore,
    SeqConflict,
    Store,
    StoreError,
    StoreUnavailable,
    UnknownGame,
)


def test_a_game_round_trip(tmp_path):
    path = tmp_path / "s.sqlite3"
    with Store(path) as store:
        gid = store.create_game("evening", {"rules": "it", "players": ["human", "normal"]},
                                state={"turn": 0}, events=[{"type": "deal"}, {"type": "turn", "seat": 0}])
        store.append(gid, 1, {"seat": 0, "text": "draw"}, [{"type": "draw", "seat": 0}])
        store.append(gid, 2, {"seat": 1, "text": "pass"}, [{"type": "pass"}], info={"hand": 1})
    with Store(path) as store:
        info = store.find("evening")
        assert info is not None and info.seq == 2 and info.info == {"rules": "it", "players": ["human", "normal"], "hand": 1}
        loaded = store.load(info.id)
        assert loaded.seq == 0 and loaded.state == {"turn": 0}
        assert loaded.actions == [(1, {"seat": 0, "text": "draw"}), (2, {"seat": 1, "text": "pass"})]
        assert [e["type"] for _, e in store.events(info.id)] == ["deal", "turn", "draw", "pass"]
        assert store.events(info.id, after=0, upto=1) == [(1, {"type": "draw", "seat": 0})]


def test_load_starts_from_the_latest_snapshot(tmp_path):
    with Store(tmp_path / "s.sqlite3") as store:
        gid = store.create_game(None, state=0)
        for seq in range(1, 11):
            store.append(gid, seq, seq, [], snapshot=seq if seq % 4 == 0 else None)
        loaded = store.load(gid)
        assert (loaded.seq, loaded.state) == (8, 8)
        assert [s for s, _ in loaded.actions] == [9, 10]
        store.snapshot(gid, 10, "ten")
        assert (store.load(gid).seq, store.load(gid).actions) == (10, [])
        with pytest.raises(SeqConflict):
            store.snapshot(gid, 11, "beyond")


def test_a_sequence_number_is_used_once_and_in_order(tmp_path):
    with Store(tmp_path / "s.sqlite3") as store:
        gid = store.create_game("g", state={})
        store.append(gid, 1, "a", [{"x": 1}])
        for bad in (1, 3, 0, -1):
            with pytest.raises(SeqConflict):
                store.append(gid, bad, "again", [{"x": 2}])
        assert store.actions(gid) == [(1, "a")]
        assert store.events(gid) == [(1, {"x": 1})]
        with pytest.raises(UnknownGame):
            store.append(gid + 1, 1, "a")


def test_a_failed_append_leaves_nothing_behind(tmp_path):
    with Store(tmp_path / "s.sqlite3") as store:
        gid = store.create_game("g", state={})
        with pytest.raises(TypeError):
            store.append(gid, 1, "a", [{"bad": object()}])
        with pytest.raises(TypeError):
            store.append(gid, 1, "a", [{"nan": float("nan")}])
        assert store.game(gid).seq == 0 and store.actions(gid) == [] and store.events(gid) == []
        store.append(gid, 1, "a", [])
        assert store.game(gid).seq == 1


def test_many_games_listed_renamed_deleted(tmp_path):
    with Store(tmp_path / "s.sqlite3") as store:
        a = store.create_game("a", {"n": 1}, state={})
        b = store.create_game("b", {"n": 2}, state={})
        store.append(a, 1, "x", [{"e": 1}])
        assert [g.name for g in store.games()] == ["a", "b"]  # most recently updated first
        with pytest.raises(NameTaken):
            store.create_game("a", state={})
        with pytest.raises(NameTaken):
            store.rename(b, "a")
        store.rename(b, "c")
        assert store.find("b") is None and store.find("c").id == b
        store.delete(a)
        assert [g.name for g in store.games()] == ["c"]
        assert store.events(a) == [] and store.actions(a) == []
        with pytest.raises(UnknownGame):
            store.delete(a)
        assert store.update_info(b, {"n": None, "m": 3}).info == {"m": 3}


def test_documents(tmp_path):
    with Store(tmp_path / "s.sqlite3") as store:
        assert store.get_doc("tutor", "mia") is None
        store.put_doc("tutor", "mia", {"done": ["cards"]})
        store.put_doc("tutor", "ben", {"done": []})
        store.put_doc("tutor", "mia", {"done": ["cards", "dots"]})
        assert store.get_doc("tutor", "mia") == {"done": ["cards", "dots"]}
        assert list(store.docs("tutor")) == ["ben", "mia"]
        assert store.delete_doc("tutor", "ben") and not store.delete_doc("tutor", "ben")


def test_one_store_serves_many_threads(tmp_path):
    with Store(tmp_path / "s.sqlite3") as store:
        ids = [store.create_game(f"g{i}", state=i) for i in range(4)]

        def play(gid: int) -> None:
            for seq in range(1, 51):
                store.append(gid, seq, {"seq": seq}, [{"seq": seq}], snapshot=seq if seq % 10 == 0 else None)

        threads = [threading.Thread(target=play, args=(gid,)) for gid in ids]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for gid in ids:
            assert store.game(gid).seq == 50 and len(store.events(gid)) == 50 and store.load(gid).seq == 50


def test_wal_and_schema_version(tmp_path):
    path = tmp_path / "s.sqlite3"
    Store(path).close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    conn.execute("PRAGMA user_version=99")
    conn.commit()
    conn.close()
    assert_refused_untouched(path, NotOurStore)


def assert_refused_untouched(path, error) -> None:
    before = path.read_bytes()
    with pytest.raises(error):
        Store(path)
    assert path.read_bytes() == before


def foreign_database(path):
    """An SQLite file of another program."""
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    return path


@pytest.mark.parametrize("content", [b"", b"hello, not a database" * 100, b"SQLite format 3\x00" + b"\xff" * 4000])
def test_a_file_that_is_not_a_store_is_a_clean_error_and_untouched(tmp_path, content):
    path = tmp_path / "s.sqlite3"
    path.write_bytes(content)
    if not content:  # an empty file is a new database
        Store(path).close()
        return
    with pytest.raises(StoreError) as info:
        Store(path)
    assert isinstance(info.value, ValueError) and info.value.reason == "corrupt"
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.sqlite3"]


def test_another_programs_database_is_left_alone(tmp_path):
    assert_refused_untouched(foreign_database(tmp_path / "other.db"), NotOurStore)


def test_a_damaged_page_is_found_by_the_check(tmp_path):
    path = tmp_path / "s.sqlite3"
    with Store(path) as store:
        gid = store.create_game("g", state={})
        for seq in range(1, 400):
            store.append(gid, seq, "x" * 50, [{"pad": "y" * 200}])
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(3 * page, min(len(data), 8 * page), 7):
        data[offset] = 0x5A
    path.write_bytes(bytes(data))
    with pytest.raises(CorruptStore):
        with Store(path) as store:
            for info in store.games():
                store.load(info.id)
                store.events(info.id)


def test_a_directory_or_a_device_is_never_opened(tmp_path):
    with pytest.raises(NotAFile):
        Store(tmp_path)
    with pytest.raises(NotAFile):
        Store("/dev/null")
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(NotAFile):
        Store(fifo)


def test_a_folder_that_cannot_be_made_says_the_systems_cause(tmp_path, monkeypatch):
    """Review s34: a data folder the system does not permit (EPERM, as under /sys) was "the disk
    reported an error"; the settings line beside it said "permission is denied"."""
    for error, reason in ((PermissionError(errno.EPERM, "Operation not permitted"), "denied"),
                          (OSError(errno.ENOSPC, "No space left on device"), "full"),
                          (OSError(errno.E2BIG, "odd"), "io")):
        def refuse(self, *args, error=error, **kwargs):
            raise error
        monkeypatch.setattr(Path, "mkdir", refuse)
        with pytest.raises(StoreUnavailable) as info:
            Store(tmp_path / "missing" / "store.sqlite3")
        assert info.value.reason == reason, error
        monkeypatch.undo()


def test_a_kill_mid_write_keeps_every_committed_action_whole(tmp_path):
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "s.sqlite3"
    code = (
        "import sys; from uno_access.storage.store import Store\n"
        f"s = Store({str(path)!r}); g = s.create_game('g', state=0)\n"
        "print('ready', flush=True)\n"
        "seq = 0\n"
        "while True:\n"
        "    seq += 1\n"
        "    s.append(g, seq, seq, [{'seq': seq, 'n': n} for n in range(5)], snapshot=seq if seq % 16 == 0 else None)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(__import__("pathlib").Path(__file__).resolve().parent.parent))
    for delay in (0.05, 0.2):
        path.unlink(missing_ok=True)
        proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, env=env)
        assert proc.stdout.readline() == b"ready\n"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        with Store(path) as store:
            info = store.find("g")
            assert info.seq > 0
            loaded = store.load(info.id)
            assert loaded.state + len(loaded.actions) == info.seq
            events = store.events(info.id)
            assert [(s, e["n"]) for s, e in events] == [(s, n) for s in range(1, info.seq + 1) for n in range(5)]
