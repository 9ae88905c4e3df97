"""Files are found through the package (importlib.resources), never relative to the
working directory: the frozen app is started from anywhere."""

from __future__ import annotations

import ast
import pathlib

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "seaboard"
CWD_CALLS = {("os", "getcwd"), ("os", "getcwdb"), ("Path", "cwd"), ("pathlib.Path", "cwd")}
RELATIVE_PREFIXES = ("assets/", "assets\\", "./", ".\\", "../", "..\\", "seaboard/")


def docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def cwd_relative_uses(source: str, name: str) -> list[str]:
    tree = ast.parse(source, name)
    skip = docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = ast.unparse(node.func.value)
            if (owner, node.func.attr) in CWD_CALLS:
                found.append(f"{name}:{node.lineno}: {ast.unparse(node)}")
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            if node.value.startswith(RELATIVE_PREFIXES):
                found.append(f"{name}:{node.lineno}: path literal {node.value!r}")
    return found


def test_scanner_catches_cwd_relative_paths():
    source = '"""./docstrings are prose."""\nimport os\nopen("assets/icon.svg")\nos.getcwd()\nPath.cwd()\n'
    assert len(cwd_relative_uses(source, "x.py")) == 3


def test_no_module_in_the_package_reads_files_relative_to_the_working_directory():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        found += cwd_relative_uses(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE.parent)))
    assert not found, "use importlib.resources.files(...) instead:\n" + "\n".join(found)
