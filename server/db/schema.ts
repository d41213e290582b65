// The tables the migrations make (server/migrations), typed for drizzle: the row types the
// stores read derive from here. Keys are the column names, as raw `sql` queries return them.
// tests/server/migrate.test.ts checks every table and column here against a migrated database.
import {
  bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, serial, text, uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, instant } from './column-types';
import { auditEntries } from './schema-audit';

export { auditEntries };

const fields = (name: string) => jsonb(name).$type<Record<string, unknown>>();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  user_name: text('user_name').notNull(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  role: text('role').notNull(),
  password_hash: text('password_hash').notNull(),
  version: integer('version').notNull().default(1),
  created_at: instant('created_at').notNull().defaultNow(),
  updated_at: instant('updated_at').notNull().defaultNow(),
  credentials_version: integer('credentials_version').notNull().default(1),
});

export const tokens = pgTable('tokens', {
  jti: text('jti').primaryKey(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
  device_name: text('device_name'),
  expires_at: instant('expires_at').notNull(),
  revoked_at: instant('revoked_at'),
  created_at: instant('created_at').notNull().defaultNow(),
  last_seen_at: instant('last_seen_at'),
  ended_by: text('ended_by'),
  device_id: uuid('device_id'),
  /** Migration 025: the device cookie's fingerprint at this sign-in (store/audit.ts). */
  audit_device: text('audit_device'),
});

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  local_id: text('local_id').unique(),
  national_code: text('national_code').notNull().unique(),
  is_covered_patient: boolean('is_covered_patient').notNull().default(false),
  is_screening: boolean('is_screening').notNull().default(false),
  data: fields('data').notNull(),
  submitted: boolean('submitted').notNull().default(false),
  version: integer('version').notNull().default(1),
  created_at: instant('created_at').notNull().defaultNow(),
  updated_at: instant('updated_at').notNull().defaultNow(),
  /** The staff user who registered it; null: a kiosk's intake, or registered before 027. */
  recorded_by: integer('recorded_by'),
});

export const clientTotals = pgTable('client_totals', {
  list: text('list').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});

/** Migration 021: each client's search terms (name words, national-code and phone suffixes), kept
 * by triggers; read by store/client-text-search.ts. */
export const clientSearchWords = pgTable('client_search_words', {
  word: text('word').notNull(),
  client_id: integer('client_id').notNull(),
  created_at: instant('created_at').notNull(),
  is_covered_patient: boolean('is_covered_patient').notNull(),
  is_screening: boolean('is_screening').notNull(),
});

export const records = pgTable('records', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  client_id: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  local_id: text('local_id'),
  data: fields('data').notNull(),
  version: integer('version').notNull().default(1),
  created_at: instant('created_at').notNull().defaultNow(),
  updated_at: instant('updated_at').notNull().defaultNow(),
  /** The day a clinical record was done (its data's `performedAt`); null for documents. */
  performed_at: date('performed_at', { mode: 'string' }),
  /** The staff user whose call stored it (its latest writer); null: a kiosk's, or stored before 027. */
  recorded_by: integer('recorded_by'),
});

export const changes = pgTable('changes', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  entity: text('entity').notNull(),
  entity_id: integer('entity_id').notNull(),
  client_id: integer('client_id'),
  op: text('op').notNull(),
  version: integer('version').notNull(),
  at: instant('at').notNull().defaultNow(),
});

export const idempotency = pgTable('idempotency', {
  owner: text('owner').notNull(),
  key: text('key').notNull(),
  /** Null once the answer was purged with its patient (http/kept-answers.ts). */
  request_hash: text('request_hash'),
  status: integer('status'),
  body: jsonb('body'),
  created_at: instant('created_at').notNull().defaultNow(),
  /** The clients the call read or wrote. */
  client_ids: integer('client_ids').array(),
  /** Made of answers each kept under its own key (sync/batch's). */
  parts: boolean('parts').notNull().default(false),
}, (table) => [primaryKey({ columns: [table.owner, table.key] })]);

export const smsMessages = pgTable('sms_messages', {
  id: serial('id').primaryKey(),
  phone_number: text('phone_number').notNull(),
  text: text('text').notNull(),
  status: text('status').notNull(),
  error: text('error'),
  created_at: instant('created_at').notNull().defaultNow(),
  client_id: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
  user_id: integer('user_id'),
  local_id: text('local_id').notNull().default(sql`gen_random_uuid()::text`),
  provider: text('provider'),
  provider_id: text('provider_id'),
  attempts: integer('attempts').notNull().default(0),
  next_attempt_at: instant('next_attempt_at').notNull().defaultNow(),
  claimed_until: instant('claimed_until'),
  updated_at: instant('updated_at').notNull().defaultNow(),
});

/** SMS templates (023): SuperAdmin's texts with the patient's placeholders; no patient data. */
export const smsTemplates = pgTable('sms_templates', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  updated_by: integer('updated_by'),
  created_at: instant('created_at').notNull().defaultNow(),
  updated_at: instant('updated_at').notNull().defaultNow(),
});

export const kioskClients = pgTable('kiosk_clients', {
  jti: text('jti').notNull().references(() => tokens.jti, { onDelete: 'cascade' }),
  client_id: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  created: boolean('created').notNull(),
  uploads: integer('uploads').notNull().default(0),
}, (table) => [primaryKey({ columns: [table.jti, table.client_id] })]);

export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  created_at: instant('created_at').notNull().defaultNow(),
});

export const loginLimits = pgTable('login_limits', {
  limit_key: text('limit_key').primaryKey(),
  window_start: instant('window_start').notNull().defaultNow(),
  attempts: integer('attempts').notNull(),
});

export const deviceKeys = pgTable('device_keys', {
  device_id: uuid('device_id').primaryKey(),
  data_key: bytea('data_key').notNull(),
  created_at: instant('created_at').notNull().defaultNow(),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
});

export const backups = pgTable('backups', {
  id: serial('id').primaryKey(),
  taken_at: instant('taken_at').notNull(),
  finished_at: instant('finished_at').notNull().defaultNow(),
  file_name: text('file_name').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  photos: integer('photos').notNull(),
  verified: boolean('verified').notNull(),
  trigger: text('trigger').notNull(),
});

export const deliveryCredentials = pgTable('delivery_credentials', {
  id: uuid('id').primaryKey(),
  secret_hash: bytea('secret_hash').notNull(),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  device_id: uuid('device_id').notNull(),
  created_at: instant('created_at').notNull().defaultNow(),
  revoked_at: instant('revoked_at'),
});

export const uploadBytesPerDay = pgTable('upload_bytes_per_day', {
  uploader: text('uploader').notNull(),
  day: date('day').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
}, (table) => [primaryKey({ columns: [table.uploader, table.day] })]);

export const followUps = pgTable('follow_ups', {
  id: serial('id').primaryKey(),
  client_id: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
  record_id: integer('record_id').references(() => records.id, { onDelete: 'cascade' }),
  source: text('source').notNull().$type<'rule' | 'hand'>(),
  causes: jsonb('causes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  reason: text('reason').notNull(),
  opened_by: integer('opened_by'),
  opened_at: instant('opened_at').notNull().defaultNow(),
  local_id: text('local_id'),
  closed_at: instant('closed_at'),
  closed_by: integer('closed_by'),
  close_note: text('close_note'),
  /** Bumped on every update by trigger (029): the change log's version of the follow-up. */
  version: integer('version').notNull().default(1),
});

export const followUpBackfill = pgTable('follow_up_backfill', {
  id: integer('id').primaryKey(),
  after_record: integer('after_record').notNull().default(0),
});

/** Migration 026 (issue 37 §1): counts per clinic day and metric (src/domain/report-metrics.ts),
 * and what writes changed since the last report folded them in (store/reports.ts). */
export const reportDays = pgTable('report_days', {
  day: date('day', { mode: 'string' }).notNull(),
  metric: text('metric').notNull(),
  n: integer('n').notNull(),
}, (table) => [primaryKey({ columns: [table.day, table.metric] })]);

export const reportDeltas = pgTable('report_deltas', {
  day: date('day', { mode: 'string' }).notNull(),
  metric: text('metric').notNull(),
  d: integer('d').notNull(),
});


/** Every table above, for the check against a migrated database. */
export const tables = [users, tokens, clients, clientTotals, clientSearchWords, records, changes, idempotency, smsMessages, kioskClients, storedFiles, loginLimits, deviceKeys,
  backups, deliveryCredentials, uploadBytesPerDay, smsTemplates, followUps, followUpBackfill,
  reportDays, reportDeltas, auditEntries];
