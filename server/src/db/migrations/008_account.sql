-- Account settings: a new e-mail address counts only once the link mailed to it is opened. Until then the old
-- address stays the login; the token is single-use and expires (24 hours).
ALTER TABLE users ADD COLUMN pending_email text;
ALTER TABLE users ADD COLUMN pending_email_token_hash text;
ALTER TABLE users ADD COLUMN pending_email_requested_at timestamptz;
