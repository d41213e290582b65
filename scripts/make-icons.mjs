// Writes the app's icons into public/ with no download and no image package: favicon.svg and
// PNGs (192, 512, maskable 512) drawn pixel by pixel and encoded with node:zlib.
// Run: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const pink = [0xad, 0x14, 0x57];
const white = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An awareness ribbon: two thick strokes crossing, with a loop on top, on a pink ground. */
function insideRibbon(x, y) {
  const loop = Math.hypot(x - 0.5, (y - 0.34) * 1.1);
  if (loop < 0.17 && loop > 0.09) return true;
  const stroke = (x0, y0, x1, y1) => {
    const t = Math.max(0, Math.min(1, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / ((x1 - x0) ** 2 + (y1 - y0) ** 2)));
    return Math.hypot(x - (x0 + t * (x1 - x0)), y - (y0 + t * (y1 - y0))) < 0.045;
  };
  return stroke(0.42, 0.46, 0.66, 0.8) || stroke(0.58, 0.46, 0.34, 0.8);
}

function png(size, { maskable }) {
  const rows = [];
  const scale = maskable ? 0.7 : 1; // maskable: keep the mark inside the safe zone (80 % circle)
  for (let py = 0; py < size; py++) {
    const row = [0];
    for (let px = 0; px < size; px++) {
      const x = ((px + 0.5) / size - 0.5) / scale + 0.5;
      const y = ((py + 0.5) / size - 0.5) / scale + 0.5;
      const r = Math.hypot((px + 0.5) / size - 0.5, (py + 0.5) / size - 0.5);
      const inShape = maskable || r < 0.5;
      const colour = insideRibbon(x, y) ? white : pink;
      row.push(...colour, inShape ? 255 : 0);
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<circle cx="50" cy="50" r="50" fill="#ad1457"/>
<circle cx="50" cy="34" r="13" fill="none" stroke="#fff" stroke-width="8"/>
<path d="M42 46 66 80M58 46 34 80" stroke="#fff" stroke-width="9" stroke-linecap="round"/>
</svg>
`;

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/favicon.svg', svg);
writeFileSync('public/icons/icon-192.png', png(192, { maskable: false }));
writeFileSync('public/icons/icon-512.png', png(512, { maskable: false }));
writeFileSync('public/icons/maskable-512.png', png(512, { maskable: true }));
console.log('icons written to public/');
