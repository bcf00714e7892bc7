/** The German strings of the 'feedback' area (one catalog per area, loaded with it). */
export const feedbackMessages = {
  thankYou: 'Vielen Dank für dein Feedback!',
  thankYouText:
    'Wir lesen jede Rückmeldung und nutzen sie, um das Quiz und die Weiterbildung besser zu machen.',
  intro: 'Wie gefällt dir die App? Deine Bewertung und deine Hinweise helfen uns, sie zu verbessern.',
  ratingLabel: 'Deine Bewertung',
  star: (stars: number) => (stars === 1 ? '1 Stern' : `${stars} Sterne`),
  textLabel: 'Dein Feedback (optional)',
  textDescription: 'Was gefällt dir, was fehlt dir, was können wir besser machen?',
  anonymous: 'Anonym senden',
  anonymousDescription: 'Dein Feedback wird dann ohne deinen Namen und dein Konto gespeichert.',
  submit: 'Feedback senden',
  sendFailed: 'Dein Feedback konnte nicht gesendet werden. Bitte versuche es erneut.',
  again: 'Weiteres Feedback geben',
} as const;
