"""The PyInstaller spec, run with stand-ins for PyInstaller's build steps: what it
would bundle, exclude and name, checked without building (.ci/run does the build)."""

from __future__ import annotations

import importlib.resources
import importlib.util
import pathlib
import sys

import pytest

import seaboard
from seaboard.engine.registry import GAME_MODULES

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD_SCRIPTS = ROOT / "build_scripts"
sys.path.insert(0, str(BUILD_SCRIPTS))

import bundle  # noqa: E402


class Call(dict):
    """One recorded call; attributes (analysis.pure, .binaries...) read as named placeholders."""

    def __getattr__(self, attr: str):
        return f"{self['kind']}.{attr}"


class Recorder:
    """Stands in for one PyInstaller class; remembers every call's arguments."""

    def __init__(self, kind: str, calls: list):
        self.kind, self.calls = kind, calls

    def __call__(self, *args, **kwargs):
        call = Call(kind=self.kind, args=args, **kwargs)
        self.calls.append(call)
        return call


def run_spec(tmp_path: pathlib.Path, targets: str, monkeypatch) -> list[dict]:
    monkeypatch.setenv("SEABOARD_BUILD_TARGETS", targets)
    monkeypatch.setenv("SEABOARD_ICON_DIR", str(tmp_path / "icon"))
    calls: list[dict] = []
    namespace = {
        "SPECPATH": str(BUILD_SCRIPTS),
        "workpath": str(tmp_path / "work"),
        "DISTPATH": str(tmp_path / "dist"),
        "os": __import__("os"),
        **{kind: Recorder(kind, calls) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")},
    }
    spec = BUILD_SCRIPTS / "seaboard.spec"
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
    return calls


@pytest.fixture(scope="module")
def both_builds(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        return run_spec(tmp_path_factory.mktemp("spec"), "onefile,onedir", mp)


def only(calls: list[dict], kind: str) -> list[dict]:
    return [c for c in calls if c["kind"] == kind]


def test_spec_bundles_every_font_file_of_both_font_packages(both_builds):
    (analysis,) = only(both_builds, "Analysis")
    bundled = {(pathlib.Path(src).name, dest.replace("\\", "/")) for src, dest in analysis["datas"]}
    for package in ("font_fredoka_one", "font_lato"):
        fonts = [p for p in importlib.resources.files(package).joinpath("files").iterdir() if p.name.endswith(".ttf")]
        assert fonts, package
        for font in fonts:
            assert (font.name, f"{package}/files") in bundled
    assert ("FredokaOne-Regular.ttf", "font_fredoka_one/files") in bundled
    assert ("Lato-Regular.ttf", "font_lato/files") in bundled


def test_spec_bundles_every_asset_under_seaboard_assets(both_builds):
    (analysis,) = only(both_builds, "Analysis")
    bundled = {(pathlib.Path(src).resolve(), dest.replace("\\", "/")) for src, dest in analysis["datas"]}
    root = pathlib.Path(str(importlib.resources.files("seaboard.assets")))
    assets = [p for p in root.rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")]
    assert any(p.name == "icon.svg" for p in assets)
    for asset in assets:
        folder = pathlib.PurePosixPath("seaboard/assets", *asset.parent.relative_to(root).parts)
        assert (asset.resolve(), str(folder)) in bundled


def test_spec_bundles_data_files_that_live_beside_the_code(both_builds):
    """e.g. the engines' board maps, read through importlib.resources at run time."""
    (analysis,) = only(both_builds, "Analysis")
    bundled = {(pathlib.Path(src).resolve(), dest.replace("\\", "/")) for src, dest in analysis["datas"]}
    root = pathlib.Path(seaboard.__file__).parent
    data = [p for p in root.rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")
            and "__pycache__" not in p.parts]
    for path in data:
        folder = pathlib.PurePosixPath("seaboard", *path.parent.relative_to(root).parts)
        assert (path.resolve(), str(folder)) in bundled


def test_spec_keeps_numpy_and_other_unused_modules_out(both_builds):
    (analysis,) = only(both_builds, "Analysis")
    for module in ("numpy", "tkinter", "unittest", "pydoc", "pygame.tests", "pygame.examples"):
        assert module in analysis["excludes"]


def test_spec_hidden_imports_cover_modules_loaded_by_name(both_builds):
    """The game registry imports engines by name; PyInstaller cannot see that."""
    (analysis,) = only(both_builds, "Analysis")
    hidden = set(analysis["hiddenimports"])
    engines = [m for m in GAME_MODULES.values() if importlib.util.find_spec(m) is not None]
    assert engines, "no game engine is importable"
    assert set(engines) <= hidden
    assert {"seaboard.cli", "seaboard.crash", "seaboard.assets", "font_lato", "font_fredoka_one"} <= hidden
    assert not [m for m in hidden if m.split(".")[0] in ("numpy", "tkinter", "unittest")]


def test_spec_freezes_the_entry_script(both_builds):
    (analysis,) = only(both_builds, "Analysis")
    assert [pathlib.Path(s).name for s in analysis["args"][0]] == ["seaboard_entry.py"]


def test_spec_puts_binaries_and_data_into_the_one_file_and_the_folder(both_builds):
    onefile, _ = only(both_builds, "EXE")
    (collect,) = only(both_builds, "COLLECT")
    for build in (onefile, collect):
        assert {"Analysis.binaries", "Analysis.datas"} <= {a for a in build["args"] if isinstance(a, str)}


def test_spec_names_the_one_file_and_folder_builds_with_version_and_platform(both_builds):
    name = f"seaboard-{seaboard.__version__}-{bundle.platform_tag()}"
    onefile, folder_exe = only(both_builds, "EXE")
    assert onefile["name"] == name
    assert "exclude_binaries" not in onefile  # one file: binaries and data inside the executable
    assert folder_exe["exclude_binaries"] is True
    (collect,) = only(both_builds, "COLLECT")
    assert collect["name"] == f"{name}-folder"
    assert collect["args"][0] is folder_exe


def test_spec_gives_both_executables_a_rendered_icon(both_builds):
    for exe in only(both_builds, "EXE"):
        icon = pathlib.Path(exe["icon"])
        assert icon.is_file() and icon.stat().st_size > 1000
        magic = icon.read_bytes()[:4]
        assert magic in (b"\x89PNG", b"\x00\x00\x01\x00", b"icns")


def test_spec_is_windowed_on_windows_and_macos_with_an_app_bundle_on_macos(both_builds):
    windowed = sys.platform in ("win32", "darwin")
    onefile, folder_exe = only(both_builds, "EXE")
    assert folder_exe["console"] is not windowed
    assert onefile["console"] is (sys.platform != "win32")  # macOS: the .app is the windowed build
    assert len(only(both_builds, "BUNDLE")) == (sys.platform == "darwin")


def test_spec_builds_only_the_target_asked_for(tmp_path, monkeypatch):
    calls = run_spec(tmp_path, "onefile", monkeypatch)
    assert len(only(calls, "EXE")) == 1 and not only(calls, "COLLECT")
    calls = run_spec(tmp_path, "onedir", monkeypatch)
    assert len(only(calls, "EXE")) == 1 and len(only(calls, "COLLECT")) == 1


def test_platform_tag_names_os_and_machine():
    system, machine = bundle.platform_tag().split("-", 1)
    assert system in ("linux", "windows", "macos", "freebsd") and machine
    assert bundle.artefact_name("9.8.7") == f"seaboard-9.8.7-{bundle.platform_tag()}"


def test_build_script_names_artefacts_like_the_spec():
    # Loaded by path: "build" is also the name of a PyPI package and of the scratch folder.
    loader = importlib.util.spec_from_file_location("seaboard_build_script", BUILD_SCRIPTS / "build.py")
    build = importlib.util.module_from_spec(loader)
    loader.loader.exec_module(build)
    assert build.artefact_name() == f"seaboard-{seaboard.__version__}-{bundle.platform_tag()}"
