-- The company console (docs/product-rules.md#company-console): a company admin writes the company's page
-- (welcome text, contact person), its courses (a state, an open window, a deadline, how its questions were
-- chosen) and its access codes (deactivated ones stay listed).
ALTER TABLE companies ADD COLUMN welcome text;
ALTER TABLE companies ADD COLUMN contact_name text;
ALTER TABLE companies ADD COLUMN contact_email text;
ALTER TABLE companies ADD COLUMN contact_phone text;

-- Courses from before (the seed's) are published and always open, so nothing a learner sees changes; the
-- console writes 'draft' for a new course. Dates are calendar days in Europe/Berlin, both ends included.
ALTER TABLE company_courses ADD COLUMN state text NOT NULL DEFAULT 'published'
  CHECK (state IN ('draft', 'published', 'archived'));
ALTER TABLE company_courses ADD COLUMN open_from date;
ALTER TABLE company_courses ADD COLUMN open_until date;
ALTER TABLE company_courses ADD COLUMN deadline date;
-- {"mode":"draw","categories":[ids],"count":n} or {"mode":"pick"}; null for the seed's courses.
ALTER TABLE company_courses ADD COLUMN selection jsonb;
ALTER TABLE company_courses ADD COLUMN created_at timestamptz;
ALTER TABLE company_courses ADD COLUMN updated_at timestamptz;
ALTER TABLE company_courses ADD CONSTRAINT company_courses_window
  CHECK (open_from IS NULL OR open_until IS NULL OR open_from <= open_until);

ALTER TABLE company_codes ADD COLUMN created_at timestamptz;
ALTER TABLE company_codes ADD COLUMN deactivated_at timestamptz;
CREATE INDEX company_codes_company ON company_codes (company_id);
