import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-sach' (Schweiz), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [];
