-- Orders: coins turned into hours or credits, billed by invoice, with promo codes, training proof and the dev
-- mailbox's attachments.

-- Spent coins: each ledger row records how much of it was redeemed; balances are sum(coins - redeemed)
-- of the unexpired rows, so coins spent before they expire never make a balance negative.
ALTER TABLE coin_ledger ADD COLUMN redeemed integer NOT NULL DEFAULT 0;
ALTER TABLE coin_ledger ADD CONSTRAINT coin_ledger_redeemed_range CHECK (redeemed >= 0 AND redeemed <= coins);

-- A booked course (de) whose hours were ordered leaves the list and frees its category.
ALTER TABLE user_courses ADD COLUMN ordered_at timestamptz;
DROP INDEX user_courses_booked_unique;
CREATE UNIQUE INDEX user_courses_booked_unique ON user_courses (user_id, role, category_id)
  WHERE category_id IS NOT NULL AND ordered_at IS NULL;

CREATE TABLE promo_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL,
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  max_redemptions integer NOT NULL CHECK (max_redemptions > 0),
  discount_relative numeric(5, 4) NOT NULL DEFAULT 0 CHECK (discount_relative >= 0 AND discount_relative <= 1),
  discount_absolute_cents integer NOT NULL DEFAULT 0 CHECK (discount_absolute_cents >= 0)
);
CREATE UNIQUE INDEX promo_codes_code ON promo_codes (upper(code));

CREATE TABLE promo_redemptions (
  promo_code_id integer NOT NULL REFERENCES promo_codes (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  redeemed_at timestamptz NOT NULL,
  PRIMARY KEY (promo_code_id, user_id)
);

-- Gap-free invoice numbers per year: the order transaction increments its year's row, which also
-- serialises concurrent orders at that point.
CREATE TABLE invoice_counters (
  year integer PRIMARY KEY,
  last integer NOT NULL
);

-- Invoices are kept for ten years (§ 147 AO, § 14b UStG): the order keeps the billing data it needs
-- and outlives the account (user_id becomes NULL when the user is deleted).
CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  invoice_number text NOT NULL UNIQUE,
  country text NOT NULL CHECK (country IN ('de', 'at', 'ch')),
  currency text NOT NULL CHECK (currency IN ('EUR', 'CHF')),
  buyer_name text NOT NULL,
  buyer_company text NOT NULL DEFAULT '',
  buyer_vat_id text NOT NULL DEFAULT '',
  buyer_email text NOT NULL,
  street text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  promo_code text,
  cicero_number text,
  gutberaten_id text,
  subtotal_cents integer NOT NULL,
  discount_cents integer NOT NULL,
  net_cents integer NOT NULL,
  vat_rate numeric(4, 3) NOT NULL,
  vat_cents integer NOT NULL,
  gross_cents integer NOT NULL,
  created_at timestamptz NOT NULL,
  mail_sent_at timestamptz,
  mail_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX orders_user ON orders (user_id, created_at DESC);

CREATE TABLE order_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  course_id integer REFERENCES user_courses (id) ON DELETE SET NULL,
  module smallint,
  organisation text CHECK (organisation IN ('cicero', 'sfpo', 'sav', 'skpe')),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity > 0),
  coins integer NOT NULL CHECK (coins > 0),
  unit_price_cents integer NOT NULL,
  line_total_cents integer NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);

-- Hours reported to the industry's training database (de, with a gut beraten ID). A failed report is
-- retried until it is booked; the user sees where it stands.
CREATE TABLE training_bookings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  payload jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'booked', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  external_id text,
  next_attempt_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX training_bookings_due ON training_bookings (next_attempt_at) WHERE status <> 'booked';
CREATE INDEX training_bookings_user ON training_bookings (user_id);

CREATE TABLE dev_mail_attachments (
  mail_id integer NOT NULL REFERENCES dev_mails (id) ON DELETE CASCADE,
  position integer NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (mail_id, position)
);
