-- What each uploader stored each day (clinic-local, the server's time zone), in bytes of the clean
-- copies kept: a kiosk device by its token's id ('kiosk:<jti>'), a staff member by user id
-- ('user:<id>'). An upload past the day's quota is refused (routes/documents.ts): a kiosk makes
-- clients at will, so a quota per client alone bounded nothing.
CREATE TABLE upload_bytes_per_day (
  uploader text NOT NULL,
  day date NOT NULL,
  bytes bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (uploader, day)
);
