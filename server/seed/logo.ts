/**
 * Deterministic token logos as real PNGs, so seeded tokens have distinct
 * images without shipping or fetching assets. A round gradient badge with a
 * symmetric mark, transparent outside the circle so it sits well on dark UIs.
 */
import { deflateSync } from 'node:zlib';
import { createRandom, type Random } from './random';

type Rgb = readonly [number, number, number];
/** Coverage (0–1) of a mark at normalized coords u, v in [-1, 1]; px is one pixel in those units. */
type Mark = (u: number, v: number, px: number) => number;

interface LogoStyle {
  from: Rgb;
  to: Rgb;
  ink: Rgb;
  /** Gradient direction as a unit vector. */
  dx: number;
  dy: number;
  mark: Mark;
}

const CRC_TABLE = buildCrcTable();

function buildCrcTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** CRC-32 (IEEE) as PNG chunks require. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

// Math.hypot is several times slower than this in V8, and this runs per pixel.
const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

/** Anti-aliased edge: 1 inside, 0 outside, a one-pixel ramp across the boundary. */
const edge = (signedDistance: number, px: number) => Math.min(1, Math.max(0, 0.5 - signedDistance / px));

/** 5x5 grid mirrored left-right, like identicons, so the mark always reads as a symbol. */
function identiconCells(rnd: Random): boolean[] {
  for (;;) {
    const half = Array.from({ length: 15 }, () => rnd.chance(0.5));
    const count = half.filter(Boolean).length;
    if (count >= 6 && count <= 11 && half.slice(10).some(Boolean)) {
      return Array.from({ length: 25 }, (_, i) => {
        const col = i % 5;
        const row = Math.floor(i / 5);
        return half[row + 5 * Math.min(col, 4 - col)] === true;
      });
    }
  }
}

function gridMark(cells: boolean[], shape: 'dot' | 'block'): Mark {
  const half = 0.56;
  const cell = (2 * half) / 5;
  // Patterns with empty top or bottom rows would sit off-centre; shift them by their filled rows' midpoint.
  const rows = cells.flatMap((on, i) => (on ? [Math.floor(i / 5)] : []));
  const shift = ((Math.min(...rows) + Math.max(...rows)) / 2 - 2) * cell;
  return (u, mv, px) => {
    const v = mv + shift;
    const col = Math.floor((u + half) / cell);
    const row = Math.floor((v + half) / cell);
    if (col < 0 || col > 4 || row < 0 || row > 4 || !cells[row * 5 + col]) return 0;
    const cu = u - (-half + (col + 0.5) * cell);
    const cv = v - (-half + (row + 0.5) * cell);
    if (shape === 'dot') return edge(len(cu, cv) - cell * 0.42, px);
    // Rounded square that leaves a hairline gap between neighbours.
    const r = cell * 0.14;
    const qx = Math.max(Math.abs(cu) - cell * 0.46 + r, 0);
    const qy = Math.max(Math.abs(cv) - cell * 0.46 + r, 0);
    return edge(len(qx, qy) - r, px);
  };
}

function orbitMark(rnd: Random): Mark {
  const count = rnd.int(5, 9);
  const orbit = rnd.float(0.48, 0.56);
  const dot = rnd.float(0.08, 0.12);
  const core = rnd.float(0.17, 0.26);
  const ring = rnd.chance(0.5);
  const centers = Array.from({ length: count }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return [orbit * Math.cos(a), orbit * Math.sin(a)] as const;
  });
  const band = dot + 0.02;
  return (u, v, px) => {
    const d = len(u, v);
    let c = ring ? edge(Math.abs(d - core - 0.1) - 0.025, px) : 0;
    c = Math.max(c, edge(d - core, px));
    // Only pixels near the orbit can touch a satellite dot; skipping the rest keeps this per-pixel cost low.
    if (Math.abs(d - orbit) > band) return c;
    for (const [x, y] of centers) c = Math.max(c, edge(len(u - x, v - y) - dot, px));
    return c;
  };
}

function pickStyle(seed: string): LogoStyle {
  const rnd = createRandom(`logo:${seed}`);
  const hue = rnd.float(0, 360);
  const shift = rnd.pick([-1, 1]) * rnd.float(35, 80);
  const angle = rnd.float(0, 2 * Math.PI);
  const kind = rnd.pick(['dot', 'block', 'orbit'] as const);
  const mark = kind === 'orbit' ? orbitMark(rnd) : gridMark(identiconCells(rnd), kind);
  // Moderate saturation and a dark second stop read as a deliberate palette rather than neon.
  return {
    from: hsl(hue, rnd.float(0.55, 0.75), rnd.float(0.52, 0.6)),
    to: hsl((hue + shift + 360) % 360, rnd.float(0.5, 0.7), rnd.float(0.22, 0.32)),
    ink: rnd.chance(0.75) ? [250, 250, 252] : hsl(hue, 0.7, 0.92),
    dx: Math.cos(angle),
    dy: Math.sin(angle),
    mark,
  };
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

const MARK_EXTENT = 0.75;

/** Mark coverage for every pixel, computed once so the drop shadow can reuse it by offset. */
function markCoverage(mark: Mark, size: number): Float32Array {
  const cover = new Float32Array(size * size);
  const px = 2 / size;
  // Every mark fits inside |u|, |v| < MARK_EXTENT, so the badge's outer ring is never sampled.
  const lo = Math.max(0, Math.floor(((1 - MARK_EXTENT) * size) / 2));
  const hi = Math.min(size, Math.ceil(((1 + MARK_EXTENT) * size) / 2));
  for (let y = lo; y < hi; y++) {
    for (let x = lo; x < hi; x++) cover[y * size + x] = mark((x + 0.5) * px - 1, (y + 0.5) * px - 1, px);
  }
  return cover;
}

function renderPixels(style: LogoStyle, size: number): Buffer {
  const stride = 1 + 4 * size;
  const raw = Buffer.alloc(stride * size); // zeroed: transparent pixels
  // A clamped view rounds and clamps channel writes natively, much cheaper than Math.round/min/max per channel.
  const rgba = new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length);
  const cover = markCoverage(style.mark, size);
  const px = 2 / size;
  const shadowDx = Math.max(1, Math.round(size / 56));
  const shadowDy = Math.max(1, Math.round(size / 40));
  for (let y = 0; y < size; y++) {
    const v = (y + 0.5) * px - 1;
    for (let x = 0; x < size; x++) {
      const mark = cover[y * size + x] as number;
      const behind = x >= shadowDx && y >= shadowDy ? (cover[(y - shadowDy) * size + x - shadowDx] as number) : 0;
      paintPixel(style, (x + 0.5) * px - 1, v, px, mark, behind * (1 - mark), rgba, y * stride + 1 + 4 * x);
    }
  }
  return raw;
}

function paintPixel(
  s: LogoStyle,
  u: number,
  v: number,
  px: number,
  mark: number,
  shadow: number,
  out: Uint8ClampedArray,
  at: number,
) {
  const d = len(u, v);
  const alpha = edge(d - 0.97, px);
  if (alpha === 0) return;
  const t = Math.min(1, Math.max(0, (u * s.dx + v * s.dy + 1) / 2));
  // Soft top-left highlight, a faint inner rim and the mark's drop shadow give the badge some depth.
  const shade = (1.08 - 0.14 * len(u + 0.4, v + 0.5) - 0.12 * edge(0.9 - d, px)) * (1 - 0.28 * shadow);
  out[at] = channel(s.from[0], s.to[0], s.ink[0], t, shade, mark);
  out[at + 1] = channel(s.from[1], s.to[1], s.ink[1], t, shade, mark);
  out[at + 2] = channel(s.from[2], s.to[2], s.ink[2], t, shade, mark);
  out[at + 3] = alpha * 255;
}

const channel = (from: number, to: number, ink: number, t: number, shade: number, mark: number) =>
  mix(mix(from, to, t) * shade, ink, mark);

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * PNG "Up" filter, in place: each row stores its difference from the row above.
 * Gradients turn into near-constant bytes, so fast deflate (level 1) beats
 * unfiltered level 6 on both size and time.
 */
function filterUp(raw: Buffer, size: number): Buffer {
  const stride = 1 + 4 * size;
  // Bottom-up, so every row is diffed against the still-unfiltered row above it.
  for (let row = (size - 1) * stride; row >= 0; row -= stride) {
    raw[row] = 2;
    if (row === 0) break;
    for (let i = row + 1; i < row + stride; i++) raw[i] = ((raw[i] as number) - (raw[i - stride] as number)) & 0xff;
  }
  return raw;
}

function encodePng(raw: Buffer, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit depth, RGBA, deflate, adaptive filters, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filterUp(raw, size), { level: 1 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** A size×size RGBA PNG logo that is always the same for the same seed. */
export function renderLogoPng(seed: string, size = 128): Buffer {
  if (!Number.isInteger(size) || size < 8 || size > 1024) throw new RangeError('logo size must be 8–1024 px');
  return encodePng(renderPixels(pickStyle(seed), size), size);
}
