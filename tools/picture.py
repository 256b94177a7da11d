"""A reliability diagram as a picture, with nothing but the standard library.

``reliability_svg`` writes an SVG (with its labels); ``reliability_png`` draws the same
diagram without text into a PNG (zlib and struct): the diagonal, a grey bar per bin for
its number of hands and a dot per bin at (predicted, observed), the dots of the bins
with fewer than ``least`` hands hollow.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence

Bin = tuple[float, float, int]   # (mean predicted, observed rate, hands)
Color = tuple[int, int, int]
SIZE, PAD = 400, 40


class Canvas:
    def __init__(self, w: int, h: int):
        self.w, self.h = w, h
        self.px = bytearray(b"\xff" * (w * h * 3))

    def dot(self, x: int, y: int, c: Color) -> None:
        if 0 <= x < self.w and 0 <= y < self.h:
            i = (y * self.w + x) * 3
            self.px[i:i + 3] = bytes(c)

    def line(self, x0: int, y0: int, x1: int, y1: int, c: Color) -> None:
        n = max(abs(x1 - x0), abs(y1 - y0), 1)
        for k in range(n + 1):
            self.dot(round(x0 + (x1 - x0) * k / n), round(y0 + (y1 - y0) * k / n), c)

    def rect(self, x0: int, y0: int, x1: int, y1: int, c: Color) -> None:
        for y in range(min(y0, y1), max(y0, y1) + 1):
            for x in range(min(x0, x1), max(x0, x1) + 1):
                self.dot(x, y, c)

    def disc(self, cx: int, cy: int, r: int, c: Color, filled: bool = True) -> None:
        for y in range(cy - r, cy + r + 1):
            for x in range(cx - r, cx + r + 1):
                d = (x - cx) ** 2 + (y - cy) ** 2
                if d <= r * r and (filled or d >= (r - 1.5) ** 2):
                    self.dot(x, y, c)

    def png(self) -> bytes:
        raw = b"".join(b"\x00" + bytes(self.px[y * self.w * 3:(y + 1) * self.w * 3])
                       for y in range(self.h))

        def chunk(kind: bytes, data: bytes) -> bytes:
            return (struct.pack(">I", len(data)) + kind + data
                    + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
        head = struct.pack(">IIBBBBB", self.w, self.h, 8, 2, 0, 0, 0)
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head)
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _xy(p: float, o: float) -> tuple[int, int]:
    return PAD + round(p * SIZE), PAD + round((1 - o) * SIZE)


def reliability_png(bins: Sequence[Bin], least: int = 100) -> bytes:
    cv = Canvas(SIZE + 2 * PAD, SIZE + 2 * PAD)
    most = max([n for _, _, n in bins] + [1])
    for p, _o, n in bins:   # the hands of each bin, as a bar from the bottom
        x, _ = _xy(p, 0)
        cv.rect(x - 3, PAD + SIZE, x + 3, PAD + SIZE - round(0.25 * SIZE * n / most),
                (210, 210, 210))
    cv.line(PAD, PAD + SIZE, PAD + SIZE, PAD + SIZE, (0, 0, 0))
    cv.line(PAD, PAD, PAD, PAD + SIZE, (0, 0, 0))
    for k in range(1, 10):    # ticks every 0.1
        cv.line(PAD + k * SIZE // 10, PAD + SIZE, PAD + k * SIZE // 10, PAD + SIZE + 5, (0,) * 3)
        cv.line(PAD - 5, PAD + k * SIZE // 10, PAD, PAD + k * SIZE // 10, (0, 0, 0))
    cv.line(*_xy(0, 0), *_xy(1, 1), (120, 120, 120))
    for p, o, n in bins:
        cv.disc(*_xy(p, o), 5, (200, 40, 40), filled=n >= least)
    return cv.png()


def reliability_svg(bins: Sequence[Bin], title: str, least: int = 100) -> str:
    most = max([n for _, _, n in bins] + [1])
    w = SIZE + 2 * PAD
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{w}" '
             f'font-family="sans-serif" font-size="11">',
             f'<rect width="{w}" height="{w}" fill="white"/>',
             f'<text x="{PAD}" y="{PAD - 20}" font-size="13">{title}</text>']
    for p, _o, n in bins:
        x, _ = _xy(p, 0)
        hgt = round(0.25 * SIZE * n / most)
        parts.append(f'<rect x="{x - 3}" y="{PAD + SIZE - hgt}" width="6" height="{hgt}" '
                     f'fill="#d2d2d2"/>')
    parts.append(f'<path d="M{PAD},{PAD} V{PAD + SIZE} H{PAD + SIZE}" stroke="black" '
                 'fill="none"/>')
    x0, y0 = _xy(0, 0)
    x1, y1 = _xy(1, 1)
    parts.append(f'<line x1="{x0}" y1="{y0}" x2="{x1}" y2="{y1}" stroke="grey"/>')
    for k in range(0, 11, 2):
        x, y = _xy(k / 10, k / 10)
        parts.append(f'<text x="{x}" y="{PAD + SIZE + 15}" text-anchor="middle">{k / 10}</text>')
        parts.append(f'<text x="{PAD - 6}" y="{y + 4}" text-anchor="end">{k / 10}</text>')
    parts.append(f'<text x="{PAD + SIZE // 2}" y="{PAD + SIZE + 32}" text-anchor="middle">'
                 'predicted chance to make the bid</text>')
    parts.append(f'<text transform="translate(12,{PAD + SIZE // 2}) rotate(-90)" '
                 'text-anchor="middle">observed share made</text>')
    for p, o, n in bins:
        x, y = _xy(p, o)
        fill = "#c82828" if n >= least else "none"
        parts.append(f'<circle cx="{x}" cy="{y}" r="5" fill="{fill}" stroke="#c82828">'
                     f'<title>{n} hands: predicted {p:.3f}, observed {o:.3f}</title></circle>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
