-- Question reports (docs/product-rules.md#question-reports): a learner reports a question after its
-- verdict; an editor accepts or rejects the report with a reply; the reporter is mailed either way.
-- A report keeps the question it names (retired or not: questions are never deleted while reported).
-- When the learner deletes their account the report loses its author (user_id NULL) but keeps its
-- reason and text for the editors; no mail goes out for it then.
CREATE TABLE question_reports (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions (id),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (reason IN ('answer-wrong', 'question-unclear', 'source-outdated', 'other')),
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'rejected')),
  decided_at timestamptz,
  decided_by integer REFERENCES admin_accounts (id) ON DELETE SET NULL,
  reply text,
  -- The decision's mail: counted before each attempt, stamped once sent (as orders' invoice mails).
  mail_attempts integer NOT NULL DEFAULT 0,
  mail_sent_at timestamptz,
  CHECK ((status = 'open') = (decided_at IS NULL))
);
-- One open report per learner and question; once decided, the learner may report it again.
CREATE UNIQUE INDEX question_reports_one_open ON question_reports (user_id, question_id) WHERE status = 'open';
CREATE INDEX question_reports_question ON question_reports (question_id, created_at DESC);
-- The worker's look for decision mails not sent yet (few among many reports).
CREATE INDEX question_reports_mail_unsent ON question_reports (id)
  WHERE decided_at IS NOT NULL AND mail_sent_at IS NULL;
