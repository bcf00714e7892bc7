import type { SeedQuestion } from '../types';
import { questions as vvg } from './vvg';
import { questions as vvg2 } from './vvg-2';
import { questions as vvg3 } from './vvg-3';
import { questions as vvg4 } from './vvg-4';
import { questions as vermittlerrecht } from './vermittlerrecht';
import { questions as vermittlerrecht2 } from './vermittlerrecht-2';
import { questions as vermittlerrecht3 } from './vermittlerrecht-3';
import { questions as beratung } from './beratung';
import { questions as beratung2 } from './beratung-2';
import { questions as beratung3 } from './beratung-3';
import { questions as datenschutzGwg } from './datenschutz-gwg';
import { questions as datenschutzGwg2 } from './datenschutz-gwg-2';
import { questions as datenschutzGwg3 } from './datenschutz-gwg-3';
import { questions as datenschutzGwg4 } from './datenschutz-gwg-4';
import { questions as handelsvertreter } from './handelsvertreter';
import { questions as handelsvertreter2 } from './handelsvertreter-2';
import { questions as handelsvertreter3 } from './handelsvertreter-3';
import { questions as maklerrecht } from './maklerrecht';
import { questions as maklerrecht2 } from './maklerrecht-2';
import { questions as maklerrecht3 } from './maklerrecht-3';
import { questions as leben } from './leben';
import { questions as leben2 } from './leben-2';
import { questions as kranken } from './kranken';
import { questions as kranken2 } from './kranken-2';
import { questions as kranken4 } from './kranken-4';
import { questions as sachHaftpflicht } from './sach-haftpflicht';
import { questions as sachHaftpflicht2 } from './sach-haftpflicht-2';
import { questions as sachHaftpflicht4 } from './sach-haftpflicht-4';
import { questions as kfz } from './kfz';
import { questions as kfz2 } from './kfz-2';
import { questions as kfz4 } from './kfz-4';
import { questions as vermittlerrecht6 } from './vermittlerrecht-6';
import { questions as vermittlerrecht7 } from './vermittlerrecht-7';
import { questions as maklerrecht6 } from './maklerrecht-6';
import { questions as maklerrecht7 } from './maklerrecht-7';
import { questions as handelsvertreter6 } from './handelsvertreter-6';
import { questions as handelsvertreter7 } from './handelsvertreter-7';
import { questions as kranken6 } from './kranken-6';
import { questions as leben6 } from './leben-6';
import { questions as leben7 } from './leben-7';
import { questions as beratung6 } from './beratung-6';
import { questions as kfz6 } from './kfz-6';
import { questions as kfz7 } from './kfz-7';
import { questions as sachHaftpflicht6 } from './sach-haftpflicht-6';
import { questions as sachHaftpflicht7 } from './sach-haftpflicht-7';

/**
 * Fragen für Deutschland (de), eine Datei je Kategorie (Frage mit zwei Kategorien: Datei der ersten).
 * answers[0] ist jeweils die richtige Antwort; bei Fragen mit „NICHT“ ist answers[0] die eine Aussage,
 * die nicht zutrifft.
 */
export const questions: readonly SeedQuestion[] = [
  ...vvg,
  ...vvg2,
  ...vvg3,
  ...vvg4,
  ...vermittlerrecht,
  ...vermittlerrecht2,
  ...vermittlerrecht3,
  ...beratung,
  ...beratung2,
  ...beratung3,
  ...datenschutzGwg,
  ...datenschutzGwg2,
  ...datenschutzGwg3,
  ...datenschutzGwg4,
  ...handelsvertreter,
  ...handelsvertreter2,
  ...handelsvertreter3,
  ...maklerrecht,
  ...maklerrecht2,
  ...maklerrecht3,
  ...leben,
  ...leben2,
  ...kranken,
  ...kranken2,
  ...kranken4,
  ...sachHaftpflicht,
  ...sachHaftpflicht2,
  ...sachHaftpflicht4,
  ...kfz,
  ...kfz2,
  ...kfz4,
  ...vermittlerrecht6,
  ...vermittlerrecht7,
  ...maklerrecht6,
  ...maklerrecht7,
  ...handelsvertreter6,
  ...handelsvertreter7,
  ...kranken6,
  ...leben6,
  ...leben7,
  ...beratung6,
  ...kfz6,
  ...kfz7,
  ...sachHaftpflicht6,
  ...sachHaftpflicht7,
];
