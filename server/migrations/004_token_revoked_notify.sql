-- Every revocation of a token — logout, a revoked kiosk, a deleted user (ON DELETE CASCADE), a
-- password change, whatever code does it — is announced on `token_revoked` at its commit, so
-- each server process can keep valid tokens in memory and drop one the moment it is revoked.
CREATE FUNCTION token_revoked_notify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('token_revoked', OLD.jti); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER token_revoked_on_update AFTER UPDATE ON tokens FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at OR NEW.role IS DISTINCT FROM OLD.role OR NEW.user_id IS DISTINCT FROM OLD.user_id)
  EXECUTE FUNCTION token_revoked_notify();
--> statement-breakpoint
CREATE TRIGGER token_revoked_on_delete AFTER DELETE ON tokens FOR EACH ROW EXECUTE FUNCTION token_revoked_notify();
