import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-beratung' (Deutschland), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [];
