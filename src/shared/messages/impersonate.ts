/** The German strings of the 'impersonate' area (one catalog per area, loaded with it). */
export const impersonateMessages = {
  noToken: 'Fehler - Kein Token angegeben!',
  tokenInvalid: 'Anmelde-Token ungültig',
  failed: 'Es ist ein Fehler aufgetreten',
} as const;
