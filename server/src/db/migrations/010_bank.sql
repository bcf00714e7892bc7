-- Why a question's right answer is right, and where it is written. Shown only after the answer is checked;
-- NULL until the question bank has one for the question.
ALTER TABLE questions ADD COLUMN explanation text;
ALTER TABLE questions ADD COLUMN source text;
