-- Practice: review cards scheduled with FSRS and timed exam practice (docs/product-rules.md#practice).

-- One review card per user and question, made by a wrong answer; the columns hold the FSRS card state.
CREATE TABLE review_cards (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  due timestamptz NOT NULL,
  stability double precision NOT NULL,
  difficulty double precision NOT NULL,
  elapsed_days integer NOT NULL,
  scheduled_days integer NOT NULL,
  learning_steps integer NOT NULL,
  reps integer NOT NULL,
  lapses integer NOT NULL,
  state smallint NOT NULL,
  last_review timestamptz,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, question_id)
);
-- The navigation's badge counts the due cards of one user.
CREATE INDEX review_cards_due ON review_cards (user_id, due);

-- A timed exam practice run: the server keeps its questions and deadline so the timer cannot be cheated.
CREATE TABLE exam_attempts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  country text NOT NULL,
  started_at timestamptz NOT NULL,
  deadline timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX exam_attempts_user ON exam_attempts (user_id, started_at DESC);

CREATE TABLE exam_attempt_questions (
  attempt_id integer NOT NULL REFERENCES exam_attempts (id) ON DELETE CASCADE,
  position integer NOT NULL,
  question_id integer NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  topic text NOT NULL,
  chosen integer[],
  correct boolean,
  PRIMARY KEY (attempt_id, position)
);
