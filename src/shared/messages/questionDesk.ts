/**
 * The German strings of the 'questionDesk' area, the back office's editorial desk for the question bank (one
 * catalog per area, loaded with it). Editors are addressed formally, like the rest of the back office.
 */
export const questionDeskMessages = {
  ownApproval:
    'Eine eigene Änderung kann nicht selbst freigegeben werden. Bitte lassen Sie sie von einer zweiten Redakteurin oder einem zweiten Redakteur prüfen.',
  wrongState: 'Die Frage ist nicht in dem Zustand, den dieser Schritt verlangt.',
  versionOpen:
    'Zu dieser Frage wird bereits eine neue Fassung bearbeitet. Bitte bearbeiten Sie diese Fassung.',
  keyTaken: 'Diesen Schlüssel trägt bereits eine andere Frage.',
  categoryUnknown: 'Diese Kategorie gibt es nicht.',
  keyExists: 'der Schlüssel ist bereits vergeben',
  exportTooLarge: 'Die Auswahl ist für einen Export zu groß. Bitte schränken Sie sie ein.',
} as const;
