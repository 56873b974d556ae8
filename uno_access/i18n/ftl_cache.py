"""The messages of a locale folder, parsed once and kept between runs.

``Catalog(folder)`` holds every message and term of every ``*.ftl`` file in ``folder`` (files
in name order; the first definition of an id wins, as in ``FluentBundle.add_resource``), each
with the ids it refers to, so that a bundle can be given one message (and what it needs) the
first time it is asked for instead of all of them at start-up, and with its text when it is
plain text (no variable, selector or reference: what the resolver would return), so that such
a message needs no resolver at all.  Nothing registers a file: a new ``.ftl`` in the folder is
read like the others.

Parsing is the slow part of starting (the Fluent parser is pure Python), so the parsed entries
are cached in ``fluent/`` in the user cache folder (``$UNO_ACCESS_CACHE_DIR`` overrides the
user cache folder), one file per locale folder:

- never stale: every start reads the ``.ftl`` files and compares the SHA-256 of their bytes
  with the cache's (a file's time stamp proves nothing); a changed or new file is parsed again,
  a removed one dropped, and the cache file is replaced in one step (``os.replace``);
- never a crash: a cache file that is missing, unreadable, truncated, altered, written by
  another version (of this program, of fluent.syntax or of Python) or by anything else is
  ignored and rebuilt; a cache folder that cannot be written just means no cache;
- only our own files: the program writes only in a ``fluent/`` folder it created itself,
  marked by a ``CACHEDIR.TAG`` (https://bford.info/cachedir/) it writes before the folder gets
  its name; a ``fluent/`` folder without that tag is neither read nor written;
- safe to read: the cache is unpickled by an unpickler that builds nothing but Fluent syntax
  nodes, and each entry is unpickled only when it is first used.
"""

from __future__ import annotations

import hashlib
import io
import os
import pickle
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # fluent.syntax is imported only to parse a file or to unpickle an entry
    from fluent.syntax import ast as FTL

#: bump when the cached data changes shape (2: a broken file's entries end with ``JUNK``)
CACHE_FORMAT = 2
MAGIC = b"uno-access fluent cache\n"
CACHE_TAG = ("Signature: 8a477f597d28d172789f06886806bc55\n"
             "# uno-access: parsed Fluent messages, rebuilt whenever needed; safe to delete.\n")
FOLDER_NAME = "fluent"
#: a language's cache file is well under 1 MB; anything far larger is not ours
MAX_CACHE_BYTES = 32 * 1024 * 1024
#: a message file larger than this is not one of ours: not read
MAX_FTL_BYTES = 4 * 1024 * 1024
#: the key of the marker entry that says a file had text the parser could not read (Junk)
JUNK = "\x00junk"


def cache_root() -> Path:
    """The user cache folder: ``$UNO_ACCESS_CACHE_DIR`` or the platform's."""
    env = os.environ.get("UNO_ACCESS_CACHE_DIR")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_cache_dir("uno-access", appauthor=False))


def _tagged(folder: Path) -> bool:
    try:
        if folder.is_symlink() or not folder.is_dir():
            return False
        return (folder / "CACHEDIR.TAG").read_text(encoding="utf-8") == CACHE_TAG
    except (OSError, UnicodeDecodeError):
        return False


def cache_folder(create: bool = True) -> Path | None:
    """Our ``fluent/`` cache folder (made, tag first, when ``create`` and missing); None when unusable."""
    try:
        folder = cache_root() / FOLDER_NAME
        if folder.exists() or folder.is_symlink() or not create:
            return folder if _tagged(folder) else None
        import tempfile

        folder.parent.mkdir(parents=True, exist_ok=True)
        making = Path(tempfile.mkdtemp(prefix=f".{FOLDER_NAME}-", dir=folder.parent))
        tag = making / "CACHEDIR.TAG"
        try:
            tag.write_text(CACHE_TAG, encoding="utf-8")
            os.rename(making, folder)  # fails if another process named its folder first
        except OSError:
            tag.unlink(missing_ok=True)
            making.rmdir()
        return folder if _tagged(folder) else None
    except OSError:
        return None


def version_key() -> bytes:
    """What the cached objects depend on besides the .ftl files: our format, Python, and the
    source of fluent.syntax's parser and nodes (found without importing them)."""
    import fluent  # the namespace package only

    digest = hashlib.sha256(f"{CACHE_FORMAT} {sys.implementation.cache_tag}".encode())
    for name in ("ast.py", "parser.py"):
        found = [Path(base, "syntax", name) for base in fluent.__path__ if Path(base, "syntax", name).is_file()]
        digest.update(found[0].read_bytes() if found else b"?")  # OSError: no cache
    return digest.hexdigest().encode()


def entry_key(entry: FTL.Message | FTL.Term) -> str:
    from fluent.syntax import ast as FTL

    return ("-" if isinstance(entry, FTL.Term) else "") + entry.id.name


def _plain_texts(entry: FTL.Message | FTL.Term) -> dict[str, str]:
    """The patterns of a message that are plain text: "" (its value) and attribute names."""
    from fluent.syntax import ast as FTL

    if not isinstance(entry, FTL.Message):
        return {}
    patterns = {"": entry.value, **{a.id.name: a.value for a in entry.attributes}}
    return {name: "".join(e.value for e in pattern.elements if isinstance(e, FTL.TextElement))
            for name, pattern in patterns.items()
            if pattern is not None and all(isinstance(e, FTL.TextElement) for e in pattern.elements)}


def parse_entries(source: str) -> list[tuple[str, FTL.Message | FTL.Term | bytes, tuple[str, ...], dict[str, str]]]:
    """Every message and term of one file: (key, entry, keys it refers to, plain texts);
    comments and junk are left out (a bundle ignores them too)."""
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as FTL
    from fluent.syntax.visitor import Visitor

    class References(Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.ids: list[str] = []

        def visit_MessageReference(self, node: FTL.MessageReference) -> None:
            self.ids.append(node.id.name)

        def visit_TermReference(self, node: FTL.TermReference) -> None:
            self.ids.append("-" + node.id.name)
            self.generic_visit(node)

    found: list[tuple[str, FTL.Message | FTL.Term | bytes, tuple[str, ...], dict[str, str]]] = []
    junk = False
    for item in FluentParser(with_spans=False).parse(source).body:
        if isinstance(item, (FTL.Message, FTL.Term)):
            item.comment = None
            refs = References()
            refs.visit(item)
            found.append((entry_key(item), item, tuple(dict.fromkeys(refs.ids)), _plain_texts(item)))
        junk = junk or isinstance(item, FTL.Junk)
    if junk:  # the file's good messages count; the marker lets the program say the file is broken
        found.append((JUNK, b"", (), {}))
    return found


def _read_source(path: Path) -> tuple[bytes | None, str | None]:
    """A message file's bytes, or None and why not: unreadable, too_large, binary."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_FTL_BYTES + 1)
    except OSError:
        return None, "unreadable"
    if len(data) > MAX_FTL_BYTES:
        return None, "too_large"
    try:
        if "\x00" in data.decode("utf-8"):
            return None, "binary"
    except UnicodeDecodeError:
        return None, "binary"
    return data, None


class _Unpickler(pickle.Unpickler):
    """Builds plain data and Fluent syntax nodes, nothing else (a cache file is never trusted)."""

    def find_class(self, module: str, name: str) -> type:
        from fluent.syntax import ast as FTL

        if module == FTL.__name__:
            cls = getattr(FTL, name, None)
            if isinstance(cls, type) and issubclass(cls, FTL.BaseNode):
                return cls
        raise pickle.UnpicklingError(f"{module}.{name} is not allowed in the cache")


def _unpickle(data: bytes) -> object:
    return _Unpickler(io.BytesIO(data)).load()


#: one file of the cache: its SHA-256 and its entries (key, pickled entry, keys it refers to, plain texts)
_CachedFile = tuple[str, list[tuple[str, bytes, tuple[str, ...], dict[str, str]]]]


class Catalog:
    """Every message and term of one locale folder, unpickled or parsed on first use."""

    def __init__(self, folder: Path, use_cache: bool = True) -> None:
        self.folder = folder
        self.cache_path: Path | None = None
        #: key -> [file name, entry (an AST node, or its pickle until first used), keys it refers to,
        #: plain texts]
        self._index: dict[str, list] = {}
        self._lock = threading.Lock()
        self.stats = {"parsed": 0, "cached": 0, "written": False}
        #: the files that could not be used (whole or in part): (path, reason), reason one of
        #: "unreadable", "too_large", "binary", "broken"
        self.problems: list[tuple[str, str]] = []
        sources: dict[str, bytes] = {}
        for path in sorted(folder.glob("*.ftl")):
            data, problem = _read_source(path)
            if data is None:
                self.problems.append((str(path), problem or "unreadable"))
            else:
                sources[path.name] = data
        digests = {name: hashlib.sha256(data).hexdigest() for name, data in sources.items()}
        try:
            version = version_key() if use_cache else None
        except OSError:
            version = None
        cached = self._read_cache(version) if version else {}
        files: dict[str, list] = {}  # file name -> its entries (key, entry or pickle, refs, texts)
        for name, data in sources.items():
            hit = cached.get(name)
            if hit is not None and hit[0] == digests[name]:
                files[name] = hit[1]
                self.stats["cached"] += 1
            else:
                files[name] = parse_entries(data.decode("utf-8"))
                self.stats["parsed"] += 1
        for name, entries in files.items():
            for key, entry, refs, texts in entries:
                if key == JUNK:
                    self.problems.append((str(folder / name), "broken"))
                    continue
                self._index.setdefault(key, [name, entry, refs, texts])
        if version and (self.stats["parsed"] or set(cached) != set(sources)):
            self._write_cache(version, digests, files)

    # -- the cache file ---------------------------------------------------------------------

    def _cache_file(self, folder: Path) -> Path:
        where = hashlib.sha256(str(self.folder.resolve()).encode()).hexdigest()[:16]
        return folder / f"{self.folder.name}-{where}.cache"

    def _read_cache(self, version: bytes) -> dict[str, _CachedFile]:
        """The cached files by name; empty when there is no usable cache."""
        folder = cache_folder()
        if folder is None:
            return {}
        self.cache_path = self._cache_file(folder)
        try:
            with open(self.cache_path, "rb") as handle:
                data = handle.read(MAX_CACHE_BYTES + 1)
        except OSError:
            return {}
        if len(data) > MAX_CACHE_BYTES:  # not what we write: never read it all
            return {}
        head = MAGIC + version + b"\n"
        digest, body = data[len(head):len(head) + 32], data[len(head) + 32:]
        if not data.startswith(head) or hashlib.sha256(body).digest() != digest:
            return {}
        try:
            payload = _unpickle(body)
            if not isinstance(payload, dict) or payload["folder"] != str(self.folder.resolve()):
                return {}
            files = payload["files"]
            for name, (sha, entries) in files.items():
                if not (isinstance(name, str) and isinstance(sha, str) and isinstance(entries, list)):
                    return {}
                for key, blob, refs, texts in entries:
                    if not (isinstance(key, str) and isinstance(blob, bytes) and isinstance(refs, tuple)
                            and all(isinstance(r, str) for r in refs) and isinstance(texts, dict)
                            and all(isinstance(k, str) and isinstance(v, str) for k, v in texts.items())):
                        return {}
            return files
        except Exception:  # noqa: BLE001 - whatever a damaged or foreign file holds: no cache
            return {}

    def _write_cache(self, version: bytes, digests: dict[str, str], files: dict) -> None:
        if self.cache_path is None:
            return
        try:
            payload = {"folder": str(self.folder.resolve()), "files": {
                name: (digests[name], [(key, entry if isinstance(entry, bytes) else
                                        pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL), refs, texts)
                                       for key, entry, refs, texts in entries])
                for name, entries in files.items()}}
            body = pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
            data = MAGIC + version + b"\n" + hashlib.sha256(body).digest() + body
            import tempfile

            fd, tmp = tempfile.mkstemp(prefix=f".{self.cache_path.name}.", suffix=".tmp",
                                       dir=self.cache_path.parent)
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(data)
                os.replace(tmp, self.cache_path)
                self.stats["written"] = True
            except BaseException:
                os.unlink(tmp)
                raise
        except (OSError, pickle.PicklingError, RecursionError):
            pass  # no cache this time; the messages are all here

    # -- entries ------------------------------------------------------------------------------

    def has_message(self, name: str) -> bool:
        return not name.startswith("-") and name in self._index

    def message_ids(self) -> list[str]:
        return [key for key in self._index if not key.startswith("-")]

    def plain_text(self, name: str, attribute: str = "") -> str | None:
        """The text of message ``name`` (or of its ``attribute``) when it is plain text, else None."""
        record = self._index.get(name)
        return None if record is None or name.startswith("-") else record[3].get(attribute)

    def entry(self, key: str) -> FTL.Message | FTL.Term:
        """The entry ``key`` (``name``, or ``-name`` for a term); KeyError when no file has it."""
        from fluent.syntax import ast as FTL  # noqa: F401 - loaded before the unpickler needs it

        record = self._index[key]
        if isinstance(record[1], bytes):
            with self._lock:
                if isinstance(record[1], bytes):
                    record[1] = self._load(key, record)
        return record[1]

    def _load(self, key: str, record: list) -> FTL.Message | FTL.Term:
        from fluent.syntax import ast as FTL

        try:
            entry = _unpickle(record[1])
            if isinstance(entry, (FTL.Message, FTL.Term)) and entry_key(entry) == key:
                return entry
        except Exception:  # noqa: BLE001 - a damaged entry: read its file again
            pass
        source = (self.folder / record[0]).read_text(encoding="utf-8")
        for found, parsed, _, _ in parse_entries(source):
            if found == key and isinstance(parsed, (FTL.Message, FTL.Term)):
                return parsed
        raise KeyError(key)

    def closure(self, key: str) -> list[str]:
        """``key`` and every entry it refers to, directly or not (ids no file defines left out)."""
        seen: dict[str, None] = {}
        pending = [key]
        while pending:
            current = pending.pop()
            if current in seen or current not in self._index:
                continue
            seen[current] = None
            pending.extend(self._index[current][2])
        return list(seen)
