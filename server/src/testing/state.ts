import type { Db } from '../db/database';
import { demoAccounts } from '../seed/accounts';

/**
 * Everything a request could change about an account: its row, sessions, coins, courses and answers.
 * Tests compare it before and after a run of hostile requests. (A pending password reset is no change:
 * anyone may ask for one, and the password stays until the mailed token is used.)
 */
export async function accountState(db: Db, emails: readonly string[]): Promise<unknown[]> {
  return db.query(
    `SELECT u.email, u.password_hash, u.first_name, u.last_name, u.country, u.role, u.email_verified_at,
       u.verification_token_hash, u.migrating, u.migration_finishes_at, u.developer, u.disabled,
       u.selected_categories, u.selected_difficulties,
       (SELECT array_agg(t.id ORDER BY t.id) FROM access_tokens t WHERE t.user_id = u.id) AS tokens,
       (SELECT COALESCE(sum(l.coins), 0)::int FROM coin_ledger l WHERE l.user_id = u.id) AS coins,
       (SELECT count(*)::int FROM coin_ledger l WHERE l.user_id = u.id) AS ledger_rows,
       (SELECT json_agg(json_build_object('id', c.id, 'category', c.category_id, 'hours', c.hours,
          'selected', c.selected_categories, 'role', c.role) ORDER BY c.id)
        FROM user_courses c WHERE c.user_id = u.id) AS courses,
       (SELECT count(*)::int FROM answered_questions a WHERE a.user_id = u.id) AS answered,
       (SELECT count(*)::int FROM served_questions s WHERE s.user_id = u.id) AS served
     FROM users u WHERE lower(u.email) = ANY($1::text[]) ORDER BY u.email`,
    [emails.map((email) => email.toLowerCase())],
  );
}

export const seedEmails = demoAccounts.map((account) => account.email);
