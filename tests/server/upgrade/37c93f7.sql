-- A PostgreSQL database as this issue's starting commit (37c93f7, migrations 001–014) left it,
-- for tests/server/upgrade.test.ts. Made by that commit's server (`tsx server/main.ts`, DEMO=1,
-- ADMIN_PASSWORD=fixture-admin-1234) on a fresh database, through its API: reception created
-- three clients (سارا کریمی, نرگس موسوی, زهرا حسینی: national codes 0012345679…), consultation
-- wrote one session for the first, SuperAdmin registered `nurse1` (password nurse-pass-1234,
-- Reception). Then: pg_dump 15 --inserts --no-owner --no-privileges (its \restrict lines removed).
--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: drizzle; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA drizzle;


--
-- Name: client_lists_reordered(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_lists_reordered() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN PERFORM pg_advisory_xact_lock(727002); UPDATE client_totals SET generation = generation + 1; RETURN NULL; END $$;


--
-- Name: client_totals_inserted(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_totals_inserted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN PERFORM pg_advisory_xact_lock(727002); UPDATE client_totals t SET n = t.n + made.k, generation = t.generation + 1 FROM (SELECT 'all' AS list, count(*) AS k FROM new_clients UNION ALL SELECT 'covered', count(*) FILTER (WHERE is_covered_patient) FROM new_clients UNION ALL SELECT 'screening', count(*) FILTER (WHERE is_screening) FROM new_clients) made WHERE t.list = made.list AND made.k > 0; RETURN NULL; END $$;


--
-- Name: client_totals_keep(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.client_totals_keep() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN PERFORM pg_advisory_xact_lock(727002); IF TG_OP <> 'DELETE' THEN UPDATE client_totals SET n = n + 1, generation = generation + 1 WHERE (list = 'all' AND TG_OP = 'INSERT') OR (list = 'covered' AND NEW.is_covered_patient) OR (list = 'screening' AND NEW.is_screening); END IF; IF TG_OP <> 'INSERT' THEN UPDATE client_totals SET n = n - 1, generation = generation + 1 WHERE (list = 'all' AND TG_OP = 'DELETE') OR (list = 'covered' AND OLD.is_covered_patient) OR (list = 'screening' AND OLD.is_screening); END IF; RETURN NULL; END $$;


--
-- Name: token_revoked_notify(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.token_revoked_notify() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN PERFORM pg_notify('token_revoked', OLD.jti); RETURN NULL; END $$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: __drizzle_migrations; Type: TABLE; Schema: drizzle; Owner: -
--

CREATE TABLE drizzle.__drizzle_migrations (
    id integer NOT NULL,
    hash text NOT NULL,
    created_at bigint
);


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE; Schema: drizzle; Owner: -
--

CREATE SEQUENCE drizzle.__drizzle_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE OWNED BY; Schema: drizzle; Owner: -
--

ALTER SEQUENCE drizzle.__drizzle_migrations_id_seq OWNED BY drizzle.__drizzle_migrations.id;


--
-- Name: changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.changes (
    seq bigint NOT NULL,
    entity text NOT NULL,
    entity_id integer NOT NULL,
    client_id integer,
    op text NOT NULL,
    version integer NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: changes_seq_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.changes_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: changes_seq_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.changes_seq_seq OWNED BY public.changes.seq;


--
-- Name: client_totals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.client_totals (
    list text NOT NULL,
    n bigint NOT NULL,
    generation bigint DEFAULT 0 NOT NULL
);


--
-- Name: clients; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.clients (
    id integer NOT NULL,
    local_id text,
    national_code text NOT NULL,
    is_covered_patient boolean DEFAULT false NOT NULL,
    is_screening boolean DEFAULT false NOT NULL,
    data jsonb NOT NULL,
    submitted boolean DEFAULT false NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: clients_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.clients_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: clients_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.clients_id_seq OWNED BY public.clients.id;


--
-- Name: device_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_keys (
    device_id uuid NOT NULL,
    data_key bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_by integer,
    CONSTRAINT device_keys_data_key_check CHECK ((octet_length(data_key) = 32))
);


--
-- Name: idempotency; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.idempotency (
    owner text NOT NULL,
    key text NOT NULL,
    request_hash text NOT NULL,
    status integer,
    body jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: kiosk_clients; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.kiosk_clients (
    jti text NOT NULL,
    client_id integer NOT NULL,
    created boolean NOT NULL,
    uploads integer DEFAULT 0 NOT NULL
);


--
-- Name: login_limits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_limits (
    limit_key text NOT NULL,
    window_start timestamp with time zone DEFAULT now() NOT NULL,
    attempts integer NOT NULL
);


--
-- Name: records; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.records (
    id integer NOT NULL,
    kind text NOT NULL,
    client_id integer NOT NULL,
    local_id text,
    data jsonb NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: records_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.records_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: records_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.records_id_seq OWNED BY public.records.id;


--
-- Name: sms_messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sms_messages (
    id integer NOT NULL,
    phone_number text NOT NULL,
    text text NOT NULL,
    status text NOT NULL,
    error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: sms_messages_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.sms_messages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: sms_messages_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.sms_messages_id_seq OWNED BY public.sms_messages.id;


--
-- Name: stored_files; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.stored_files (
    name text NOT NULL,
    bytes bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tokens (
    jti text NOT NULL,
    user_id integer,
    role text NOT NULL,
    device_name text,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id integer NOT NULL,
    user_name text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    role text NOT NULL,
    password_hash text NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: users_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.users_id_seq OWNED BY public.users.id;


--
-- Name: __drizzle_migrations id; Type: DEFAULT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations ALTER COLUMN id SET DEFAULT nextval('drizzle.__drizzle_migrations_id_seq'::regclass);


--
-- Name: changes seq; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.changes ALTER COLUMN seq SET DEFAULT nextval('public.changes_seq_seq'::regclass);


--
-- Name: clients id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients ALTER COLUMN id SET DEFAULT nextval('public.clients_id_seq'::regclass);


--
-- Name: records id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.records ALTER COLUMN id SET DEFAULT nextval('public.records_id_seq'::regclass);


--
-- Name: sms_messages id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sms_messages ALTER COLUMN id SET DEFAULT nextval('public.sms_messages_id_seq'::regclass);


--
-- Name: users id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users ALTER COLUMN id SET DEFAULT nextval('public.users_id_seq'::regclass);


--
-- Data for Name: __drizzle_migrations; Type: TABLE DATA; Schema: drizzle; Owner: -
--

INSERT INTO drizzle.__drizzle_migrations VALUES (1, '18f4d41d9699526f8c28d8ed42f7ea6336e273e82610c672f59ab873a533fe3d', 1795319107000);
INSERT INTO drizzle.__drizzle_migrations VALUES (2, '76d035a131811c1e7004085adbf3531a642db5c147d22c8d91ec625db468ca36', 1795421247000);
INSERT INTO drizzle.__drizzle_migrations VALUES (3, '05518f823deb92f036c63b721a839c10fa73b10f2def6a80dacbc47aa76e70d4', 1795422119000);
INSERT INTO drizzle.__drizzle_migrations VALUES (4, '53da221e7240875b44d57d1f4c9ba39a028ba0d217fe7d976d91f2b54c51edf0', 1795423194000);
INSERT INTO drizzle.__drizzle_migrations VALUES (5, '46d1c0152af5ded889c4d90c46ab2159bd9c1c15a0fea3e7d79b328201894bb1', 1795423601000);
INSERT INTO drizzle.__drizzle_migrations VALUES (6, 'ba7df4f193c74541fe946dfbd206d3e09e9784bc2c445ffc8d23649592cf4462', 1795423602000);
INSERT INTO drizzle.__drizzle_migrations VALUES (7, '33b7ee952427026e142d7b3b05bf27860933066da7ad97d7b3e6b11b1037d635', 1795423603000);
INSERT INTO drizzle.__drizzle_migrations VALUES (8, 'c1b15f8d87e24efe4221985e5192420926215a33cb197aaa0cb8757f822adbe4', 1795447673000);
INSERT INTO drizzle.__drizzle_migrations VALUES (9, '4c3e262e964bbdefa1a3dcbc1905539189119caf03e3baff154c81ead1f1a023', 1795468064000);
INSERT INTO drizzle.__drizzle_migrations VALUES (10, '664fa0d679390b3d9b3defcc99758e49c36cb67e6d5db9995776eff5bae4f097', 1795515004000);


--
-- Data for Name: changes; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.changes VALUES (1, 'client', 1, 1, 'upsert', 1, '2026-11-29 00:41:04.435151+00');
INSERT INTO public.changes VALUES (2, 'client', 2, 2, 'upsert', 1, '2026-11-29 00:41:04.485503+00');
INSERT INTO public.changes VALUES (3, 'client', 3, 3, 'upsert', 1, '2026-11-29 00:41:04.518039+00');
INSERT INTO public.changes VALUES (4, 'consultation', 1, 1, 'upsert', 1, '2026-11-29 00:41:04.685963+00');


--
-- Data for Name: client_totals; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.client_totals VALUES ('screening', 0, 0);
INSERT INTO public.client_totals VALUES ('all', 3, 3);
INSERT INTO public.client_totals VALUES ('covered', 3, 3);


--
-- Data for Name: clients; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.clients VALUES (1, 'e7a1c9d0-0000-4000-8000-000000000001', '0012345679', true, false, '{"isNew": true, "gender": 1, "address": "تهران، خیابان انقلاب", "housing": 1, "birthDay": "1985-03-21", "lastName": "کریمی", "education": 3, "firstName": "سارا", "fatherName": "علی", "isPersonnel": false, "isScreening": false, "nationality": "ایرانی", "phoneNumber": "09121234567", "nationalCode": "0012345679", "greenCardCode": "", "maritalStatus": 2, "isCoveredPatient": true, "numberOfChildren": 2, "birthCertificateNumber": "12345"}', false, 1, '2026-11-29 00:41:04.435151+00', '2026-11-29 00:41:04.435151+00');
INSERT INTO public.clients VALUES (2, 'e7a1c9d0-0000-4000-8000-000000000002', '0023456787', true, false, '{"isNew": true, "gender": 1, "address": "تهران، خیابان انقلاب", "housing": 1, "birthDay": "1985-03-21", "lastName": "موسوی", "education": 3, "firstName": "نرگس", "fatherName": "علی", "isPersonnel": false, "isScreening": false, "nationality": "ایرانی", "phoneNumber": "09121234567", "nationalCode": "0023456787", "greenCardCode": "", "maritalStatus": 2, "isCoveredPatient": true, "numberOfChildren": 2, "birthCertificateNumber": "12345"}', false, 1, '2026-11-29 00:41:04.485503+00', '2026-11-29 00:41:04.485503+00');
INSERT INTO public.clients VALUES (3, 'e7a1c9d0-0000-4000-8000-000000000003', '0034567895', true, false, '{"isNew": true, "gender": 1, "address": "تهران، خیابان انقلاب", "housing": 1, "birthDay": "1985-03-21", "lastName": "حسینی", "education": 3, "firstName": "زهرا", "fatherName": "علی", "isPersonnel": false, "isScreening": false, "nationality": "ایرانی", "phoneNumber": "09121234567", "nationalCode": "0034567895", "greenCardCode": "", "maritalStatus": 2, "isCoveredPatient": true, "numberOfChildren": 2, "birthCertificateNumber": "12345"}', false, 1, '2026-11-29 00:41:04.518039+00', '2026-11-29 00:41:04.518039+00');


--
-- Data for Name: device_keys; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: idempotency; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: kiosk_clients; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: login_limits; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.login_limits VALUES ('address:127.0.0.1', '2026-11-29 00:41:04.321085+00', 0);


--
-- Data for Name: records; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.records VALUES (1, 'consultation', 1, NULL, '{"date": "2026-11-29T00:41:04.685Z", "consultType": 1, "consultantName": "دکتر رضایی", "counselingText": "جلسه اول"}', 1, '2026-11-29 00:41:04.685963+00', '2026-11-29 00:41:04.685963+00');


--
-- Data for Name: sms_messages; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: stored_files; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: tokens; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tokens VALUES ('7b541513-a7b3-4796-9395-75ee70f3035f', 2, 'Reception', NULL, '2026-11-30 12:41:04.369+00', NULL, '2026-11-29 00:41:04.370352+00', NULL);
INSERT INTO public.tokens VALUES ('17545439-e3ce-44da-b209-cd06c7300b83', 6, 'Consultation', NULL, '2026-11-30 12:41:04.642+00', NULL, '2026-11-29 00:41:04.642657+00', NULL);
INSERT INTO public.tokens VALUES ('eb17a731-6d7c-48de-83f3-3c217215657c', 1, 'SuperAdmin', NULL, '2026-11-30 12:41:04.812+00', NULL, '2026-11-29 00:41:04.813033+00', NULL);
INSERT INTO public.tokens VALUES ('92bcad17-3b52-425a-8476-6dda9e997501', 1, 'SuperAdmin', NULL, '2026-11-30 12:41:08.391+00', NULL, '2026-11-29 00:41:08.392348+00', NULL);


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES (1, 'SuperAdmin', 'ادمین', 'کل', 'SuperAdmin', '$argon2id$v=19$m=19456,t=2,p=1$zZsgWGRG+Q6l4l3dnDro8g$1MMbot0wo8l8Ts1K0msHMR9aXzJ9iw3Yzt87TN4YvaQ', 1, '2026-11-29 00:40:56.348851+00', '2026-11-29 00:40:56.348851+00');
INSERT INTO public.users VALUES (2, 'reception', 'کاربر', 'پذیرش', 'Reception', '$argon2id$v=19$m=19456,t=2,p=1$ZNQQ80WTy3v+6i6Du3lTsA$LCbRBxBLsEI18GkDq3OmffNVMX1K57R2Y5zPYF7ED1A', 1, '2026-11-29 00:40:56.38883+00', '2026-11-29 00:40:56.38883+00');
INSERT INTO public.users VALUES (3, 'screening', 'کاربر', 'غربالگری', 'screening', '$argon2id$v=19$m=19456,t=2,p=1$q2GEmM2c1hl2LqOelwQ1jw$aRj5kCZRu9EY69Nwag6b8WxONEiBgLboYT7N9y9+QM8', 1, '2026-11-29 00:40:56.453506+00', '2026-11-29 00:40:56.453506+00');
INSERT INTO public.users VALUES (4, 'helper', 'کاربر', 'مددکاری', 'helper', '$argon2id$v=19$m=19456,t=2,p=1$a1yGn1pwc887OHThyC05gA$XUlC19j7LGqCHQ+15Tjyob3bYZtsTOILHAyouB2p1GI', 1, '2026-11-29 00:40:56.515294+00', '2026-11-29 00:40:56.515294+00');
INSERT INTO public.users VALUES (5, 'research', 'کاربر', 'مرکز تحقیقات', 'Research', '$argon2id$v=19$m=19456,t=2,p=1$3GjEvPw5pcPHeYPCe57FyQ$EDwihxG8exANqQzXmQq67UMSB/Ngey4OTjxJcK0Y8MQ', 1, '2026-11-29 00:40:56.548836+00', '2026-11-29 00:40:56.548836+00');
INSERT INTO public.users VALUES (6, 'consultation', 'کاربر', 'مشاوره', 'Consultation', '$argon2id$v=19$m=19456,t=2,p=1$71bVgX7/Bb0nH0t5iRJexg$7CefpejukjBw2ym7GzSOCHaAmT15O0XflwGS6kSVZb8', 1, '2026-11-29 00:40:56.577856+00', '2026-11-29 00:40:56.577856+00');
INSERT INTO public.users VALUES (7, 'nurse1', 'لیلا', 'نوری', 'Reception', '$argon2id$v=19$m=19456,t=2,p=1$ARuBjmDOQU5grWtkIqf24w$6dx987IcazozPRgQKFECjCCd8JWFKkpGqxyABnD5vNs', 1, '2026-11-29 00:41:08.532205+00', '2026-11-29 00:41:08.532205+00');


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE SET; Schema: drizzle; Owner: -
--

SELECT pg_catalog.setval('drizzle.__drizzle_migrations_id_seq', 10, true);


--
-- Name: changes_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.changes_seq_seq', 4, true);


--
-- Name: clients_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.clients_id_seq', 3, true);


--
-- Name: records_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.records_id_seq', 1, true);


--
-- Name: sms_messages_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.sms_messages_id_seq', 1, false);


--
-- Name: users_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.users_id_seq', 7, true);


--
-- Name: __drizzle_migrations __drizzle_migrations_pkey; Type: CONSTRAINT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations
    ADD CONSTRAINT __drizzle_migrations_pkey PRIMARY KEY (id);


--
-- Name: changes changes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.changes
    ADD CONSTRAINT changes_pkey PRIMARY KEY (seq);


--
-- Name: client_totals client_totals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.client_totals
    ADD CONSTRAINT client_totals_pkey PRIMARY KEY (list);


--
-- Name: clients clients_local_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_local_id_key UNIQUE (local_id);


--
-- Name: clients clients_national_code_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_national_code_key UNIQUE (national_code);


--
-- Name: clients clients_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_pkey PRIMARY KEY (id);


--
-- Name: device_keys device_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.device_keys
    ADD CONSTRAINT device_keys_pkey PRIMARY KEY (device_id);


--
-- Name: idempotency idempotency_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.idempotency
    ADD CONSTRAINT idempotency_pkey PRIMARY KEY (owner, key);


--
-- Name: kiosk_clients kiosk_clients_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kiosk_clients
    ADD CONSTRAINT kiosk_clients_pkey PRIMARY KEY (jti, client_id);


--
-- Name: login_limits login_limits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_limits
    ADD CONSTRAINT login_limits_pkey PRIMARY KEY (limit_key);


--
-- Name: records records_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.records
    ADD CONSTRAINT records_pkey PRIMARY KEY (id);


--
-- Name: sms_messages sms_messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sms_messages
    ADD CONSTRAINT sms_messages_pkey PRIMARY KEY (id);


--
-- Name: stored_files stored_files_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.stored_files
    ADD CONSTRAINT stored_files_pkey PRIMARY KEY (name);


--
-- Name: tokens tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tokens
    ADD CONSTRAINT tokens_pkey PRIMARY KEY (jti);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: users users_user_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_user_name_key UNIQUE (user_name);


--
-- Name: clients_covered_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_covered_created ON public.clients USING btree (created_at DESC, id DESC) WHERE is_covered_patient;


--
-- Name: clients_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_created ON public.clients USING btree (created_at DESC, id DESC);


--
-- Name: clients_screening_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX clients_screening_created ON public.clients USING btree (created_at DESC, id DESC) WHERE is_screening;


--
-- Name: kiosk_clients_client; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX kiosk_clients_client ON public.kiosk_clients USING btree (client_id);


--
-- Name: login_limits_window; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_limits_window ON public.login_limits USING btree (window_start);


--
-- Name: records_client_kind; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX records_client_kind ON public.records USING btree (client_id, kind, created_at DESC, id DESC);


--
-- Name: records_kind_local_id; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX records_kind_local_id ON public.records USING btree (kind, local_id) WHERE (local_id IS NOT NULL);


--
-- Name: tokens_kiosk; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tokens_kiosk ON public.tokens USING btree (created_at DESC) WHERE (role = 'Kiosk'::text);


--
-- Name: users_user_name_lower; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_user_name_lower ON public.users USING btree (lower(user_name));


--
-- Name: clients client_lists_on_created_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER client_lists_on_created_at AFTER UPDATE OF created_at ON public.clients FOR EACH ROW WHEN ((old.created_at IS DISTINCT FROM new.created_at)) EXECUTE FUNCTION public.client_lists_reordered();


--
-- Name: clients client_totals_on_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER client_totals_on_delete AFTER DELETE ON public.clients FOR EACH ROW EXECUTE FUNCTION public.client_totals_keep();


--
-- Name: clients client_totals_on_flags; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER client_totals_on_flags AFTER UPDATE OF is_covered_patient, is_screening ON public.clients FOR EACH ROW WHEN (((old.is_covered_patient IS DISTINCT FROM new.is_covered_patient) OR (old.is_screening IS DISTINCT FROM new.is_screening))) EXECUTE FUNCTION public.client_totals_keep();


--
-- Name: clients client_totals_on_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER client_totals_on_insert AFTER INSERT ON public.clients REFERENCING NEW TABLE AS new_clients FOR EACH STATEMENT EXECUTE FUNCTION public.client_totals_inserted();


--
-- Name: tokens token_revoked_on_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER token_revoked_on_delete AFTER DELETE ON public.tokens FOR EACH ROW EXECUTE FUNCTION public.token_revoked_notify();


--
-- Name: tokens token_revoked_on_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER token_revoked_on_update AFTER UPDATE ON public.tokens FOR EACH ROW WHEN (((new.revoked_at IS DISTINCT FROM old.revoked_at) OR (new.expires_at < old.expires_at) OR (new.role IS DISTINCT FROM old.role) OR (new.user_id IS DISTINCT FROM old.user_id))) EXECUTE FUNCTION public.token_revoked_notify();


--
-- Name: device_keys device_keys_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.device_keys
    ADD CONSTRAINT device_keys_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: kiosk_clients kiosk_clients_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kiosk_clients
    ADD CONSTRAINT kiosk_clients_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id) ON DELETE CASCADE;


--
-- Name: kiosk_clients kiosk_clients_jti_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kiosk_clients
    ADD CONSTRAINT kiosk_clients_jti_fkey FOREIGN KEY (jti) REFERENCES public.tokens(jti) ON DELETE CASCADE;


--
-- Name: records records_client_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.records
    ADD CONSTRAINT records_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.clients(id) ON DELETE CASCADE;


--
-- Name: tokens tokens_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tokens
    ADD CONSTRAINT tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


