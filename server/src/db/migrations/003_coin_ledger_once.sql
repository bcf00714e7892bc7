-- Coins for a (question, category) are paid once per validity period. The NOT EXISTS check inside the
-- answering transaction is not enough on PostgreSQL: two concurrent transactions (a module course and a
-- booked course answering the same question) both see no row and both insert. A unique index decides
-- instead. Coins may be earned again after they expire, so the key counts the earnings of the pair:
-- `generation` is how many ledger rows the pair had before this one; two concurrent payments compute
-- the same generation and the second one conflicts.
ALTER TABLE coin_ledger ADD COLUMN generation integer NOT NULL DEFAULT 0;

UPDATE coin_ledger l SET generation = numbered.n - 1
FROM (
  SELECT id, row_number() OVER (PARTITION BY user_id, question_id, category_id ORDER BY earned_at, id) AS n
  FROM coin_ledger
) numbered
WHERE numbered.id = l.id;

-- Rows without a question (seeded or developer coins) have NULL there and never conflict.
CREATE UNIQUE INDEX coin_ledger_paid_once ON coin_ledger (user_id, question_id, category_id, generation);
