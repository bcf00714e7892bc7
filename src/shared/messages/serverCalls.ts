/** Confirmations of the reference server's calls. */
export const serverMessages = {
  accountDeleted: 'Dein Konto wurde gelöscht.',
} as const;
