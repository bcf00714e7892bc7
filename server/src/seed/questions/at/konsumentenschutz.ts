import type { SeedQuestion } from '../types';

/** Fragen der Kategorie at-konsumentenschutz. answers[0] ist die richtige Antwort (bei „NICHT“: die nicht zutreffende Aussage). */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'at-konsumentenschutz-001',
    text: 'Für welche Rechtsgeschäfte gilt das Konsumentenschutzgesetz (KSchG)?',
    answers: [
      'Für Geschäfte zwischen Unternehmern und Verbrauchern',
      'Nur für Geschäfte zwischen zwei Unternehmern',
      'Nur für Geschäfte zwischen Privatpersonen',
      'Nur für Verträge mit dem Staat',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Das KSchG gilt für Rechtsgeschäfte, an denen ein Unternehmer und ein Verbraucher beteiligt sind. Geschäfte zwischen zwei Unternehmern oder zwischen zwei Verbrauchern fallen nicht unter sein I. Hauptstück.',
    source: '§ 1 Abs. 1 KSchG',
  },
  {
    key: 'at-konsumentenschutz-002',
    text: 'Wer ist Verbraucher im Sinne des KSchG?',
    answers: [
      'Wer ein Geschäft abschließt, das nicht zum Betrieb seines Unternehmens gehört',
      'Jede im Firmenbuch eingetragene Gesellschaft',
      'Nur Personen im Ruhestand',
      'Nur Personen unter 18 Jahren',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Verbraucher ist, für wen das Geschäft nicht zum Betrieb seines Unternehmens gehört. Entscheidend ist der Zweck des konkreten Geschäfts, nicht ein Einkommen oder Vermögen.',
    source: '§ 1 Abs. 1 Z 2 KSchG',
  },
  {
    key: 'at-konsumentenschutz-003',
    text: 'Welche Rücktrittsfrist sieht das FAGG für Fernabsatz- und Auswärtsgeschäfte grundsätzlich vor?',
    answers: ['14 Tage', '7 Tage', '30 Tage', 'Drei Monate'],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Bei Fernabsatz- und Auswärtsgeschäften kann der Verbraucher nach § 11 FAGG binnen 14 Tagen ohne Angabe von Gründen zurücktreten. Für Versicherungen gelten allerdings eigene Regeln im VersVG und FernFinG.',
    source: '§ 11 Abs. 1 FAGG',
  },
  {
    key: 'at-konsumentenschutz-004',
    text: 'Um wie viel verlängert sich die Rücktrittsfrist nach dem FAGG höchstens, wenn der Unternehmer nicht über das Rücktrittsrecht informiert?',
    answers: ['Um zwölf Monate', 'Um einen Monat', 'Um dreißig Jahre', 'Sie verlängert sich unbegrenzt'],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Fehlt die Belehrung über das Rücktrittsrecht, verlängert sich die Frist nach § 12 FAGG um zwölf Monate. Wird die Information nachgeholt, endet die Frist 14 Tage nach ihrem Erhalt.',
    source: '§ 12 Abs. 1 FAGG',
  },
  {
    key: 'at-konsumentenschutz-005',
    text: 'Welche Aussage zum Rücktrittsrecht nach dem FAGG ist NICHT zutreffend?',
    answers: [
      'Der Verbraucher muss seinen Rücktritt ausführlich begründen',
      'Der Rücktritt ist ohne Angabe von Gründen möglich',
      'Der Unternehmer muss vorab über das Rücktrittsrecht informieren',
      'Es erfasst auch Verträge, die außerhalb von Geschäftsräumen geschlossen werden',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Der Rücktritt nach dem FAGG ist ohne Angabe von Gründen möglich; der Verbraucher muss nur erklären, dass er zurücktritt. Eine Begründungspflicht würde den Schutzzweck unterlaufen.',
    source: '§ 11 Abs. 1 FAGG; § 13 FAGG',
  },
  {
    key: 'at-konsumentenschutz-006',
    text: 'Was regelt § 3 KSchG?',
    answers: [
      'Ein Rücktrittsrecht, wenn der Verbraucher seine Erklärung nicht in den Geschäftsräumen des Unternehmers abgab',
      'Die Gewährleistungsfristen beim Autokauf',
      'Die Verbandsklage gegen gesetzwidrige Klauseln',
      'Die Preisauszeichnung im Handel',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      '§ 3 KSchG gibt dem Verbraucher ein Rücktrittsrecht, wenn er seine Vertragserklärung weder in den Geschäftsräumen des Unternehmers noch auf einem Messestand abgegeben hat. Es schützt vor Überrumpelung, etwa bei Haustürgeschäften.',
    source: '§ 3 KSchG',
  },
  {
    key: 'at-konsumentenschutz-007',
    text: 'Was gilt nach § 6 Abs. 3 KSchG für eine unklar oder unverständlich abgefasste Vertragsbestimmung in AGB?',
    answers: [
      'Sie ist unwirksam (Transparenzgebot)',
      'Sie ist wirksam, solange der Kunde unterschrieben hat',
      'Sie wird zugunsten des Unternehmers ausgelegt',
      'Sie wird vom Gericht durch eine strengere Klausel ersetzt',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Nach dem Transparenzgebot des § 6 Abs. 3 KSchG ist eine in AGB enthaltene Bestimmung unwirksam, wenn sie unklar oder unverständlich abgefasst ist. Versicherungsbedingungen müssen daher für Verbraucher verständlich sein.',
    source: '§ 6 Abs. 3 KSchG',
  },
  {
    key: 'at-konsumentenschutz-008',
    text: 'Was besagt die Unklarheitenregel des § 915 ABGB?',
    answers: [
      'Undeutliche Formulierungen werden zum Nachteil dessen ausgelegt, der sie verwendet hat',
      'Undeutliche Formulierungen werden zugunsten des Verwenders ausgelegt',
      'Ein Vertrag mit undeutlichen Formulierungen ist immer zur Gänze nichtig',
      'Sie gilt nur für mündliche Verträge',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Bei zweiseitig verbindlichen Verträgen wird eine undeutliche Äußerung nach § 915 ABGB zum Nachteil dessen ausgelegt, der sie verwendet hat. In Versicherungsbedingungen geht Unklarheit daher zulasten des Versicherers.',
    source: '§ 915 ABGB',
  },
  {
    key: 'at-konsumentenschutz-009',
    text: 'Wann wird eine ungewöhnliche, nachteilige Klausel in AGB nach § 864a ABGB nicht Vertragsbestandteil?',
    answers: [
      'Wenn der Vertragspartner nicht damit rechnen musste und nicht besonders darauf hingewiesen wurde',
      'Wenn der Vertrag länger als ein Jahr läuft',
      'Nur, wenn beide Vertragspartner Unternehmer sind',
      'Eine solche Klausel ist immer wirksam',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Ungewöhnliche und nachteilige Klauseln werden nach § 864a ABGB nicht Vertragsinhalt, wenn der andere Teil nach den Umständen nicht damit rechnen musste. Ein besonderer Hinweis des Verwenders kann das verhindern.',
    source: '§ 864a ABGB',
  },
  {
    key: 'at-konsumentenschutz-010',
    text: 'Welche Einrichtung kann in Österreich u. a. Verbandsklagen nach § 28 KSchG gegen gesetzwidrige AGB-Klauseln erheben?',
    answers: [
      'Der Verein für Konsumenteninformation (VKI)',
      'Die Finanzmarktaufsichtsbehörde (FMA)',
      'Das Gewerbeinformationssystem Austria (GISA)',
      'Die Allgemeine Unfallversicherungsanstalt (AUVA)',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Die Verbandsklage auf Unterlassung gesetzwidriger AGB-Klauseln steht den in § 29 KSchG genannten Einrichtungen zu, darunter dem VKI. Viele Klauseln in Versicherungsbedingungen wurden so vom OGH geprüft.',
    source: '§§ 28, 29 KSchG',
  },
  {
    key: 'at-konsumentenschutz-011',
    text: 'Welche Nebenbestimmungen in AGB sind nach § 879 Abs. 3 ABGB nichtig?',
    answers: [
      'Solche, die keine Hauptleistung festlegen und einen Teil gröblich benachteiligen',
      'Alle Nebenbestimmungen ohne Ausnahme',
      'Alle Klauseln, die in kleiner Schrift gedruckt sind',
      'Nur mündlich vereinbarte Nebenabreden',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Nach § 879 Abs. 3 ABGB ist eine AGB-Bestimmung nichtig, die keine Hauptleistung festlegt und einen Teil unter Berücksichtigung aller Umstände gröblich benachteiligt. Hauptleistungen selbst unterliegen dieser Kontrolle nicht.',
    source: '§ 879 Abs. 3 ABGB',
  },
  {
    key: 'at-konsumentenschutz-012',
    text: 'Welche Aussage zum Rücktrittsrecht nach § 5c VersVG ist NICHT zutreffend?',
    answers: [
      'Es gilt nur für Verträge, die im Geschäftslokal des Versicherers geschlossen wurden',
      'Die Frist beträgt grundsätzlich 14 Tage',
      'Die Frist ist gewahrt, wenn die Erklärung rechtzeitig abgesendet wird',
      'Die Frist beginnt nicht, bevor der VN Polizze, Bedingungen und Belehrung erhalten hat',
    ],
    categories: ['at-konsumentenschutz', 'at-versvg'],
    coins: 1,
    explanation:
      'Das Rücktrittsrecht nach § 5c VersVG knüpft nicht an den Abschlussort an; es besteht unabhängig davon, wo und wie der Vertrag geschlossen wurde. Die Beschränkung auf das Geschäftslokal ist daher die falsche Aussage.',
    source: '§ 5c VersVG',
  },
  {
    key: 'at-konsumentenschutz-202',
    text: 'Vor welchem Gericht kann ein Verbraucher mit Wohnsitz im Inland nach § 14 KSchG geklagt werden?',
    answers: [
      'Nur vor dem Gericht seines Wohnsitzes, gewöhnlichen Aufenthalts oder Beschäftigungsorts',
      'Vor jedem Gericht, das im Vertrag vereinbart wurde',
      'Nur vor dem Handelsgericht Wien',
      'Vor dem Gericht am Sitz des Unternehmers',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Gerichtsstandsvereinbarungen zulasten von Verbrauchern sind eingeschränkt: Ein Verbraucher mit inländischem Wohnsitz kann nur an seinem Wohnsitz, gewöhnlichen Aufenthalt oder Beschäftigungsort geklagt werden. So muss er keinen Prozess weit entfernt führen.',
    source: '§ 14 Abs. 1 KSchG',
  },
  {
    key: 'at-konsumentenschutz-203',
    text: 'Was gilt nach § 6 Abs. 1 Z 9 KSchG für eine Klausel, die die Haftung des Unternehmers für Personenschäden ausschließt?',
    answers: [
      'Sie ist gegenüber Verbrauchern nicht verbindlich',
      'Sie ist wirksam, wenn sie fett gedruckt ist',
      'Sie ist nur bei grober Fahrlässigkeit unwirksam',
      'Sie ist wirksam, wenn der Verbraucher unterschreibt',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Nach § 6 Abs. 1 Z 9 KSchG sind Bestimmungen nicht verbindlich, die die Pflicht des Unternehmers zum Ersatz eines Personenschadens ausschließen oder einschränken. Das gilt unabhängig vom Grad des Verschuldens.',
    source: '§ 6 Abs. 1 Z 9 KSchG',
  },
  {
    key: 'at-konsumentenschutz-204',
    text: 'Was ist ein Unternehmen im Sinne des KSchG?',
    answers: [
      'Jede auf Dauer angelegte Organisation selbständiger wirtschaftlicher Tätigkeit, auch ohne Gewinnabsicht',
      'Nur eine im Firmenbuch eingetragene Gesellschaft',
      'Nur ein Betrieb mit mehr als zehn Mitarbeitern',
      'Nur ein Gewerbebetrieb mit Gewerbeberechtigung',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 1,
    explanation:
      'Das KSchG stellt auf die dauerhafte selbständige wirtschaftliche Tätigkeit ab, nicht auf Rechtsform, Größe oder Gewinnabsicht. Auch Vereine oder freiberuflich Tätige können daher Unternehmer sein.',
    source: '§ 1 Abs. 2 KSchG',
  },
  {
    key: 'at-konsumentenschutz-205',
    text: 'Eine Person schließt vor Aufnahme ihres Betriebs eine Betriebshaftpflichtversicherung ab. Wie ist das Geschäft nach dem KSchG einzuordnen?',
    answers: [
      'Als Verbrauchergeschäft (Gründungsgeschäft)',
      'Als Unternehmergeschäft, weil es dem Betrieb dient',
      'Als Geschäft, für das kein Recht gilt',
      'Als Geschäft, für das nur das UGB gilt',
    ],
    categories: ['at-konsumentenschutz'],
    coins: 2,
    explanation:
      'Geschäfte, die eine natürliche Person vor Aufnahme des Betriebs ihres Unternehmens zu dessen Schaffung tätigt, gehören nach § 1 Abs. 3 KSchG noch nicht zum Unternehmen. Der Gründer ist dabei noch als Verbraucher geschützt.',
    source: '§ 1 Abs. 3 KSchG',
  },
];
