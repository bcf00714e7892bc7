import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-vermittlerrecht' (Deutschland), Teil 3. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-vermittlerrecht-301',
    text: 'Welche Tätigkeit ist NICHT Versicherungsvertrieb im Sinne des Art. 2 IDD?',
    answers: [
      'Die berufsmäßige Schadenregulierung und Schadengutachtertätigkeit für einen Versicherer',
      'Das Vorschlagen und Abschließen von Versicherungsverträgen',
      'Die Mitwirkung bei Verwaltung und Erfüllung eines Vertrags, insbesondere im Schadenfall',
      'Ein Vergleichsportal, über das Kunden direkt oder indirekt einen Vertrag abschließen können',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Art. 2 Abs. 1 Nr. 1 IDD zählt Beraten, Vorschlagen, Abschließen, die Mitwirkung bei Verwaltung und Erfüllung, insbesondere im Schadenfall, sowie Vergleichsportale mit Abschlussmöglichkeit zum Vertrieb. Art. 2 Abs. 2 IDD nimmt dagegen u. a. die berufsmäßige Schadenverwaltung für ein Versicherungsunternehmen sowie Schadenregulierung und Sachverständigenbegutachtung ausdrücklich aus.',
    source: 'Art. 2 Abs. 1 Nr. 1 und Abs. 2 IDD',
  },
  {
    key: 'de-vermittlerrecht-302',
    text: 'Aus welchen Teilen besteht die Sachkundeprüfung für Versicherungsvermittler vor der IHK?',
    answers: [
      'Aus einem schriftlichen und einem praktischen Teil, in dem ein Kundengespräch simuliert wird',
      'Nur aus einer mündlichen Befragung durch die BaFin',
      'Aus einer Hausarbeit und einem Praktikum bei einem Versicherer',
      'Nur aus einem Online-Multiple-Choice-Test ohne Präsenz',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Die Sachkundeprüfung nach der VersVermV gliedert sich in einen schriftlichen und einen praktischen Teil. Im praktischen Teil wird ein Kundenberatungsgespräch simuliert, in dem der Prüfling zeigen muss, dass er Kundenbedürfnisse erfragen und eine passende Lösung erläutern kann.',
    source: '§ 3 VersVermV',
  },
  {
    key: 'de-vermittlerrecht-303',
    text: 'Was muss ein eingetragener Vermittler tun, wenn sich seine im Vermittlerregister gespeicherten Angaben ändern, z. B. die Anschrift?',
    answers: [
      'Die Änderung der Registerbehörde unverzüglich mitteilen',
      'Nichts; das Register aktualisiert sich aus dem Handelsregister selbst',
      'Die Änderung nur bei der nächsten Erlaubnisverlängerung nach fünf Jahren angeben',
      'Eine neue Erlaubnis nach § 34d GewO beantragen',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 10 GewO muss sich der Vermittler unverzüglich nach Aufnahme seiner Tätigkeit eintragen lassen, und Änderungen der im Register gespeicherten Angaben sind der Registerbehörde (IHK) unverzüglich mitzuteilen. Nur so bleibt das öffentliche Register für Kunden und Versicherer verlässlich; eine Erlaubnis nach § 34d GewO wird zudem unbefristet erteilt.',
    source: '§ 34d Abs. 10 GewO; § 11a GewO',
  },
  {
    key: 'de-vermittlerrecht-304',
    text: 'Wie werden die Mindestversicherungssummen der Berufshaftpflicht für Versicherungsvermittler nach der IDD angepasst?',
    answers: [
      'Sie werden regelmäßig alle fünf Jahre von der EIOPA anhand des Europäischen Verbraucherpreisindex überprüft',
      'Gar nicht; sie stehen seit 2002 unverändert fest',
      'Jede IHK legt sie jährlich für ihren Bezirk selbst fest',
      'Sie richten sich nach dem Jahresumsatz des Vermittlers',
    ],
    categories: ['de-vermittlerrecht', 'de-maklerrecht'],
    coins: 2,
    explanation:
      'Art. 10 Abs. 4 IDD setzt Mindestbeträge je Schadenfall und für alle Schadenfälle eines Jahres fest. Nach Art. 10 Abs. 7 IDD werden diese Beträge von der EIOPA regelmäßig, erstmals 2019 und danach alle fünf Jahre, an die Entwicklung des Europäischen Verbraucherpreisindex angepasst; in Deutschland legt die VersVermV die Mindestsummen fest.',
    source: 'Art. 10 Abs. 4 und 7 IDD',
  },
  {
    key: 'de-vermittlerrecht-305',
    text: 'Wer meldet einen gebundenen Versicherungsvertreter, der nach § 34d Abs. 7 GewO keine eigene Erlaubnis braucht, zum Vermittlerregister an?',
    answers: [
      'Das Versicherungsunternehmen, das die uneingeschränkte Haftung für ihn übernommen hat',
      'Der Vertreter selbst, zusammen mit einem Sachkundenachweis der BaFin',
      'Das Amtsgericht, bei dem sein Gewerbe angemeldet ist',
      'Niemand, gebundene Vertreter werden nicht registriert',
    ],
    categories: ['de-vermittlerrecht', 'de-handelsvertreter'],
    coins: 2,
    explanation:
      'Gebundene Vertreter nach § 34d Abs. 7 GewO sind erlaubnisfrei, aber eintragungspflichtig. Die Eintragung veranlasst das Versicherungsunternehmen, das die uneingeschränkte Haftung übernimmt und zugleich sicherstellen muss, dass der Vertreter zuverlässig, in geordneten Vermögensverhältnissen und sachkundig ist.',
    source: '§ 34d Abs. 7 GewO; § 11a GewO',
  },
  {
    key: 'de-vermittlerrecht-306',
    text: 'Bis zu welcher Höhe sind Sondervergütungen an Versicherungsnehmer trotz Provisionsabgabeverbot nach § 48b VAG zulässig?',
    answers: [
      'Bis 15 € je Versicherungsverhältnis und Kalenderjahr',
      'Bis 100 € je Kunde und Monat',
      'Bis zur Hälfte der Abschlussprovision',
      'In beliebiger Höhe, wenn der Kunde Verbraucher ist',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 2,
    explanation:
      '§ 48b VAG verbietet Versicherern und Vermittlern grundsätzlich, Versicherungsnehmern Sondervergütungen zu gewähren. Nach § 48b Abs. 2 Satz 2 VAG gelten Belohnungen oder Geschenke zur Anbahnung oder anlässlich eines Vertragsabschlusses als geringwertig und damit zulässig, soweit sie 15 € pro Versicherungsverhältnis und Kalenderjahr nicht überschreiten; daneben erlaubt § 48b Abs. 4 VAG die dauerhafte Leistungserhöhung oder Prämienreduzierung.',
    source: '§ 48b Abs. 2 VAG',
  },
  {
    key: 'de-vermittlerrecht-307',
    text: 'Ein Versicherungsvertreter schließt bei seinem Versicherer eine eigene Hausratversicherung ab und erhält dafür die übliche Provision. Verstößt das gegen § 48b VAG?',
    answers: [
      'Nein, sofern das Vermittlerverhältnis nicht nur begründet wurde, um ihm solche Zuwendungen zu verschaffen',
      'Ja, jede Provision für einen eigenen Vertrag ist eine verbotene Sondervergütung',
      'Nein, aber nur bis 15 € Provision im Jahr',
      'Ja, Vermittler dürfen bei ihrem eigenen Versicherer keine Verträge abschließen',
    ],
    categories: ['de-vermittlerrecht', 'de-handelsvertreter'],
    coins: 2,
    explanation:
      'Nach § 48b Abs. 3 VAG gilt die Gewährung von Provisionen an Versicherungsnehmer, die zugleich Vermittler des betreffenden Versicherers sind, nicht als Sondervergütung. Anders ist es nur, wenn das Vermittlerverhältnis allein begründet wurde, um Provisionen für eigene Versicherungen zu erhalten; das wäre eine Umgehung des Verbots.',
    source: '§ 48b Abs. 3 VAG',
  },
  {
    key: 'de-vermittlerrecht-308',
    text: 'Wo kann ein Kunde online prüfen, ob ein Versicherungsvermittler registriert ist und welchen Status er hat?',
    answers: [
      'Im Vermittlerregister des DIHK unter www.vermittlerregister.info',
      'Nur im Handelsregister des Amtsgerichts',
      'In der Unternehmensdatenbank der BaFin für Versicherer',
      'Im Schuldnerverzeichnis',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Das Versicherungsvermittlerregister nach § 11a GewO wird von den IHKs als Registerbehörden geführt; der DIHK betreibt es als gemeinsame Stelle und macht es unter www.vermittlerregister.info öffentlich zugänglich. Dort lassen sich anhand der Registrierungsnummer oder des Namens Status und Erlaubnisart prüfen.',
    source: '§ 11a GewO',
  },
  {
    key: 'de-vermittlerrecht-309',
    text: 'Was darf ein Versicherungsberater mit Erlaubnis nach § 34d Abs. 2 GewO für seinen Auftraggeber im Versicherungsfall tun?',
    answers: [
      'Ihn rechtlich beraten und gegenüber dem Versicherer außergerichtlich vertreten',
      'Ihn vor allen Gerichten als Prozessbevollmächtigter vertreten',
      'Nur Angebote vergleichen, aber keine rechtliche Beratung leisten',
      'Die Leistung des Versicherers als Schlichter verbindlich festsetzen',
    ],
    categories: ['de-vermittlerrecht'],
    coins: 1,
    explanation:
      'Nach § 34d Abs. 2 GewO berät der Versicherungsberater Dritte bei Vereinbarung, Änderung oder Prüfung von Versicherungsverträgen und bei der Wahrnehmung von Ansprüchen im Versicherungsfall auch rechtlich und vertritt sie gegenüber dem Versicherer außergerichtlich. Die Vertretung vor Gericht bleibt Rechtsanwälten vorbehalten.',
    source: '§ 34d Abs. 2 GewO',
  },
  {
    key: 'de-vermittlerrecht-310',
    text: 'Die Berufshaftpflichtversicherung eines Maklers endet. Ab wann wirkt die Beendigung nach § 117 Abs. 2 VVG gegenüber einem geschädigten Kunden?',
    answers: [
      'Erst einen Monat, nachdem der Versicherer die Beendigung der zuständigen Stelle angezeigt hat',
      'Sofort mit dem Ende des Versicherungsvertrags',
      'Erst nach Ablauf von fünf Jahren',
      'Erst wenn der Kunde selbst von der Beendigung erfahren hat',
    ],
    categories: ['de-vermittlerrecht', 'de-maklerrecht'],
    coins: 2,
    explanation:
      'Die Berufshaftpflicht nach § 34d GewO ist eine Pflichtversicherung, für die die §§ 113 ff. VVG gelten. Nach § 117 Abs. 2 VVG wirkt ein Umstand, der das Versicherungsverhältnis beendet, gegenüber dem geschädigten Dritten erst einen Monat, nachdem der Versicherer ihn der zuständigen Stelle, hier der IHK, angezeigt hat. So bleibt der Kunde geschützt, bis die Behörde reagieren kann.',
    source: '§ 117 Abs. 2 VVG; § 34d Abs. 5 GewO',
  },
];
