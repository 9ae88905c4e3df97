"""Build Seaboard's executables for this OS: `python build_scripts/build.py`.

1. make a clean virtual environment in build/venv and pip install the project
   with its `build` extra there (--no-venv uses the running Python instead: CI),
2. run PyInstaller on build_scripts/seaboard.spec: a one-file executable
   dist/seaboard-<version>-<os>-<arch>[.exe] and a one-folder build, zipped as
   dist/seaboard-<version>-<os>-<arch>-folder.zip (on macOS the folder is
   Seaboard.app, zipped as ...-app.zip),
3. check the one-file executable: it must find every asset and font file, and
   `--self-test` headless (run from a temporary folder) must exit 0; then report
   its size and its start-up time to the first drawn frame, also written to
   dist/seaboard-<version>-<os>-<arch>-report.json.
Exits non-zero if any step fails or the executable is over --max-mb.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import venv

ROOT = pathlib.Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "seaboard.spec"
BUILD = ROOT / "build"
DIST = ROOT / "dist"
MAX_MB = 30.0
MAX_FIRST_FRAME_S = 1.5


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(cmd: list[str], **kwargs) -> None:
    log(" ".join(str(c) for c in cmd))
    started = time.perf_counter()
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)
    log(f"  took {time.perf_counter() - started:.1f} s")


def clear_setuptools_scratch() -> None:
    """setuptools reuses build/lib when pip installs this folder, so a module deleted
    from the source would still ship (pypa/setuptools#1871): start from nothing."""
    for scratch in [BUILD / "lib", *BUILD.glob("bdist.*")]:
        shutil.rmtree(scratch, ignore_errors=True)


def make_venv(path: pathlib.Path) -> pathlib.Path:
    """A fresh venv with the project (not editable) and its `build` extra; returns its python."""
    if path.exists():
        shutil.rmtree(path)
    log(f"creating a clean virtual environment in {path}")
    # The running pip installs into the venv (pip >= 22.3 has --python), which
    # spares the venv a copy of pip: ensurepip alone takes about 10 s.
    own_pip = _pip_version() >= (22, 3)
    venv.EnvBuilder(with_pip=not own_pip, clear=True).create(path)
    python = path / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    pip = [sys.executable, "-m", "pip", "--python", python] if own_pip else [python, "-m", "pip"]
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1")
    run([*pip, "install", "-q", f"{ROOT}[build]"], env=env, cwd=BUILD)
    return python


def _pip_version() -> tuple[int, ...]:
    try:
        from importlib.metadata import version

        return tuple(int(p) for p in version("pip").split(".")[:2])
    except Exception:
        return (0,)


def install_project_only(target: pathlib.Path) -> pathlib.Path:
    """The project alone (not editable, no dependencies) in a folder put first on PYTHONPATH:
    PyInstaller cannot follow an editable install's import hook, and the running
    Python already has the dependencies."""
    if target.exists():
        shutil.rmtree(target)
    run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", target, ROOT],
        env=dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1"), cwd=BUILD)
    return target


def pyinstaller(python: pathlib.Path, targets: str, project: pathlib.Path | None) -> None:
    env = dict(os.environ, SEABOARD_BUILD_TARGETS=targets, PYGAME_HIDE_SUPPORT_PROMPT="1")
    if project is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(project), env.get("PYTHONPATH")]))
    # cwd is build/, not the source tree: the analysis must see the installed
    # package (with seaboard.assets), not ./seaboard.
    run([python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", DIST, "--workpath", BUILD / "pyinstaller", SPEC], env=env, cwd=BUILD)


def artefact_name() -> str:
    sys.path.insert(0, str(ROOT / "build_scripts"))
    import bundle

    init = (ROOT / "seaboard" / "__init__.py").read_text(encoding="utf-8")
    return bundle.artefact_name(re.search(r'__version__ = "([^"]+)"', init).group(1))


def zip_folder(name: str) -> pathlib.Path:
    if sys.platform == "darwin":
        # ditto keeps the bundle's symlinks and signatures, which zipfile does not.
        archive = DIST / f"{name}-app.zip"
        archive.unlink(missing_ok=True)
        run(["ditto", "-c", "-k", "--keepParent", DIST / "Seaboard.app", archive])
        return archive
    base = DIST / f"{name}-folder"
    archive = pathlib.Path(shutil.make_archive(str(base), "zip", root_dir=DIST, base_dir=base.name))
    log(f"zipped {archive.name} ({archive.stat().st_size / 1e6:.1f} MB)")
    return archive


def headless_env(home: str) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SEABOARD_HOME=home)


def resource_report(cmd: list[str], extra_env: dict[str, str]) -> dict[str, list[str]]:
    with tempfile.TemporaryDirectory(prefix="seaboard-build-") as home:
        out = pathlib.Path(home) / "resources.json"
        env = dict(headless_env(home), **extra_env, SEABOARD_RESOURCE_REPORT=str(out))
        subprocess.run(cmd, env=env, timeout=120, check=True, cwd=home)
        return json.loads(out.read_text(encoding="utf-8"))


def check_resources(exe: pathlib.Path, python: pathlib.Path, project: pathlib.Path | None) -> None:
    """The frozen app must find, through importlib.resources, every asset and font
    file the build environment has (the app falls back to a default font silently)."""
    extra = {"PYTHONPATH": str(project)} if project else {}
    expected = resource_report([str(python), str(ROOT / "build_scripts" / "seaboard_entry.py")], extra)
    frozen = resource_report([str(exe)], {})
    missing = {pkg: sorted(set(files) - set(frozen.get(pkg, []))) for pkg, files in expected.items()}
    missing = {pkg: files for pkg, files in missing.items() if files}
    if missing or not all(expected.values()):
        raise SystemExit(f"[build] {exe.relative_to(DIST)} lacks resource files: {missing or expected}")
    log(f"{exe.relative_to(DIST)} finds all {sum(map(len, frozen.values()))} asset and font files")


def self_test(exe: pathlib.Path) -> None:
    with tempfile.TemporaryDirectory(prefix="seaboard-build-") as home:
        started = time.perf_counter()
        # Run from an unrelated folder: nothing may be found relative to the working directory.
        proc = subprocess.run([str(exe), "--self-test"], env=headless_env(home), timeout=600, cwd=home)
        took = time.perf_counter() - started
    if proc.returncode != 0:
        raise SystemExit(f"[build] {exe.relative_to(DIST)} --self-test failed with exit status {proc.returncode}")
    log(f"{exe.relative_to(DIST)} --self-test passed in {took:.1f} s")


def _children_cpu_s() -> float | None:
    """CPU seconds used so far by finished child processes (and theirs): unlike wall
    time, barely moved by other work on the machine. None where unknown (Windows)."""
    try:
        import resource
    except ImportError:
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def first_frame_times(exe: pathlib.Path, runs: int) -> dict[str, list[float]]:
    """Per run: wall-clock seconds from launching the executable to its exit right
    after the first drawn frame (a one-file build's unpacking included), the same
    as seen from inside Python (from the entry script's first line), and the CPU
    seconds the run used."""
    times: dict[str, list[float]] = {"wall": [], "inside": [], "cpu": []}
    with tempfile.TemporaryDirectory(prefix="seaboard-build-") as home:
        probe = pathlib.Path(home) / "first-frame.txt"
        env = dict(headless_env(home), SEABOARD_FIRST_FRAME_PROBE=str(probe))
        for _ in range(runs):
            probe.unlink(missing_ok=True)
            cpu_before = _children_cpu_s()
            started = time.perf_counter()
            proc = subprocess.run([str(exe)], env=env, timeout=120, stdout=subprocess.DEVNULL, cwd=home)
            elapsed = time.perf_counter() - started
            if proc.returncode != 0 or not probe.exists():
                raise SystemExit(f"[build] {exe.name} drew no frame (exit status {proc.returncode})")
            times["wall"].append(elapsed)
            times["inside"].append(float(probe.read_text()))
            if cpu_before is not None:
                times["cpu"].append(_children_cpu_s() - cpu_before)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-venv", action="store_true",
                        help="build with the running Python (project and `build` extra installed) instead of a clean venv")
    parser.add_argument("--only", choices=["onefile", "onedir"], help="build just one of the two")
    parser.add_argument("--no-check", action="store_true", help="skip --self-test and the start-up timing")
    parser.add_argument("--runs", type=int, default=5, help="start-up timing runs (the median is reported)")
    parser.add_argument("--max-mb", type=float, default=MAX_MB, help="fail if the one-file build is larger")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    BUILD.mkdir(exist_ok=True)
    clear_setuptools_scratch()
    if args.no_venv:
        python, project = pathlib.Path(sys.executable), install_project_only(BUILD / "project")
    else:
        python, project = make_venv(BUILD / "venv"), None
    targets = args.only or "onefile,onedir"
    name = artefact_name()
    pyinstaller(python, targets, project)
    report: dict[str, object] = {"name": name, "build_s": None}
    suffix = ".exe" if sys.platform == "win32" else ""
    if "onedir" in targets:
        report["folder_zip"] = zip_folder(name).name
        if not args.no_check:
            folder_exe = DIST / f"{name}-folder" / f"seaboard{suffix}"
            check_resources(folder_exe, python, project)
            self_test(folder_exe)
    if "onefile" in targets:
        exe = DIST / f"{name}{suffix}"
        size_mb = exe.stat().st_size / 1e6
        report.update(executable=exe.name, size_mb=round(size_mb, 2))
        log(f"{exe.name}: {size_mb:.1f} MB (target at most {args.max_mb:g} MB)")
        if not args.no_check:
            check_resources(exe, python, project)
            self_test(exe)
            times = first_frame_times(exe, max(1, args.runs))
            median = {kind: round(statistics.median(values), 3) for kind, values in times.items() if values}
            report.update(first_frame_s=median["wall"], first_frame_runs_s=[round(t, 3) for t in times["wall"]],
                          first_frame_inside_python_s=median["inside"], first_frame_cpu_s=median.get("cpu"))
            cpu = f", {median['cpu']:.2f} s of CPU" if "cpu" in median else ""
            log(f"start to first frame: median {median['wall']:.2f} s over {len(times['wall'])} runs "
                f"({', '.join(f'{t:.2f}' for t in times['wall'])}), {median['inside']:.2f} s of it in Python"
                f"{cpu} (target at most {MAX_FIRST_FRAME_S:g} s)")
        if size_mb > args.max_mb:
            raise SystemExit(f"[build] {exe.name} is {size_mb:.1f} MB, over the {args.max_mb:g} MB budget")
    report["build_s"] = round(time.perf_counter() - started, 1)
    (DIST / f"{name}-report.json").write_text(json.dumps(report, indent=2) + "\n")
    log(f"done in {report['build_s']} s: {json.dumps(report)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
