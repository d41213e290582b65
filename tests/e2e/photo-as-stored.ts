// The bytes the tablet keeps for a picked photo, made by the app's own compressPhoto
// (src/ui/compress-photo.ts) run in the test's Chromium: the same decoder and JPEG encoder give
// the same bytes. The disk scan needs them as needles, and once rows are sealed they can
// no longer be read back from IndexedDB; running the app's source, not a copy of it, keeps the
// needles right when the app changes its sizes or quality.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import ts from 'typescript';

export interface StoredPhoto { bytes: Buffer; thumbnail: Buffer }

/** compress-photo.ts as one script: types dropped, `export` removed (it imports nothing). */
function compressPhotoScript(): string {
  const source = readFileSync('src/ui/compress-photo.ts', 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
  if (/^import /m.test(js)) throw new Error('compress-photo.ts now imports a module: photo-as-stored.ts must bundle it');
  return js.replace(/^export /gm, '');
}

export async function photoAsStored(page: Page, picked: Buffer, mime = 'image/png'): Promise<StoredPhoto> {
  await page.evaluate(([base64, type]) => {
    (window as unknown as { pickedPhoto: Blob }).pickedPhoto = new Blob([Uint8Array.from(atob(base64!), (c) => c.charCodeAt(0))], { type });
  }, [picked.toString('base64'), mime]);
  // A string, not a function: the app's source is pasted in (evaluated over the debugging
  // protocol, so the page's Content-Security-Policy does not apply).
  const result = await page.evaluate(`(async () => {
    ${compressPhotoScript()}
    const base64 = (buffer) => {
      const bytes = new Uint8Array(buffer);
      let text = '';
      for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
      return btoa(text);
    };
    const photo = await compressPhoto(window.pickedPhoto);
    delete window.pickedPhoto;
    return { bytes: base64(photo.bytes), thumbnail: photo.thumbnail ? base64(photo.thumbnail) : '' };
  })()`) as { bytes: string; thumbnail: string };
  return { bytes: Buffer.from(result.bytes, 'base64'), thumbnail: Buffer.from(result.thumbnail, 'base64') };
}
