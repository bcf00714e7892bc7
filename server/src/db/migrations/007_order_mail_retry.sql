-- The order worker looks for invoice mails not sent yet (failed, or cut short by a stop) every round;
-- those are few, the orders many.
CREATE INDEX orders_mail_unsent ON orders (id) WHERE mail_sent_at IS NULL;
