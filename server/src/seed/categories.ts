export type SeedCountry = 'de' | 'at' | 'ch';
export type SeedRole = 'agent' | 'makler';

export interface SeedCategory {
  /** Stable positive integer, unique across all countries (de: 1xx, at: 2xx, ch: 3xx). */
  id: number;
  /** Stable slug, prefixed with the country code. */
  key: string;
  /** German display name. */
  name: string;
  /** 1 = 'Rechtliche Themen', 2 = 'Spartenwissen'. */
  module: 1 | 2;
  /** Which product roles see the category. */
  roles: SeedRole[];
  country: SeedCountry;
}

const BOTH: SeedRole[] = ['agent', 'makler'];

export const seedCategories: readonly SeedCategory[] = [
  // ---------------------------------------------------------------- Deutschland
  {
    id: 101,
    key: 'de-vvg',
    name: 'Versicherungsvertragsgesetz (VVG)',
    module: 1,
    roles: [...BOTH],
    country: 'de',
  },
  {
    id: 102,
    key: 'de-vermittlerrecht',
    name: 'IDD und Vermittlerrecht (§ 34d GewO, VersVermV)',
    module: 1,
    roles: [...BOTH],
    country: 'de',
  },
  {
    id: 103,
    key: 'de-beratung',
    name: 'Beratung, Dokumentation und Verbraucherschutz',
    module: 1,
    roles: [...BOTH],
    country: 'de',
  },
  {
    id: 104,
    key: 'de-datenschutz-gwg',
    name: 'Datenschutz und Geldwäscheprävention',
    module: 1,
    roles: [...BOTH],
    country: 'de',
  },
  {
    id: 105,
    key: 'de-handelsvertreter',
    name: 'Handelsvertreterrecht (§§ 84 ff. HGB)',
    module: 1,
    roles: ['agent'],
    country: 'de',
  },
  {
    id: 106,
    key: 'de-maklerrecht',
    name: 'Maklerrecht, Maklervertrag und Sachwalterstellung',
    module: 1,
    roles: ['makler'],
    country: 'de',
  },
  {
    id: 107,
    key: 'de-leben',
    name: 'Lebens- und Rentenversicherung (inkl. bAV und BU)',
    module: 2,
    roles: [...BOTH],
    country: 'de',
  },
  {
    id: 108,
    key: 'de-kranken',
    name: 'Kranken- und Pflegeversicherung',
    module: 2,
    roles: [...BOTH],
    country: 'de',
  },
  {
    id: 109,
    key: 'de-sach-haftpflicht',
    name: 'Sach- und Haftpflichtversicherung',
    module: 2,
    roles: [...BOTH],
    country: 'de',
  },
  {
    id: 110,
    key: 'de-kfz',
    name: 'Kfz-Versicherung',
    module: 2,
    roles: [...BOTH],
    country: 'de',
  },

  // ----------------------------------------------------------------- Österreich
  {
    id: 201,
    key: 'at-versvg',
    name: 'Versicherungsvertragsgesetz (VersVG)',
    module: 1,
    roles: [...BOTH],
    country: 'at',
  },
  {
    id: 202,
    key: 'at-gewo-idd',
    name: 'GewO und IDD in Österreich (VAG 2016, FMA, GISA)',
    module: 1,
    roles: [...BOTH],
    country: 'at',
  },
  {
    id: 203,
    key: 'at-agent',
    name: 'Versicherungsagent und Agenturvertrag (HVertrG)',
    module: 1,
    roles: ['agent'],
    country: 'at',
  },
  {
    id: 204,
    key: 'at-maklergesetz',
    name: 'Versicherungsmakler und Maklergesetz (§§ 26 ff. MaklerG)',
    module: 1,
    roles: ['makler'],
    country: 'at',
  },
  {
    id: 205,
    key: 'at-konsumentenschutz',
    name: 'Konsumentenschutz (KSchG, FAGG, ABGB)',
    module: 1,
    roles: [...BOTH],
    country: 'at',
  },
  {
    id: 206,
    key: 'at-leben-unfall',
    name: 'Lebens- und Unfallversicherung',
    module: 2,
    roles: [...BOTH],
    country: 'at',
  },
  {
    id: 207,
    key: 'at-kranken-sv',
    name: 'Kranken- und Sozialversicherung',
    module: 2,
    roles: [...BOTH],
    country: 'at',
  },
  {
    id: 208,
    key: 'at-sach-haftpflicht-kfz',
    name: 'Sach-, Haftpflicht- und Kfz-Versicherung',
    module: 2,
    roles: [...BOTH],
    country: 'at',
  },

  // -------------------------------------------------------------------- Schweiz
  {
    id: 301,
    key: 'ch-vvg',
    name: 'Versicherungsvertragsgesetz (VVG, revidiert 2022)',
    module: 1,
    roles: [...BOTH],
    country: 'ch',
  },
  {
    id: 302,
    key: 'ch-aufsicht',
    name: 'Aufsicht und Vermittlerrecht (VAG, AVO, FINMA)',
    module: 1,
    roles: [...BOTH],
    country: 'ch',
  },
  {
    id: 303,
    key: 'ch-sozialversicherung',
    name: 'Sozialversicherungen und Drei-Säulen-System',
    module: 1,
    roles: [...BOTH],
    country: 'ch',
  },
  {
    id: 304,
    key: 'ch-personen',
    name: 'Personenversicherung (Leben, Säule 3a/3b)',
    module: 2,
    roles: [...BOTH],
    country: 'ch',
  },
  {
    id: 305,
    key: 'ch-sach',
    name: 'Sach- und Vermögensversicherung',
    module: 2,
    roles: [...BOTH],
    country: 'ch',
  },
  {
    id: 306,
    key: 'ch-haftpflicht-mfz',
    name: 'Haftpflicht- und Motorfahrzeugversicherung',
    module: 2,
    roles: [...BOTH],
    country: 'ch',
  },
];
