/** The German strings of the 'platform' area (DESIGN.md: one catalog per area, loaded with it). */
export const platformMessages = {
  continueQuiz: 'Quiz fortsetzen',
  failed: 'Nicht bestanden',
  getCertificate: 'Zertifikat erhalten',
  certificateRequested: 'Zertifikat angefordert',
  certificateMailed: 'Dein Zertifikat wird dir in wenigen Minuten per E-Mail zugeschickt.',
} as const;
