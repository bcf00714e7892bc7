-- Courses, the questions served to each quiz and replayable requests.

-- One module course per user, role and module; one booked course per user, role and category. The
-- indexes also keep two concurrent requests from creating the same course twice.
CREATE UNIQUE INDEX user_courses_module_unique ON user_courses (user_id, role, module) WHERE category_id IS NULL;
CREATE UNIQUE INDEX user_courses_booked_unique ON user_courses (user_id, role, category_id)
  WHERE category_id IS NOT NULL;

-- Questions handed to a quiz (a course, or the Swiss quiz when course_id is NULL) and not answered yet,
-- with the category they were drawn from: a guess is accepted only for one of these, and answering
-- removes it.
CREATE TABLE served_questions (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer REFERENCES user_courses (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  served_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX served_questions_unique ON served_questions (user_id, (COALESCE(course_id, 0)), question_id);

-- The key column holds a hash of the client's key; the fingerprint is a hash of the request, so a key
-- reused for a different request is refused instead of answered with the wrong reply. Status 0 marks a
-- request still running.
ALTER TABLE idempotency_keys ADD COLUMN fingerprint text NOT NULL DEFAULT '';

-- The category a coin was earned through: a question in two categories may come once per category,
-- and leaves that category's pool, in every course of the user, until the coins expire.
ALTER TABLE coin_ledger ADD COLUMN category_id integer REFERENCES categories (id) ON DELETE SET NULL;
CREATE INDEX coin_ledger_question ON coin_ledger (user_id, question_id, category_id);
