-- A user's credentials version: +1 each time their password is set (their own change, a
-- SuperAdmin's reset, `npm run admin -- set-password`). Tablets keep the version an offline
-- verifier was made under and drop the verifier when the server names a later one, so a reset
-- password stops signing anyone in offline once the tablet has talked to the server.
ALTER TABLE users ADD COLUMN IF NOT EXISTS credentials_version integer NOT NULL DEFAULT 1;
--> statement-breakpoint
-- Why a token ended, where a tablet must know it: 'password' when its user's password was set,
-- so the 401 of that token tells the tablet to drop the user's offline sign-in too.
ALTER TABLE tokens ADD COLUMN IF NOT EXISTS ended_by text;
