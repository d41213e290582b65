// The built app's text files compressed once, at build time, beside each file (`x.js.br`,
// `x.js.gz`): a server just started would otherwise compress every chunk (brotli at 11) on the
// event loop when the first tablet installs the app, seconds of CPU in which no API call is
// answered. The server (static.ts) prefers these files and compresses at run time only what has
// none, such as sw.js, which the PWA plugin writes after them.
import { brotliCompress, constants, gzip } from 'node:zlib';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

export type Encoding = 'br' | 'gzip';

export const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);

export const precompressedPath = (file: string, encoding: Encoding) => `${file}.${encoding === 'br' ? 'br' : 'gz'}`;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function compress(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipped(bytes, { level: 9 });
}

/** Writes both compressed siblings of each file (zlib's thread pool runs them side by side). */
export async function writePrecompressed(files: { path: string; bytes: Uint8Array }[]): Promise<void> {
  await Promise.all(files.flatMap(({ path, bytes }) => (['br', 'gzip'] as const).map(async (encoding) => {
    await writeFile(precompressedPath(path, encoding), await compress(bytes, encoding));
  })));
}
