-- Companies in the back office (docs/product-rules.md#companies): an operator creates and edits them; a
-- company admin is a back-office account bound to one company, invited by e-mail.
ALTER TABLE companies ADD COLUMN created_at timestamptz;
ALTER TABLE companies ADD COLUMN updated_at timestamptz;
-- Short names are unique whatever their case (the seed's upsert keeps its own constraint on the exact name).
CREATE UNIQUE INDEX companies_name_short_lower ON companies (lower(name_short));

-- A company admin belongs to exactly one company; staff accounts to none.
ALTER TABLE admin_accounts ADD COLUMN company_id integer REFERENCES companies (id);
ALTER TABLE admin_accounts ADD CONSTRAINT admin_accounts_company
  CHECK ((role = 'company_admin') = (company_id IS NOT NULL));
CREATE INDEX admin_accounts_company ON admin_accounts (company_id) WHERE company_id IS NOT NULL;

-- The invitation of a company admin: its token stored as SHA-256, valid until expires_at, spent once
-- (accepted_at). Until then the account has no usable password.
CREATE TABLE admin_invitations (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz
);
CREATE INDEX admin_invitations_account ON admin_invitations (account_id);
