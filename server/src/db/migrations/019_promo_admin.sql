-- Promo codes written in the back office (docs/product-rules.md#promo-codes): an operator deactivates a code,
-- gives an amount its currency (null: a code from before the back office, valid in either), and decides
-- whether a learner may use it once or again within its limit.
ALTER TABLE promo_codes ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE promo_codes ADD COLUMN currency text CHECK (currency IN ('EUR', 'CHF'));
ALTER TABLE promo_codes ADD COLUMN once_per_learner boolean NOT NULL DEFAULT true;
ALTER TABLE promo_codes ADD COLUMN created_at timestamptz;
ALTER TABLE promo_codes ADD COLUMN updated_at timestamptz;
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_code_format CHECK (length(code) BETWEEN 3 AND 32);
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_validity CHECK (valid_from < valid_until);
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_currency_amount
  CHECK (currency IS NULL OR discount_absolute_cents > 0);

-- A learner's redemptions of a code are numbered: the first is 1 (what a once-per-learner code allows), a
-- code that is not once per learner takes 2, 3, … within its limit. The order's transaction holds the code's
-- row while it counts and writes, so the numbers never collide.
ALTER TABLE promo_redemptions ADD COLUMN seq integer NOT NULL DEFAULT 1 CHECK (seq >= 1);
ALTER TABLE promo_redemptions DROP CONSTRAINT promo_redemptions_pkey;
ALTER TABLE promo_redemptions ADD PRIMARY KEY (promo_code_id, user_id, seq);
