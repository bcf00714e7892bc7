-- The editorial desk (docs/product-rules.md#back-office): every row of `questions` is one version of a
-- question; a family (family_id, the id of its first version) is the question across its versions. A learner's
-- served question, answer and coins keep pointing at the row they saw, so an edit never rewrites history: an
-- edited live question gets a new row (a draft), and when it is approved the row before it is `superseded`.
-- Only `live` rows are served. desk_owned marks a family the back office has written: the seed leaves it alone.
ALTER TABLE questions ADD COLUMN family_id integer;
ALTER TABLE questions ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE questions ADD COLUMN state text NOT NULL DEFAULT 'live'
  CHECK (state IN ('draft', 'in_review', 'live', 'retired', 'superseded'));
ALTER TABLE questions ADD COLUMN desk_owned boolean NOT NULL DEFAULT false;
ALTER TABLE questions ADD COLUMN author_id integer REFERENCES admin_accounts (id);
-- Editors who changed a draft after its author: like the author, none of them may approve it.
ALTER TABLE questions ADD COLUMN co_author_ids integer[] NOT NULL DEFAULT '{}';
ALTER TABLE questions ADD COLUMN approved_by integer REFERENCES admin_accounts (id);
ALTER TABLE questions ADD COLUMN approved_at timestamptz;
ALTER TABLE questions ADD COLUMN review_note text;
ALTER TABLE questions ADD COLUMN created_at timestamptz;
ALTER TABLE questions ADD COLUMN updated_at timestamptz;

UPDATE questions SET family_id = id;
ALTER TABLE questions ALTER COLUMN family_id SET NOT NULL;

-- A first version is its own family: the seed and new questions insert without family_id.
CREATE FUNCTION questions_family_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.family_id := COALESCE(NEW.family_id, NEW.id);
  RETURN NEW;
END;
$$;
CREATE TRIGGER questions_family_default BEFORE INSERT ON questions
  FOR EACH ROW EXECUTE FUNCTION questions_family_default();

-- The four-eyes rule, also in the table: nobody approves a version they wrote.
ALTER TABLE questions ADD CONSTRAINT questions_four_eyes CHECK (
  approved_by IS NULL
  OR ((author_id IS NULL OR approved_by <> author_id) AND NOT (approved_by = ANY (co_author_ids))));

-- A key names a family; each of its versions carries it.
ALTER TABLE questions DROP CONSTRAINT questions_key_key;
CREATE UNIQUE INDEX questions_key_version ON questions (key, version);
CREATE UNIQUE INDEX questions_family_version ON questions (family_id, version);
-- At most one live version per family, and at most one being worked on.
CREATE UNIQUE INDEX questions_family_live ON questions (family_id) WHERE state = 'live';
CREATE UNIQUE INDEX questions_family_open ON questions (family_id) WHERE state IN ('draft', 'in_review');
CREATE INDEX questions_state ON questions (state);

-- The order of a question's categories, as the bank's files have it: the first is the question's own (its
-- file, its key's prefix). Rows from before take it from the key.
ALTER TABLE question_categories ADD COLUMN position smallint NOT NULL DEFAULT 0;
UPDATE question_categories qc SET position = 1
FROM questions q, categories c
WHERE q.id = qc.question_id AND c.id = qc.category_id AND q.key !~ ('^' || c.key || '-[0-9]+$');
