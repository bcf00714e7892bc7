import { questions as atQuestions } from './at';
import { questions as chQuestions } from './ch';
import { questions as deQuestions } from './de';
import type { SeedQuestion } from './types';

export type { SeedQuestion } from './types';

/** All seed questions of all countries (de, at, ch). */
export const seedQuestions: readonly SeedQuestion[] = [...deQuestions, ...atQuestions, ...chQuestions];
