"""The engine must never import pygame (it runs in bots, tests and tools)."""

import ast
import pathlib
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[1] / "seaboard" / "engine"


def test_no_engine_module_imports_pygame():
    offenders = []
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n == "pygame" or n.startswith("pygame.") for n in names):
                offenders.append(f"{path.relative_to(ENGINE)}:{node.lineno}")
    assert offenders == []


def test_importing_every_game_leaves_pygame_unloaded():
    code = (
        "import sys\n"
        "from seaboard.engine.registry import GAME_MODULES, game_class\n"
        "for gid in GAME_MODULES:\n"
        "    game_class(gid)(2, 1)\n"
        "import seaboard.ai, seaboard.sim\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
