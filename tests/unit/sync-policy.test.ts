// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { backoffCapMs, backoffDelay } from '../../src/sync/backoff';
import { classify, errorOf } from '../../src/sync/classify';
import { kioskDevicesText } from '../../src/domain/kiosk-devices-text';

describe('backoff', () => {
  it('is full jitter under an exponential ceiling capped at 5 minutes', () => {
    expect(backoffDelay(0, () => 0.999)).toBeLessThan(1_000);
    expect(backoffDelay(3, () => 0.5)).toBe(4_000);
    expect(backoffDelay(30, () => 0.999999)).toBeLessThanOrEqual(backoffCapMs);
    expect(backoffDelay(5, () => 0)).toBe(0);
  });

  it('never waits less than the server asked with Retry-After, nor past the cap', () => {
    expect(backoffDelay(0, () => 0, 7_000)).toBe(7_000);
    expect(backoffDelay(0, () => 0, 3_600_000)).toBe(backoffCapMs);
  });
});

describe('classification of answers', () => {
  const error = (status: number, result?: unknown) =>
    new ApiError(status === 401 ? 'unauthorized' : status === 409 ? 'conflict' : status === 400 ? 'invalid' : status >= 500 ? 'server' : status === 429 ? 'rate-limited' : status === 404 ? 'not-found' : 'other',
      'پیام', status, { statusCode: status, message: 'پیام', data: null, result, pagination: null });

  it('backs off from 408, 429 and 5xx (the server answered)', () => {
    expect(classify('client.create', new ApiError('timeout', '', 408)).kind).toBe('retry');
    expect(classify('client.create', error(503))).toEqual({ kind: 'retry', retryAfterMs: undefined });
    expect(classify('client.create', error(429)).kind).toBe('retry');
  });

  it('fails an SMS refused for its daily limit (429 on a record create) instead of stopping the queue', () => {
    expect(classify('record.create', error(429)).kind).toBe('failed');
    expect(classify('record.create', new ApiError('rate-limited', '', 429)).kind).toBe('retry');
  });

  it('holds a photo past a day\'s upload quota until the time the server named, without stopping the queue', () => {
    const quota = new ApiError('rate-limited', 'پیام', 429, { statusCode: 429, message: 'پیام', data: null, result: null, pagination: null }, 12 * 3600_000);
    expect(classify('document.upload', quota)).toEqual({ kind: 'later', retryAfterMs: 12 * 3600_000 });
    // Without a time named, or not our envelope: the backoff as before.
    expect(classify('document.upload', error(429)).kind).toBe('retry');
    expect(classify('document.upload', new ApiError('rate-limited', '', 429, undefined, 60_000)).kind).toBe('retry');
  });

  it('fails a kiosk photo past its count per client (403, for good) with the server\'s Persian message, never retried', () => {
    const full = new ApiError('forbidden', kioskDevicesText.uploadQuotaReached, 403,
      { statusCode: 403, message: kioskDevicesText.uploadQuotaReached, data: null, result: null, pagination: null });
    expect(classify('document.upload', full)).toEqual({ kind: 'failed' });
    expect(errorOf(full)).toMatchObject({ reason: 'forbidden', status: 403, message: kioskDevicesText.uploadQuotaReached });
  });

  it('counts nothing against an entry when the server was not reached', () => {
    expect(classify('client.create', new ApiError('network', '', undefined)).kind).toBe('offline');
    expect(classify('client.create', new ApiError('timeout', '', undefined)).kind).toBe('offline');
    expect(classify('client.create', new TypeError('fetch failed')).kind).toBe('offline');
  });

  it('pauses on 401 and fails on 400', () => {
    expect(classify('record.create', error(401)).kind).toBe('pause');
    expect(classify('record.create', error(400)).kind).toBe('failed');
  });

  it('merges a 409 on create, keeps both on a stale edit', () => {
    expect(classify('client.create', error(409, { id: 7, existing: true }))).toEqual({ kind: 'merge', serverId: 7 });
    expect(classify('client.update', error(409, { id: 7, version: 3 }))).toEqual({ kind: 'conflict', server: { id: 7, version: 3 } });
  });

  it('fails a 409 on create that names no existing id (no merge into "null")', () => {
    expect(classify('client.create', error(409, { id: null, existing: true })).kind).toBe('failed');
    expect(classify('client.create', error(409, null)).kind).toBe('failed');
    expect(classify('client.create', error(409, { id: '' })).kind).toBe('failed');
  });

  it('counts a 404 on a delete as done', () => {
    expect(classify('document.delete', error(404)).kind).toBe('gone');
    expect(classify('client.update', error(404)).kind).toBe('failed');
  });
});
