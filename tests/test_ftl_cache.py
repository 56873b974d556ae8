"""The cache of parsed Fluent files (uno_access.i18n.ftl_cache): never stale, never a crash, never a
file it did not make, and the same text as parsing every file at every start.

Each test has its own cache folder (``UNO_ACCESS_CACHE_DIR``) and, where it edits files, its
own copy of a locale folder.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import shutil
import subprocess
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

import pytest
import test_locales
from fluent.runtime import FluentBundle, FluentResource
from test_locales import all_messages, samples, variables_with_references

from uno_access import i18n
from uno_access.i18n import LANGUAGES, Localizer, MissingMessage, locales_dir
from uno_access.i18n.bundles import FUNCTIONS, make_bundle, num_function, plain
from uno_access.i18n.ftl_cache import CACHE_TAG, MAGIC, Catalog, cache_folder, version_key


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """An empty cache folder of this test's own; the program's catalogs forgotten before and after."""
    root = tmp_path / "cache"
    monkeypatch.setenv("UNO_ACCESS_CACHE_DIR", str(root))
    i18n.forget_catalogs()
    yield root
    i18n.forget_catalogs()


@pytest.fixture
def folder(tmp_path):
    """A copy of the English locale folder that a test may edit."""
    target = tmp_path / "locales" / "en"
    shutil.copytree(locales_dir() / "en", target)
    return target


def text(catalog_or_folder, msg_id: str, **args) -> str:
    """``msg_id`` rendered through a bundle of that catalog (plain text or resolver)."""
    catalog = catalog_or_folder if isinstance(catalog_or_folder, Catalog) else Catalog(catalog_or_folder)
    plain_text = catalog.plain_text(msg_id)
    bundle = make_bundle("en", catalog)
    rendered, errors = bundle.format_pattern(bundle.get_message(msg_id).value,
                                             {k: plain(v) for k, v in args.items()})
    assert not errors
    assert plain_text is None or plain_text == rendered
    return str(rendered)


def cache_files(root: Path) -> list[Path]:
    return sorted((root / "fluent").glob("*.cache"))


# -- never stale ------------------------------------------------------------------------------


def test_a_second_start_reads_the_cache_and_parses_nothing(cache, folder):
    first = Catalog(folder)
    assert first.stats == {"parsed": len(list(folder.glob("*.ftl"))), "cached": 0, "written": True}
    second = Catalog(folder)
    assert second.stats == {"parsed": 0, "cached": first.stats["parsed"], "written": False}
    assert text(second, "cli-description") == text(first, "cli-description")


def test_a_changed_file_is_read_again_even_with_its_old_time_stamp(cache, folder):
    path = folder / "cli.ftl"
    Catalog(folder)
    before = path.stat()
    source = path.read_text(encoding="utf-8")
    old = "UNO for blind and low-vision players"
    new = "UNO for blind and low-vision persons"  # as long as the old text: same size too
    assert old in source and len(old) == len(new)
    path.write_text(source.replace(old, new), encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_size == before.st_size and path.stat().st_mtime_ns == before.st_mtime_ns
    catalog = Catalog(folder)
    assert catalog.stats["parsed"] == 1 and catalog.stats["written"]
    assert new in text(catalog, "cli-description")
    assert new in text(Catalog(folder), "cli-description")  # and the rebuilt cache has it


def test_a_changed_file_with_a_new_time_stamp_is_read_again(cache, folder):
    path = folder / "console.ftl"
    Catalog(folder)
    path.write_text(path.read_text(encoding="utf-8").replace("Goodbye.", "Bye for now."), encoding="utf-8")
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 5_000_000_000))
    catalog = Catalog(folder)
    assert catalog.stats["parsed"] == 1
    assert "Bye for now." in [text(catalog, key) for key in catalog.message_ids() if "Bye" in (catalog.plain_text(key) or "")]


def test_a_file_touched_but_not_changed_keeps_its_cached_entries(cache, folder):
    Catalog(folder)
    path = folder / "game.ftl"
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 7_000_000_000))
    catalog = Catalog(folder)
    assert catalog.stats["parsed"] == 0 and not catalog.stats["written"]


def test_a_new_ftl_file_is_loaded_without_registering_it_and_a_removed_one_is_gone(cache, folder):
    Catalog(folder)
    (folder / "store.ftl").write_text("store-saved = { $count ->\n    [one] One game saved.\n   *[other] { $count } games saved.\n}\n"
                                      "store-title = Saved games\n", encoding="utf-8")
    catalog = Catalog(folder)
    assert catalog.stats["parsed"] == 1
    assert text(catalog, "store-saved", count=3) == "3 games saved."
    assert text(catalog, "store-title") == "Saved games"
    (folder / "store.ftl").unlink()
    catalog = Catalog(folder)
    assert not catalog.has_message("store-title") and catalog.stats["written"]
    assert not Catalog(folder).has_message("store-title")


def test_the_first_definition_of_an_id_wins_across_files_as_in_a_bundle(cache, folder):
    (folder / "aaa.ftl").write_text("cli-description = first\n", encoding="utf-8")
    (folder / "zzz.ftl").write_text("cli-description = last\n", encoding="utf-8")
    assert text(Catalog(folder), "cli-description") == "first"
    assert text(Catalog(folder), "cli-description") == "first"


def test_a_message_is_given_with_the_terms_and_messages_it_refers_to(cache, folder):
    (folder / "refs.ftl").write_text("-brand = uno-access\nrefs-name = { -brand }\nrefs-outer = The { refs-name } game\n",
                                     encoding="utf-8")
    Catalog(folder)
    catalog = Catalog(folder)  # from the cache: entries unpickled one by one as needed
    assert catalog.closure("refs-outer") == ["refs-outer", "refs-name", "-brand"]
    assert catalog.plain_text("refs-outer") is None
    assert text(catalog, "refs-outer") == "The uno-access game"


# -- never a crash, never a file it did not make ------------------------------------------------


def _rebuilt(folder: Path, root: Path) -> None:
    """The cache was ignored (everything parsed, the text right) and replaced by a good one."""
    catalog = Catalog(folder)
    assert catalog.stats["parsed"] == len(list(folder.glob("*.ftl"))) and catalog.stats["written"]
    assert text(catalog, "cli-description").startswith("UNO for blind")
    assert text(catalog, "console-save-kept", path="x").startswith("The earlier saved game")
    assert Catalog(folder).stats["parsed"] == 0


def _damage(kind: str, data: bytes) -> bytes:
    head_end = len(MAGIC) + len(version_key()) + 1
    if kind == "truncated":
        return data[: len(data) // 2]
    if kind == "empty":
        return b""
    if kind == "noise":
        return os.urandom(len(data))
    if kind == "flipped":
        middle = len(data) // 2
        return data[:middle] + bytes([data[middle] ^ 0x40]) + data[middle + 1:]
    if kind == "old version":
        return MAGIC + b"0" * len(version_key()) + b"\n" + data[head_end:]
    if kind == "foreign pickle":  # right header and checksum, but it would run a program
        evil = pickle.dumps({"folder": "x", "files": {"cli.ftl": ("0", [("k", _Evil(), (), {})])}})
        return data[:head_end] + hashlib.sha256(evil).digest() + evil
    if kind == "wrong shape":
        odd = pickle.dumps({"folder": "x", "files": {"cli.ftl": ("0", [("k", "not bytes", (), {})])}})
        return data[:head_end] + hashlib.sha256(odd).digest() + odd
    raise AssertionError(kind)


class _Evil:
    def __reduce__(self):
        return (os.system, ("touch /tmp/uno-access-cache-test-was-run",))


@pytest.mark.parametrize("kind", ["truncated", "empty", "noise", "flipped", "old version", "foreign pickle",
                                  "wrong shape"])
def test_a_broken_or_foreign_cache_file_is_ignored_and_rebuilt(cache, folder, kind):
    Catalog(folder)
    (path,) = cache_files(cache)
    path.write_bytes(_damage(kind, path.read_bytes()))
    _rebuilt(folder, cache)
    assert not Path("/tmp/uno-access-cache-test-was-run").exists()


def test_a_damaged_entry_inside_a_good_cache_is_read_from_its_file_again(cache, folder):
    Catalog(folder)
    catalog = Catalog(folder)
    catalog._index["console-save-kept"][1] = b"\x80\x05not a pickle"
    assert text(catalog, "console-save-kept", path="x").startswith("The earlier saved game")


def test_the_cache_folder_is_made_by_the_program_and_tagged(cache, folder):
    Catalog(folder)
    assert (cache / "fluent" / "CACHEDIR.TAG").read_text(encoding="utf-8") == CACHE_TAG
    assert CACHE_TAG.startswith("Signature: 8a477f597d28d172789f06886806bc55\n")
    assert [p.name for p in (cache / "fluent").iterdir() if p.suffix != ".cache"] == ["CACHEDIR.TAG"]
    assert sorted(p.name for p in cache.iterdir()) == ["fluent"]


@pytest.mark.parametrize("tag", [None, "Signature: 8a477f597d28d172789f06886806bc55\n# another program\n"])
def test_a_fluent_folder_the_program_did_not_make_is_never_read_nor_written(cache, folder, tag):
    theirs = cache / "fluent"
    theirs.mkdir(parents=True)
    if tag is not None:
        (theirs / "CACHEDIR.TAG").write_text(tag, encoding="utf-8")
    Catalog(folder)
    name = cache_files(cache) or []
    assert not name, "nothing is written in a folder we did not make"
    # a file exactly where our cache file would be is not ours either: left as it is
    ours_would_be = Catalog(folder, use_cache=False)._cache_file(theirs)
    ours_would_be.write_bytes(b"their data")
    stamp = ours_would_be.stat().st_mtime_ns
    catalog = Catalog(folder)
    assert catalog.stats["parsed"] > 0 and not catalog.stats["written"]
    assert ours_would_be.read_bytes() == b"their data" and ours_would_be.stat().st_mtime_ns == stamp
    assert text(catalog, "cli-description").startswith("UNO for blind")
    assert cache_folder() is None


def test_a_cache_folder_that_cannot_be_made_or_written_only_means_no_cache(tmp_path, monkeypatch, folder):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("UNO_ACCESS_CACHE_DIR", str(blocker / "cache"))  # under a file: cannot exist
    catalog = Catalog(folder)
    assert catalog.stats["parsed"] > 0 and not catalog.stats["written"]
    assert text(catalog, "cli-description").startswith("UNO for blind")
    # our folder, but the cache file's place is taken by a folder: the write fails, quietly
    monkeypatch.setenv("UNO_ACCESS_CACHE_DIR", str(tmp_path / "cache"))
    cache_folder()
    Catalog(folder, use_cache=False)._cache_file(tmp_path / "cache" / "fluent").mkdir()
    assert text(Catalog(folder), "cli-description").startswith("UNO for blind")
    assert not Catalog(folder).stats["written"]


NOBODY = 65534

#: the read-only check, run by a child that drops to the "nobody" user when the tests run as root
#: (root writes into a read-only folder anyway); the modules are imported before the drop
READ_ONLY_CHILD = r"""
import hashlib, os, pickle, sys, tempfile  # every import before the drop: nobody may not read the stdlib
from pathlib import Path
from uno_access.i18n.bundles import make_bundle
from uno_access.i18n.ftl_cache import Catalog
folder, cache = Path(sys.argv[1]), Path(sys.argv[2])
if os.geteuid() == 0:
    os.setgroups([]); os.setgid(NOBODY); os.setuid(NOBODY)
Catalog(folder)
(cache / "fluent").chmod(0o500)
(folder / "cli.ftl").write_text("cli-description = changed\n", encoding="utf-8")
catalog = Catalog(folder)
bundle = make_bundle("en", catalog)
print(catalog.stats["written"], bundle.format_pattern(bundle.get_message("cli-description").value)[0])
""".replace("NOBODY", str(NOBODY))


def test_a_read_only_cache_folder_still_works(tmp_path):
    base = Path(tempfile.mkdtemp(prefix="uno-ftl-ro-", dir="/tmp"))
    try:
        base.chmod(0o755)
        folder, cache = base / "locales" / "en", base / "cache"
        shutil.copytree(locales_dir() / "en", folder)
        if os.geteuid() == 0:
            for path in [base / "locales", *folder.parent.rglob("*")]:
                os.chown(path, NOBODY, NOBODY)
            cache.mkdir()
            os.chown(cache, NOBODY, NOBODY)
        env = {**os.environ, "UNO_ACCESS_CACHE_DIR": str(cache),
               "PYTHONPATH": os.pathsep.join([str(Path(__file__).resolve().parent.parent),
                                              os.environ.get("PYTHONPATH", "")])}
        result = subprocess.run([sys.executable, "-c", READ_ONLY_CHILD, str(folder), str(cache)], env=env,
                                capture_output=True, text=True, timeout=60, cwd="/")
        assert result.returncode == 0, result.stderr
        assert result.stdout.split() == ["False", "changed"], result.stdout + result.stderr
        assert list((cache / "fluent").iterdir()), "the first start wrote its cache"
    finally:
        shutil.rmtree(base, ignore_errors=True)


# -- the same text with and without the cache -------------------------------------------------


def _reference_bundle(lang: str) -> FluentBundle:
    """The bundle as it was built before the cache: every file parsed, all added at once."""
    holder: list[FluentBundle] = []
    functions: dict = {**FUNCTIONS, "NUM": num_function(lambda: holder[0])}
    bundle = FluentBundle([lang], functions=functions,
                          use_isolating=False)
    holder.append(bundle)
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


def _cases(lang: str, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, dict]]:
    """Every message and attribute of ``lang`` with each sample value of each variable."""
    monkeypatch.setattr(test_locales, "all_messages", lru_cache(maxsize=None)(test_locales.all_messages))
    out: list[tuple[str, dict]] = []
    for msg_id in sorted(all_messages(lang)):
        info = variables_with_references(lang, msg_id)
        values = samples(info, lang)
        base = {name: options[0] for name, options in values.items()}
        argument_sets = [base] + [{**base, name: option} for name, options in values.items() for option in options[1:]]
        targets = ([msg_id] if info.has_value else []) + [f"{msg_id}.{attr}" for attr in info.attributes]
        out.extend((target, args) for target in targets for args in argument_sets)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_reads_the_same_with_and_without_the_cache(lang, cache, monkeypatch):
    reference = _reference_bundle(lang)

    def by_reference(target: str, args: dict) -> str:
        name, _, attr = target.partition(".")
        message = reference.get_message(name)
        pattern = message.attributes.get(attr) if attr else message.value
        rendered, errors = reference.format_pattern(pattern, {k: plain(v) for k, v in args.items()})
        return f"{rendered} {errors!r}" if errors else rendered

    def by_localizer(target: str, args: dict) -> str:
        try:
            return Localizer(lang).format(target, **args)
        except MissingMessage as error:
            return f"MissingMessage {error}"

    cases = _cases(lang, monkeypatch)
    expected = [by_reference(*case) for case in cases]
    assert len(expected) > 300
    variants = {}
    # without the cache: every entry parsed from its file (as when the cache cannot be used)
    variants["first start: parsed, cache written"] = [by_localizer(*case) for case in cases]
    assert i18n.catalog(lang).stats["written"]
    i18n.forget_catalogs()
    # with it: every entry unpickled from the cache file when first used
    variants["next start: from the cache"] = [by_localizer(*case) for case in cases]
    assert i18n.catalog(lang).stats["parsed"] == 0 and i18n.catalog(lang).stats["cached"] > 0
    for name, rendered in variants.items():
        differing = [(a, b) for a, b in zip(expected, rendered) if a != b]
        assert not differing, f"{lang}, {name}: {differing[:3]}"
        assert len(rendered) == len(expected)


def test_a_cache_file_far_larger_than_any_we_write_is_not_read(cache, folder, monkeypatch):
    from uno_access.i18n import ftl_cache

    Catalog(folder)
    (path,) = cache_files(cache)
    monkeypatch.setattr(ftl_cache, "MAX_CACHE_BYTES", path.stat().st_size - 1)
    catalog = Catalog(folder)
    assert catalog.stats["cached"] == 0
    assert text(catalog, "cli-description").startswith("UNO for blind")
