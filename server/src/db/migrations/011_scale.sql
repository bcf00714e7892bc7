-- Several server instances on one PostgreSQL: the socket.io postgres adapter sends events between them with
-- NOTIFY, and puts a payload over NOTIFY's 8000-byte limit into this table (the adapter's default name and
-- layout). Unused on PGlite, which serves one process.
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);

-- A course's coins are summed over its ledger rows (every course read, every question and guess of a
-- course): without this index each of those scanned the whole ledger, which grows with every answer.
CREATE INDEX IF NOT EXISTS coin_ledger_course ON coin_ledger (course_id, expires_at);
