// The service worker's Background Sync handler (sw/sw.ts registers it): the open pages replay
// their outbox, or the worker does when none is open. It rejects when the replay did not reach
// the server, so the browser fires `sync` again later instead of counting the work as done.
import type { PassReport } from './engine-types';
import { syncNowMessage, type SyncNowReply } from './triggers';

export interface WindowClientLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

export interface WorkerSyncDeps {
  clients(): Promise<readonly WindowClientLike[]>;
  /** The worker's own replay (no page open); undefined when nobody is signed in. */
  replay(): Promise<PassReport | undefined>;
  /** How long to wait for a page's answer. */
  replyWaitMs?: number;
}

export class ReplayStoppedError extends Error {
  readonly reason = 'network';
}

export async function handleSyncEvent(deps: WorkerSyncDeps, tag: string): Promise<void> {
  const clients = await deps.clients();
  if (clients.length === 0) {
    const report = await deps.replay();
    if (report?.stoppedBy === 'offline' || report?.stoppedBy === 'retry') throw new ReplayStoppedError('replay stopped: network');
    return;
  }
  const replies = await Promise.all(clients.map((client) => askToSync(client, tag, deps.replyWaitMs ?? 60_000)));
  if (!replies.some((reply) => reply.ok)) throw new ReplayStoppedError('replay stopped: network');
}

function askToSync(client: WindowClientLike, tag: string, waitMs: number): Promise<SyncNowReply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => finish({ ok: false }), waitMs);
    function finish(reply: SyncNowReply) {
      clearTimeout(timer);
      channel.port1.close();
      resolve(reply);
    }
    channel.port1.onmessage = (message) => finish(message.data as SyncNowReply);
    client.postMessage({ type: syncNowMessage, tag }, [channel.port2]);
  });
}
