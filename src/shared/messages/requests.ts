/** Replies to replayed requests (the Idempotency-Key header): only a faulty client sees these. */
export const requestsMessages = {
  idempotencyKeyMissing: 'Dieser Anfrage fehlt der Idempotency-Key.',
  idempotencyKeyInvalid: 'Der Idempotency-Key ist ungültig.',
  idempotencyKeyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  idempotencyKeyInProgress: 'Diese Anfrage wird noch bearbeitet. Bitte versuche es gleich erneut.',
} as const;
