// How many outbox writes one sync/batch request may carry. Its own module so the
// service worker's replay reads it without the request schemas (valibot).
export const batchLimit = 100;
