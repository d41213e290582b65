// A clients row as the store reads it (the fields of 000 §3 in `data`): the typed table's columns.
import type { clients } from '../db/schema';

export type ClientRow = Pick<typeof clients.$inferSelect, 'id' | 'local_id' | 'data' | 'submitted' | 'version' | 'created_at' | 'updated_at'>;
