-- The back office's overview (docs/product-rules.md#back-office) counts the answers of the last days and the
-- sign-ups of the last weeks: each a range of one column, read without scanning the whole table.
CREATE INDEX answered_questions_answered_at ON answered_questions (answered_at);
CREATE INDEX company_answers_answered_at ON company_answers (answered_at);
CREATE INDEX users_created_at ON users (created_at);
