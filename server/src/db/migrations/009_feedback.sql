-- Feedback: a star rating 1 to 5, an optional text and the anonymous flag. An anonymous entry keeps no user
-- and only the day it was sent, so it cannot be matched to a session or a log line; a named one loses its
-- user when the account is deleted (the text stays, unattributed).
CREATE TABLE feedback (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  country text NOT NULL CHECK (country IN ('de', 'at', 'ch')),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text text NOT NULL DEFAULT '',
  anonymous boolean NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (NOT anonymous OR user_id IS NULL)
);
CREATE INDEX feedback_created ON feedback (created_at DESC);
CREATE INDEX feedback_user ON feedback (user_id) WHERE user_id IS NOT NULL;
