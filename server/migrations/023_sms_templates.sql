-- SMS templates (issue 36 §7), kept by SuperAdmin and read by every station: a title to choose it
-- by and a text that may hold the patient's placeholders ({نام}, {نام خانوادگی}), filled in on
-- the tablet when the template is chosen. No patient data lives here.
CREATE TABLE sms_templates (
  id serial PRIMARY KEY,
  title text NOT NULL,
  text text NOT NULL,
  updated_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
