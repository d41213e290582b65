// Images for the upload tests: a 1×1 PNG, a "decompression bomb" PNG whose header claims
// 100000×100000 pixels, real JPEGs (with EXIF and GPS when asked), and a small PNG whose pixels
// are many times its size.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
export const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(onePixelPng);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

export function form(bytes: Uint8Array, fileName: string, type: string, localId?: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  if (localId) data.append('localId', localId);
  return data;
}

/** A real, fully decodable JPEG; with `gps`, EXIF that records where it was taken. */
export async function realJpeg(width: number, height: number, gps = false): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 } } }).jpeg();
  return gps
    ? image.withExif({ IFD0: { Copyright: 'EXIF-MARKER-secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '51/1 25/1 0/1' } }).toBuffer()
    : image.toBuffer();
}

/** A PNG (8-bit RGB) whose every row repeats the first, a row of random bytes: with PNG's Up
 *  filter each later row is all zeros, so the file is small however many rows it has. Encoded
 *  without filters, its rows are as random as the first: wider than deflate's 32 KB window, no
 *  row finds its twin, and the file is its pixels' size. */
export function repeatingRowsPng(width: number, height: number): Buffer {
  const row = randomBytes(width * 3);
  const filtered = Buffer.alloc((width * 3 + 1) * height);
  filtered[0] = 0; // None: the first row as it is
  row.copy(filtered, 1);
  for (let y = 1; y < height; y++) filtered[y * (width * 3 + 1)] = 2; // Up: zeros after it
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
