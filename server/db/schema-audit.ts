// The audit trail's table (issue 37 §5), apart from schema.ts, which lists it with the rest.
import { bigint, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, instant } from './column-types';

/** Migration 025: the append-only trail of who saw or changed what (store/audit.ts). */
export const auditEntries = pgTable('audit_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  at: instant('at').notNull(),
  user_id: integer('user_id'),
  role: text('role').notNull(),
  device: text('device'),
  session: text('session'),
  action: text('action').notNull(),
  entity: text('entity'),
  entity_id: integer('entity_id'),
  client_id: integer('client_id'),
  seen_at: instant('seen_at'),
  prev_hash: bytea('prev_hash').notNull(),
  hash: bytea('hash').notNull(),
  /** Migration 031: the tablet's id of a view it sent (kept once however often it is sent). */
  view_id: uuid('view_id'),
  /** Migration 031: the device an account change acted on (a tablet's or kiosk's id). */
  target: text('target'),
});
