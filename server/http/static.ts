// Serves the built app: real files with their content type, every other non-/api path falls back
// to its page's HTML (the SPA routes: index.html, a public page's static shell, or the shell-less
// app.html; src/domain/page-shells.ts). Hashed assets are immutable; sw.js and HTML never cached.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { appHtml, htmlForPath } from '../../src/domain/page-shells';
import { compress, compressibleExtensions, precompressedPath, type Encoding } from './precompressed';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function cacheControl(path: string): string {
  const name = path.split('/').pop() ?? '';
  if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) return 'no-cache';
  // Vite names built assets with a content hash: name-HASH.ext under /assets/.
  if (path.startsWith('/assets/') || /-[\w-]{8,}\.\w+$/.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Compressed bodies by file, modification time and encoding: the built files never change while
 * the server runs. The build's own compressed copy (precompressed.ts) is read when it is there and
 * not older than the file; anything else is compressed here once (brotli at 11 takes a while). */
const compressedCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function compressed(file: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const modified = statSync(file).mtimeMs;
  const key = `${file}:${modified}:${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    const built = statSync(precompressedPath(file, encoding), { throwIfNoEntry: false });
    const bytes = built && built.mtimeMs >= modified
      ? readFile(precompressedPath(file, encoding))
      : readFile(file).then((plain) => compress(plain, encoding));
    body = bytes.then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength) as Uint8Array<ArrayBuffer>);
    body.catch(() => compressedCache.delete(key));
    compressedCache.set(key, body);
  }
  return body;
}

function fileAt(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? full : undefined;
}

export function serveApp(root: string) {
  return (c: Context): Promise<Response> | Response | undefined => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return undefined;
    const path = c.req.path;
    const file = fileAt(root, path);
    // A build without the shells (older dist/) still has index.html.
    const page = file || extname(path) !== ''
      ? undefined
      : (fileAt(root, htmlForPath(path)) ?? fileAt(root, appHtml) ?? fileAt(root, '/index.html'));
    const target = file ?? page;
    if (!target) return undefined;
    const servedPath = file ? path : '/index.html';
    const ext = extname(target).toLowerCase();
    const headers: Record<string, string> = {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': cacheControl(servedPath),
    };
    const compressible = compressibleExtensions.has(ext);
    const encoding = compressible ? encodingFor(c.req.header('accept-encoding')) : undefined;
    if (compressible) headers.vary = 'accept-encoding';
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    if (encoding) {
      return compressed(target, encoding).then((body) => c.body(body, 200, { ...headers, 'content-encoding': encoding }));
    }
    const bytes = readFileSync(target);
    return c.body(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), 200, headers);
  };
}
