// A clients row as the store reads it (the fields of 000 §3 in `data`).
export interface ClientRow {
  id: number;
  local_id: string | null;
  data: Record<string, unknown>;
  submitted: boolean;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
}
