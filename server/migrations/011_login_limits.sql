-- The sign-in limiter (issue 12 §9): one row per bucket (an account, an address) counting
-- attempts in its window, taken atomically by one upsert; expired rows are swept by the index.
DROP TABLE login_attempts;
--> statement-breakpoint
CREATE TABLE login_limits (
  limit_key text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX login_limits_window ON login_limits (window_start);
