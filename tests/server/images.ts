// Images for the upload tests: a 1×1 PNG, a "decompression bomb" PNG whose header claims
// 100000×100000 pixels, and real JPEGs (with EXIF and GPS when asked).
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
