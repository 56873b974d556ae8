"""Settings: defaults, validation of typed values, TOML round trip, a corrupt file never crashes."""

from __future__ import annotations

import tomllib

import pytest

from uno_access.storage.settings import (
    SETTING_NAMES,
    SettingError,
    Settings,
    config_dir,
    data_dir,
    load_settings,
    save_settings,
    settings_path,
    to_toml,
)


@pytest.fixture(autouse=True)
def _dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("UNO_ACCESS_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("UNO_ACCESS_DATA_DIR", str(tmp_path / "data"))


def test_environment_chooses_the_folders(tmp_path):
    assert config_dir() == tmp_path / "config"
    assert data_dir() == tmp_path / "data"
    assert settings_path() == tmp_path / "config" / "settings.toml"


def test_missing_file_gives_defaults_without_notice():
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice is None


def test_round_trip_through_toml():
    settings = Settings().set("rate", "200").set("verbosity", "Brief").set("voice", 'en "x" \\ y')
    settings = settings.set("delay", "2,5").set("language", "pt_BR.UTF-8").set("display", "braille")
    path = save_settings(settings)
    text = path.read_text(encoding="utf-8")
    assert tomllib.loads(text)["rate"] == 200
    loaded, notice = load_settings()
    assert notice is None
    assert loaded == settings
    assert loaded.language == "pt" and loaded.delay == 2.5 and loaded.verbosity == "brief"


@pytest.mark.parametrize(
    "name, value, msg_id",
    [
        ("rate", "fast", "settings-bad-number"),
        ("rate", "9000", "settings-bad-number"),
        ("delay", "nan", "settings-bad-number"),
        ("delay", "-1", "settings-bad-number"),
        ("speech", "festival", "settings-bad-choice"),
        ("mode", "fullscreen", "settings-bad-choice"),
        ("language", "klingon", "settings-bad-choice"),
        ("colour", "red", "settings-unknown"),
        ("voice", "a\x07b", "settings-bad-voice"),
    ],
)
def test_bad_values_are_refused_with_a_message(name, value, msg_id):
    with pytest.raises(SettingError) as info:
        Settings().set(name, value)
    assert info.value.msg_id == msg_id


def test_every_setting_can_be_set_from_text():
    examples = {"language": "it", "speech": "none", "rate": "120", "voice": "en-gb", "verbosity": "verbose",
                "delay": "0", "pace": "0.5", "mode": "plain", "display": "braille", "volume": "70",
                "pitch": "40", "sounds": "off", "sound_volume": "60", "windows": "enter", "backlog": "3",
                "hand_order": "playable", "mute": "chat, system"}
    assert set(examples) == set(SETTING_NAMES)
    settings = Settings()
    for name, value in examples.items():
        settings = settings.set(name, value)
    assert Settings.from_dict(tomllib.loads(to_toml(settings.to_dict()))) == settings
    assert settings.mute == "chat,system" and settings.set("mute", "none").mute == ""


@pytest.mark.parametrize("name,value", [("volume", "101"), ("sound_volume", "loud"), ("sounds", "maybe"),
                                        ("windows", "never"), ("mute", "game shouting"), ("backlog", "-1")])
def test_new_audio_settings_refuse_bad_values(name, value):
    with pytest.raises(SettingError):
        Settings().set(name, value)


@pytest.mark.parametrize("content", [b"rate = = 3\n", b"\xff\xfe garbage", b"rate = 5000\n", b'speech = "x"\n'])
def test_corrupt_file_gives_defaults_and_one_notice(content):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice is not None and notice[0] == "settings-corrupt" and notice[1]["path"] == str(path)


def test_save_is_atomic_and_leaves_no_temporary_file():
    path = save_settings(Settings())
    save_settings(Settings().set("rate", 300))
    assert [p.name for p in path.parent.iterdir()] == ["settings.toml"]
    assert load_settings()[0].rate == 300
