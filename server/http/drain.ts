// Closing the server without cutting a request in flight: on SIGTERM an upload half-sent or a
// sync/batch half-applied finishes and is answered, while no new connection is taken. Requests
// still running after the drain's limit are cut; idle keep-alive connections are closed at once
// (each would otherwise hold close() for its full idle minute).
import type { Server } from 'node:http';

export interface Drainer {
  /** Stops listening, waits for the requests in flight (at most `limitMs`), then closes every connection. */
  drain(limitMs: number): Promise<{ inFlight: number; cut: number }>;
}

export function drainerFor(server: Server): Drainer {
  let inFlight = 0;
  let closing = false;
  let idle: (() => void) | undefined;
  server.on('request', (_request, response) => {
    inFlight += 1;
    // Once closing, the client is told this connection ends with this answer.
    if (closing && !response.headersSent) response.setHeader('Connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
      if (!closing) return;
      // The connection that just answered is idle now: close it rather than wait for its next request.
      setImmediate(() => server.closeIdleConnections());
      if (inFlight === 0) idle?.();
    });
  });
  return {
    async drain(limitMs) {
      closing = true;
      const atStart = inFlight;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          idle = resolve;
          setTimeout(resolve, limitMs).unref();
        });
      }
      const cut = inFlight;
      server.closeAllConnections();
      await closed;
      return { inFlight: atStart, cut };
    },
  };
}
