import type { Operator } from '../api/entities';
import type { TextDocument } from './textDocument';
import { APP_VERSION, COINS_PER_HOUR, PRICE_PER_UNIT_CENTS, VAT_RATE } from '../api/constants';

/**
 * The German legal texts: terms of use, privacy policy, Impressum (§ 5 DDG) and the accessibility statement
 * (BFSG). They name what this software really processes; the operator's data come from the server's
 * configuration (SELLER_*, sent with /app/init). Loaded with the legal pages only.
 */

export type LegalDocument = TextDocument;

export const LEGAL_PAGES = ['tos', 'privacy', 'impressum', 'accessibility'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

const STAND = 'Stand: November 2026';

const COUNTRY_NAMES: Record<Operator['country'], string> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz',
};

const addressLine = (o: Operator) => `${o.street}, ${o.postal_code} ${o.city}, ${COUNTRY_NAMES[o.country]}`;

const price = PRICE_PER_UNIT_CENTS / 100;
const percent = (rate: number) => `${Math.round(rate * 100)} %`;

export const legalMessages = {
  /** Names of the pages, as links and as headings. */
  pageTitles: {
    tos: 'Nutzungsbedingungen',
    privacy: 'Datenschutzerklärung',
    impressum: 'Impressum',
    accessibility: 'Erklärung zur Barrierefreiheit',
  } satisfies Record<LegalPage, string>,
  otherPages: 'Weitere rechtliche Informationen',
  /** The visitors' pages (/legal/…): their h1 and the way back. */
  heading: 'Rechtliche Informationen',
  backToSignup: 'Zurück zur Registrierung',
  operatorMissing:
    'Die Angaben zum Anbieter konnten nicht geladen werden. Bitte lade die Seite neu oder versuche es später erneut.',
  stand: STAND,
} as const;

/** Terms of use of the paid continuing-education service. */
export function termsOfUse(o: Operator): LegalDocument {
  return {
    title: legalMessages.pageTitles.tos,
    sections: [
      {
        heading: '1. Geltungsbereich und Anbieter',
        blocks: [
          `Diese Nutzungsbedingungen gelten für die Nutzung des Weiterbildungsquiz in der Web-App und in der Desktop-App sowie für alle darüber bestellten Weiterbildungsleistungen. Anbieter ist die ${o.name}, ${addressLine(o)} (im Folgenden „wir“).`,
          'Abweichende Bedingungen von Nutzerinnen und Nutzern gelten nur, wenn wir ihnen ausdrücklich in Textform zugestimmt haben.',
        ],
      },
      {
        heading: '2. Leistungen',
        blocks: [
          'Das Weiterbildungsquiz richtet sich an Versicherungsvermittlerinnen und -vermittler sowie weitere Beschäftigte der Versicherungsbranche in Deutschland, Österreich und der Schweiz, die sich regelmäßig weiterbilden müssen. Wir bieten:',
          {
            list: [
              'ein Quiz mit Multiple-Choice-Fragen zu rechtlichen Themen und zum Spartenwissen, abgestimmt auf die gewählte Rolle (Vertreter oder Makler) und das gewählte Land;',
              `Quiz-Coins für richtig beantwortete Fragen (1 Coin je Basisfrage, 2 Coins je Expertenfrage), die gegen Weiterbildungszeit (Deutschland und Österreich: ${COINS_PER_HOUR} Coins je Stunde) oder gegen Credits von Berufsverbänden (Schweiz) eingelöst werden können;`,
              'auf Bestellung die Bestätigung der Weiterbildungszeit durch eine Teilnahmebescheinigung oder die Meldung an eine Weiterbildungsdatenbank (in Deutschland „gut beraten“) sowie die Bestätigung von Credits gegenüber dem gewählten Verband;',
              'einen Newsfeed mit Branchennachrichten ausgewählter Anbieter, der Werbung enthält;',
              'eine Firmenplattform, auf der Teilnehmende von Partnerunternehmen mit einem Zugangscode Firmenquiz bearbeiten und Zertifikate anfordern können.',
            ],
          },
          'Das Quiz selbst ist kostenlos. Kostenpflichtig ist erst die Bestellung von Weiterbildungsstunden oder Credits (Ziffer 5).',
        ],
      },
      {
        heading: '3. Konto',
        blocks: [
          'Für die Nutzung ist ein persönliches Konto nötig. Du musst bei der Registrierung wahre Angaben machen und deine E-Mail-Adresse bestätigen. Ein Konto gehört genau einer Person und darf nicht mit anderen geteilt werden, denn die Weiterbildungszeit wird dieser Person bescheinigt.',
          'Halte dein Passwort geheim. Wenn du vermutest, dass jemand anderes es kennt, ändere es sofort; dabei werden deine anderen Sitzungen beendet.',
          'Du kannst dein Konto jederzeit unter „Mein Konto“ löschen. Wir dürfen ein Konto sperren oder kündigen, wenn es gegen diese Bedingungen genutzt wird, insbesondere bei Täuschung über die eigene Person oder automatisierter Beantwortung von Fragen.',
        ],
      },
      {
        heading: '4. Quiz-Coins',
        blocks: [
          'Coins sind ein Nachweis deiner Lernleistung, kein Geld und kein Guthaben. Sie können nicht ausgezahlt, übertragen oder verkauft werden.',
          'Coins sind ein Jahr ab dem Tag gültig, an dem du sie erworben hast. Danach verfallen sie, und die zugehörigen Fragen stehen wieder zur Beantwortung bereit.',
          'Eine Weiterbildungsstunde (Deutschland, Österreich) oder ein Credit (Schweiz) setzt die jeweils angegebene Zahl an Coins voraus. Beim Einlösen werden die Coins verbraucht.',
        ],
      },
      {
        heading: '5. Bestellung, Preise und Zahlung',
        blocks: [
          `Eine Weiterbildungsstunde kostet in Deutschland und Österreich ${price} Euro zuzüglich der gesetzlichen Umsatzsteuer (Deutschland ${percent(VAT_RATE.de)}, Österreich ${percent(VAT_RATE.at)}), ein Credit in der Schweiz ${price} CHF; Weiterbildung ist dort von der Mehrwertsteuer ausgenommen (Art. 21 MWSTG). Rabatt-Codes werden nur im angegebenen Zeitraum und in der angegebenen Zahl angenommen.`,
          'Mit dem Absenden der Bestellung gibst du ein verbindliches Angebot ab; der Vertrag kommt zustande, wenn wir die Bestellung bestätigen oder die Rechnung senden. Die Rechnung erhältst du per E-Mail. Sie ist innerhalb von 14 Tagen ohne Abzug zu zahlen.',
          'Wir können eine Bestellung ablehnen, etwa wenn die Coins nicht ausreichen, die Angaben unvollständig sind oder ein Missbrauch zu vermuten ist.',
        ],
      },
      {
        heading: '6. Anerkennung der Weiterbildung',
        blocks: [
          'In Deutschland müssen Versicherungsvermittler nach § 34d Abs. 9 GewO in Verbindung mit § 7 VersVermV jährlich mindestens 15 Stunden Weiterbildung nachweisen; in Österreich gilt § 137b GewO 1994. Unsere Weiterbildung ist als selbstgesteuertes Lernen mit Lernerfolgskontrolle gestaltet.',
          'Wir bescheinigen die Zeit, die du mit den eingelösten Coins nachgewiesen hast. Ob eine Aufsichtsbehörde, dein Arbeitgeber oder ein Verband die Weiterbildung in deinem Einzelfall anerkennt, entscheiden diese. Bei Schweizer Verbänden (Cicero, SFPO, SAV, SKPE) gelten deren Regeln für die Anrechnung von Credits.',
        ],
      },
      {
        heading: '7. Widerrufsrecht für Verbraucher',
        blocks: [
          'Wenn du als Verbraucherin oder Verbraucher bestellst, hast du das Recht, binnen vierzehn Tagen ohne Angabe von Gründen den Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsschlusses. Um dein Widerrufsrecht auszuüben, musst du uns mittels einer eindeutigen Erklärung (zum Beispiel per E-Mail) über deinen Entschluss informieren. Zur Wahrung der Frist reicht es aus, dass du die Mitteilung vor Ablauf der Frist absendest.',
          `Widerrufsadresse: ${o.name}, ${addressLine(o)}, E-Mail: ${o.email}.`,
          'Folgen des Widerrufs: Wenn du den Vertrag widerrufst, erstatten wir dir alle Zahlungen, die wir von dir erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag, an dem die Mitteilung über deinen Widerruf bei uns eingegangen ist, über dasselbe Zahlungsmittel, das du verwendet hast. Hast du verlangt, dass die Dienstleistung während der Widerrufsfrist beginnt, hast du uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zum Widerruf erbrachten Leistungen entspricht.',
          'Das Widerrufsrecht erlischt, wenn wir die Dienstleistung vollständig erbracht haben (etwa die Bescheinigung ausgestellt oder die Stunden an die Weiterbildungsdatenbank gemeldet) und du vorher ausdrücklich zugestimmt hast, dass wir vor Ablauf der Widerrufsfrist beginnen, und deine Kenntnis davon bestätigt hast, dass du dein Widerrufsrecht mit vollständiger Vertragserfüllung verlierst.',
          'Bestellst du als Unternehmerin oder Unternehmer (etwa als selbstständiger Vermittler für deinen Betrieb), besteht kein gesetzliches Widerrufsrecht.',
        ],
      },
      {
        heading: '8. Pflichten bei der Nutzung',
        blocks: [
          'Du beantwortest die Fragen selbst. Nicht erlaubt sind insbesondere das Weitergeben von Zugangsdaten, das automatisierte Beantworten oder Abrufen von Fragen, das Kopieren und Verbreiten des Fragenkatalogs und jeder Versuch, die Sicherheit des Dienstes zu umgehen.',
        ],
      },
      {
        heading: '9. Verfügbarkeit und Änderungen des Dienstes',
        blocks: [
          'Die App braucht eine Internetverbindung. Wir bemühen uns um eine hohe Verfügbarkeit, können sie aber wegen Wartung, Störungen bei Dritten oder höherer Gewalt nicht jederzeit garantieren. Wir dürfen den Fragenkatalog und die Funktionen weiterentwickeln, solange bereits erworbene Coins und bestellte Leistungen dadurch nicht entwertet werden.',
        ],
      },
      {
        heading: '10. Haftung',
        blocks: [
          'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz und im Umfang einer übernommenen Garantie. Bei leicht fahrlässiger Verletzung einer Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung du regelmäßig vertrauen darfst, ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
          'Die Quizinhalte dienen der Weiterbildung und ersetzen keine Rechts- oder Steuerberatung im Einzelfall.',
        ],
      },
      {
        heading: '11. Laufzeit und Kündigung',
        blocks: [
          'Der Nutzungsvertrag läuft auf unbestimmte Zeit und kann von beiden Seiten jederzeit beendet werden, von dir durch das Löschen deines Kontos. Bereits bestellte und bezahlte Leistungen erbringen wir auch nach der Kündigung. Mit dem Konto verfallen nicht eingelöste Coins. Rechnungen bewahren wir so lange auf, wie das Gesetz es verlangt.',
        ],
      },
      {
        heading: '12. Änderungen dieser Bedingungen',
        blocks: [
          'Wir können diese Bedingungen mit Wirkung für die Zukunft ändern, wenn sich Gesetze, die Rechtsprechung oder der Dienst ändern. Wir informieren dich mindestens sechs Wochen vorher per E-Mail. Widersprichst du nicht bis zum Inkrafttreten, gelten die geänderten Bedingungen; auf diese Folge und dein Kündigungsrecht weisen wir in der Mitteilung hin.',
        ],
      },
      {
        heading: '13. Schlussbestimmungen',
        blocks: [
          'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Als Verbraucherin oder Verbraucher behältst du den Schutz der zwingenden Vorschriften des Staates, in dem du deinen gewöhnlichen Aufenthalt hast. Ist die Nutzerin oder der Nutzer Kaufmann, ist Gerichtsstand der Sitz des Anbieters.',
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          'Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam.',
          STAND,
        ],
      },
    ],
  };
}

/** The privacy policy (Art. 13 DSGVO): what this software really processes, why, how long, and for whom. */
export function privacyPolicy(o: Operator): LegalDocument {
  return {
    title: legalMessages.pageTitles.privacy,
    sections: [
      {
        heading: '1. Verantwortlicher',
        blocks: [
          `${o.name}, ${addressLine(o)}, vertreten durch ${o.managing_director}. E-Mail: ${o.email}, Telefon: ${o.phone}.`,
          `Für Fragen zum Datenschutz und zu deinen Rechten erreichst du uns unter ${o.email}.`,
        ],
      },
      {
        heading: '2. Konto',
        blocks: [
          'Bei der Registrierung und im Konto verarbeiten wir: Vor- und Nachname, E-Mail-Adresse, Land, die gewählte Rolle (Vertreter oder Makler), ob und wann die E-Mail-Adresse bestätigt wurde, dein Passwort nur als sicheren Hash (scrypt, nie im Klartext) sowie für jede Anmeldung ein Zugangstoken mit dem Gerätenamen und dem Zeitpunkt. Rechtsgrundlage ist die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).',
          'Diese Daten speichern wir, solange dein Konto besteht. Wenn du das Konto löschst, löschen oder anonymisieren wir sie sofort; ausgenommen sind Rechnungen (Ziffer 4).',
        ],
      },
      {
        heading: '3. Quiz, Antworten und Coins',
        blocks: [
          'Damit du Coins sammeln und einlösen kannst, speichern wir die Fragen, die dir gestellt wurden, deine Antworten und ob sie richtig waren, deine Coins mit ihrem Erwerbsdatum, deine Themen- und Schwierigkeitsauswahl sowie deine gebuchten Kurse. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.',
          'Coins verfallen nach einem Jahr; die Antworten bleiben bis zur Löschung deines Kontos gespeichert, weil sie belegen, welche Weiterbildungszeit wir bescheinigt haben.',
        ],
      },
      {
        heading: '4. Bestellungen und Rechnungen',
        blocks: [
          'Für eine Bestellung verarbeiten wir Name, Firma, Umsatzsteuer-Identifikationsnummer oder UID, Rechnungsanschrift, die bestellten Stunden oder Credits, einen Rabatt-Code sowie, falls angegeben, deine Cicero-Nummer oder deine gut beraten-Nummer. Daraus erstellen wir die Rechnung und die Teilnahmebescheinigung und senden sie dir per E-Mail.',
          'Wenn du die Meldung an die Weiterbildungsdatenbank „gut beraten“ wählst, übermitteln wir deinen Namen, deine gut beraten-Nummer und die Weiterbildungszeit an den Betreiber dieser Datenbank. Für Schweizer Credits geben wir deine Mitgliedsnummer und die Credits an den gewählten Verband weiter, soweit dieser das für die Anrechnung vorsieht.',
          'Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b DSGVO und für die Aufbewahrung Art. 6 Abs. 1 lit. c DSGVO. Rechnungen bewahren wir zehn Jahre auf (Deutschland: § 147 AO, § 257 HGB; Österreich: § 132 BAO; Schweiz: Art. 958f OR) – auch nach der Löschung deines Kontos.',
        ],
      },
      {
        heading: '5. Newsfeed und Werbung',
        blocks: [
          'Wir speichern, welche Nachrichtenanbieter du ausgewählt hast, und zählen, welche Artikel und Anzeigen dir angezeigt wurden und welche du angeklickt hast. So zeigen wir jede Anzeige nur begrenzt oft am Tag und blenden Vollbildanzeigen im vorgesehenen Abstand ein; Werbenden nennen wir nur zusammengefasste Zahlen. Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b und lit. f DSGVO (unser Interesse an der Finanzierung des Angebots). An Werbende geben wir keine Daten weiter, die dich identifizieren. Artikel öffnen sich auf der Website des jeweiligen Anbieters; dort gilt dessen Datenschutzerklärung.',
        ],
      },
      {
        heading: '6. Firmenplattform',
        blocks: [
          'Wenn du einen Zugangscode eines Partnerunternehmens einlöst, speichern wir die Zuordnung zu diesem Unternehmen, deine Firmenquiz, deine Antworten, dein Ergebnis und deine Anforderung eines Zertifikats. Das Zertifikat senden wir dir per E-Mail. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.',
        ],
      },
      {
        heading: '7. Feedback',
        blocks: [
          'Wenn du uns Feedback sendest, speichern wir die Sternebewertung, deinen Text, dein Land und den Zeitpunkt, bei nicht anonymem Feedback auch dein Konto. Anonymes Feedback speichern wir ohne Konto und nur mit dem Datum. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO (Verbesserung des Angebots).',
        ],
      },
      {
        heading: '8. Fehlerberichte',
        blocks: [
          'Nur wenn ein Dienst für Fehlerberichte eingerichtet ist, sendet die App bei einem Absturz einen Bericht: Fehlermeldung und Programmstelle, App-Version, Browser oder Betriebssystem, die aufgerufene Seite und, wenn du angemeldet bist, deine Nutzer-ID. Im Fehlerbildschirm kannst du zusätzlich beschreiben, was passiert ist, und – wenn du nicht angemeldet bist – Name und E-Mail-Adresse angeben. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO (ein stabiler Dienst). Fehlerberichte löschen wir nach spätestens 90 Tagen. Sitzt der Dienstleister außerhalb des EWR, erfolgt die Übermittlung auf Grundlage eines Angemessenheitsbeschlusses oder der EU-Standardvertragsklauseln.',
        ],
      },
      {
        heading: '9. E-Mails',
        blocks: [
          'Wir senden dir E-Mails, die für den Dienst nötig sind: die Bestätigung deiner E-Mail-Adresse, das Zurücksetzen des Passworts, Rechnungen, Teilnahmebescheinigungen und Zertifikate. Dafür nutzen wir einen Versanddienstleister, der die Nachrichten in unserem Auftrag zustellt (Art. 28 DSGVO). Werbe-E-Mails senden wir nicht.',
        ],
      },
      {
        heading: '10. Server-Protokolle und Sicherheit',
        blocks: [
          'Bei jeder Anfrage verarbeitet unser Server die IP-Adresse, Zeitpunkt, die aufgerufene Adresse (ohne Zugangstoken und E-Mail-Adressen) und den Statuscode, um den Dienst bereitzustellen und Angriffe abzuwehren. Gegen das Erraten von Passwörtern und Codes zählen wir Anfragen je IP-Adresse und Konto für kurze Zeit im Arbeitsspeicher. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Protokolle löschen wir nach spätestens 14 Tagen.',
        ],
      },
      {
        heading: '11. Speicherung auf deinem Gerät',
        blocks: [
          'Die App speichert auf deinem Gerät dein gewähltes Land und dein Zugangstoken, damit du angemeldet bleibst: in der Web-App im lokalen Speicher des Browsers, in der Desktop-App verschlüsselt im Schlüsselbund des Betriebssystems. Das ist für den Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG). Cookies zur Nachverfolgung oder Analyse setzen wir nicht.',
        ],
      },
      {
        heading: '12. Empfänger',
        blocks: [
          'Deine Daten erhalten nur: unser Hosting-Dienstleister und unser E-Mail-Versanddienstleister als Auftragsverarbeiter, der Dienst für Fehlerberichte (falls eingerichtet), der Betreiber der Weiterbildungsdatenbank und Schweizer Verbände im Umfang von Ziffer 4 sowie Behörden, wenn wir gesetzlich dazu verpflichtet sind.',
        ],
      },
      {
        heading: '13. Deine Rechte',
        blocks: [
          'Du hast das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Soweit wir Daten auf Grundlage berechtigter Interessen verarbeiten, kannst du aus Gründen, die sich aus deiner besonderen Situation ergeben, widersprechen (Art. 21). Du kannst dich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77), etwa bei der Behörde deines Wohnorts.',
          'Die Angaben für Konto und Bestellung brauchen wir, um den Vertrag zu erfüllen; ohne sie können wir den Dienst nicht erbringen. Eine automatisierte Entscheidungsfindung einschließlich Profiling nach Art. 22 DSGVO findet nicht statt.',
          STAND,
        ],
      },
    ],
  };
}

/** The Impressum (§ 5 DDG, § 18 Abs. 2 MStV) from the configured operator. */
export function impressum(o: Operator): LegalDocument {
  return {
    title: legalMessages.pageTitles.impressum,
    sections: [
      {
        heading: 'Angaben gemäß § 5 DDG',
        blocks: [o.name, `${o.street}, ${o.postal_code} ${o.city}`, COUNTRY_NAMES[o.country]],
      },
      { heading: 'Vertreten durch', blocks: [`${o.managing_director} (Geschäftsführung)`] },
      {
        heading: 'Kontakt',
        blocks: [{ list: [`Telefon: ${o.phone}`, `E-Mail: ${o.email}`, `Internet: ${o.web}`] }],
      },
      {
        heading: 'Registereintrag',
        blocks: [`Registergericht: ${o.register_court}`, `Registernummer: ${o.register_number}`],
      },
      {
        heading: 'Umsatzsteuer-Identifikationsnummer',
        blocks: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${o.vat_id}`],
      },
      {
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        blocks: [`${o.managing_director}, ${o.street}, ${o.postal_code} ${o.city}`],
      },
      {
        heading: 'Verbraucherstreitbeilegung',
        blocks: [
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
      {
        heading: 'App',
        blocks: [`Weiterbildungsquiz, Version ${APP_VERSION}`],
      },
    ],
  };
}

/** The accessibility statement the BFSG asks of consumer e-commerce services (§ 14 BFSG, Anlage 3). */
export function accessibilityStatement(o: Operator): LegalDocument {
  return {
    title: legalMessages.pageTitles.accessibility,
    sections: [
      {
        heading: 'Geltungsbereich',
        blocks: [
          `Diese Erklärung gilt für die Web-App und die Desktop-App des Weiterbildungsquiz der ${o.name}, einschließlich Registrierung, Anmeldung, Quiz, Bestellung von Weiterbildungsstunden und Credits, Newsfeed, Firmenplattform, Feedback und Kontoeinstellungen. Sie beschreibt, wie der Dienst die Barrierefreiheitsanforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) erfüllt.`,
        ],
      },
      {
        heading: 'Stand der Vereinbarkeit',
        blocks: [
          'Wir richten den Dienst an den Erfolgskriterien der WCAG 2.2 auf Stufe AA aus, die der europäischen Norm EN 301 549 zugrunde liegen. Der Dienst ist weitgehend barrierefrei:',
          {
            list: [
              'Alle Funktionen sind mit der Tastatur bedienbar, der Fokus ist stets sichtbar, und ein Link am Seitenanfang springt direkt zum Inhalt.',
              'Formularfelder haben sichtbare Beschriftungen; Fehlermeldungen stehen beim Feld und werden von Screenreadern vorgelesen.',
              'Auswahlfelder wie die Sternebewertung und die Antworten im Quiz sind echte Optionsfelder und mit den Pfeiltasten bedienbar; richtige und falsche Antworten werden nicht nur durch Farbe, sondern auch durch Symbol und Text gekennzeichnet.',
              'Die Farben erfüllen die Kontrastanforderungen; im Modus für hohe Kontraste des Betriebssystems bleiben alle Bedienelemente erkennbar.',
              'Wer in den Systemeinstellungen reduzierte Bewegung gewählt hat, sieht keine Animationen.',
              'Die Seiten passen sich an schmale Bildschirme und an eine Vergrößerung auf 200 % an.',
            ],
          },
          'Jede Seite wird bei jeder Änderung der Software automatisch mit axe-core gegen WCAG 2.2 AA geprüft.',
        ],
      },
      {
        heading: 'Nicht barrierefreie Inhalte',
        blocks: [
          {
            list: [
              'PDF-Dokumente (Rechnungen, Teilnahmebescheinigungen, Zertifikate) sind noch nicht als getaggte PDF-Dateien (PDF/UA) ausgestaltet. Die wesentlichen Angaben stehen zusätzlich im Text der E-Mail, mit der wir sie senden. Auf Wunsch senden wir dir die Inhalte in einer anderen Form.',
              'Artikel im Newsfeed stammen von fremden Nachrichtenanbietern und öffnen sich auf deren Websites; deren Barrierefreiheit liegt nicht in unserer Hand. Bei Anzeigen mit Bildern ist der Inhalt nicht immer als Text verfügbar.',
            ],
          },
        ],
      },
      {
        heading: 'Erstellung dieser Erklärung',
        blocks: [
          'Diese Erklärung beruht auf einer Selbstbewertung mit automatisierten Prüfungen und manuellen Tests mit Tastatur, Screenreader und hohem Kontrast. Sie wurde im November 2026 erstellt und wird bei jeder wesentlichen Änderung des Dienstes überprüft.',
        ],
      },
      {
        heading: 'Feedback und Kontakt',
        blocks: [
          `Wenn dir Barrieren auffallen oder du Inhalte in einer anderen Form brauchst, schreib uns an ${o.email} oder ruf uns an unter ${o.phone}. Du kannst uns auch über die Seite „Feedback“ in der App schreiben. Wir antworten innerhalb von zwei Wochen.`,
        ],
      },
      {
        heading: 'Marktüberwachung',
        blocks: [
          'Wenn du meinst, dass der Dienst die Anforderungen des BFSG nicht erfüllt, kannst du dich an die zuständige Marktüberwachungsbehörde wenden: die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg. Außerdem kannst du ein Schlichtungsverfahren bei der Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes beantragen (§ 34 BFSG).',
          STAND,
        ],
      },
    ],
  };
}

export const LEGAL_DOCUMENTS: Record<LegalPage, (operator: Operator) => LegalDocument> = {
  tos: termsOfUse,
  privacy: privacyPolicy,
  impressum,
  accessibility: accessibilityStatement,
};
