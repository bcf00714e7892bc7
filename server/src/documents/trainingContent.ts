import type { ModuleId } from '../../../src/shared/api/constants';

/** How the training takes place, as an IDD certificate and the training database state it. */
export const LEARNING_FORM = 'selbstgesteuertes E-Learning mit Lernerfolgskontrolle';

/** Net minutes credited per hour ordered (IDD: an hour is 60 minutes of learning time). */
export const MINUTES_PER_HOUR = 60;

const CONTENT: Record<'de' | 'at', Record<ModuleId, string>> = {
  de: {
    1: 'Rechtliche Grundlagen und Verbraucherschutz (Anlage 1 VersVermV)',
    2: 'Fachliche Grundlagen: Versicherungssparten und -produkte (Anlage 1 VersVermV)',
  },
  at: {
    1: 'Modul 1: Rechtliche Rahmenbedingungen der Versicherungsvermittlung (Lehrplan, § 137b GewO 1994)',
    2: 'Modul 2: Versicherungssparten und Produktwissen (Lehrplan, § 137b GewO 1994)',
  },
};

/** The content area a module's hours count towards in the user's country. */
export const trainingContent = (country: 'de' | 'at', module: ModuleId): string => CONTENT[country][module];
