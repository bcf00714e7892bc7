-- Reminders of the year's 15 hours (docs/product-rules.md#reminders). A learner (de, at) opts in; the time of
-- the opt-in is kept, off (NULL) by default. Each reminder is a job per learner and day, made by the sweep
-- for opted-in learners and claimed with SKIP LOCKED, so two server instances send it once. A job ends as
-- 'sent', 'enough' (15 hours were requested by then) or 'superseded' (a later reminder day came first).
ALTER TABLE users ADD COLUMN reminders_since timestamptz;

CREATE TABLE reminder_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  due_on date NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  claimed_at timestamptz,
  done_at timestamptz,
  outcome text CHECK (outcome IN ('sent', 'enough', 'superseded')),
  UNIQUE (user_id, due_on)
);
CREATE INDEX reminder_jobs_open ON reminder_jobs (due_on) WHERE done_at IS NULL;

-- The development mailbox keeps a mail's extra headers (List-Unsubscribe), so tests can read them.
ALTER TABLE dev_mails ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
