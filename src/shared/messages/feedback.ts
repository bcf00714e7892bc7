/** The German strings of the 'feedback' area (DESIGN.md: one catalog per area, loaded with it). */
export const feedbackMessages = {
  thankYou: 'Vielen Dank für dein Feedback!',
} as const;
