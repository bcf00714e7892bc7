-- Kiosk devices (docs/product-rules.md#kiosk-sessions): each kiosk file made in the back office names a company
-- course and access code and carries a new secret, stored here as SHA-256. Requests carrying a known secret
-- get a larger per-address budget on sign-up and sign-in (a training room is one address).
CREATE TABLE kiosk_devices (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES company_courses (id) ON DELETE CASCADE,
  code text NOT NULL REFERENCES company_codes (code) ON DELETE CASCADE,
  secret_hash text NOT NULL UNIQUE,
  created_by integer REFERENCES admin_accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX kiosk_devices_course ON kiosk_devices (course_id);
