import type { SeedQuestion } from '../types';

/** Weitere Fragen der Kategorie at-leben-unfall (issue 16), Teil 2. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-leben-unfall-520',
    text: 'Wer legt in Österreich den höchstzulässigen Rechnungszinssatz (Garantiezins) für neue Lebensversicherungen fest?',
    answers: [
      'Die Finanzmarktaufsicht (FMA) durch Verordnung',
      'Jeder Versicherer frei nach eigener Kalkulation',
      'Der Nationalrat jährlich im Budgetbegleitgesetz',
      'Der Verband der Versicherungsunternehmen Österreichs (VVO)',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Damit Lebensversicherer keine Garantien versprechen, die sie nicht erwirtschaften können, begrenzt die FMA den Rechnungszins mit einer Höchstzinssatzverordnung auf Grundlage des VAG 2016. Die Versicherer dürfen darunter bleiben, aber keinen höheren Zins garantieren.',
    source: 'VAG 2016; Höchstzinssatzverordnung der FMA',
  },
  {
    key: 'at-leben-unfall-521',
    text: 'Was leistet das Unfall-Taggeld in der privaten Unfallversicherung?',
    answers: [
      'Einen vereinbarten Tagessatz für die Dauer der unfallbedingten Arbeitsunfähigkeit, zeitlich begrenzt',
      'Einen Tagessatz für jeden Tag eines Spitalsaufenthalts, auch bei Krankheit',
      'Eine lebenslange Rente ab einer Invalidität von 50 %',
      'Den Ersatz der Heilkosten nach Abzug der Kassenleistung',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Das Taggeld gleicht den Einkommensausfall nach einem Unfall pauschal aus: Es wird für die Dauer der unfallbedingten Beeinträchtigung der Arbeitsfähigkeit je Tag gezahlt, nach den Bedingungen nur für einen begrenzten Zeitraum. Das Spitalgeld knüpft dagegen an den Spitalsaufenthalt an.',
    source: 'AUVB (VVO-Musterbedingungen für die Unfallversicherung), Taggeld',
  },
  {
    key: 'at-leben-unfall-522',
    text: 'Die Mutter schließt eine Ablebensversicherung auf das Leben des Vaters, bezugsberechtigt ist die Tochter. Wer ist Versicherungsnehmerin?',
    answers: ['Die Mutter', 'Die Tochter', 'Der Vater als versicherte Person', 'Mutter und Vater gemeinsam'],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Versicherungsnehmer ist, wer den Vertrag mit dem Versicherer schließt und die Prämie schuldet, hier die Mutter. Der Vater ist die versicherte Person, deren Tod den Versicherungsfall auslöst, die Tochter die Bezugsberechtigte; für die Versicherung auf ein fremdes Leben braucht es seine Einwilligung.',
    source: '§§ 159, 166 VersVG',
  },
  {
    key: 'at-leben-unfall-523',
    text: 'Was ist das Kapitalwahlrecht in einer privaten Rentenversicherung?',
    answers: [
      'Das Recht, vor Rentenbeginn statt der Rente eine einmalige Kapitalauszahlung zu wählen',
      'Das Recht des Versicherers, die Rente in Kapital umzuwandeln',
      'Das Recht, die Veranlagung des Kapitals selbst zu bestimmen',
      'Das Recht, die Rente an einen Dritten abzutreten',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Mit dem Kapitalwahlrecht kann der VN innerhalb der vereinbarten Frist vor Rentenbeginn entscheiden, ob er die lebenslange Rente oder eine einmalige Kapitalabfindung erhält. Die Wahl ist unter anderem für Langlebigkeitsrisiko, Steuer und Nachlassplanung bedeutsam.',
    source: 'Allgemeine Bedingungen für die Rentenversicherung (Kapitalwahlrecht)',
  },
  {
    key: 'at-leben-unfall-524',
    text: 'Unfallversicherung mit Invaliditätssumme 100.000 € und Progression 350 %. Der Versicherte bleibt nach einem Unfall zu 100 % invalid. Welche Invaliditätsleistung erhält er?',
    answers: ['350.000 €', '100.000 €', '135.000 €', '450.000 €'],
    categories: ['at-leben-unfall'],
    coins: 2,
    explanation:
      'Die Progressionsstufe bezeichnet die Leistung bei Vollinvalidität in Prozent der Versicherungssumme: Bei 350 % Progression und 100 % Invalidität werden 3,5 × 100.000 € = 350.000 € gezahlt. Bei niedrigen Invaliditätsgraden wirkt die Progression nach der Staffel des Tarifs dagegen kaum.',
    source: 'AUVB und Tarifbestimmungen (Progressionsstaffel)',
  },
  {
    key: 'at-leben-unfall-525',
    text: 'Ein VN verpfändet seine Lebensversicherung an eine Bank. Was ist nach den üblichen Lebensversicherungsbedingungen für die Wirksamkeit gegenüber dem Versicherer nötig?',
    answers: [
      'Eine schriftliche Anzeige der Verpfändung an den Versicherer',
      'Die Zustimmung der versicherten Person und der FMA',
      'Eine notarielle Beurkundung',
      'Nichts; die Vereinbarung mit der Bank genügt',
    ],
    categories: ['at-leben-unfall'],
    coins: 1,
    explanation:
      'Nach den Lebensversicherungsbedingungen sind Abtretung und Verpfändung dem Versicherer gegenüber nur wirksam, wenn der VN sie ihm schriftlich anzeigt. So weiß der Versicherer, an wen er im Leistungsfall zahlen muss; ohne Anzeige kann er schuldbefreiend an den bisher Berechtigten leisten.',
    source: 'Allgemeine Bedingungen für die Lebensversicherung (Abtretung und Verpfändung)',
  },
];
