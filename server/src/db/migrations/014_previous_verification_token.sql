-- 'Erneut anfordern' sends a new verification link: the link mailed just before it stays
-- valid too, so a person who opens the first mail after asking again is not told the link is invalid.
-- The last two links count; a third request retires the oldest.
ALTER TABLE users ADD COLUMN previous_verification_token_hash text;
