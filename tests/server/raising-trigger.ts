// A fault the database raises at a chosen point of a write: a trigger whose function raises, made
// and dropped by one test. The kept-answer files use it to fail the write's second transaction
// (the kept answer) or the COMMIT itself (a deferred constraint trigger).
import { sql } from 'drizzle-orm';
import type { Sql } from '../../server/db/sql';

export interface RaisingTrigger {
  /** The trigger's (and its function's) name. */
  name: string;
  table: string;
  /** What the trigger is and when it fires, after `CREATE [CONSTRAINT] TRIGGER name`:
   *  `BEFORE UPDATE ON idempotency FOR EACH ROW WHEN (…)`. */
  when: string;
  /** A constraint trigger, run at the COMMIT (`DEFERRABLE INITIALLY DEFERRED` in `when`). */
  constraint?: boolean;
}

export async function raisingTrigger(db: Sql, trigger: RaisingTrigger, message: string): Promise<void> {
  await db.rows(sql.raw(`CREATE FUNCTION ${trigger.name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '${message.replaceAll("'", "''")}'; END $$`));
  await db.rows(sql.raw(`CREATE ${trigger.constraint ? 'CONSTRAINT ' : ''}TRIGGER ${trigger.name} ${trigger.when} EXECUTE FUNCTION ${trigger.name}()`));
}

/** Drops the trigger and its function, if there (a test's afterEach, whatever the test reached). */
export async function dropRaisingTrigger(db: Sql, trigger: RaisingTrigger): Promise<void> {
  await db.rows(sql.raw(`DROP TRIGGER IF EXISTS ${trigger.name} ON ${trigger.table}`));
  await db.rows(sql.raw(`DROP FUNCTION IF EXISTS ${trigger.name}()`));
}
