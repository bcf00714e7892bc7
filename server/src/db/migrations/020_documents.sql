-- Documents archived as issued (docs/product-rules.md#documents): every invoice, e-invoice, training proof
-- and company certificate is stored once, when it is first made, byte for byte with its SHA-256, and is
-- never made again (§ 14b UStG, § 147 AO: invoices are kept unchanged). An order's documents outlive the
-- account (user_id becomes NULL); nothing else of a row ever changes, and no row is deleted.
CREATE TABLE documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN
    ('invoice', 'e-invoice', 'attendance-certificate', 'credit-confirmation', 'company-certificate')),
  -- The document's own number: the invoice number, the proof's number, the certificate's code.
  number text NOT NULL,
  order_id integer REFERENCES orders (id),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  issued_at timestamptz NOT NULL,
  archived_at timestamptz NOT NULL
);
-- One row per document: a second rendering (a retry, a second instance) finds the first one archived.
CREATE UNIQUE INDEX documents_once ON documents (kind, number, filename);
CREATE INDEX documents_order ON documents (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX documents_user ON documents (user_id, issued_at DESC);

CREATE FUNCTION documents_as_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The only change: the owner's account was deleted.
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL
     AND (NEW.id, NEW.kind, NEW.number, NEW.order_id, NEW.filename, NEW.content_type, NEW.content, NEW.sha256,
          NEW.issued_at, NEW.archived_at)
     IS NOT DISTINCT FROM (OLD.id, OLD.kind, OLD.number, OLD.order_id, OLD.filename, OLD.content_type,
          OLD.content, OLD.sha256, OLD.issued_at, OLD.archived_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'documents are kept as issued: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER documents_unchanged BEFORE UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_as_issued();
CREATE TRIGGER documents_no_truncate BEFORE TRUNCATE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION documents_as_issued();
