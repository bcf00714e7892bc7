import { questions as versvg } from './versvg';
import { questions as versvg2 } from './versvg-2';
import { questions as versvgExtra } from './versvg-extra';
import { questions as versvgExtra2 } from './versvg-extra-2';
import { questions as gewoIdd } from './gewo-idd';
import { questions as gewoIddExtra } from './gewo-idd-extra';
import { questions as gewoIddExtra2 } from './gewo-idd-extra-2';
import { questions as agent } from './agent';
import { questions as agentExtra } from './agent-extra';
import { questions as maklergesetz } from './maklergesetz';
import { questions as maklergesetzExtra } from './maklergesetz-extra';
import { questions as konsumentenschutz } from './konsumentenschutz';
import { questions as konsumentenschutzExtra } from './konsumentenschutz-extra';
import { questions as konsumentenschutzExtra2 } from './konsumentenschutz-extra-2';
import { questions as lebenUnfall } from './leben-unfall';
import { questions as lebenUnfallExtra } from './leben-unfall-extra';
import { questions as lebenUnfallExtra2 } from './leben-unfall-extra-2';
import { questions as krankenSv } from './kranken-sv';
import { questions as krankenSvExtra } from './kranken-sv-extra';
import { questions as krankenSvExtra2 } from './kranken-sv-extra-2';
import { questions as sachHaftpflichtKfz } from './sach-haftpflicht-kfz';
import { questions as sachHaftpflichtKfz2 } from './sach-haftpflicht-kfz-2';
import { questions as sachHaftpflichtKfzExtra } from './sach-haftpflicht-kfz-extra';
import { questions as sachHaftpflichtKfzExtra2 } from './sach-haftpflicht-kfz-extra-2';
import type { SeedQuestion } from '../types';
import { questions as lebenUnfall6 } from './leben-unfall-6';
import { questions as lebenUnfall7 } from './leben-unfall-7';
import { questions as krankenSv6 } from './kranken-sv-6';
import { questions as krankenSv7 } from './kranken-sv-7';
import { questions as sachHaftpflichtKfz6 } from './sach-haftpflicht-kfz-6';
import { questions as sachHaftpflichtKfz7 } from './sach-haftpflicht-kfz-7';

/** Alle Fragen für Österreich (at), eine Datei je Kategorie (lange Kategorien in Teilen), in der bisherigen Reihenfolge. */
export const questions: readonly SeedQuestion[] = [
  ...versvg,
  ...versvg2,
  ...versvgExtra,
  ...versvgExtra2,
  ...gewoIdd,
  ...gewoIddExtra,
  ...gewoIddExtra2,
  ...agent,
  ...agentExtra,
  ...maklergesetz,
  ...maklergesetzExtra,
  ...konsumentenschutz,
  ...konsumentenschutzExtra,
  ...konsumentenschutzExtra2,
  ...lebenUnfall,
  ...lebenUnfallExtra,
  ...lebenUnfallExtra2,
  ...krankenSv,
  ...krankenSvExtra,
  ...krankenSvExtra2,
  ...sachHaftpflichtKfz,
  ...sachHaftpflichtKfz2,
  ...sachHaftpflichtKfzExtra,
  ...sachHaftpflichtKfzExtra2,
  ...lebenUnfall6,
  ...lebenUnfall7,
  ...krankenSv6,
  ...krankenSv7,
  ...sachHaftpflichtKfz6,
  ...sachHaftpflichtKfz7,
];
