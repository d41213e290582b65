// What would close the gap, per measure, from reading the code the measure runs. RESULTS.md
// prints the hint of every measure that missed its target.
const hints: Array<[RegExp, string]> = [
  [/^Pull/, 'db/pull-apply.ts makes 4–8 IndexedDB requests per change inside the page transaction (a get by the echoed localId, a serverId index lookup, the put, a get + put per list counter) where bulkPut makes one request per 200 rows. Batch each page: one bulkGet of the echoed localIds and one `where(\'serverId\').anyOf(ids)`, counter deltas summed in memory and written once, then one bulkPut per table.'],
  [/^Replay .*\(rate\)|^Replay .*\(time\)/, 'Most of the time is HTTP wait, one request at a time. Independent chains (one per client) could replay a few at once (3–4 in flight) while each chain keeps its order; per entry, sync/replay-pass.ts also runs markInFlight, a progress write and completeEntry over 14 tables as separate transactions, where the peer does one shift. Skip the progress write for JSON calls and scope completeEntry to the tables the operation touches.'],
  [/^JS size, first route/, 'The first route loads the shared main chunk (React, MUI core with emotion, TanStack Router, the app shell) plus the sign-in form\'s MUI pieces. Keep the shell\'s toast host, update prompt and sync wiring out of the first chunk (lazy), and render the landing and sign-in with fewer MUI components (TextField pulls in Popover/Grow).'],
  [/^Lighthouse performance/, 'Under mobile emulation (4× CPU, slow 4G) FCP/LCP wait for the whole first-route JS: the same cut as the first-route JS size, and an HTML shell that paints the heading before the bundle runs.'],
  [/^Cold start/, 'Offline from the service worker, the unthrottled start is well under target, so the 4× slower CPU is what costs: parsing and running the first-route JS. The same cut as the first-route JS size closes it.'],
  [/^Server .* on PGlite/, 'PGlite is one WASM Postgres inside the server process: every query runs on the same thread as HTTP, one at a time. The health limit shows how much is the machine itself; PostgreSQL (DATABASE_URL) with a connection pool is the scaling path.'],
  [/^Server .* on PostgreSQL/, 'Compare with the health limit on the same server: when it is close, the HTTP stack and the loaded machine dominate, not the query.'],
  [/^Intake save/, 'createClient reads and rewrites the list counters (get + put each) inside its transaction; the limit writes them blind. Counter deltas could be applied with one bulkGet + bulkPut.'],
  [/^National-code lookup|^Page of 6/, 'Both run on indexes; a miss here is IndexedDB latency on a loaded machine (compare the bare limit).'],
  [/^Photo/, 'The product also encodes a 240 px thumbnail (a second canvas encode) that the limit does not; encoding both from one decoded bitmap is already done, so the remaining cost is the second encode.'],
];

export function hintFor(measure: string): string | undefined {
  return hints.find(([pattern]) => pattern.test(measure))?.[1];
}
