// The writes a delivery may carry: the outbox's own calls (src/api/client-calls.ts and
// record-calls.ts), each as the tablet's replay would send it. A credential that could reach any
// other route (a password, a session, a read) would be a token by another name.
const deliverable: { method: string; path: RegExp }[] = [
  { method: 'post', path: /^client$/ },
  { method: 'put', path: /^client\/\d+$/ },
  { method: 'delete', path: /^client\/\d+$/ },
  { method: 'post', path: /^client\/submit$/ },
  { method: 'post', path: /^client\/(personal\/)?upload\/\d+\/\d+$/ },
  { method: 'delete', path: /^client\/(personal\/)?document\/\d+$/ },
  { method: 'post', path: /^client\/send-sms\/\d+$/ },
  { method: 'post', path: /^consultation\/\d+$/ },
  { method: 'post', path: /^screening\/\d+$/ },
  { method: 'delete', path: /^screening\/test\/\d+$/ },
  { method: 'post', path: /^helper\/\d+\/(homevisit|eortc|risktest|diseasedata)$/ },
  { method: 'delete', path: /^helper\/test\/\d+\/\d+$/ },
  { method: 'post', path: /^covered\/\d+\/exam\/\d+$/ },
];

/** Whether a call (its path relative to /api/v1/, ids in place) is one the outbox makes. */
export function isDeliverable(method: string, path: string): boolean {
  const lower = path.toLowerCase();
  return deliverable.some((d) => d.method === method && d.path.test(lower));
}
