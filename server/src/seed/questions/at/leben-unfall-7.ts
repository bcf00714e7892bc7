import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'at-leben-unfall' (Österreich), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-leben-unfall-701',
    text: 'Was leistet eine Ablebensversicherung auf zwei verbundene Leben (z. B. Ehepaar) typischerweise?',
    answers: [
      'Die Versicherungssumme beim Tod der zuerst versterbenden Person',
      'Die Versicherungssumme zweimal, bei jedem Todesfall einmal',
      'Die Versicherungssumme erst beim Tod der zuletzt versterbenden Person',
      'Eine Rente an beide Partner ab dem 65. Lebensjahr',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Bei der Versicherung auf verbundene Leben sind zwei Personen in einem Vertrag versichert; der Versicherungsfall tritt mit dem ersten Todesfall ein, danach endet der Vertrag. Das eignet sich etwa zur gegenseitigen Absicherung eines gemeinsamen Kredits und ist meist günstiger als zwei Einzelverträge.',
    source: 'Tarifarten der Lebensversicherung (Versicherung auf verbundene Leben, §§ 159 ff. VersVG)',
  },
  {
    key: 'at-leben-unfall-702',
    text: 'Was bedeutet der Verzicht auf die abstrakte Verweisung in einer Berufsunfähigkeitsversicherung?',
    answers: [
      'Der Versicherer verweist nicht auf einen anderen Beruf, den die Person ausüben könnte, aber nicht ausübt',
      'Der Versicherer verzichtet auf jede ärztliche Prüfung der Berufsunfähigkeit',
      'Die Rente wird auch bei nur vorübergehender Krankheit gezahlt',
      'Der Versicherte darf nach Eintritt der Berufsunfähigkeit keinen anderen Beruf mehr ausüben',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Mit der abstrakten Verweisung könnte der Versicherer die Leistung ablehnen, weil die versicherte Person theoretisch noch eine andere, ihrer Ausbildung und Lebensstellung entsprechende Tätigkeit ausüben könnte. Verzichtet er darauf, zählt nur der zuletzt ausgeübte Beruf; eine konkrete Verweisung auf eine tatsächlich ausgeübte Tätigkeit bleibt oft möglich.',
    source:
      'Bedingungen der Berufsunfähigkeitsversicherung (Marktpraxis der österreichischen Lebensversicherer), Verweisung',
  },
  {
    key: 'at-leben-unfall-703',
    text: 'Unfallversicherung, Summe 100.000 €, ohne Progression, Gliedertaxe Bein 60 %. Das Bein war vorher zu einem Viertel gebrauchsunfähig, nach dem Unfall ist es völlig gebrauchsunfähig. Leistung?',
    answers: ['45.000 €', '60.000 €', '15.000 €', '75.000 €'],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Die völlige Gebrauchsunfähigkeit des Beins ergibt nach der Gliedertaxe 60 %. Davon wird die schon vorher bestehende Invalidität abgezogen, hier ein Viertel von 60 %, also 15 %; es bleiben 45 % der Summe, somit 45.000 €.',
    source:
      'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Art. 7 Dauernde Invalidität – Vorinvalidität',
  },
  {
    key: 'at-leben-unfall-704',
    text: 'Warum zahlt eine Ablebensversicherung die vereinbarte Summe, ohne dass die Hinterbliebenen einen Vermögensschaden nachweisen müssen?',
    answers: [
      'Weil die Lebensversicherung eine Summenversicherung ist',
      'Weil § 67 VersVG den Schadensnachweis ausschließt',
      'Weil der Versicherer stets auf das Bereicherungsverbot verzichtet',
      'Weil die FMA die Leistungen pauschal festsetzt',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'In der Personenversicherung kann ein Schaden am Leben nicht bemessen werden; der Versicherer schuldet daher den vereinbarten Betrag. Die Regeln der Schadenversicherung wie Bereicherungsverbot und Unterversicherung gelten hier nicht, weshalb auch mehrere Verträge nebeneinander voll leisten.',
    source: '§ 1 Abs. 1 VersVG',
  },
  {
    key: 'at-leben-unfall-705',
    text: 'Eine Schülerin verletzt sich am Wochenende beim Radfahren in der Freizeit. Was gilt für die gesetzliche Unfallversicherung?',
    answers: [
      'Sie leistet nicht; Schüler sind nur bei Unfällen im Zusammenhang mit dem Schulbesuch versichert',
      'Sie leistet voll, weil Schüler rund um die Uhr unfallversichert sind',
      'Sie leistet, wenn die Eltern bei der AUVA versichert sind',
      'Sie leistet nur die Versehrtenrente, nicht die Heilbehandlung',
    ],
    categories: ['at-leben-unfall', 'at-kranken-sv'],
    coins: 1,
    explanation:
      'Schüler und Studierende sind in der gesetzlichen Unfallversicherung nur für Unfälle im Zusammenhang mit Schule oder Studium versichert, etwa im Unterricht, bei Schulveranstaltungen und auf dem Schulweg. Freizeitunfälle sind nicht gedeckt, was die private Kinder-Unfallversicherung begründet.',
    source: '§ 8 Abs. 1 Z 3 lit. h ASVG; § 175 Abs. 4 ASVG',
  },
  {
    key: 'at-leben-unfall-706',
    text: 'Welche Aussage zur prämienbegünstigten Zukunftsvorsorge ist NICHT zutreffend?',
    answers: [
      'Die staatliche Prämie ist im Gesetz für alle Jahre mit einem festen Eurobetrag festgelegt',
      'Die Erträge während der Ansparphase sind einkommensteuerfrei',
      'Die Einrichtung garantiert mindestens die eingezahlten Beiträge samt gutgeschriebener Prämien',
      'Eine aus dem Kapital finanzierte lebenslange Rente ist einkommensteuerfrei',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Prämie ist ein jährlich neu ermittelter Prozentsatz der Einzahlungen bis zu einem ebenfalls angepassten Höchstbetrag; sie ist an die Bausparprämie gekoppelt und daher nicht dauerhaft fix. Kapitalgarantie, steuerfreie Erträge und eine steuerfreie Rentenphase sind dagegen Kernmerkmale des Produkts.',
    source: '§§ 108g bis 108i EStG 1988',
  },
  {
    key: 'at-leben-unfall-707',
    text: 'Woran ist der jährliche Höchstbetrag der prämienbegünstigten Einzahlungen in die Zukunftsvorsorge nach § 108g EStG gekoppelt?',
    answers: [
      'An 1,53 % des 36-Fachen der monatlichen Höchstbeitragsgrundlage nach dem ASVG',
      'An einen im Gesetz fixierten Betrag von 1.000 € ohne Anpassung',
      'An 10 % des Jahreseinkommens des Kunden',
      'An die Höhe der Versicherungssteuer des Vorjahres',
    ],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Die geförderte Einzahlung ist jährlich auf 1,53 % des 36-Fachen der monatlichen ASVG-Höchstbeitragsgrundlage begrenzt und steigt damit automatisch mit dieser. Auf Einzahlungen bis zu diesem Betrag wird die staatliche Prämie berechnet; darüber hinausgehende Beiträge sind nicht prämienbegünstigt.',
    source: '§ 108g Abs. 1 EStG 1988; § 45 Abs. 1 ASVG',
  },
];
