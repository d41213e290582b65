-- Device key escrow (issue 11 item 2): each tablet's random 32-byte data key, kept so that an
-- online sign-in of any staff user unlocks a tablet that person never signed in on. One row per
-- device and never replaced: the first key offered wins. Kept plain, as the patients it unlocks
-- are kept plain here; the server never logs it.
CREATE TABLE device_keys (
  device_id uuid PRIMARY KEY,
  data_key bytea NOT NULL CHECK (octet_length(data_key) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users(id) ON DELETE SET NULL
);
