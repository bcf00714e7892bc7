-- A company course's results in the company console (docs/product-rules.md#company-results): a certificate
-- is revoked with a reason, which the company admin gives; the public verification says since when.
ALTER TABLE company_certificates ADD COLUMN revoked_reason text;
ALTER TABLE company_certificates ADD CONSTRAINT company_certificates_revoked_reason
  CHECK (revoked_reason IS NULL OR revoked_at IS NOT NULL);
-- The participants' list reads a course's enrolments and answers.
CREATE INDEX company_enrolments_course ON company_enrolments (course_id);
CREATE INDEX company_answers_course ON company_answers (course_id, user_id);
CREATE INDEX company_certificates_course ON company_certificates (course_id);
