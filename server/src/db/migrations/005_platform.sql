-- Company platform: companies, their quizzes with a fixed question set and a pass mark, access codes with
-- expiry and a use limit, the users' memberships, enrolments and answers, and the certificates anyone can
-- verify.

CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  name_short text NOT NULL UNIQUE,
  logo text
);

CREATE TABLE company_courses (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  pass_mark integer NOT NULL CHECK (pass_mark > 0),
  UNIQUE (company_id, name)
);

-- The fixed question set of a company course, in the order it is asked.
CREATE TABLE company_course_questions (
  course_id integer NOT NULL REFERENCES company_courses (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (course_id, question_id),
  UNIQUE (course_id, position)
);

-- `uses` counts redemptions; a redemption locks the row, so the last use goes to exactly one user.
CREATE TABLE company_codes (
  code text PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  max_uses integer NOT NULL CHECK (max_uses >= 0),
  uses integer NOT NULL DEFAULT 0
);

CREATE TABLE company_members (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, company_id)
);

-- A user's state of a company course: absent means 'new'; removed_at hides it from the user's list.
CREATE TABLE company_enrolments (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES company_courses (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('new', 'started', 'certificate_requested')),
  started_at timestamptz,
  removed_at timestamptz,
  PRIMARY KEY (user_id, course_id)
);

-- One answer per question and user: the result is computed from these.
CREATE TABLE company_answers (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES company_courses (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  correct boolean NOT NULL,
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, course_id, question_id)
);

-- Names are copied at issue time: the certificate says what it said when it was issued.
CREATE TABLE company_certificates (
  code text PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  course_id integer REFERENCES company_courses (id) ON DELETE SET NULL,
  participant text NOT NULL,
  course_name text NOT NULL,
  company_name text NOT NULL,
  correct_count integer NOT NULL,
  question_count integer NOT NULL,
  pass_mark integer NOT NULL,
  issued_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX company_certificates_once ON company_certificates (user_id, course_id) WHERE revoked_at IS NULL;
