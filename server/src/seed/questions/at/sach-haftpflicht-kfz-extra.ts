import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-sach-haftpflicht-kfz (issue 16). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-sach-haftpflicht-kfz-501',
    text: 'Haushaltsversicherung ohne Unterversicherungsverzicht: Versicherungssumme 60.000 €, Versicherungswert 80.000 €, Leitungswasserschaden 20.000 €. Was zahlt der Versicherer nach § 56 VersVG?',
    answers: ['15.000 €', '20.000 €', '12.000 €', '5.000 €'],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Bei Unterversicherung haftet der Versicherer nur im Verhältnis der Versicherungssumme zum Versicherungswert: 60.000 / 80.000 = 3/4. Vom Schaden von 20.000 € werden daher 15.000 € ersetzt, obwohl der Schaden unter der Versicherungssumme liegt.',
    source: '§ 56 VersVG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-502',
    text: 'Worin unterscheidet sich die Halterhaftung nach dem EKHG von der Verschuldenshaftung nach dem ABGB der Höhe nach?',
    answers: [
      'Die EKHG-Haftung ist mit Höchstbeträgen begrenzt, die ABGB-Verschuldenshaftung nicht',
      'Die ABGB-Haftung ist begrenzt, die EKHG-Haftung unbegrenzt',
      'Beide sind mit der Mindestversicherungssumme des KHVG begrenzt',
      'Beide sind der Höhe nach unbegrenzt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Der Halter haftet nach dem EKHG ohne Verschulden, dafür nur bis zu den Haftungshöchstbeträgen des § 15 EKHG. Wer darüber hinaus Ersatz will, muss nach dem ABGB ein Verschulden nachweisen; diese Haftung ist der Höhe nach nicht begrenzt.',
    source: '§ 15 EKHG; §§ 1295 ff. ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-503',
    text: 'Ein Geschädigter kennt Schaden und Halter sofort, zeigt den Unfall dem Halter aber erst nach einem Jahr an; dieser wusste nichts davon. Was gilt nach § 8 EKHG?',
    answers: [
      'Er verliert seine Ansprüche nach dem EKHG, weil er nicht binnen drei Monaten angezeigt hat',
      'Nichts; es gilt allein die dreijährige Verjährung',
      'Seine Ansprüche werden auf die Hälfte gekürzt',
      'Er verliert auch alle Ansprüche nach dem ABGB',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Nach § 8 EKHG verliert der Geschädigte die Rechte aus dem EKHG, wenn er den Unfall nicht binnen drei Monaten ab Kenntnis von Schaden und Ersatzpflichtigem anzeigt, es sei denn, er war schuldlos verhindert oder der Halter erfuhr anders davon. Ansprüche nach dem ABGB bei Verschulden bleiben unberührt.',
    source: '§ 8 EKHG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-504',
    text: 'Ein Dritter erhebt gegen den VN einer Privathaftpflichtversicherung einen unbegründeten Schadenersatzanspruch. Was schuldet der Haftpflichtversicherer?',
    answers: [
      'Die Abwehr des unbegründeten Anspruchs samt den dafür nötigen Kosten',
      'Nichts, weil kein ersatzpflichtiger Schaden vorliegt',
      'Die Zahlung des geforderten Betrags, um einen Prozess zu vermeiden',
      'Nur die Kosten, wenn der VN den Prozess gewinnt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Haftpflichtversicherung hat neben der Befriedigung begründeter Ansprüche eine Rechtsschutzfunktion: Nach § 150 VersVG umfasst sie auch die Kosten der Abwehr der vom Dritten geltend gemachten Ansprüche. Der Versicherer prüft die Haftung und wehrt unbegründete Forderungen ab.',
    source: '§ 150 VersVG; AHVB (VVO-Musterbedingungen für die Haftpflichtversicherung)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-505',
    text: 'Der VN beschädigt einen beim Nachbarn ausgeliehenen Rasenmäher. Ist der Schaden nach den üblichen Haftpflichtbedingungen (AHVB) gedeckt?',
    answers: [
      'Grundsätzlich nein; Schäden an entliehenen, gemieteten oder verwahrten Sachen sind ausgeschlossen',
      'Ja, immer, weil der Nachbar ein Dritter ist',
      'Ja, aber nur bei grober Fahrlässigkeit',
      'Nur wenn der Nachbar selbst haftpflichtversichert ist',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die AHVB schließen Schäden an Sachen aus, die der VN entliehen, gemietet, gepachtet oder in Verwahrung genommen hat, weil hier meist eine vertragliche Rückgabepflicht betroffen ist. Manche Tarife bieten eine Zusatzdeckung für Leihsachen, die der Vermittler gezielt ansprechen kann.',
    source: 'AHVB (VVO-Musterbedingungen für die Haftpflichtversicherung), Risikoausschlüsse',
  },
  {
    key: 'at-sach-haftpflicht-kfz-506',
    text: 'Was gilt nach den AHVB als Versicherungsfall in der Haftpflichtversicherung?',
    answers: [
      'Das Schadenereignis, aus dem dem VN Schadenersatzverpflichtungen erwachsen könnten',
      'Die erstmalige schriftliche Geltendmachung des Anspruchs (Claims-made)',
      'Der Verstoß des VN, unabhängig vom Eintritt eines Schadens',
      'Das rechtskräftige Urteil gegen den VN',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Die AHVB knüpfen den Versicherungsfall an das Schadenereignis: Versichert ist ein Ereignis während der Vertragslaufzeit, aus dem dem VN Schadenersatzverpflichtungen erwachsen könnten. Das Claims-made-Prinzip findet man eher in der D&O- oder Vermögensschadenversicherung.',
    source: 'AHVB (VVO-Musterbedingungen für die Haftpflichtversicherung), Art. 1',
  },
  {
    key: 'at-sach-haftpflicht-kfz-507',
    text: 'Das kaskoversicherte Fahrzeug erleidet einen Totalschaden. Wie wird die Entschädigung nach den üblichen Kaskobedingungen grundsätzlich ermittelt?',
    answers: [
      'Wiederbeschaffungswert abzüglich Restwert und vereinbartem Selbstbehalt',
      'Neupreis des Fahrzeugs ohne Abzüge',
      'Listenpreis abzüglich 20 % pro Jahr',
      'Reparaturkosten laut Kostenvoranschlag, auch über dem Fahrzeugwert',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Bei Totalschaden ersetzt die Kasko grundsätzlich den Wiederbeschaffungswert, also den Preis eines gleichwertigen Fahrzeugs, abzüglich des Restwerts des Wracks und eines Selbstbehalts. Eine Neuwertentschädigung gibt es nur, wenn sie für junge Fahrzeuge eigens vereinbart ist.',
    source: 'VVO-Musterbedingungen für die Kaskoversicherung (AKIB)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-508',
    text: 'In einer Neuwertversicherung übersteigt die Neuwertentschädigung den Zeitwert. Wann hat der VN nach den üblichen Sachversicherungsbedingungen Anspruch auf diesen Mehrbetrag?',
    answers: [
      'Erst wenn die Wiederherstellung oder Wiederbeschaffung gesichert ist',
      'Sofort mit Feststellung des Schadens',
      'Erst nach Ablauf von fünf Jahren',
      'Nie; es wird stets nur der Zeitwert ersetzt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Nach der Wiederherstellungsklausel der Sachversicherungsbedingungen wird zunächst nur der Zeitwert fällig. Den Mehrbetrag bis zum Neuwert erhält der VN erst, wenn die Wiederherstellung bzw. Wiederbeschaffung gesichert ist; so soll eine Bereicherung ohne Wiederaufbau vermieden werden.',
    source:
      'ABS (Allgemeine Bedingungen für die Sachversicherung, VVO-Musterbedingungen), Wiederherstellungsklausel',
  },
  {
    key: 'at-sach-haftpflicht-kfz-509',
    text: 'Welche Aussage zur Haftpflichtversicherung nach §§ 149 ff. VersVG ist NICHT zutreffend?',
    answers: [
      'Der Versicherer ersetzt auch Schäden, die der VN an seinem eigenen Vermögen erleidet',
      'Versichert ist die Verantwortlichkeit des VN gegenüber Dritten',
      'Bei vorsätzlicher widerrechtlicher Herbeiführung des Schadens haftet der Versicherer nicht',
      'In der Kfz-Haftpflicht hat der Geschädigte einen direkten Anspruch gegen den Versicherer',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Haftpflichtversicherung deckt nach § 149 VersVG, was der VN einem Dritten aufgrund seiner Verantwortlichkeit zu leisten hat. Eigenschäden des VN sind Sache der Sachversicherung. Der Vorsatzausschluss folgt aus § 152 VersVG, die Direktklage in der Kfz-Haftpflicht aus § 26 KHVG 1994.',
    source: '§ 149 VersVG; § 152 VersVG; § 26 KHVG 1994',
  },
  {
    key: 'at-sach-haftpflicht-kfz-510',
    text: 'Welche Aussage zur Kaskoversicherung in Österreich ist NICHT zutreffend?',
    answers: [
      'Sie ist für jedes zugelassene Kraftfahrzeug gesetzlich vorgeschrieben',
      'Sie deckt Schäden am eigenen Fahrzeug',
      'Ein Selbstbehalt kann vereinbart werden',
      'Nach der Zahlung kann der Versicherer gegen einen haftenden Dritten Regress nehmen',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Verpflichtend ist für zugelassene Kraftfahrzeuge nur die Kfz-Haftpflichtversicherung nach dem KFG und KHVG; die Kasko ist eine freiwillige Sachversicherung für das eigene Fahrzeug. Als Schadenversicherung unterliegt sie dem Forderungsübergang nach § 67 VersVG.',
    source: '§ 59 KFG 1967; § 67 VersVG',
  },
];
