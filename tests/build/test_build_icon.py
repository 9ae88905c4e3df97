"""The app icon: assets/icon.svg rendered to PNG and packed into .ico and .icns."""

from __future__ import annotations

import pathlib
import struct
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_scripts"))

import icon  # noqa: E402


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_icon_svg_ships_in_the_assets_package():
    assert icon.icon_svg().is_file()
    assert icon.icon_svg().read_text(encoding="utf-8").lstrip().startswith("<svg")


def test_icon_renders_opaque_art_with_transparent_rounded_corners():
    import io

    import pygame

    surface = pygame.image.load(io.BytesIO(icon.render_png(128)), "icon.png")
    assert surface.get_size() == (128, 128)
    assert surface.get_at((64, 64)).a == 255
    assert surface.get_at((1, 1)).a == 0
    colours = {tuple(surface.get_at((x, y))) for x in range(0, 128, 8) for y in range(0, 128, 8)}
    assert len(colours) > 10  # drawn art, not a flat square


def test_ico_directory_points_at_a_png_of_each_size(tmp_path):
    files = icon.write_icons(tmp_path)
    data = files["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icon.ICO_SIZES))
    for i, size in enumerate(sorted(icon.ICO_SIZES)):
        w, h, _, _, planes, bpp, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        assert (w or 256, h or 256) == (size, size) and (planes, bpp) == (1, 32)
        assert png_size(data[offset: offset + length]) == (size, size)


def test_icns_chunks_hold_pngs_of_their_sizes(tmp_path):
    data = icon.write_icons(tmp_path)["icns"].read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    pos, seen = 8, {}
    while pos < len(data):
        kind, length = data[pos: pos + 4].decode(), struct.unpack(">I", data[pos + 4: pos + 8])[0]
        seen[kind] = png_size(data[pos + 8: pos + length])[0]
        pos += length
    assert seen == icon.ICNS_TYPES


def test_png_icon_is_256_pixels(tmp_path):
    assert png_size(icon.write_icons(tmp_path)["png"].read_bytes()) == (256, 256)
