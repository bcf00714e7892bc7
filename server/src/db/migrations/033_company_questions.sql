-- A company's own questions (docs/product-rules.md#company-console): rows of `questions` like the bank's, with
-- the same versions and four-eyes workflow, that belong to one company. NULL is the bank. A company question is
-- only ever served in that company's courses: every pool, count and list of the bank leaves it out.
ALTER TABLE questions ADD COLUMN company_id integer REFERENCES companies (id);
CREATE INDEX questions_company ON questions (company_id) WHERE company_id IS NOT NULL;
