// The server's Prometheus metrics (prom-client), one registry per server so tests that start
// several servers in one process count each apart. GET /metrics renders it (routes/metrics.ts).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface ServerMetrics {
  registry: Registry;
  /** Every answered request: its route pattern (never the raw path: ids would make a series each). */
  requests: Histogram<'method' | 'route' | 'status'>;
  /** Entries per sync/batch request. */
  batchEntries: Histogram;
  /** SMS handed to the provider, by outcome ('sent', 'failed', 'unknown'). */
  sms: Counter<'outcome'>;
  /** When the last verified backup finished (seconds since the epoch; 0 when none yet). */
  lastBackup: Gauge;
  /** Uploaded images being decoded now, and waiting for a decode slot (files/decode-slots.ts). */
  decodes: { running: Gauge; waiting: Gauge };
}

export function createMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds', help: 'Requests answered, by route pattern and status, with their latency',
      labelNames: ['method', 'route', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10], registers: [registry],
    }),
    batchEntries: new Histogram({
      name: 'sync_batch_entries', help: 'Entries per sync/batch request', buckets: [1, 5, 10, 25, 50, 100], registers: [registry],
    }),
    sms: new Counter({ name: 'sms_messages_total', help: 'SMS handed to the provider, by outcome', labelNames: ['outcome'], registers: [registry] }),
    lastBackup: new Gauge({ name: 'backup_last_success_timestamp_seconds', help: 'When the last verified backup finished', registers: [registry] }),
    decodes: {
      running: new Gauge({ name: 'image_decodes_running', help: 'Uploaded images being decoded now', registers: [registry] }),
      waiting: new Gauge({ name: 'image_decodes_waiting', help: 'Uploaded images waiting for a decode slot', registers: [registry] }),
    },
  };
}
