"""The installable app's icons, drawn here: a white spade on the table's green, written
as palette PNGs with zlib and struct only."""

from __future__ import annotations

import shutil
import struct
import zlib

from .files import CACHE, DIST

ICON_SIZES = (192, 512)
ICON_VERSION = 2  # bump when icon_png draws something else


def png(width: int, height: int, rgb: bytes) -> bytes:
    """An 8-bit palette PNG of rows of width*3 bytes (at most 256 colours), with zlib
    and struct only: a third of the size of the same icon in RGBA."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    colours = [rgb[i : i + 3] for i in range(0, len(rgb), 3)]
    palette = {colour: index for index, colour in enumerate(dict.fromkeys(colours))}
    if len(palette) > 256:
        raise ValueError(f"{len(palette)} colours: a palette PNG holds 256")
    indices = bytes(palette[colour] for colour in colours)
    raw = b"".join(b"\0" + indices[y * width : (y + 1) * width] for y in range(height))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0))
        + chunk(b"PLTE", b"".join(palette))
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def icon_png(size: int) -> bytes:
    """The app icon: a white spade on the table's green, 4 samples a pixel."""
    felt, ink = (0x1F, 0x6B, 0x45), (0xFF, 0xFD, 0xF6)
    scale = size * 0.25

    def inside(x: float, y: float) -> bool:
        u = (x - size / 2) / scale
        v = (y - size / 2) / scale + 0.375  # v runs down, from the point at -1 to 1.75
        if (u * u + v * v - 1) ** 3 - u * u * v**3 <= 0:  # a heart, upside down
            return True
        return 0.5 <= v <= 1.75 and abs(u) <= 0.1 + 0.3 * (v - 0.5)  # the stem

    offsets = (0.25, 0.75)
    pixels = bytearray()
    for py in range(size):
        for px in range(size):
            hits = sum(inside(px + dx, py + dy) for dx in offsets for dy in offsets) / 4
            pixels += bytes(round(f + (i - f) * hits) for f, i in zip(felt, ink))
    return png(size, size, bytes(pixels))


def install_icons() -> None:
    """dist/icon-<size>.png, drawn once and kept in .cache/icons/."""
    for size in ICON_SIZES:
        cached = CACHE / "icons" / f"icon-{size}-v{ICON_VERSION}.png"
        if not cached.exists():
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached.write_bytes(icon_png(size))
        shutil.copy2(cached, DIST / f"icon-{size}.png")
