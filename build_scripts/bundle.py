"""What goes into the frozen app: names, data files, hidden imports and excludes.

Plain functions so the spec (seaboard.spec) and the tests read the same lists.
Needs PyInstaller (the project's `build` extra) and the project installed.
"""

from __future__ import annotations

import importlib.resources
import pathlib
import platform
import sys

APP_NAME = "seaboard"
BUILD_SCRIPTS = pathlib.Path(__file__).resolve().parent
ENTRY_SCRIPT = BUILD_SCRIPTS / "seaboard_entry.py"

# Packages whose data files the app reads at run time through importlib.resources.
FONT_PACKAGES = ("font_fredoka_one", "font_lato")
ASSET_PACKAGE = "seaboard.assets"

# Modules the app never uses but that PyInstaller would pull in through optional
# imports (pygame's surfarray/sndarray try numpy; the stdlib's test helpers, docs
# and build tools hang off unittest, pydoc, distutils...). Checked against the
# warn file and the xref report of a real build (build/<name>/xref-*.html).
EXCLUDES = [
    "numpy",
    "tkinter",
    "_tkinter",
    "unittest",
    "pydoc",
    "pydoc_data",
    "doctest",
    "pdb",
    "test",
    "lib2to3",
    "distutils",
    "setuptools",
    "pkg_resources",
    "xmlrpc",
    "sqlite3",
    "curses",
    "ftplib",
    "http.server",
    # No network: ssl and _hashlib would bring OpenSSL (5 MB); hashlib falls back to
    # its built-in hashes, and asyncio (reached only via typing_extensions) copes
    # without ssl.
    "ssl",
    "_ssl",
    "_hashlib",
    "asyncio",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame.camera",
    "pygame._camera_opencv",
    "pygame._camera_vidcapture",
    "cv2",
    "PIL",
]


def platform_tag() -> str:
    """e.g. linux-x86_64, windows-amd64, macos-arm64: the suffix of every artefact name."""
    system = {"darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def artefact_name(version: str) -> str:
    return f"{APP_NAME}-{version}-{platform_tag()}"


def project_version() -> str:
    from seaboard import __version__

    return __version__


def package_datas(package: str, bundle_folder: str) -> list[tuple[str, str]]:
    """Every data file (not code) of `package` as (source, folder in the bundle).

    Asks importlib.resources where the package lives rather than PyInstaller's
    file search, which misreads an editable install (assets/ is mapped onto
    seaboard.assets by setup.py's package_dir).
    """
    root = pathlib.Path(str(importlib.resources.files(package)))
    out = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".py", ".pyc"):
            rel = path.parent.relative_to(root)
            out.append((str(path), str(pathlib.PurePosixPath(bundle_folder, *rel.parts))))
    return out


def asset_datas() -> list[tuple[str, str]]:
    return package_datas(ASSET_PACKAGE, "seaboard/assets")


def code_package_datas() -> list[tuple[str, str]]:
    """Data beside the code, e.g. the engines' board maps (seaboard/engine/*/board_*.txt)."""
    return package_datas("seaboard", "seaboard")


def font_datas() -> list[tuple[str, str]]:
    from PyInstaller.utils.hooks import collect_data_files

    datas = []
    for package in FONT_PACKAGES:
        datas += collect_data_files(package)
    return datas


def datas() -> list[tuple[str, str]]:
    # Installed, seaboard/assets lies inside seaboard/ and would be listed twice.
    return sorted(set(code_package_datas() + asset_datas() + font_datas()))


def hidden_imports() -> list[str]:
    """Modules imported by name at run time (game registry, table scenes), so analysis misses them."""
    from PyInstaller.utils.hooks import collect_submodules

    return sorted(set(collect_submodules("seaboard") + [ASSET_PACKAGE, *FONT_PACKAGES]))
