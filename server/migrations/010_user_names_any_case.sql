-- User names are unique whatever their case (issue 12 §2): sign-in matches lower(user_name), so
-- `superadmin` beside `SuperAdmin` could take over SuperAdmin's sign-in. Existing clashes keep the
-- oldest account's name; each later one becomes name-<id> (deterministic, shown in the admins
-- list, so SuperAdmin can see and delete it).
UPDATE users AS later SET user_name = later.user_name || '-' || later.id
  WHERE EXISTS (SELECT 1 FROM users AS earlier WHERE lower(earlier.user_name) = lower(later.user_name) AND earlier.id < later.id);
--> statement-breakpoint
CREATE UNIQUE INDEX users_user_name_lower ON users (lower(user_name));
