"""Round 5 of the Romanian review: the forms it found, so they cannot come back."""
from pathlib import Path

from uno_access.i18n import Localizer

RO = Localizer("ro")
LOCALES = Path(__file__).resolve().parent.parent / "locales" / "ro"


def _all_text() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(LOCALES.glob("*.ftl")))


def test_calques_the_review_found_are_gone():
    text = _all_text()
    for wrong in ("rândul tău trecut", "Regula lui", "regula lui", "adunate se trag", "Adunate:",
                  "primul fără cărți", "prompt mai", "liste de consultare", "Procente de victorii",
                  "iese din joc", "Un joc ghidat", "jocul s-a încheiat"):
        assert wrong not in text, wrong


def test_a_setting_named_in_an_error_is_quoted():
    assert "pentru setarea „mesaje”" in RO.format("settings-bad-choice", value="loud", name="mesaje", allowed="x")
