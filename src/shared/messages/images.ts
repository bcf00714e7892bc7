/** Uploaded images (company logos, article and ad pictures) in the back office. */
export const imagesMessages = {
  tooLarge: 'Das Bild ist größer als 2 MB. Bitte wählen Sie eine kleinere Datei.',
  unsupported: 'Bitte wählen Sie ein Bild im Format PNG, JPEG oder WebP.',
  unreadable: 'Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  choose: 'Bild auswählen',
  remove: 'Auswahl verwerfen',
  current: 'Aktuelles Bild',
  chosen: (name: string) => `Gewählt: ${name}`,
  hint: 'PNG, JPEG oder WebP, höchstens 2 MB.',
} as const;
