// The profile scanner of the data-at-rest proof (tests/e2e/profile-scan.ts) on LevelDB, blob and
// cache files built byte by byte: it must find a patient string a raw search cannot see (split
// over log blocks, inside a snappy block, behind a shared key prefix, in a snappy-wrapped value,
// in a gzip body), and fail loudly on a block it cannot read.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { logBlockSize, readLogRecords, readWriteBatch } from '../e2e/leveldb-log';
import { readTableEntries } from '../e2e/leveldb-table';
import { digitsNeedles, photoNeedles, textNeedles } from '../e2e/patient-needles';
import { scanProfile, type Needle } from '../e2e/profile-scan';
import { logFile, snappyIdbValue, tableFile, varint, writeBatch } from './leveldb-fixtures';

const idbDir = 'Default/IndexedDB/http_127.0.0.1_1.indexeddb.leveldb';
const name = Buffer.from('گلبهارنوش', 'utf16le');
let profile: string | undefined;

afterEach(() => {
  if (profile) rmSync(profile, { recursive: true, force: true });
  profile = undefined;
});

function profileWith(files: Record<string, Buffer>): string {
  profile = mkdtempSync(join(tmpdir(), 'scan-unit-'));
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(profile, path)), { recursive: true });
    writeFileSync(join(profile, path), bytes);
  }
  return profile;
}

const layersOf = (dir: string, needle: Needle) => scanProfile(dir, [needle]).map((hit) => `${hit.layer} ${hit.file}`).sort();

/** A value that snappy turns into a copy then a literal: the needle spans both, so the
 *  compressed bytes never hold it in one run. */
const repetitive = Buffer.concat([Buffer.from('0123456789'.repeat(30), 'utf16le'), name]);
const acrossCopy: Needle = { label: 'name/across', bytes: Buffer.concat([Buffer.from('56789', 'utf16le'), name]) };

describe('LevelDB log', () => {
  test('a record split over a block boundary is joined before the search', () => {
    const first = writeBatch([[Buffer.from('a'), Buffer.alloc(logBlockSize - 7 - 100 - 18)]]); // 18: batch header, tag, key, lengths
    // The second record starts 100 bytes before the block ends: put the name across that end.
    const key = Buffer.from('client-1');
    const prefix = 12 + 1 + varint(key.length).length + key.length + 3; // batch header, tag, key, 3-byte value length
    const fragmentEnd = 100 - 7;
    const value = Buffer.concat([Buffer.alloc(fragmentEnd - prefix - 6, 0x20), name, Buffer.alloc(40_000, 0x20)]);
    const second = writeBatch([[key, value]]);
    const file = logFile([first, second]);

    expect(file.length).toBeGreaterThan(2 * logBlockSize); // FIRST, MIDDLE and LAST fragments
    expect(readLogRecords(file)).toEqual([first, second]);
    expect(readWriteBatch(second)).toEqual([{ key, value }]);
    expect(file.includes(name)).toBe(false);
    expect(layersOf(profileWith({ [`${idbDir}/000003.log`]: file }), { label: 'name', bytes: name }))
      .toEqual([`leveldb-log-record ${idbDir}/000003.log`]);
  });

  test('a block tail too short for a header is skipped', () => {
    const records = [Buffer.alloc(logBlockSize - 7 - 3, 1), Buffer.from('after the padding')];
    expect(readLogRecords(logFile(records))).toEqual(records);
  });

  test('a value Blink compressed with snappy is found decompressed', () => {
    const file = logFile([writeBatch([[Buffer.from('doc-1'), snappyIdbValue(repetitive)]])]);
    expect(file.includes(acrossCopy.bytes)).toBe(false);
    expect(layersOf(profileWith({ [`${idbDir}/000005.log`]: file }), acrossCopy)).toEqual([`idb-snappy-value ${idbDir}/000005.log`]);
  });
});

describe('LevelDB table', () => {
  test('a snappy-compressed data block is decompressed', () => {
    const file = tableFile([[Buffer.from('client-1'), repetitive]]);
    expect(file.includes(acrossCopy.bytes)).toBe(false);
    expect(readTableEntries(file)).toEqual([{ key: Buffer.from('client-1'), value: repetitive }]);
    expect(layersOf(profileWith({ [`${idbDir}/000007.ldb`]: file }), acrossCopy)).toEqual([`leveldb-table-block ${idbDir}/000007.ldb`]);
  });

  test('a key stored after a shared prefix is rebuilt whole (the national-code index)', () => {
    const indexKey = (code: string) => Buffer.concat([Buffer.from([0, 1, 1, 2, 1, 10]), Buffer.from(code, 'utf16le').swap16()]);
    const file = tableFile([[indexKey('0582739144'), Buffer.from('a')], [indexKey('0582739155'), Buffer.from('b')]], 0);
    const code = Buffer.from('0582739155', 'utf16le').swap16();
    expect(file.includes(code)).toBe(false);
    expect(layersOf(profileWith({ [`${idbDir}/000009.sst`]: file }), { label: 'code', bytes: code }))
      .toEqual([`leveldb-table-block ${idbDir}/000009.sst`]);
  });

  test('a block of a compression the scanner cannot undo fails the scan', () => {
    const dir = profileWith({ [`${idbDir}/000011.ldb`]: tableFile([[Buffer.from('k'), Buffer.from('v')]], 2) });
    expect(() => scanProfile(dir, [acrossCopy])).toThrow(/000011\.ldb: .*unknown compression type 2/);
  });
});

describe('other stores', () => {
  test('an IndexedDB blob file holding a compressed value', () => {
    const blob = Buffer.concat([Buffer.from([0xff, 0x11, 0x02]), snappyIdbValue(repetitive).subarray(4)]);
    const path = 'Default/IndexedDB/http_127.0.0.1_1.indexeddb.blob/1/00/4';
    expect(layersOf(profileWith({ [path]: blob }), acrossCopy)).toEqual([`idb-snappy-value ${path}`]);
  });

  test('an HTTP cache entry with a gzip body', () => {
    const key = Buffer.from('1/0/_dk_http://127.0.0.1 http://127.0.0.1 http://127.0.0.1/api/v1/Client/7');
    const header = Buffer.alloc(24);
    header.writeBigUInt64LE(0xfcfb6d1ba7725c30n, 0);
    header.writeUInt32LE(5, 8);
    header.writeUInt32LE(key.length, 12);
    const eof = Buffer.alloc(24);
    eof.writeBigUInt64LE(0xf4fa6f45970d41d8n, 0);
    const headers = Buffer.from('HTTP/1.1 200 OK\0content-type: application/json\0content-encoding: gzip\0\0', 'latin1');
    const body = Buffer.from(JSON.stringify({ firstName: 'گلبهارنوش' }));
    const entry = Buffer.concat([header, key, gzipSync(body), eof, headers, eof]);
    const path = 'Default/Cache/Cache_Data/0123456789abcdef_0';
    expect(layersOf(profileWith({ [path]: entry }), { label: 'name', bytes: Buffer.from('گلبهارنوش') })).toEqual([`http-decoded-body ${path}`]);
  });

  test('a plain file is searched raw, and each hit is reported once', () => {
    const dir = profileWith({ 'Default/Web Data': Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.from('گلبهارنوش'), Buffer.from('گلبهارنوش')]) });
    expect(scanProfile(dir, textNeedles('firstName', 'گلبهارنوش'))).toEqual([{ label: 'firstName/utf-8', file: 'Default/Web Data', layer: 'raw' }]);
  });
});

describe('needles', () => {
  test('text in UTF-8, UTF-16LE and UTF-16BE, plus Latin-1 only when it differs and fits', () => {
    expect(textNeedles('f', 'گل').map((n) => n.label)).toEqual(['f/utf-8', 'f/utf-16le', 'f/utf-16be']);
    expect(textNeedles('f', 'abc').map((n) => n.label)).toEqual(['f/utf-8', 'f/utf-16le', 'f/utf-16be']);
    expect(textNeedles('f', 'café').map((n) => n.label)).toEqual(['f/utf-8', 'f/utf-16le', 'f/utf-16be', 'f/latin-1']);
  });

  test('a number in Latin and in Persian digits', () => {
    const needles = digitsNeedles('phoneNumber', '0912');
    expect(needles.map((n) => n.label)).toContain('phoneNumber/persian digits utf-16le');
    expect(needles.find((n) => n.label === 'phoneNumber/persian digits utf-8')!.bytes.toString()).toBe('۰۹۱۲');
  });

  test('photo slices skip flat runs for a busy window', () => {
    const busy = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 37) % 251));
    const photo = Buffer.concat([busy.subarray(0, 900), Buffer.alloc(1200), busy.subarray(0, 1900)]);
    const needles = photoNeedles('photo', photo);
    expect(needles[0]).toEqual({ label: 'photo/whole', bytes: photo });
    for (const slice of needles.slice(1)) expect(new Set(slice.bytes).size).toBeGreaterThanOrEqual(40);
    expect(needles[1]!.label).toBe('photo/bytes@2076'); // moved on from 1000 to the first window with 40 different bytes
  });
});
