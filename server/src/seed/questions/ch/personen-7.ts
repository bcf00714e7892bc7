import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'ch-personen' (Schweiz), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'ch-personen-701',
    text: 'Was ist ein Policendarlehen bei einer rückkaufsfähigen Lebensversicherung der Säule 3b?',
    answers: [
      'Ein Darlehen des Versicherers bis zu einem Teil des Rückkaufswerts, ohne den Vertrag aufzulösen',
      'Eine Vorauszahlung der Todesfallsumme an die Begünstigten',
      'Ein Kredit der Bank, für den keine Sicherheit nötig ist',
      'Die Rückerstattung aller bezahlten Prämien',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Beim Policendarlehen leiht der Versicherer dem VN Geld, gesichert durch den Rückkaufswert der Police. Der Versicherungsschutz bleibt bestehen, der Vertrag wird nicht zurückgekauft; das Darlehen wird verzinst und bei Fälligkeit mit der Leistung verrechnet.',
    source: 'AVB Lebensversicherung, Policendarlehen (Marktpraxis)',
  },
  {
    key: 'ch-personen-702',
    text: 'Warum verteilen viele Vorsorgenehmer ihr Säule-3a-Guthaben auf mehrere Konten oder Policen?',
    answers: [
      'Um die Bezüge auf mehrere Steuerjahre zu staffeln und die Progression der Kapitalbezugssteuer zu brechen',
      'Weil pro Konto nur ein Jahresbeitrag von CHF 1000 zulässig ist',
      'Weil nur so der grosse Abzug beansprucht werden kann',
      'Weil ein einzelnes Konto nach zehn Jahren aufgelöst werden muss',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Ein 3a-Konto oder eine 3a-Police kann nur als Ganzes bezogen werden. Wer mehrere Vorsorgeverhältnisse hat, kann sie in verschiedenen Jahren beziehen; da Kapitalleistungen progressiv besteuert werden, sinkt die Steuerbelastung insgesamt.',
    source: 'Art. 3 BVV 3; Art. 38 DBG',
  },
  {
    key: 'ch-personen-703',
    text: 'Was ist eine aufgeschobene Leibrentenversicherung?',
    answers: [
      'Eine Rentenversicherung, bei der die Rente erst nach einer Aufschubzeit zu laufen beginnt',
      'Eine Rente, deren Zahlung der Versicherer jederzeit aufschieben darf',
      'Eine Rente, die nur bei Invalidität ausbezahlt wird',
      'Eine Rente, die nach dem Tod der versicherten Person beginnt',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Bei der aufgeschobenen Leibrente baut der VN während der Aufschubzeit mit Einmal- oder periodischen Prämien ein Kapital auf, aus dem später die Rente bezahlt wird. Die sofort beginnende Leibrente gegen Einmalprämie zahlt dagegen unmittelbar nach Vertragsabschluss.',
    source: 'AVB Leibrentenversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-704',
    text: 'Was leistet eine Unfall-Todesfallzusatzversicherung zu einer Risikolebensversicherung?',
    answers: [
      'Ein zusätzliches Kapital, wenn der Tod durch einen Unfall eintritt',
      'Die Todesfallsumme nur bei Tod durch Krankheit',
      'Die Übernahme der Heilungskosten nach einem Unfall',
      'Die Befreiung von der Prämie nach jedem Unfall',
    ],
    categories: ['ch-personen'],
    coins: 1,
    explanation:
      'Die Zusatzversicherung zahlt bei Unfalltod zusätzlich zur Todesfallsumme der Hauptversicherung, z. B. eine gleich hohe Summe (oft „doppelte Todesfallsumme“ genannt). Bei Tod durch Krankheit wird nur die Hauptversicherung fällig; Heilungskosten deckt sie nicht.',
    source: 'AVB Unfall-Zusatzversicherung zur Lebensversicherung (Marktpraxis)',
  },
  {
    key: 'ch-personen-705',
    text: 'Ein Ehepaar unter Errungenschaftsbeteiligung lässt sich scheiden. Wie wird das während der Ehe geäufnete Säule-3a-Guthaben des Mannes berücksichtigt?',
    answers: [
      'In der güterrechtlichen Auseinandersetzung; es kann dazu an die Frau übertragen werden',
      'Im Vorsorgeausgleich wie eine Pensionskassen-Austrittsleistung',
      'Gar nicht, 3a-Guthaben bleibt bei der Scheidung unberücksichtigt',
      'Es wird bar ausbezahlt und hälftig geteilt',
    ],
    categories: ['ch-personen'],
    coins: 2,
    explanation:
      'Der Vorsorgeausgleich nach Art. 122 ff. ZGB betrifft nur die berufliche Vorsorge. Die Säule 3a gehört güterrechtlich zur Errungenschaft, soweit sie während der Ehe aus Erwerbseinkommen finanziert wurde; die BVV 3 erlaubt, Ansprüche bei Auflösung des Güterstands an den Ehegatten abzutreten oder vom Gericht zusprechen zu lassen, ohne Barauszahlung.',
    source: 'Art. 4 Abs. 3 BVV 3; Art. 197 ZGB',
  },
];
