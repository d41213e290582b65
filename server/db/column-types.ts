// Column types the typed schema uses in several tables (schema.ts, schema-audit.ts).
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const instant = (name: string) => timestamp(name, { withTimezone: true });
export const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });
