"""Render assets/icon.svg into the icon files each platform's build wants.

PNG for Linux and the window, ICO for Windows, ICNS for macOS. Both container
formats hold PNG images, so pygame (which rasterises the SVG) is all we need.
"""

from __future__ import annotations

import importlib.resources
import io
import os
import pathlib
import struct

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS chunk type -> pixel size of the PNG it holds.
ICNS_TYPES = {
    "icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024,
    "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512,
}


def icon_svg() -> pathlib.Path:
    """The icon's source, found through the package like every other asset."""
    return pathlib.Path(str(importlib.resources.files("seaboard.assets") / "icon.svg"))


def render_png(size: int, svg: pathlib.Path | None = None) -> bytes:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    surface = pygame.image.load_sized_svg(str(svg or icon_svg()), (size, size))
    if surface.get_size() != (size, size):
        surface = pygame.transform.smoothscale(surface, (size, size))
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico: a directory of PNG images (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: typed chunks, each a PNG of the size its type names."""
    chunks = b"".join(
        kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for kind, size in ICNS_TYPES.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def write_icons(out_dir: pathlib.Path, svg: pathlib.Path | None = None) -> dict[str, pathlib.Path]:
    """Write icon.png (256 px), icon.ico and icon.icns into out_dir; return them by suffix."""
    out_dir.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(ICO_SIZES) | set(ICNS_TYPES.values()))
    pngs = {size: render_png(size, svg) for size in sizes}
    files = {
        "png": (out_dir / "icon.png", pngs[256]),
        "ico": (out_dir / "icon.ico", ico_bytes({s: pngs[s] for s in ICO_SIZES})),
        "icns": (out_dir / "icon.icns", icns_bytes(pngs)),
    }
    for path, data in files.values():
        path.write_bytes(data)
    return {suffix: path for suffix, (path, _) in files.items()}
