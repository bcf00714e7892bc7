-- The date of the law text a question was checked against, from the bank's data files, so the back office can
-- list the questions whose review is due first. NULL for a question the bank has not dated.
ALTER TABLE questions ADD COLUMN valid_as_of date;
