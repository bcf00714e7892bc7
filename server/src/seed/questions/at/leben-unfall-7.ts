import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'at-leben-unfall' (Österreich), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [];
