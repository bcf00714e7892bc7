/** Words of the shared ui components (buttons, dialogs, spinners), not tied to one feature. */
export const appMessages = {
  startupFailed:
    'Die App konnte nicht gestartet werden. Bitte prüfe deine Internetverbindung und lade die Seite neu.',
  reload: 'Neu laden',
  updateRequiredTitle: 'Update erforderlich',
  updateRequiredText:
    'Diese Version des Weiterbildungsquiz wird nicht mehr unterstützt. Bitte aktualisiere die App, um weiterzulernen.',
  updateNow: 'Jetzt aktualisieren',
  updateRecommended:
    'Eine neue Version des Weiterbildungsquiz ist verfügbar. Wir empfehlen, die App zu aktualisieren.',
  dismiss: 'Später',
  updateHintLabel: 'Neue Version verfügbar',
} as const;
