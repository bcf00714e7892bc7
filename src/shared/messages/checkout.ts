/** The German strings of the 'checkout' area (DESIGN.md: one catalog per area, loaded with it). */
export const checkoutMessages = {
  orderComplete: 'Vielen Dank für deine Bestellung! Die Rechnung erhältst du per E-Mail.',
} as const;
