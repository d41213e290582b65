-- Clinical dates (issue 36 §4): the day a clinical record was done, kept apart from when it was
-- typed. The record's `performedAt` (its data, what the tablets read) and this column (what lists
-- order by) are written together by every insert; rows made before get the day they were typed
-- (the tablet's `date`, else when the server made them), in the clinic's time zone. Documents are
-- not clinical records: theirs stays null.
ALTER TABLE records ADD COLUMN performed_at date;
--> statement-breakpoint
UPDATE records SET performed_at = ((CASE WHEN data->>'date' ~ '^\d{4}-\d{2}-\d{2}T' THEN (data->>'date')::timestamptz ELSE created_at END)
    AT TIME ZONE 'Asia/Tehran')::date
  WHERE kind IN ('consultation', 'screeningTest', 'helperTest', 'diseaseData', 'examination');
--> statement-breakpoint
-- No new version: nobody changed these records, the day they were done was only written down.
UPDATE records SET data = data || jsonb_build_object('performedAt', performed_at::text)
  WHERE performed_at IS NOT NULL AND NOT (data ? 'performedAt');
--> statement-breakpoint
CREATE INDEX records_client_kind_performed ON records (client_id, kind, performed_at DESC, created_at DESC, id DESC);
