-- Cancellations (docs/product-rules.md#cancellations): a Stornorechnung cancels a whole order or one of its
-- items. It takes its own number from the invoices' gap-free series, refers to the original, and carries the
-- cancelled amounts as negative numbers; the original invoice never changes. Each item is cancelled at most
-- once, and the cancellations of an order add up to exactly its amounts.
CREATE TABLE order_cancellations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  invoice_number text NOT NULL UNIQUE,
  reason text NOT NULL,
  subtotal_cents integer NOT NULL CHECK (subtotal_cents <= 0),
  discount_cents integer NOT NULL CHECK (discount_cents <= 0),
  net_cents integer NOT NULL CHECK (net_cents <= 0),
  vat_cents integer NOT NULL CHECK (vat_cents <= 0),
  gross_cents integer NOT NULL CHECK (gross_cents <= 0),
  created_at timestamptz NOT NULL,
  -- The back-office account that cancelled; the audit log names it too.
  admin_id integer REFERENCES admin_accounts (id) ON DELETE SET NULL,
  mail_sent_at timestamptz,
  mail_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX order_cancellations_order ON order_cancellations (order_id);
CREATE INDEX order_cancellations_created ON order_cancellations (created_at);

CREATE TABLE order_cancellation_items (
  cancellation_id integer NOT NULL REFERENCES order_cancellations (id),
  order_item_id integer NOT NULL UNIQUE REFERENCES order_items (id),
  line_total_cents integer NOT NULL CHECK (line_total_cents <= 0),
  PRIMARY KEY (cancellation_id, order_item_id)
);

-- A Stornorechnung is archived like every invoice, with its e-invoice for a firm.
ALTER TABLE documents DROP CONSTRAINT documents_kind_check;
ALTER TABLE documents ADD CONSTRAINT documents_kind_check CHECK (kind IN
  ('invoice', 'e-invoice', 'attendance-certificate', 'credit-confirmation', 'company-certificate',
   'cancellation', 'cancellation-e-invoice'));

-- A booking belongs to one order item. Cancelling that item cancels the booking: one not yet booked is
-- simply never sent ('cancelled'); a booked one waits for its cancellation to reach the training database
-- ('cancelling', retried like a booking).
ALTER TABLE training_bookings ADD COLUMN order_item_id integer REFERENCES order_items (id);
UPDATE training_bookings b SET order_item_id = i.id
  FROM (SELECT id, order_id, row_number() OVER (PARTITION BY order_id ORDER BY id) AS position FROM order_items) i
  JOIN orders o ON o.id = i.order_id
  WHERE i.order_id = b.order_id AND b.payload->>'interneBuchungsId' = o.invoice_number || '-' || i.position;
ALTER TABLE training_bookings DROP CONSTRAINT training_bookings_status_check;
ALTER TABLE training_bookings ADD CONSTRAINT training_bookings_status_check
  CHECK (status IN ('pending', 'booked', 'failed', 'cancelling', 'cancelled'));
DROP INDEX training_bookings_due;
CREATE INDEX training_bookings_due ON training_bookings (next_attempt_at) WHERE status IN ('pending', 'cancelling');
CREATE INDEX training_bookings_item ON training_bookings (order_item_id);
