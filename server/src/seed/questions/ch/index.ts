import { questions as vvg } from './vvg';
import { questions as aufsicht } from './aufsicht';
import { questions as sozialversicherung } from './sozialversicherung';
import { questions as personen } from './personen';
import { questions as sach } from './sach';
import { questions as haftpflichtMfz } from './haftpflicht-mfz';
import { questions as vvgExtra } from './vvg-extra';
import { questions as aufsichtExtra } from './aufsicht-extra';
import { questions as sozialversicherungExtra } from './sozialversicherung-extra';
import { questions as sozialversicherungExtra2 } from './sozialversicherung-extra-2';
import type { SeedQuestion } from '../types';

/** Alle Fragen für die Schweiz (ch), eine Datei je Kategorie, in der bisherigen Reihenfolge. */
export const questions: readonly SeedQuestion[] = [
  ...vvg,
  ...aufsicht,
  ...sozialversicherung,
  ...personen,
  ...sach,
  ...haftpflichtMfz,
  ...vvgExtra,
  ...aufsichtExtra,
  ...sozialversicherungExtra,
  ...sozialversicherungExtra2,
];
