import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'at-sach-haftpflicht-kfz' (Österreich), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-sach-haftpflicht-kfz-701',
    text: 'Welche Obliegenheit trifft den VN einer Leitungswasserversicherung für ein während der Frostperiode nicht benütztes Gebäude typischerweise?',
    answers: [
      'Die Wasserleitungen abzusperren und zu entleeren oder das Gebäude ausreichend zu beheizen',
      'Das Gebäude wöchentlich einem Sachverständigen zu zeigen',
      'Die Versicherungssumme während des Winters zu verdoppeln',
      'Keine; Frostschäden sind immer ohne Weiteres gedeckt',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Frostschäden an Leitungen sind vorhersehbar und leicht zu vermeiden. Die Bedingungen verlangen daher als vertragliche Obliegenheit, in unbenützten Gebäuden die Leitungen abzusperren und zu entleeren oder ausreichend zu heizen; eine Verletzung kann nach § 6 VersVG zur Leistungsfreiheit führen.',
    source: 'AWB (VVO-Musterbedingungen für die Leitungswasserversicherung), Obliegenheiten; § 6 VersVG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-702',
    text: 'Ein sechsjähriges Kind beschädigt ein fremdes Auto; die Eltern haben ihre Aufsichtspflicht nicht verletzt. Kann das Kind nach dem ABGB selbst haften?',
    answers: [
      'Ja, nach Billigkeit, etwa unter Berücksichtigung seines Vermögens und der Umstände',
      'Nein, Unmündige haften nie',
      'Ja, stets in voller Höhe wie ein Erwachsener',
      'Nein, es haftet immer der Staat als Ausfallshafter',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Kann der Geschädigte von den Aufsichtspersonen keinen Ersatz erlangen, ordnet § 1310 ABGB eine Billigkeitshaftung des Unmündigen an. Der Richter wägt ab, ob dem Kind trotz fehlender Zurechnungsfähigkeit ein Verschulden beizumessen ist, und berücksichtigt das Vermögen beider Seiten; eine bestehende Haftpflichtversicherung kann dabei eine Rolle spielen.',
    source: '§ 1310 ABGB; § 1309 ABGB',
  },
  {
    key: 'at-sach-haftpflicht-kfz-703',
    text: 'Welche Gefahr gehört zur Sturmschadenversicherung nach den österreichischen Musterbedingungen typischerweise NICHT?',
    answers: ['Überschwemmung durch Hochwasser', 'Hagel', 'Schneedruck', 'Steinschlag und Felssturz'],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Sturmschadenversicherung umfasst neben dem Sturm selbst weitere Naturgefahren wie Hagel, Schneedruck, Felssturz, Steinschlag und Erdrutsch. Hochwasser und Überschwemmung sind dagegen nicht eingeschlossen und nur über eine eigene Katastrophendeckung versicherbar.',
    source: 'AStB (VVO-Musterbedingungen für die Sturmschadenversicherung), versicherte Gefahren',
  },
  {
    key: 'at-sach-haftpflicht-kfz-704',
    text: 'Was ersetzt eine Betriebsunterbrechungsversicherung nach einem Feuerschaden im Betrieb typischerweise?',
    answers: [
      'Den entgangenen Gewinn und die weiterlaufenden fixen Kosten während der Unterbrechung',
      'Die Reparaturkosten der beschädigten Maschinen',
      'Die Schadenersatzansprüche der Kunden wegen Lieferverzugs',
      'Den Neuwert des zerstörten Warenlagers',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die Sachversicherung ersetzt die zerstörten Sachen, nicht aber den Ertragsausfall während des Wiederaufbaus. Die Betriebsunterbrechungsversicherung schließt diese Lücke, indem sie den entgehenden Betriebsgewinn und die fortlaufenden Kosten wie Löhne und Mieten für die Haftzeit ersetzt.',
    source: 'Bedingungen für die Feuer-Betriebsunterbrechungsversicherung (VVO-Musterbedingungen)',
  },
  {
    key: 'at-sach-haftpflicht-kfz-705',
    text: 'Welche Obliegenheit trifft den VN nach einem Einbruchdiebstahl nach den üblichen Haushaltversicherungsbedingungen?',
    answers: [
      'Den Schaden unverzüglich der Sicherheitsbehörde anzuzeigen und ein Verzeichnis der gestohlenen Sachen vorzulegen',
      'Den Täter selbst zu ermitteln, bevor der Versicherer leistet',
      'Den Schaden erst nach Ablauf eines Jahres zu melden, falls die Sachen nicht wieder auftauchen',
      'Die beschädigte Tür sofort ohne Rücksprache zu entsorgen',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 1,
    explanation:
      'Die polizeiliche Anzeige samt Liste der abhandengekommenen Sachen erleichtert die Fahndung und die Wiederbeschaffung und schützt den Versicherer vor Betrug. Die Bedingungen der Haushaltversicherung machen sie daher zur Obliegenheit nach dem Versicherungsfall; Spuren sollen bis zur Besichtigung möglichst erhalten bleiben.',
    source: 'ABH und AEB (VVO-Musterbedingungen), Obliegenheiten nach dem Schadenfall; § 6 Abs. 3 VersVG',
  },
  {
    key: 'at-sach-haftpflicht-kfz-706',
    text: 'Ein Malermeister schickt einen sorgfältig ausgewählten Gesellen zum Kunden, der dort fahrlässig eine Vase zerbricht. Wie haftet der Meister dem Kunden?',
    answers: [
      'Nach § 1313a ABGB wie für eigenes Verschulden, weil der Geselle sein Erfüllungsgehilfe ist',
      'Gar nicht, weil er den Gesellen sorgfältig ausgewählt hat',
      'Nur nach § 1315 ABGB, wenn der Geselle untüchtig war',
      'Nur bei grober Fahrlässigkeit des Gesellen',
    ],
    categories: ['at-sach-haftpflicht-kfz'],
    coins: 2,
    explanation:
      'Innerhalb eines Vertragsverhältnisses haftet der Schuldner für Personen, deren er sich zur Erfüllung bedient, wie für sein eigenes Verschulden. Die Entlastung durch sorgfältige Auswahl gibt es nur bei der deliktischen Gehilfenhaftung nach § 1315 ABGB; die Betriebshaftpflicht des Meisters deckt solche Schäden in der Regel.',
    source: '§ 1313a ABGB; § 1315 ABGB',
  },
];
