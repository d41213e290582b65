// A call that waits outside the database (a photo's upload, a keyed sync/batch) commits its own
// writes first and keeps its answer under its Idempotency-Key in a second transaction. When that
// second one fails (here a trigger refuses the kept answer; in life a connection lost between
// the two), the write has committed all the same: the caller must get its answer, not a 500 that
// sends the tablet to try again and count an attempt, and the same key sent again must not make a
// second document.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';
import { form, onePixelPng } from './images';
import { dropRaisingTrigger, raisingTrigger } from './raising-trigger';

const s = serverWithTokens();
const refusesKeptAnswer = {
  name: 'refuses_kept_answer', table: 'idempotency',
  when: 'BEFORE UPDATE ON idempotency FOR EACH ROW WHEN (NEW.status IS NOT NULL)',
};
const upload = (clientId: number, localId: string, key: string) => call<{ id: number; fileName: string }>(s.server.apiUrl, 'POST', `Client/upload/${clientId}/1`, {
  token: s.tokens.Reception, raw: form(onePixelPng, 'card.png', 'image/png', localId), headers: { 'idempotency-key': key },
});
const documentsOf = async (localId: string) =>
  (await s.server.sql.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM records WHERE local_id = ${localId}`))!.n;

describe('a kept answer that fails after the write committed', () => {
  afterEach(async () => {
    await dropRaisingTrigger(s.server.sql, refusesKeptAnswer);
  });

  it('answers the upload as it committed, and the same key sent again makes no second document', async () => {
    const clientId = await createClient(s.server, s.tokens.Reception);
    await raisingTrigger(s.server.sql, refusesKeptAnswer, 'kept answer refused');
    const localId = randomUUID();
    const key = randomUUID();
    const answered = await upload(clientId, localId, key);
    expect(answered.status).toBe(201);
    expect(answered.body.result.fileName).toMatch(/\.png$/);
    expect(await documentsOf(localId)).toBe(1);

    // Sent again once the database keeps answers again: the same document, none made twice.
    await dropRaisingTrigger(s.server.sql, refusesKeptAnswer);
    // Its reservation's 30 s of work have passed (until then the same key is told to come back).
    await s.server.sql.rows(sql`UPDATE idempotency SET created_at = now() - interval '1 minute' WHERE key = ${key} AND status IS NULL`);
    const again = await upload(clientId, localId, key);
    expect(again.status).toBe(201);
    expect(again.body.result.id).toBe(answered.body.result.id);
    expect(await documentsOf(localId)).toBe(1);
  });
});
