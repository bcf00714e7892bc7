/** Replies about the request itself: a replayed Idempotency-Key (only a faulty client sees those), 503s. */
export const requestsMessages = {
  idempotencyKeyMissing: 'Dieser Anfrage fehlt der Idempotency-Key.',
  idempotencyKeyInvalid: 'Der Idempotency-Key ist ungültig.',
  idempotencyKeyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  idempotencyKeyInProgress: 'Diese Anfrage wird noch bearbeitet. Bitte versuche es gleich erneut.',
  /** 503: the database restarts or the server sheds load; the app repeats the request by itself. */
  unavailable: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es gleich erneut.',
  overloaded: 'Der Dienst ist gerade ausgelastet. Bitte versuche es gleich erneut.',
} as const;
