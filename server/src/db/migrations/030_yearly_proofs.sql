-- The Jahresnachweis (docs/product-rules.md#yearly-proof): a closed calendar year's proof of training is
-- archived like every document when first made, one per learner and year; the running year's is made
-- fresh on each request and never archived.
ALTER TABLE documents DROP CONSTRAINT documents_kind_check;
ALTER TABLE documents ADD CONSTRAINT documents_kind_check CHECK (kind IN
  ('invoice', 'e-invoice', 'attendance-certificate', 'credit-confirmation', 'company-certificate',
   'cancellation', 'cancellation-e-invoice', 'yearly-proof'));
CREATE INDEX orders_user_year ON orders (user_id, created_at) WHERE user_id IS NOT NULL;
