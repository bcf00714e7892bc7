import {
  ASSOCIATIONS,
  BASIC_QUESTION_COINS,
  COINS_PER_CREDIT,
  COINS_PER_HOUR,
  COURSE_HOURS,
  EXPERT_QUESTION_COINS,
  MAX_BOOKED_COURSES,
  PRICE_PER_UNIT_CENTS,
  SWISS_MIN_COINS_FOR_CREDITS,
  type Country,
} from '../api/constants';
import { formatPrice } from '../domain/price';
import { associationNames } from './associations';
import { modulesMessages } from './modules';
import type { TextDocument } from './textDocument';

/**
 * The German texts of /app/how-it-works (per country) and /app/course-description (de and at). Loaded with
 * those pages only.
 */

/**
 * The product asks the course description to say that "1 coin equals 100 basic or 50 expert questions". Taken
 * literally that contradicts every other screen (a basic question earns 1 coin, an expert question 2, and 100
 * coins make an hour), so the page states the equivalence for the unit it holds for: the hour.
 */
export const COIN_EQUIVALENCE =
  '1 Weiterbildungsstunde (100 Coins) entspricht 100 richtig beantworteten Basisfragen oder 50 Expertenfragen.';

const hourPrice = (country: 'de' | 'at') =>
  `${formatPrice(PRICE_PER_UNIT_CENTS, country)} zuzüglich Umsatzsteuer`;
const coinRule = `Für jede richtig beantwortete Basisfrage erhältst du ${BASIC_QUESTION_COINS} Coin, für jede Expertenfrage ${EXPERT_QUESTION_COINS} Coins. Coins sind ein Jahr gültig; danach verfallen sie, und die Fragen kommen zurück in den Fragenpool.`;
const creditsList = ASSOCIATIONS.map(
  (association) => `${associationNames[association]}: ${COINS_PER_CREDIT[association]} Coins je Credit`,
);

const HOW_IT_WORKS_DE: TextDocument = {
  title: 'So funktioniert es',
  intro:
    'Mit dem Weiterbildungsquiz sammelst du Weiterbildungszeit nach den IDD-Vorgaben, wann und wo du willst: Fragen beantworten, Coins sammeln, Stunden anfordern.',
  sections: [
    {
      heading: '1. Rolle wählen',
      blocks: [
        'Wähle auf dem Dashboard, ob du als Vertreter (gebundener Vermittler) oder als Makler arbeitest. Deine Rolle bestimmt die Fragen, Themen und Kurse, die du siehst. Du kannst sie jederzeit wechseln.',
      ],
    },
    {
      heading: '2. Kurse buchen und Fragen beantworten',
      blocks: [
        `Unter „Meine Kurse“ buchst du kostenfrei bis zu ${MAX_BOOKED_COURSES} Kurse: ein Thema und ${COURSE_HOURS.join(', ').replace(/, (\d)$/, ' oder $1')} Stunden. Die Fragen gehören zu zwei Modulen: ${modulesMessages[1]} und ${modulesMessages[2]}. Im Quiz wählst du die Themen, die dich interessieren, und bekommst nach jeder Antwort sofort die Auflösung.`,
      ],
    },
    { heading: '3. Coins sammeln', blocks: [coinRule] },
    {
      heading: '4. Stunden anfordern',
      blocks: [
        `${COINS_PER_HOUR} Coins ergeben eine Weiterbildungsstunde nach IDD. Sobald du genug Coins hast, zeigt dir das Dashboard, wie viele Stunden du anfordern kannst. Eine Stunde kostet ${hourPrice('de')}.`,
        'Du wählst die Stunden je Modul, gibst deine Rechnungsanschrift an und erhältst die Rechnung per E-Mail.',
      ],
    },
    {
      heading: '5. Bescheinigung oder Weiterbildungsdatenbank',
      blocks: [
        'Nach der Bestellung senden wir dir eine Teilnahmebescheinigung per E-Mail. Wenn du bei „gut beraten“ registriert bist, gib deine gut beraten-Nummer an: Dann buchen wir die Stunden direkt in die Weiterbildungsdatenbank.',
      ],
    },
  ],
};

const HOW_IT_WORKS_AT: TextDocument = {
  title: 'So funktioniert es',
  intro:
    'Mit dem Weiterbildungsquiz erfüllst du deine Weiterbildungspflicht nach der IDD, wann und wo du willst: Fragen beantworten, Coins sammeln, Stunden anfordern.',
  sections: [
    {
      heading: '1. Rolle wählen',
      blocks: [
        'Wähle auf dem Dashboard, ob du als Vertreter oder als Makler arbeitest. Deine Rolle bestimmt die Fragen und Themen, die du siehst. Du kannst sie jederzeit wechseln.',
      ],
    },
    {
      heading: '2. Zwei Module',
      blocks: [
        `Die Fragen gehören zu zwei Modulen: ${modulesMessages[1]} und ${modulesMessages[2]}. Für jedes Modul sammelst du getrennt Coins. Im Quiz wählst du die Themen, die dich interessieren, und bekommst nach jeder Antwort sofort die Auflösung.`,
      ],
    },
    { heading: '3. Coins sammeln', blocks: [coinRule] },
    {
      heading: '4. Stunden anfordern',
      blocks: [
        `${COINS_PER_HOUR} Coins ergeben eine Weiterbildungsstunde. Eine Stunde kostet ${hourPrice('at')}. Du wählst die Stunden je Modul, gibst deine Rechnungsanschrift an und erhältst die Rechnung per E-Mail.`,
      ],
    },
    {
      heading: '5. Teilnahmebestätigung',
      blocks: [
        'Nach der Bestellung senden wir dir eine Teilnahmebestätigung per E-Mail, die du als Nachweis deiner Weiterbildung aufbewahrst.',
      ],
    },
  ],
};

const HOW_IT_WORKS_CH: TextDocument = {
  title: 'So funktioniert es',
  intro:
    'Mit dem Weiterbildungsquiz sammelst du Credits für Cicero und die anderen Berufsverbände, wann und wo du willst: Fragen beantworten, Coins sammeln, Credits anfordern.',
  sections: [
    {
      heading: '1. Fragen beantworten',
      blocks: [
        'Im Quiz wählst du die Themen und die Schwierigkeit: Basisfragen und Expertenfragen. Nach jeder Antwort bekommst du sofort die Auflösung.',
      ],
    },
    { heading: '2. Coins sammeln', blocks: [coinRule] },
    {
      heading: '3. Credits der Verbände',
      blocks: [
        'Deine Coins tauschst du gegen Credits von Cicero, SFPO, SAV oder SKPE. Je nach Verband braucht ein Credit unterschiedlich viele Coins:',
        { list: creditsList },
        `Ein Credit kostet ${formatPrice(PRICE_PER_UNIT_CENTS, 'ch')}. Anfordern kannst du Credits ab ${SWISS_MIN_COINS_FOR_CREDITS} Coins. Wir empfehlen, pro Jahr etwa ein Drittel der benötigten Credits hier zu erwerben.`,
      ],
    },
    {
      heading: '4. Credits anfordern',
      blocks: [
        'Wähle den Verband und die Zahl der Credits, gib einen Rabatt-Code ein, falls du einen hast, und deine Rechnungsanschrift – für Cicero zusätzlich deine Cicero-Nummer. Die Rechnung erhältst du per E-Mail, die Credits werden dem Verband gemeldet.',
      ],
    },
  ],
};

export const HOW_IT_WORKS: Record<Country, TextDocument> = {
  de: HOW_IT_WORKS_DE,
  at: HOW_IT_WORKS_AT,
  ch: HOW_IT_WORKS_CH,
};

const CONTENTS: Record<'de' | 'at', Record<1 | 2, readonly string[]>> = {
  de: {
    1: [
      'Versicherungsvertragsgesetz (VVG): Vertragsschluss, Anzeigepflichten, Obliegenheiten, Widerruf',
      'Vermittlerrecht: § 34d GewO, Versicherungsvermittlungsverordnung (VersVermV), Status und Erstinformation',
      'Beratungs- und Dokumentationspflichten nach §§ 6, 61 VVG, Wohlverhaltensregeln der IDD',
      'Geldwäschegesetz, Datenschutz (DSGVO) und Wettbewerbsrecht im Vertrieb',
      'Versicherungsanlageprodukte: Geeignetheit, Interessenkonflikte, Zuwendungen',
    ],
    2: [
      'Sachversicherung: Wohngebäude, Hausrat, Gewerbe und Inhalt',
      'Haftpflichtversicherung: privat, beruflich und betrieblich',
      'Kraftfahrtversicherung: Pflichtversicherung, Kasko, Schadenfreiheitsrabatt',
      'Personenversicherung: Leben, Berufsunfähigkeit, Unfall, Kranken und Pflege',
      'Altersvorsorge: gesetzlich, betrieblich und privat, Förderungen',
    ],
  },
  at: {
    1: [
      'Versicherungsvertragsgesetz (VersVG): Vertragsschluss, Obliegenheiten, Prämienzahlung',
      'Gewerbeordnung 1994: Versicherungsvermittlung (§§ 137 ff. GewO), Standes- und Ausübungsregeln',
      'Informations-, Beratungs- und Dokumentationspflichten der IDD, Konsumentenschutzgesetz',
      'Geldwäsche (FM-GwG) und Datenschutz (DSGVO, DSG)',
      'Versicherungsanlageprodukte: Geeignetheit, Interessenkonflikte, Vergütungen',
    ],
    2: [
      'Sachversicherung: Eigenheim, Haushalt, Betrieb',
      'Haftpflichtversicherung: privat und betrieblich',
      'Kfz-Versicherung: Haftpflicht nach KHVG, Kasko, Bonus-Malus',
      'Personenversicherung: Leben, Unfall, Kranken, Berufsunfähigkeit',
      'Pensionsvorsorge: staatlich, betrieblich und privat, prämienbegünstigte Zukunftsvorsorge',
    ],
  },
};

const LAW: Record<'de' | 'at', string> = {
  de: 'Versicherungsvermittler und -berater sowie die in ihrem Vertrieb beschäftigten Personen müssen sich nach § 34d Abs. 9 GewO in Verbindung mit § 7 VersVermV in jedem Kalenderjahr mindestens 15 Stunden weiterbilden.',
  at: 'Versicherungsvermittler und die in ihrem Vertrieb beschäftigten Personen müssen sich nach § 137b GewO 1994 jährlich mindestens 15 Stunden weiterbilden.',
};

const certificateText: Record<'de' | 'at', string> = {
  de: 'Du erhältst eine Teilnahmebescheinigung per E-Mail; auf Wunsch buchen wir die Zeit mit deiner gut beraten-Nummer direkt in die Weiterbildungsdatenbank „gut beraten“.',
  at: 'Du erhältst eine Teilnahmebestätigung per E-Mail, die du als Nachweis gegenüber Behörde und Arbeitgeber aufbewahrst.',
};

function courseDescription(country: 'de' | 'at'): TextDocument {
  return {
    title: 'Kursbeschreibung',
    intro:
      'Weiterbildung für Versicherungsvermittler nach der Versicherungsvertriebsrichtlinie (IDD) als selbstgesteuertes E-Learning mit Lernerfolgskontrolle.',
    sections: [
      {
        heading: 'Zielgruppe',
        blocks: [
          `Versicherungsvermittlerinnen und -vermittler – gebundene Vertreter wie Makler – sowie alle, die im Vertrieb von Versicherungen beschäftigt sind. ${LAW[country]}`,
        ],
      },
      {
        heading: 'Lernziele',
        blocks: [
          {
            list: [
              'Du frischst das rechtliche Grundwissen für die Beratung und Vermittlung auf und kennst aktuelle Änderungen.',
              'Du vertiefst dein Wissen über die Versicherungssparten und ihre Produkte.',
              'Du erkennst deine Wissenslücken und schließt sie gezielt mit der Erklärung und der Rechtsquelle zu jeder Frage.',
            ],
          },
        ],
      },
      {
        heading: `Inhalte Modul 1: ${modulesMessages[1]}`,
        blocks: [{ list: CONTENTS[country][1] }],
      },
      {
        heading: `Inhalte Modul 2: ${modulesMessages[2]}`,
        blocks: [{ list: CONTENTS[country][2] }],
      },
      {
        heading: 'Trainer',
        blocks: [
          'Die Fragen, Erklärungen und Quellen erstellen und prüfen Fachautorinnen und -autoren mit langjähriger Erfahrung im Versicherungsvertrieb, in der Ausbildung von Vermittlern und im Versicherungsrecht. Sie überarbeiten den Fragenkatalog laufend, wenn sich Gesetze oder Produkte ändern.',
        ],
      },
      {
        heading: 'Methode',
        blocks: [
          'Selbstgesteuertes E-Learning im Quizformat: Multiple-Choice-Fragen mit je vier Antworten, von denen eine richtig ist; manche Fragen sind verneinend gestellt. Nach jeder Antwort siehst du sofort die Auflösung. Basisfragen festigen das Grundwissen, Expertenfragen gehen in die Tiefe. Jede richtige Antwort zählt als Lernerfolgskontrolle.',
        ],
      },
      {
        heading: 'Dauer',
        blocks: [
          `${COINS_PER_HOUR} Coins entsprechen einer Weiterbildungsstunde (60 Minuten). ${COIN_EQUIVALENCE} Wie viele Stunden du erwirbst, bestimmst du selbst; die gesetzlichen 15 Stunden im Jahr kannst du vollständig oder teilweise hier sammeln.`,
        ],
      },
      {
        heading: 'Organisatorisches',
        blocks: [
          {
            list: [
              'Du lernst im Browser oder in der Desktop-App, wann und wo du willst; du brauchst eine Internetverbindung.',
              'Coins sind ein Jahr gültig.',
              `Eine Stunde kostet ${hourPrice(country)}; die Rechnung kommt per E-Mail, nachdem du die Stunden angefordert hast.`,
              certificateText[country],
            ],
          },
        ],
      },
      {
        heading: 'Punkte',
        blocks: [
          country === 'de'
            ? 'Bescheinigt wird die Weiterbildungszeit in Zeitstunden je Modul: eine eingelöste Stunde ergibt 60 Minuten Weiterbildungszeit der Lernform „selbstgesteuertes E-Learning“, die in „gut beraten“ als Weiterbildungspunkte gutgeschrieben wird.'
            : 'Bescheinigt wird die Weiterbildungszeit in Stunden je Modul: eine eingelöste Stunde ergibt eine Stunde Weiterbildung im Sinne des § 137b GewO 1994.',
        ],
      },
    ],
  };
}

export const COURSE_DESCRIPTION: Record<'de' | 'at', TextDocument> = {
  de: courseDescription('de'),
  at: courseDescription('at'),
};
