-- Search by text (issue 36 §1). Every client's searchable terms in one table, kept by triggers in
-- the transaction of every write that makes, changes or removes a client (POST Client, PUT,
-- DELETE, sync/batch, a restore, any tool): the words of the first and last name in their one
-- form (src/domain/persian-text.ts), and every suffix of 3 digits or more of the national code
-- ('#' before it) and of the phone's 10 digits after 0, +98 or 0098 ('+' before it), so a part
-- of either is a prefix of a term. One btree (text_pattern_ops) answers prefix LIKE for all of
-- them, on PostgreSQL and PGlite alike, without an extension. The list order (created_at) and
-- flags ride along in the index, so a search counts and orders its hits without reading clients.
-- persian_normal and persian_stored are the SQL twins of normalisePersian and storedPersian
-- (src/domain/persian-stored-text.ts); tests/server/client-search-migration.test.ts holds them
-- to the same answers.
CREATE FUNCTION persian_normal(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(btrim(regexp_replace(regexp_replace(
    translate(normalize(t, NFC), '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩يىكةۀ', '01234567890123456789ییکهه'),
    '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    '[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u200C-\u200F\u2028\u2029\u202F\u205F\u3000\uFEFF]+', ' ', 'g'), ' '))
$$;
--> statement-breakpoint
-- As persian_normal, but a ZWNJ between two letters stays (beside a space or at an end it goes).
CREATE FUNCTION persian_stored(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(btrim(regexp_replace(regexp_replace(regexp_replace(
    persian_normal(regexp_replace(replace(t, U&'\E000', ''), '\u200C+', U&'\E000', 'g')),
    '[ \uE000]*( \uE000|\uE000 )[ \uE000]*', ' ', 'g'),
    '\uE000+', U&'\E000', 'g'),
    '^\uE000|\uE000$', '', 'g'), ' '), U&'\E000', U&'\200C')
$$;
--> statement-breakpoint
CREATE FUNCTION client_search_terms(national_code text, data jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT term FROM (
    SELECT w AS term FROM unnest(string_to_array(persian_normal(coalesce(data->>'firstName', '') || ' ' || coalesce(data->>'lastName', '')), ' ')) AS w
      WHERE w <> '' AND left(w, 1) NOT IN ('#', '+')
    UNION ALL
    SELECT '#' || substr(national_code, i) FROM generate_series(1, length(national_code) - 2) AS i
    UNION ALL
    SELECT '+' || substr(p.digits, i) FROM (
      SELECT regexp_replace(regexp_replace(btrim(translate(coalesce(data->>'phoneNumber', ''), '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', '01234567890123456789')), '^(\+98|0098|0)', ''), '\D', '', 'g') AS digits
    ) AS p, generate_series(1, length(p.digits) - 2) AS i
  ) AS terms
$$;
--> statement-breakpoint
CREATE TABLE client_search_words (
  word text NOT NULL,
  client_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  is_covered_patient boolean NOT NULL,
  is_screening boolean NOT NULL
);
--> statement-breakpoint
-- Rows written before: their free texts in the stored form (the version stays: the text reads the
-- same to a person, and a tablet's edit of it must not turn into a conflict).
UPDATE clients SET data = data || (
    SELECT jsonb_object_agg(key, persian_stored(value #>> '{}')) FROM jsonb_each(data)
    WHERE key IN ('firstName', 'lastName', 'fatherName', 'nationality', 'address') AND jsonb_typeof(value) = 'string')
  WHERE EXISTS (SELECT 1 FROM jsonb_each(data)
    WHERE key IN ('firstName', 'lastName', 'fatherName', 'nationality', 'address') AND jsonb_typeof(value) = 'string'
      AND persian_stored(value #>> '{}') <> value #>> '{}');
--> statement-breakpoint
INSERT INTO client_search_words (word, client_id, created_at, is_covered_patient, is_screening)
  SELECT t.term, c.id, c.created_at, c.is_covered_patient, c.is_screening FROM clients c, client_search_terms(c.national_code, c.data) AS t(term);
--> statement-breakpoint
CREATE INDEX client_search_words_word ON client_search_words (word text_pattern_ops) INCLUDE (created_at, client_id, is_covered_patient, is_screening);
--> statement-breakpoint
CREATE INDEX client_search_words_client ON client_search_words (client_id);
--> statement-breakpoint
CREATE FUNCTION client_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO client_search_words (word, client_id, created_at, is_covered_patient, is_screening) SELECT t.term, n.id, n.created_at, n.is_covered_patient, n.is_screening FROM new_clients n, client_search_terms(n.national_code, n.data) AS t(term); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER client_search_words_on_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS new_clients FOR EACH STATEMENT EXECUTE FUNCTION client_search_words_inserted();
--> statement-breakpoint
-- An edit moves every list's generation (migration 013) too: what a search finds in them changed, and
-- a server process keeps recent searches' hits under those generations (store/search-hits.ts). The
-- change log's lock first, as every writer of client_totals takes it.
CREATE FUNCTION client_search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(727002); UPDATE client_totals SET generation = generation + 1; DELETE FROM client_search_words WHERE client_id = OLD.id; INSERT INTO client_search_words (word, client_id, created_at, is_covered_patient, is_screening) SELECT t.term, NEW.id, NEW.created_at, NEW.is_covered_patient, NEW.is_screening FROM client_search_terms(NEW.national_code, NEW.data) AS t(term); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER client_search_words_on_update AFTER UPDATE OF data, national_code, created_at, is_covered_patient, is_screening ON clients FOR EACH ROW
  WHEN ((OLD.data->>'firstName', OLD.data->>'lastName', OLD.data->>'phoneNumber', OLD.national_code, OLD.created_at, OLD.is_covered_patient, OLD.is_screening)
    IS DISTINCT FROM (NEW.data->>'firstName', NEW.data->>'lastName', NEW.data->>'phoneNumber', NEW.national_code, NEW.created_at, NEW.is_covered_patient, NEW.is_screening))
  EXECUTE FUNCTION client_search_words_changed();
--> statement-breakpoint
CREATE FUNCTION client_search_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM client_search_words WHERE client_id IN (SELECT id FROM old_clients); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER client_search_words_on_delete AFTER DELETE ON clients REFERENCING OLD TABLE AS old_clients FOR EACH STATEMENT EXECUTE FUNCTION client_search_words_deleted();
