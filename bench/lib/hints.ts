// What would close the gap, per measure, from reading the code the measure runs. RESULTS.md
// prints the hint of every measure that missed its target.
const hints: Array<[RegExp, string]> = [
  [/^Pull/, 'db/pull-apply.ts makes 5–9 IndexedDB requests per change inside the page transaction (a get by the echoed localId, a serverId index lookup, the put, a get + put per list counter) where bulkPut makes one request per 200 rows. Batch each page: one bulkGet of the echoed localIds and one `where(\'serverId\').anyOf(ids)`, counter deltas summed in memory and written once, then one bulkPut per table.'],
  [/^Replay .*\(rate\)|^Replay .*\(time\)/, 'Most of the time is HTTP wait, one request at a time. Independent chains (one per client) could replay a few at once (3–4 in flight) while each chain keeps its order; per entry, sync/replay-pass.ts also runs markInFlight, a progress write and completeEntry (a transaction over 11 tables) as separate transactions, where the peer does one shift. Skip the progress write for JSON calls and scope completeEntry to the tables the operation touches.'],
  [/^JS size, first route/, 'Besides the main chunk (React, MUI core with emotion, TanStack Router, the shell), the landing and sign-in load the db chunk (Dexie) and the Jalali date code (see the largest chunks in the note): sign-in needs Dexie only to check or keep an offline verifier, so import db/ when the form is submitted and keep date code on the screens that show dates; then trim MUI on these two pages (TextField brings Modal/Grow/Transition).'],
  [/^JS size, whole app/, 'The note lists the largest chunks: after the main one come Dexie (db), a shared MUI chunk and the Jalali calendar (MUI X pickers). Load the picker only when a date field opens, and check that the shared MUI chunk holds only components the screens use.'],
  [/^Lighthouse performance/, 'The script-free limit page scores near 1 on the same server, so the gap is the app. Under mobile emulation (4× CPU, slow 4G) FCP/LCP wait for the whole first-route JS, and the server sends it uncompressed (the uses-text-compression audit fails): gzip/brotli in server/http/static.ts (or precompressed files from the build) cuts the transfer 3–4×; then the same cut as the first-route JS size, and an HTML shell that paints the heading before the bundle runs.'],
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
