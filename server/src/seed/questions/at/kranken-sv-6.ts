import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'at-kranken-sv' (Österreich), Teil 6. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [];
