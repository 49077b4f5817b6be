/**
 * Draws the PWA icons (192, 512, maskable 512, apple-touch 180) as real PNGs with a tiny PNG
 * encoder over node:zlib, so no image tooling is needed. Run: npx tsx scripts/make-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BRAND: [number, number, number] = [0x4f, 0x46, 0xe5];
const WHITE: [number, number, number] = [0xff, 0xff, 0xff];
const SAMPLES = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(6, 9);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inside a rounded square covering the unit square with corner radius r (0 = full bleed). */
function inBackground(x: number, y: number, r: number): boolean {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The Evee mark: a bold "E" of three bars and a spine, within the given safe-zone scale. */
function inMark(x: number, y: number, scale: number): boolean {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  const spine = u >= 0.3 && u <= 0.43 && v >= 0.25 && v <= 0.75;
  const bar = (top: number, right: number) => u >= 0.3 && u <= right && v >= top && v <= top + 0.12;
  return spine || bar(0.25, 0.7) || bar(0.44, 0.63) || bar(0.63, 0.7);
}

function draw(size: number, opts: { radius: number; markScale: number }): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (!inBackground(x, y, opts.radius)) continue;
          bg++;
          if (inMark(x, y, opts.markScale)) mark++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const i = (py * size + px) * 4;
      const t = bg ? mark / bg : 0;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(BRAND[c]! * (1 - t) + WHITE[c]! * t);
      rgba[i + 3] = Math.round((bg / total) * 255);
    }
  }
  return encodePng(size, size, rgba);
}

const out = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../public/icons');
fs.mkdirSync(out, { recursive: true });
const icons: [string, number, { radius: number; markScale: number }][] = [
  ['icon-192.png', 192, { radius: 0.22, markScale: 1 }],
  ['icon-512.png', 512, { radius: 0.22, markScale: 1 }],
  ['icon-maskable-512.png', 512, { radius: 0, markScale: 0.72 }],
  ['apple-touch-icon-180.png', 180, { radius: 0, markScale: 0.85 }],
];
for (const [name, size, opts] of icons) {
  fs.writeFileSync(path.join(out, name), draw(size, opts));
  console.log(`wrote public/icons/${name}`);
}
