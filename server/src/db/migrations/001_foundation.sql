-- Users, sessions, mails and the question bank. Later features add their own migrations.

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  country text NOT NULL CHECK (country IN ('de', 'at', 'ch')),
  role text CHECK (role IN ('agent', 'makler')),
  email_verified_at timestamptz,
  verification_token_hash text,
  migrating boolean NOT NULL DEFAULT false,
  migration_finishes_at timestamptz,
  developer boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  selected_categories integer[] NOT NULL DEFAULT '{}',
  selected_difficulties integer[] NOT NULL DEFAULT '{1,2}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

CREATE TABLE access_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('session', 'impersonation')),
  device_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  expires_at timestamptz
);
CREATE INDEX access_tokens_user ON access_tokens (user_id);

CREATE TABLE password_resets (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE dev_mails (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  links text[] NOT NULL DEFAULT '{}',
  sent_at timestamptz NOT NULL
);
CREATE INDEX dev_mails_recipient ON dev_mails (lower(recipient), sent_at DESC);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  module smallint NOT NULL CHECK (module IN (1, 2)),
  roles text[] NOT NULL,
  country text NOT NULL CHECK (country IN ('de', 'at', 'ch'))
);
CREATE INDEX categories_country ON categories (country);

CREATE TABLE questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  text text NOT NULL,
  coins smallint NOT NULL CHECK (coins IN (1, 2)),
  multiple boolean NOT NULL DEFAULT false
);

CREATE TABLE answers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  text text NOT NULL,
  correct boolean NOT NULL,
  UNIQUE (question_id, position)
);

CREATE TABLE question_categories (
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (question_id, category_id)
);
CREATE INDEX question_categories_category ON question_categories (category_id);

-- Module courses (de, at; one per module and role) and booked courses (de; a category and hours).
CREATE TABLE user_courses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  module smallint NOT NULL CHECK (module IN (1, 2)),
  role text NOT NULL CHECK (role IN ('agent', 'makler')),
  category_id integer REFERENCES categories (id),
  hours smallint CHECK (hours IN (1, 3, 5)),
  selected_categories integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_courses_user ON user_courses (user_id);

-- Every coin earned, so that coins can expire one year after they were earned
-- (docs/product-rules.md#coins-and-hours).
CREATE TABLE coin_ledger (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer REFERENCES user_courses (id) ON DELETE SET NULL,
  question_id integer REFERENCES questions (id) ON DELETE SET NULL,
  coins integer NOT NULL CHECK (coins > 0),
  earned_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX coin_ledger_user ON coin_ledger (user_id, expires_at);

-- Every answer given, so a question answered correctly leaves the pool until its coins expire.
CREATE TABLE answered_questions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  course_id integer REFERENCES user_courses (id) ON DELETE SET NULL,
  correct boolean NOT NULL,
  answered_at timestamptz NOT NULL
);
CREATE INDEX answered_questions_user ON answered_questions (user_id, question_id);

-- Server-wide settings such as the secret that signs realtime tokens (shared by every instance).
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- Replies stored by Idempotency-Key, so a replayed request answers with the first result.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL,
  key text NOT NULL,
  route text NOT NULL,
  status integer NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
