import { questions as vvg } from './vvg';
import { questions as vvg2 } from './vvg-2';
import { questions as aufsicht } from './aufsicht';
import { questions as sozialversicherung } from './sozialversicherung';
import { questions as sozialversicherung2 } from './sozialversicherung-2';
import { questions as sozialversicherung3 } from './sozialversicherung-3';
import { questions as personen } from './personen';
import { questions as personen2 } from './personen-2';
import { questions as sach } from './sach';
import { questions as haftpflichtMfz } from './haftpflicht-mfz';
import { questions as haftpflichtMfz2 } from './haftpflicht-mfz-2';
import { questions as vvgExtra } from './vvg-extra';
import { questions as vvgExtra2 } from './vvg-extra-2';
import { questions as aufsichtExtra } from './aufsicht-extra';
import { questions as sozialversicherungExtra } from './sozialversicherung-extra';
import { questions as sozialversicherungExtra2 } from './sozialversicherung-extra-2';
import { questions as sozialversicherungExtra3 } from './sozialversicherung-extra-3';
import { questions as haftpflichtMfzExtra } from './haftpflicht-mfz-extra';
import { questions as personenExtra } from './personen-extra';
import { questions as sachExtra } from './sach-extra';
import type { SeedQuestion } from '../types';
import { questions as sach6 } from './sach-6';
import { questions as sach7 } from './sach-7';
import { questions as personen6 } from './personen-6';
import { questions as personen7 } from './personen-7';
import { questions as aufsicht6 } from './aufsicht-6';
import { questions as aufsicht7 } from './aufsicht-7';
import { questions as vvg6 } from './vvg-6';
import { questions as vvg7 } from './vvg-7';
import { questions as haftpflichtMfz6 } from './haftpflicht-mfz-6';
import { questions as haftpflichtMfz7 } from './haftpflicht-mfz-7';

/** Alle Fragen für die Schweiz (ch), eine Datei je Kategorie (lange Kategorien in Teilen), in der bisherigen Reihenfolge. */
export const questions: readonly SeedQuestion[] = [
  ...vvg,
  ...vvg2,
  ...aufsicht,
  ...sozialversicherung,
  ...sozialversicherung2,
  ...sozialversicherung3,
  ...personen,
  ...personen2,
  ...sach,
  ...haftpflichtMfz,
  ...haftpflichtMfz2,
  ...vvgExtra,
  ...vvgExtra2,
  ...aufsichtExtra,
  ...sozialversicherungExtra,
  ...sozialversicherungExtra2,
  ...sozialversicherungExtra3,
  ...haftpflichtMfzExtra,
  ...personenExtra,
  ...sachExtra,
  ...sach6,
  ...sach7,
  ...personen6,
  ...personen7,
  ...aufsicht6,
  ...aufsicht7,
  ...vvg6,
  ...vvg7,
  ...haftpflichtMfz6,
  ...haftpflichtMfz7,
];
