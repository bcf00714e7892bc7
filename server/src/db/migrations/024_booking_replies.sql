-- The training database's reply body to a booking's last attempt, cut to 4000 characters, for the back
-- office's list (docs/product-rules.md#training-database-bookings); last_error keeps the failure's message.
ALTER TABLE training_bookings ADD COLUMN last_reply text;
-- Until when a sender holds the booking (the worker's lease, or the back office's retry now): a retry
-- asked for meanwhile is refused, so a booking is never sent twice at once.
ALTER TABLE training_bookings ADD COLUMN claimed_until timestamptz;
