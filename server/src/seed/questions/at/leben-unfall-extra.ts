import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-leben-unfall (issue 16). answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-leben-unfall-501',
    text: 'Unfallversicherung, Invaliditätssumme 100.000 €, ohne Progression. Gliedertaxe laut Vertrag für die Hand 55 %; die Hand bleibt dauernd zur Hälfte gebrauchsunfähig. Welche Leistung?',
    answers: ['27.500 €', '55.000 €', '50.000 €', '45.000 €'],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Bei teilweisem Verlust oder teilweiser Gebrauchsunfähigkeit eines Körperteils wird nach den Unfallbedingungen der entsprechende Teil des Gliedertaxe-Satzes angesetzt: 55 % × 1/2 = 27,5 %. Von der Versicherungssumme von 100.000 € sind das 27.500 €.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Dauernde Invalidität – Gliedertaxe',
  },
  {
    key: 'at-leben-unfall-502',
    text: 'Welche Fristen gelten nach den österreichischen Musterbedingungen für die Unfallversicherung (AUVB) für die dauernde Invalidität?',
    answers: [
      'Eintritt binnen eines Jahres, ärztliche Feststellung und Geltendmachung binnen 15 Monaten ab dem Unfalltag',
      'Eintritt binnen drei Monaten, Geltendmachung binnen sechs Monaten ab dem Unfalltag',
      'Eintritt binnen zwei Jahren, Geltendmachung binnen drei Jahren ab dem Unfalltag',
      'Keine besonderen Fristen; maßgeblich ist allein die Verjährung nach § 12 VersVG',
    ],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Die AUVB verlangen, dass die dauernde Invalidität innerhalb eines Jahres vom Unfalltag an eintritt und innerhalb von 15 Monaten ärztlich festgestellt und beim Versicherer geltend gemacht wird. Die Fristen dienen der Abgrenzung unfallbedingter Dauerfolgen; Vermittler sollten Kunden rechtzeitig darauf hinweisen.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Dauernde Invalidität',
  },
  {
    key: 'at-leben-unfall-503',
    text: 'Ein Unfall betrifft ein Bein, das schon vorher dauernd beeinträchtigt war. Wie wird das bei der Invaliditätsleistung nach den üblichen Unfallbedingungen berücksichtigt?',
    answers: [
      'Die Vorinvalidität wird vom ermittelten Invaliditätsgrad abgezogen',
      'Gar nicht; es gilt immer der volle Gliedertaxe-Satz',
      'Die Invaliditätsleistung entfällt zur Gänze',
      'Der Invaliditätsgrad wird um die Vorinvalidität erhöht',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Versichert sind nur die Folgen des Unfalls. War der betroffene Körperteil schon vorher dauernd beeinträchtigt, wird diese Vorinvalidität abgezogen, sodass nur die durch den Unfall hinzugekommene Invalidität bezahlt wird.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Dauernde Invalidität – Vorinvalidität',
  },
  {
    key: 'at-leben-unfall-504',
    text: 'Innerhalb welcher Frist muss der Unfall nach den üblichen Unfallbedingungen (AUVB) zum Tod führen, damit die vereinbarte Todesfallleistung gebührt?',
    answers: [
      'Innerhalb eines Jahres vom Unfalltag an',
      'Innerhalb von 30 Tagen vom Unfalltag an',
      'Innerhalb von fünf Jahren vom Unfalltag an',
      'Ohne zeitliche Grenze, solange der Unfall die Ursache ist',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Todesfallleistung der Unfallversicherung setzt voraus, dass der Unfall innerhalb eines Jahres vom Unfalltag an zum Tod führt. Später eintretende Todesfälle sind über die Unfall-Todesfallleistung nicht gedeckt; hierfür dient eine Ablebensversicherung.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Todesfall',
  },
  {
    key: 'at-leben-unfall-505',
    text: 'Versicherer und Versicherter sind über Art und Umfang der Unfallfolgen uneinig. Welches Verfahren sehen die AUVB zur Klärung vor?',
    answers: [
      'Die Entscheidung durch eine Ärztekommission',
      'Die Entscheidung durch die Finanzmarktaufsicht',
      'Ein Schiedsverfahren vor der Wirtschaftskammer',
      'Die Begutachtung durch die AUVA',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Für Meinungsverschiedenheiten über Art und Umfang der Unfallfolgen, etwa den Invaliditätsgrad, sehen die AUVB eine Ärztekommission vor. Das ist ein Sachverständigenverfahren; die FMA und die AUVA entscheiden über private Leistungsansprüche nicht.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Ärztekommission',
  },
  {
    key: 'at-leben-unfall-506',
    text: 'Ein Vater schließt eine Unfallversicherung gegen Unfälle seines erwachsenen Sohnes. Für wessen Rechnung gilt sie nach § 179 VersVG im Zweifel als genommen?',
    answers: [
      'Für Rechnung des Sohnes (Versicherung für fremde Rechnung)',
      'Für Rechnung des Vaters als Versicherungsnehmer',
      'Für Rechnung der gesetzlichen Erben des Sohnes',
      'Für gemeinsame Rechnung von Vater und Sohn zu gleichen Teilen',
    ],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Nach § 179 VersVG gilt eine Unfallversicherung gegen Unfälle eines anderen im Zweifel als für dessen Rechnung genommen; die Rechte stehen also dem Versicherten zu. Will der VN für eigene Rechnung versichern, braucht er zur Gültigkeit die Zustimmung des anderen.',
    source: '§ 179 VersVG',
  },
  {
    key: 'at-leben-unfall-507',
    text: 'Der widerruflich eingesetzte Bezugsberechtigte stirbt vor der versicherten Person, ein anderer wird nicht benannt. Wem steht die Leistung nach § 168 VersVG zu?',
    answers: [
      'Dem Versicherungsnehmer bzw. dessen Verlassenschaft',
      'Den Erben des verstorbenen Bezugsberechtigten',
      'Niemandem; der Anspruch erlischt zugunsten des Versicherers',
      'Dem Staat als Heimfallsberechtigtem',
    ],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Ein widerruflich Bezugsberechtigter erwirbt das Recht erst mit dem Versicherungsfall. Erwirbt er es nicht, etwa weil er vorverstorben ist, steht der Anspruch nach § 168 VersVG dem Versicherungsnehmer zu; ist dieser die versicherte Person, fällt die Leistung in seine Verlassenschaft.',
    source: '§ 168 VersVG',
  },
  {
    key: 'at-leben-unfall-508',
    text: 'Die versicherte Person einer Ablebensversicherung begeht Selbstmord in einem die freie Willensbestimmung ausschließenden Zustand krankhafter Störung der Geistestätigkeit. Was gilt?',
    answers: [
      'Der Versicherer bleibt zur Leistung verpflichtet',
      'Der Versicherer ist stets leistungsfrei',
      'Der Versicherer zahlt nur die eingezahlten Prämien ohne Zinsen zurück',
      'Der Vertrag ist von Anfang an nichtig',
    ],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Nach § 169 VersVG ist der Versicherer bei Selbstmord der versicherten Person grundsätzlich leistungsfrei; die Bedingungen beschränken das meist auf die ersten Vertragsjahre. Die Leistungspflicht bleibt aber bestehen, wenn die Tat in einem Zustand krankhafter Störung der Geistestätigkeit begangen wurde, der die freie Willensbestimmung ausschließt.',
    source: '§ 169 VersVG',
  },
  {
    key: 'at-leben-unfall-509',
    text: 'Welche Aussage zur privaten Unfallversicherung ist NICHT zutreffend?',
    answers: [
      'Sie leistet nur bei Arbeits- und Wegunfällen',
      'Sie gilt grundsätzlich rund um die Uhr, auch in der Freizeit',
      'Die Invaliditätsleistung richtet sich nach Invaliditätsgrad und Versicherungssumme',
      'Sie leistet unabhängig davon, ob auch die gesetzliche Unfallversicherung leistet',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Beschränkung auf Arbeits- und Wegunfälle kennzeichnet die gesetzliche Unfallversicherung, nicht die private. Die private Unfallversicherung deckt gerade auch Freizeitunfälle und zahlt als Summenversicherung die vereinbarten Beträge neben Leistungen der AUVA.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung); § 175 ASVG',
  },
  {
    key: 'at-leben-unfall-510',
    text: 'Welche Aussage zur Lebensversicherung nach dem VersVG ist NICHT zutreffend?',
    answers: [
      'Der VN kann eine widerrufliche Bezugsberechtigung nur mit Zustimmung des Versicherers ändern',
      'Der VN kann im Zweifel ohne Zustimmung des Versicherers einen Dritten als Bezugsberechtigten bezeichnen',
      'Von einer Lebensversicherung kann der VN binnen 30 Tagen zurücktreten',
      'Eine Lebensversicherung mit laufender Prämienzahlung kann der VN kündigen',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Nach § 166 VersVG ist im Zweifel anzunehmen, dass sich der VN vorbehalten hat, ohne Zustimmung des Versicherers einen Bezugsberechtigten zu bezeichnen und ihn durch einen anderen zu ersetzen. Eine Zustimmung des Versicherers ist dafür nicht nötig; die übrigen Aussagen entsprechen §§ 165 und 165a VersVG.',
    source: '§ 166 VersVG; §§ 165, 165a VersVG',
  },
  {
    key: 'at-leben-unfall-511',
    text: 'Bei den Unfallfolgen haben Krankheiten oder Gebrechen des Versicherten mitgewirkt. Was sehen die üblichen Unfallbedingungen (AUVB) grundsätzlich vor?',
    answers: [
      'Die Leistung wird entsprechend dem Anteil der Krankheit oder des Gebrechens gekürzt',
      'Die Leistung entfällt zur Gänze',
      'Die Mitwirkung bleibt immer unberücksichtigt',
      'Der Versicherer kann den Vertrag rückwirkend aufheben',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die Unfallversicherung soll nur die Folgen des Unfalls abdecken. Haben Krankheiten oder Gebrechen an der Gesundheitsschädigung oder ihren Folgen mitgewirkt, wird die Leistung daher nach dem Anteil der Mitwirkung gekürzt; eine geringfügige Mitwirkung bleibt nach den Bedingungen außer Betracht.',
    source:
      'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Mitwirkung von Krankheiten und Gebrechen',
  },
  {
    key: 'at-leben-unfall-512',
    text: 'Nach einem Unfall zahlt die private Unfallversicherung 30.000 € Invaliditätsleistung; ein Dritter haftet für den Unfall. Geht der Schadenersatzanspruch nach § 67 VersVG auf den Versicherer über?',
    answers: [
      'Nein; § 67 VersVG gilt für die Schadenversicherung, die Invaliditätsleistung ist eine Summenleistung',
      'Ja, in Höhe der gezahlten 30.000 €',
      'Ja, aber nur zur Hälfte',
      'Nur wenn der Dritte grob fahrlässig gehandelt hat',
    ],
    categories: ['at-leben-unfall', 'at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Der Forderungsübergang des § 67 VersVG steht bei den Vorschriften über die Schadenversicherung. Die Invaliditätsleistung der Unfallversicherung ist eine vereinbarte Summe ohne Bezug zum konkreten Schaden; der Verletzte behält daher seinen Anspruch gegen den Schädiger neben der Versicherungsleistung.',
    source: '§ 67 VersVG; § 1 Abs. 1 VersVG',
  },
  {
    key: 'at-leben-unfall-513',
    text: 'Was ist ein Polizzendarlehen (Vorauszahlung) in der Lebensversicherung?',
    answers: [
      'Eine Vorauszahlung des Versicherers auf die künftige Leistung, höchstens bis zum Rückkaufswert',
      'Ein Bankkredit, der durch die Polizze besichert und von der FMA genehmigt wird',
      'Die Stundung der Prämien für höchstens drei Monate',
      'Die Auszahlung der Gewinnbeteiligung vor Vertragsende',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Beim Polizzendarlehen zahlt der Versicherer einen Teil der späteren Leistung im Voraus aus; die Obergrenze bildet der Rückkaufswert. Der Betrag wird verzinst und bei Fälligkeit der Versicherungsleistung oder bei Rückkauf verrechnet; der Vertrag selbst läuft weiter.',
    source: 'Allgemeine Bedingungen für die Lebensversicherung (Vorauszahlung auf die Versicherungsleistung)',
  },
  {
    key: 'at-leben-unfall-514',
    text: 'Unter welcher Leistungsart ersetzt eine private Unfallversicherung nach den AUVB typischerweise die Kosten der Suche und Bergung eines Verunfallten?',
    answers: ['Unfallkosten', 'Dauernde Invalidität', 'Taggeld', 'Todesfallleistung'],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die AUVB fassen Heilkosten, Bergungs- und Rückholkosten unter der Leistungsart Unfallkosten zusammen, bis zur dafür vereinbarten Versicherungssumme. Invaliditäts-, Taggeld- und Todesfallleistung sind davon getrennte Summenleistungen.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Unfallkosten',
  },
  {
    key: 'at-leben-unfall-515',
    text: 'Für welchen Mindestzeitraum muss bei der prämienbegünstigten Zukunftsvorsorge nach § 108g EStG auf eine Verfügung über das Kapital (Rückkauf) verzichtet werden?',
    answers: ['Zehn Jahre', 'Drei Jahre', 'Fünf Jahre', '15 Jahre'],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Die staatliche Prämie nach § 108g EStG setzt u. a. voraus, dass der Vertrag für mindestens zehn Jahre unverfügbar bleibt. Wer vorzeitig verfügt oder sich statt einer Rente Kapital auszahlen lässt, verliert Begünstigungen zumindest teilweise; die Verrentung ist die steuerlich vorgesehene Form der Auszahlung.',
    source: '§ 108g EStG 1988',
  },
  {
    key: 'at-leben-unfall-516',
    text: 'Wann gebührt nach § 203 ASVG eine Versehrtenrente aus der gesetzlichen Unfallversicherung?',
    answers: [
      'Wenn die Erwerbsfähigkeit über drei Monate nach dem Versicherungsfall hinaus um mindestens 20 % gemindert ist',
      'Bei jeder Arbeitsunfähigkeit ab dem vierten Tag',
      'Erst ab einer Minderung der Erwerbsfähigkeit um 50 %',
      'Nur bei völliger Erwerbsunfähigkeit',
    ],
    categories: ['at-leben-unfall', 'at-kranken-sv'],
    coins: 2,
    explanation:
      'Nach § 203 ASVG setzt die Versehrtenrente voraus, dass die Erwerbsfähigkeit durch den Arbeitsunfall oder die Berufskrankheit über drei Monate nach Eintritt des Versicherungsfalls hinaus um mindestens 20 % vermindert ist. Geringere Dauerfolgen bleiben ohne Rente, eine Lücke für die private Unfallversicherung.',
    source: '§ 203 Abs. 1 ASVG',
  },
  {
    key: 'at-leben-unfall-517',
    text: 'Wer trägt den Beitrag zur gesetzlichen Unfallversicherung für einen Dienstnehmer nach dem ASVG?',
    answers: [
      'Allein der Dienstgeber',
      'Allein der Dienstnehmer',
      'Dienstgeber und Dienstnehmer je zur Hälfte',
      'Der Bund aus Steuermitteln',
    ],
    categories: ['at-leben-unfall', 'at-kranken-sv'],
    coins: 1,
    explanation:
      'Der Unfallversicherungsbeitrag für Dienstnehmer wird nach § 51 ASVG zur Gänze vom Dienstgeber getragen. Das entspricht dem Gedanken, dass die gesetzliche Unfallversicherung die Haftung des Dienstgebers für Arbeitsunfälle ablöst.',
    source: '§ 51 ASVG',
  },
  {
    key: 'at-leben-unfall-518',
    text: 'Welche Aussage zur reinen Ablebensversicherung ist NICHT zutreffend?',
    answers: [
      'Sie baut einen hohen Rückkaufswert auf, der bei Erleben des Ablaufs ausbezahlt wird',
      'Sie leistet nur, wenn die versicherte Person während der Laufzeit stirbt',
      'Sie eignet sich zur Absicherung eines Kredits, etwa mit Vinkulierung',
      'Die Prämie hängt u. a. vom Alter und vom Gesundheitszustand ab',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Die reine Ablebensversicherung ist eine Risikoversicherung: Sie zahlt nur im Todesfall während der Laufzeit, erlebt die versicherte Person den Ablauf, endet sie ohne Leistung. Ein nennenswerter Rückkaufswert entsteht nicht; das unterscheidet sie von der Er- und Ablebensversicherung.',
    source: '§§ 159 ff. VersVG',
  },
  {
    key: 'at-leben-unfall-519',
    text: 'Was bewirkt eine unwiderrufliche Bezugsberechtigung in der Lebensversicherung?',
    answers: [
      'Der Begünstigte erwirbt das Recht sofort; der VN kann es ihm ohne seine Zustimmung nicht mehr entziehen',
      'Der Bezugsberechtigte erwirbt das Recht erst mit dem Versicherungsfall',
      'Der VN kann den Bezugsberechtigten jederzeit ohne dessen Zustimmung ändern',
      'Der Versicherer darf den Vertrag nicht mehr kündigen',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Im Zweifel ist eine Bezugsberechtigung nach § 166 VersVG widerruflich; dann erwirbt der Dritte das Recht erst mit dem Versicherungsfall. Wird sie ausdrücklich unwiderruflich erteilt, erwirbt der Bezugsberechtigte das Recht sofort, sodass der VN es ihm ohne seine Zustimmung nicht mehr nehmen kann; das nutzt man etwa zur Besicherung.',
    source: '§ 166 VersVG',
  },
];
