-- A kept answer (Idempotency-Key) names the clients its call read or wrote (client_ids), so a
-- patient's delete finds every kept answer that holds them (issue 38): a search's answer held the
-- name, national code, phone and address for 45 days after the patient was deleted. `parts`: the
-- answer is made of answers each kept under its own key (a sync/batch's). A kept answer from
-- before this migration names the clients it holds: those whose national code it shows, and
-- those its records (`clientId`) belong to.
ALTER TABLE idempotency ADD COLUMN client_ids integer[], ADD COLUMN parts boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- A key whose answer was purged for a deleted patient keeps no hash of the request: a search's is
-- the hash of a national code alone, found again by trying every code.
ALTER TABLE idempotency ALTER COLUMN request_hash DROP NOT NULL;
--> statement-breakpoint
UPDATE idempotency SET parts = coalesce(jsonb_typeof(body->'result'->'answers') = 'array', false), client_ids = ARRAY(
    SELECT c.id FROM clients c WHERE c.national_code IN (SELECT jsonb_path_query(body, '$.**.nationalCode') #>> '{}')
    UNION
    SELECT (v #>> '{}')::integer FROM jsonb_path_query(body, '$.**.clientId') AS v WHERE v #>> '{}' ~ '^[0-9]{1,9}$')
  WHERE body IS NOT NULL;
--> statement-breakpoint
CREATE INDEX idempotency_client_ids ON idempotency USING gin (client_ids);
