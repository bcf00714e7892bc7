import { questions as versvg } from './versvg';
import { questions as versvg2 } from './versvg-2';
import { questions as gewoIdd } from './gewo-idd';
import { questions as agent } from './agent';
import { questions as maklergesetz } from './maklergesetz';
import { questions as konsumentenschutz } from './konsumentenschutz';
import { questions as lebenUnfall } from './leben-unfall';
import { questions as krankenSv } from './kranken-sv';
import { questions as sachHaftpflichtKfz } from './sach-haftpflicht-kfz';
import { questions as sachHaftpflichtKfz2 } from './sach-haftpflicht-kfz-2';
import type { SeedQuestion } from '../types';

/** Alle Fragen für Österreich (at), eine Datei je Kategorie (lange Kategorien in Teilen), in der bisherigen Reihenfolge. */
export const questions: readonly SeedQuestion[] = [
  ...versvg,
  ...versvg2,
  ...gewoIdd,
  ...agent,
  ...maklergesetz,
  ...konsumentenschutz,
  ...lebenUnfall,
  ...krankenSv,
  ...sachHaftpflichtKfz,
  ...sachHaftpflichtKfz2,
];
