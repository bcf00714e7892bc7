-- Wrong passwords per account: login, e-mail change and account deletion count here, whichever address
-- or instance they come from. Past a few failures the account's password checks pause, doubling with each
-- further failure up to a cap; the pause ends by itself, a correct password or a password reset clears the
-- row. notified_at marks the mail sent at the first pause.
CREATE TABLE password_failures (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz,
  notified_at timestamptz
);
