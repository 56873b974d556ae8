"""The project's own promises: the README's commands, the wheel's contents, the layer boundaries."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STDLIB = set(sys.stdlib_module_names)


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text, flags=re.S)[:2]


def test_readme_opens_with_the_two_commands_play_and_test():
    play, test = _readme_commands()
    assert play.rstrip().endswith("uno-access")
    assert "pytest" in test


def test_ci_runs_the_readme_test_command_after_installing_the_same_packages():
    _, test = _readme_commands()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    apt, _, rest = test.partition(" && ")
    assert rest in ci, "the test command in .ci/run differs from the README's"
    readme_packages = set(apt.split("install -y", 1)[1].split())
    ci_install = re.search(r"apt-get install -y -qq (.+?)>/dev/null", ci, flags=re.S)
    assert ci_install, ".ci/run installs no packages"
    ci_packages = set(ci_install.group(1).replace("\\\n", " ").split())
    assert readme_packages == ci_packages


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_engine_is_pure_standard_library_without_io():
    for path in (ROOT / "uno_access" / "engine").glob("*.py"):
        imports = _imports(path)
        assert imports <= STDLIB, f"{path.name} imports {imports - STDLIB}"
        assert not imports & {"os", "io", "sys", "subprocess", "pathlib", "socket"}, path.name
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
        assert not calls & {"print", "open", "input"}, f"{path.name} does I/O"


def test_only_the_console_imports_prompt_toolkit_and_braille_knows_no_uno():
    for path in (ROOT / "uno_access").rglob("*.py"):
        if "prompt_toolkit" in _imports(path):
            assert path.parent.name == "console", f"{path} imports prompt_toolkit"
    for path in (ROOT / "braille").rglob("*.py"):
        assert "uno_access" not in _imports(path), f"{path} imports the game"


def test_only_the_speech_package_talks_to_speech_engines():
    for path in (ROOT / "uno_access").rglob("*.py"):
        if path.parent.name == "speech":
            continue
        imports = _imports(path)
        assert not imports & {"pyttsx3", "speechd"}, path
        text = path.read_text(encoding="utf-8")
        assert '"espeak-ng"' not in text and '"spd-say"' not in text, f"{path} runs a speech engine"


@pytest.mark.skipif(sys.platform != "linux", reason="wheel check runs on Linux")
def test_the_wheel_carries_the_locales_and_both_packages(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stderr
    wheel = next(tmp_path.glob("uno_access-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for lang in ("en", "it", "pt", "pl", "hr", "ro"):
        assert f"uno_access/locales/{lang}/cards.ftl" in names
    assert "braille/__init__.py" in names
    assert "uno_access/engine/game.py" in names
    assert any(n.endswith("entry_points.txt") for n in names)


def test_python_dash_m_runs_the_program():
    result = subprocess.run([sys.executable, "-m", "uno_access", "cards", "--format", "json"],
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 0, result.stderr
    assert '"b3x"' in result.stdout


def test_a_closed_output_pipe_ends_the_program_quietly(tmp_path):
    """`uno-access ... | head -3`: the reader leaves early; no traceback, exit 0."""
    env = {"UNO_ACCESS_DATA_DIR": str(tmp_path), "UNO_ACCESS_CONFIG_DIR": str(tmp_path),
           "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    script = (f"printf 'hand\\nhand\\nhand\\nhand\\n' | {sys.executable} -m uno_access play --speech none "
              f"--seed 4 --lang en | head -3; echo \"status ${{PIPESTATUS[1]}}\"")
    result = subprocess.run(["bash", "-c", script], capture_output=True, text=True, env=env, cwd=tmp_path,
                            timeout=60)
    assert "Traceback" not in result.stderr, result.stderr
    assert result.stdout.strip().endswith("status 0")
    assert len(result.stdout.splitlines()) == 4
