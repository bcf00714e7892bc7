-- Picking the next question (docs/product-rules.md#quiz). The server keeps the live bank's (question,
-- category) pairs in memory and tries a few of them at random before it reads the whole pool; these two
-- objects keep that fast and correct.

-- The whole pool, when it is read: exactly the columns of exactly the live bank rows it needs, a few pages
-- instead of the table with its texts.
CREATE INDEX questions_servable ON questions (id) INCLUDE (coins, version, family_id)
  WHERE state = 'live' AND company_id IS NULL;

-- A counter of changes to the bank's questions and their categories, raised in the same transaction as the
-- change. A server's copy of the pairs names the counter it was read at; a pick that finds another one reads
-- the pairs again, whichever server (or seed run) made the change.
CREATE TABLE bank_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  n bigint NOT NULL
);
INSERT INTO bank_version (n) VALUES (0);

CREATE FUNCTION bank_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bank_version SET n = n + 1;
  RETURN NULL;
END;
$$;
CREATE TRIGGER questions_bank_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION bank_version_bump();
CREATE TRIGGER question_categories_bank_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON question_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bank_version_bump();
