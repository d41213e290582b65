// Searches a whole Chromium profile on disk for given byte strings (the proof that no
// patient field lies readable at rest). Every file is searched raw; on top of that, what Chromium
// keeps in forms a raw search cannot see is searched decoded: LevelDB logs with their records
// joined across blocks, LevelDB tables with their snappy blocks decompressed, IndexedDB values
// Blink compressed with snappy, and HTTP-cache bodies stored with a content encoding.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { decodedCacheBody } from './http-cache-body';
import { unwrapIdbValue } from './idb-value';
import { readLogRecords, readWriteBatch, type KeyValue } from './leveldb-log';
import { readBlockEntries, readTableBlocks } from './leveldb-table';

export interface Needle { label: string; bytes: Buffer }

/** Where in the file the bytes were: the file as it is, or one of the decoded views of it. */
export type ScanLayer = 'raw' | 'leveldb-log-record' | 'leveldb-table-block' | 'idb-snappy-value' | 'http-decoded-body';

export interface ScanHit { label: string; file: string; layer: ScanLayer }

interface View { layer: ScanLayer; bytes: Buffer }

function* allFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* allFiles(path);
    else if (entry.isFile()) yield path;
  }
}

/** The values unwrapped where Blink compressed them, and (for a table, whose blocks share key
 *  prefixes between neighbours) the keys rebuilt whole: an index key holds the national code. */
function* entryViews(entries: KeyValue[], keysLayer?: ScanLayer): Generator<View> {
  for (const { key, value } of entries) {
    if (keysLayer) yield { layer: keysLayer, bytes: key };
    const unwrapped = value && unwrapIdbValue(value);
    if (unwrapped) yield { layer: 'idb-snappy-value', bytes: unwrapped };
  }
}

function* logViews(file: Buffer, name: string): Generator<View> {
  for (const record of readLogRecords(file)) {
    yield { layer: 'leveldb-log-record', bytes: record };
    if (!name.endsWith('.log')) continue; // a MANIFEST's records are version edits, not batches
    let entries: KeyValue[];
    try {
      entries = readWriteBatch(record);
    } catch {
      continue; // not a write batch: the joined record above was still searched whole
    }
    yield* entryViews(entries);
  }
}

function* tableViews(file: Buffer): Generator<View> {
  for (const block of readTableBlocks(file)) {
    yield { layer: 'leveldb-table-block', bytes: block };
    yield* entryViews(readBlockEntries(block), 'leveldb-table-block');
  }
}

/** The file itself and every decoded form of it the scanner knows. */
export function* fileViews(path: string, file: Buffer): Generator<View> {
  const name = basename(path);
  yield { layer: 'raw', bytes: file };
  if (/^\d+\.log$/.test(name) || name.startsWith('MANIFEST-')) yield* logViews(file, name);
  else if (/\.(ldb|sst)$/.test(name)) yield* tableViews(file);
  const blob = unwrapIdbValue(file); // an IndexedDB blob file holding a compressed value
  if (blob) yield { layer: 'idb-snappy-value', bytes: blob };
  const body = decodedCacheBody(file);
  if (body) yield { layer: 'http-decoded-body', bytes: body };
}

/** Every (needle, file, layer) where the needle's bytes occur; files relative to the profile. */
export function scanProfile(profileDir: string, needles: Needle[]): ScanHit[] {
  const hits = new Map<string, ScanHit>();
  for (const path of allFiles(profileDir)) {
    const file = relative(profileDir, path);
    let views: View[];
    try {
      views = [...fileViews(path, readFileSync(path))];
    } catch (error) {
      throw new Error(`profile scan: cannot read ${file}: ${(error as Error).message}`);
    }
    for (const view of views) {
      for (const needle of needles) {
        if (!view.bytes.includes(needle.bytes)) continue;
        const hit = { label: needle.label, file, layer: view.layer };
        hits.set(`${hit.label}\0${hit.file}\0${hit.layer}`, hit);
      }
    }
  }
  return [...hits.values()];
}
