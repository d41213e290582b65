// One replay run in the bench page, with the server's client total before and after as proof of
// delivery, and the words the replay rows share.
import type { Page } from 'playwright-core';
import { clientsTotal } from '../lib/api';
import { profiled } from '../lib/profile';
import { traced } from '../lib/trace';
import { summarize } from '../lib/stats';
import type { ReplayRun } from '../page/replay';

export type { ReplayRun };

export interface Delivered extends ReplayRun {
  /** Clients the server gained during the run. */
  delivered: number;
}

/** `centreOpen`: the sync centre's live reads open while it replays (page/sync-centre-open.ts). */
export interface ProductRun { side: 'product'; count: number; prefix: number; test: boolean; photos: number; centreOpen?: boolean }
export interface PeerRun { side: 'peer'; count: number; prefix: number; testClientIds: number[] }

/** `apiUrl`: where the page sends (the server or the delay link); `serverApiUrl`: for the totals. */
export async function runReplay(page: Page, apiUrl: string, serverApiUrl: string, token: string, run: ProductRun | PeerRun): Promise<Delivered> {
  const before = await clientsTotal(serverApiUrl, token);
  const result = run.side === 'product'
    ? await traced(page, `replay-${run.prefix}`, 'replay:product', () => profiled(page, `replay-${run.prefix}`, () => page.evaluate(([u, t, r]) => window.bench.replayProduct(u, t, r.count, r.prefix, { test: r.test, photos: r.photos }, r.centreOpen), [apiUrl, token, run] as const)))
    : await page.evaluate(([u, t, r]) => window.bench.replayPeer(u, t, r.count, r.prefix, r.testClientIds), [apiUrl, token, run] as const);
  return { ...result, delivered: (await clientsTotal(serverApiUrl, token)) - before };
}

/** "16.2 of 25.9 s (63 %)": median HTTP wait of the median run time. */
export function httpShare(runs: ReplayRun[]): string {
  const ms = summarize(runs.map((x) => x.ms)).median;
  const http = summarize(runs.map((x) => x.httpMs)).median;
  return `${(http / 1000).toFixed(1)} of ${(ms / 1000).toFixed(1)} s (${Math.round((http / ms) * 100)} %)`;
}

/** What the server got, per side: clients delivered of those queued, requests, refusals, entries left. */
export function deliveryNote(label: string, runs: Delivered[], intakesPerRun: number): string {
  const delivered = runs.reduce((sum, r) => sum + r.delivered, 0);
  const requests = `${runs.map((r) => r.requests).join('/')} requests for ${runs.map((r) => r.entries).join('/')} entries`;
  return `${label}: server received ${delivered}/${intakesPerRun * runs.length} clients, ${requests}, `
    + `${runs.reduce((s, r) => s + r.refused, 0)} refused, ${runs.map((r) => r.left).join('/')} left`;
}
