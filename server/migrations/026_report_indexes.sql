-- The monthly dashboard (issue 37 §1) counts a range of days over the whole clinic: clinical
-- records by the day they were done, follow-ups by when they were opened and closed, SMS by when
-- they were sent. Clients by creation have clients_created already.
CREATE INDEX records_performed_kind ON records (performed_at, kind) WHERE performed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX follow_ups_opened ON follow_ups (opened_at);
--> statement-breakpoint
CREATE INDEX follow_ups_closed ON follow_ups (closed_at) WHERE closed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX sms_messages_created ON sms_messages (created_at);
