"""The project's own promises: the README's commands, the wheel's contents, the layer boundaries."""

from __future__ import annotations

import ast
import os
import re
import shlex
import shutil
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


def test_ci_runs_the_readme_test_command_word_for_word():
    _, test = _readme_commands()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test in ci, "the test command in .ci/run differs from the README's"
    assert "apt-get install -y python3-venv" in test and "pytest" in test


#: a stand-in for each program the README's commands run: it writes one line to $LOG, the
#: user it ran as ("sudo" when started by the fake sudo) and its arguments; python3 -m venv
#: makes a .venv/bin of stand-ins too
_STAND_IN = """#!/bin/sh
echo "${{FAKE_SUDO:-direct}} {name} $*" >> "$LOG"
"""
_FAKE_PYTHON = _STAND_IN + """if [ "$1 $2 $3" = "-m venv .venv" ]; then
    /bin/mkdir -p .venv/bin
    for tool in pip python uno-access ruff mypy; do
        printf '#!/bin/sh\\necho "${{FAKE_SUDO:-direct}} .venv/bin/%s $*" >> "$LOG"\\n' "$tool" > .venv/bin/$tool
        /bin/chmod +x .venv/bin/$tool
    done
fi
"""
_FAKE_SUDO = """#!/bin/sh
FAKE_SUDO=sudo exec "$@"
"""
_FAKE_USER_ID = """#!/bin/sh
if [ "$1" = "-u" ]; then echo 1000; else echo "uid=1000(ana) gid=1000(ana)"; fi
"""


def _run_readme_command(command: str, tmp_path: Path, shell: str, root: bool) -> tuple[int, list[str], str]:
    """Run the README's line in ``shell`` with every program it starts replaced by a stand-in
    on a PATH of only those: as root there is no sudo at all, as a user ``id -u`` says 1000."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    programs = {"apt-get": _STAND_IN.format(name="apt-get"), "python3": _FAKE_PYTHON.format(name="python3")}
    if root and os.geteuid() == 0:
        os.symlink(shutil.which("id") or "/usr/bin/id", bin_dir / "id")  # the real one: we are root
    else:
        programs["id"] = "#!/bin/sh\necho 0\n" if root else _FAKE_USER_ID
    if not root:
        programs["sudo"] = _FAKE_SUDO
    for name, text in programs.items():
        (bin_dir / name).write_text(text, encoding="utf-8")
        (bin_dir / name).chmod(0o755)
    log = tmp_path / "log"
    work = tmp_path / "checkout"
    work.mkdir()
    result = subprocess.run([shell, "-c", command], cwd=work, capture_output=True, text=True, timeout=60,
                            env={"PATH": str(bin_dir), "LOG": str(log), "HOME": str(tmp_path)})
    lines = [line.rstrip() for line in log.read_text(encoding="utf-8").splitlines()] if log.exists() else []
    return result.returncode, lines, result.stderr


def _expected_steps(command: str, apt_by: str) -> list[str]:
    """What each step of the README's line should log: apt-get as ``apt_by``, the rest directly."""
    setup, _, rest = command.partition("; ")
    assert setup.startswith("sudo=") and "id -u" in setup
    steps = []
    for step in rest.split(" && "):
        words = shlex.split(step)
        if words[0] == "$sudo":
            steps.append(" ".join([apt_by, *words[1:]]))
        else:
            steps.append(" ".join(["direct", *words]))
    return steps


@pytest.mark.parametrize("shell", ["/bin/sh", "/bin/bash"])
@pytest.mark.parametrize("which", ["play", "test"])
@pytest.mark.parametrize("root", [True, False], ids=["root-where-there-is-no-sudo", "user-with-sudo"])
def test_the_readme_commands_run_apt_get_through_sudo_only_for_a_user(tmp_path, shell, which, root):
    command = dict(zip(("play", "test"), _readme_commands()))[which]
    code, lines, err = _run_readme_command(command, tmp_path, shell, root=root)
    assert code == 0, err
    apt_by = "direct" if root else "sudo"
    assert lines == _expected_steps(command, apt_by=apt_by)
    assert lines[0] == f"{apt_by} apt-get update" and lines[1].startswith(f"{apt_by} apt-get install -y ")
    assert [line.split()[0] for line in lines[2:]] == ["direct"] * (len(lines) - 2)
    assert lines[-1].startswith("direct .venv/bin/")


def test_without_sudo_a_user_is_told_and_nothing_is_installed(tmp_path):
    play, _ = _readme_commands()
    bin_dir = tmp_path / "bin"
    code, lines, err = _run_readme_command(play, tmp_path, "/bin/sh", root=False)
    assert code == 0
    (bin_dir / "sudo").unlink()
    (tmp_path / "log").unlink()
    result = subprocess.run(["/bin/sh", "-c", play], cwd=tmp_path / "checkout", capture_output=True, text=True,
                            timeout=60, env={"PATH": str(bin_dir), "LOG": str(tmp_path / "log")})
    assert result.returncode != 0
    assert "sudo" in result.stderr
    assert not (tmp_path / "log").exists()


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
    assert {"uno_access/py.typed", "braille/py.typed"} <= names  # the type information is shipped
    assert any(n.endswith("entry_points.txt") for n in names)


def test_python_dash_m_runs_the_program():
    result = subprocess.run([sys.executable, "-m", "uno_access", "cards", "--format", "json"],
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 0, result.stderr
    assert '"b3x"' in result.stdout


def test_a_closed_output_pipe_ends_the_program_quietly(tmp_path):
    """`uno-access ... | head -3`: the reader leaves early; no traceback, exit 0."""
    env = {"UNO_ACCESS_DATA_DIR": str(tmp_path), "UNO_ACCESS_CONFIG_DIR": str(tmp_path),
           "UNO_ACCESS_CACHE_DIR": os.environ["UNO_ACCESS_CACHE_DIR"],
           "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    script = (f"printf 'hand\\nhand\\nhand\\nhand\\n' | {sys.executable} -m uno_access play --speech none "
              f"--seed 4 --lang en | head -3; echo \"status ${{PIPESTATUS[1]}}\"")
    result = subprocess.run(["bash", "-c", script], capture_output=True, text=True, env=env, cwd=tmp_path,
                            timeout=60)
    assert "Traceback" not in result.stderr, result.stderr
    assert result.stdout.strip().endswith("status 0")
    assert len(result.stdout.splitlines()) == 4
