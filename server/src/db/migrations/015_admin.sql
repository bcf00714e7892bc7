-- The back office (docs/product-rules.md#back-office): accounts of its own, separate from learners, with
-- a password (scrypt, like learners) and a TOTP second factor. totp_secret is set when enrollment begins
-- and counts once totp_confirmed_at is set by a first valid code; totp_last_step is the time step of the
-- last code accepted, so a code is never accepted twice. Wrong passwords and wrong codes are counted per
-- account; enough of them lock that step until the *_locked_until time.
CREATE TABLE admin_accounts (
  id serial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('operator', 'editor', 'support', 'company_admin')),
  password_hash text NOT NULL,
  totp_secret text,
  totp_confirmed_at timestamptz,
  totp_last_step bigint,
  password_failures integer NOT NULL DEFAULT 0,
  password_locked_until timestamptz,
  code_failures integer NOT NULL DEFAULT 0,
  code_locked_until timestamptz,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX admin_accounts_email ON admin_accounts (lower(email));

-- Ten one-time codes per account for a lost authenticator, stored as SHA-256 (each is random, 60 bits).
CREATE TABLE admin_recovery_codes (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX admin_recovery_codes_account ON admin_recovery_codes (account_id);

-- A sign-in between the password and the second factor: a short-lived token of its own.
CREATE TABLE admin_challenges (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  enrollment boolean NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Admin sessions: tokens of their own (a learner's token never opens the back office), ending 30 minutes
-- after the last request or 8 hours after the sign-in, whichever comes first.
CREATE TABLE admin_sessions (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX admin_sessions_account ON admin_sessions (account_id);

-- The audit log: one row per back-office write, written in the write's own transaction. Append-only: the
-- triggers below refuse UPDATE, DELETE and TRUNCATE, whoever asks. actor_email keeps the row readable on
-- its own.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_id integer REFERENCES admin_accounts (id),
  actor_email text,
  ip text,
  action text NOT NULL,
  entity_type text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_entity ON audit_log (entity_type, entity_id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
