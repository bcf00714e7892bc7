import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-handelsvertreter' (Deutschland), Teil 3. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-handelsvertreter-301',
    text: 'Ein Versicherer vereinbart mit seinem Vertreter ein nachvertragliches Wettbewerbsverbot. Was schuldet der Versicherer dafür nach § 90a Abs. 1 HGB?',
    answers: [
      'Eine angemessene Entschädigung für die Dauer der Wettbewerbsbeschränkung',
      'Nichts, das Verbot ist mit dem Ausgleichsanspruch abgegolten',
      'Nur die Erstattung der Kosten für die Abmeldung des Gewerbes',
      'Eine Entschädigung nur, wenn der Vertreter arbeitslos wird',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 90a Abs. 1 Satz 3 HGB ist der Unternehmer verpflichtet, dem Handelsvertreter für die Dauer der Wettbewerbsbeschränkung eine angemessene Entschädigung zu zahlen (Karenzentschädigung). Sie ist ein eigener Anspruch neben dem Ausgleichsanspruch nach § 89b HGB, denn der Vertreter verliert durch das Verbot Erwerbsmöglichkeiten.',
    source: '§ 90a Abs. 1 HGB',
  },
  {
    key: 'de-handelsvertreter-302',
    text: 'Der Versicherer will sich vor Vertragsende von der Karenzentschädigung aus einer Wettbewerbsabrede lösen. Was gilt nach § 90a Abs. 2 HGB?',
    answers: [
      'Er kann schriftlich verzichten und wird sechs Monate nach der Erklärung von der Entschädigungspflicht frei',
      'Er kann jederzeit, auch nach Vertragsende, mit sofortiger Wirkung verzichten',
      'Ein Verzicht ist ausgeschlossen; die Entschädigung ist stets für zwei Jahre zu zahlen',
      'Er kann nur mit Zustimmung des Vertreters verzichten',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Nach § 90a Abs. 2 HGB kann der Unternehmer bis zum Ende des Vertragsverhältnisses schriftlich auf die Wettbewerbsbeschränkung verzichten. Er wird dann erst mit Ablauf von sechs Monaten seit der Erklärung von der Pflicht zur Zahlung der Entschädigung frei; der Vertreter soll Zeit haben, sich neu auszurichten.',
    source: '§ 90a Abs. 2 HGB',
  },
  {
    key: 'de-handelsvertreter-303',
    text: 'Der Versicherer verweigert dem Vertreter den Buchauszug. Welches Recht hat der Vertreter nach § 87c Abs. 4 HGB?',
    answers: [
      'Einsicht in die Geschäftsbücher, nach Wahl des Versicherers für ihn selbst oder einen Wirtschaftsprüfer',
      'Das Recht, die Geschäftsräume des Versicherers ohne Ankündigung zu durchsuchen',
      'Nur eine Beschwerde bei der BaFin',
      'Einen pauschalen Zuschlag von 10 % auf alle Provisionen',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Wird der Buchauszug verweigert oder bestehen begründete Zweifel an der Richtigkeit oder Vollständigkeit von Abrechnung oder Buchauszug, kann der Handelsvertreter nach § 87c Abs. 4 HGB Einsicht in die Geschäftsbücher verlangen, soweit das zur Feststellung nötig ist. Der Unternehmer wählt, ob die Einsicht dem Vertreter selbst oder einem von diesem bestimmten Wirtschaftsprüfer oder vereidigten Buchsachverständigen gewährt wird.',
    source: '§ 87c Abs. 4 HGB',
  },
  {
    key: 'de-handelsvertreter-304',
    text: 'Ein Vertreter verpflichtet sich, für die Zahlung eines von ihm vermittelten Kunden einzustehen (Delkredere). Was gilt nach § 86b HGB?',
    answers: [
      'Er kann eine besondere Delkredereprovision verlangen; die Übernahme bedarf der Schriftform',
      'Die Übernahme ist formfrei und ohne gesonderte Vergütung wirksam',
      'Eine solche Haftung ist für Handelsvertreter gesetzlich verboten',
      'Er haftet dann für alle Kunden des Unternehmers, auch fremde',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Nach § 86b Abs. 1 HGB kann ein Handelsvertreter, der für die Erfüllung der Verbindlichkeit aus einem Geschäft einstehen will, eine besondere Vergütung beanspruchen, die nicht im Voraus ausgeschlossen werden kann. Die Verpflichtung ist nur für bestimmte Geschäfte oder Geschäfte mit bestimmten Dritten möglich, die er selbst vermittelt oder abschließt, und bedarf der Schriftform.',
    source: '§ 86b Abs. 1 HGB',
  },
  {
    key: 'de-handelsvertreter-305',
    text: 'Im Vertretervertrag soll die Kündigungsfrist für den Versicherer kürzer sein als für den Vertreter. Was gilt nach § 89 Abs. 2 HGB?',
    answers: [
      'Die Frist für den Versicherer darf nicht kürzer sein; sonst gilt für beide die längere Frist',
      'Die Vereinbarung ist wirksam, weil der Versicherer der stärkere Vertragspartner ist',
      'Der gesamte Vertretervertrag ist nichtig',
      'Es gilt für beide die kürzere Frist',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 89 Abs. 2 HGB lässt längere als die gesetzlichen Kündigungsfristen zu, doch darf die Frist für den Unternehmer nicht kürzer sein als für den Handelsvertreter. Wird eine kürzere Frist für den Unternehmer vereinbart, gilt für beide die für den Handelsvertreter vereinbarte längere Frist.',
    source: '§ 89 Abs. 2 HGB',
  },
  {
    key: 'de-handelsvertreter-306',
    text: 'Der Vertretervertrag ist beendet. Wegen welcher Ansprüche darf der Vertreter die ihm überlassenen Unterlagen (Tarife, Drucksachen) nach § 88a HGB noch zurückbehalten?',
    answers: [
      'Nur wegen seiner fälligen Ansprüche auf Provision und Aufwendungsersatz',
      'Wegen aller denkbaren Ansprüche, auch künftiger',
      'Wegen keiner Ansprüche; ein Zurückbehaltungsrecht ist stets ausgeschlossen',
      'Nur wegen seines Ausgleichsanspruchs nach § 89b HGB',
    ],
    categories: ['de-handelsvertreter'],
    coins: 2,
    explanation:
      'Auf das gesetzliche Zurückbehaltungsrecht kann der Handelsvertreter nach § 88a Abs. 1 HGB nicht im Voraus verzichten. Nach Vertragsende besteht es an den ihm nach § 86a Abs. 1 HGB überlassenen Unterlagen aber nur wegen seiner fälligen Ansprüche auf Provision und Ersatz von Aufwendungen (§ 88a Abs. 2 HGB).',
    source: '§ 88a HGB',
  },
  {
    key: 'de-handelsvertreter-307',
    text: 'Mit welcher Sorgfalt muss ein Handelsvertreter seine Pflichten nach § 86 Abs. 3 HGB erfüllen?',
    answers: [
      'Mit der Sorgfalt eines ordentlichen Kaufmanns',
      'Nur mit der Sorgfalt, die er in eigenen Angelegenheiten anwendet',
      'Er haftet nur für Vorsatz',
      'Mit der Sorgfalt eines Beamten im öffentlichen Dienst',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      '§ 86 Abs. 3 HGB verlangt, dass der Handelsvertreter seine Pflichten mit der Sorgfalt eines ordentlichen Kaufmanns erfüllt. Das ist ein objektiver, berufsbezogener Maßstab; die mildere Sorgfalt in eigenen Angelegenheiten (§ 277 BGB) genügt nicht.',
    source: '§ 86 Abs. 3 HGB',
  },
  {
    key: 'de-handelsvertreter-308',
    text: 'Worauf darf sich ein nachvertragliches Wettbewerbsverbot für einen Versicherungsvertreter nach § 90a Abs. 1 HGB inhaltlich erstrecken?',
    answers: [
      'Nur auf den zugewiesenen Bezirk oder Kundenkreis und die Produkte, die er für den Versicherer vertrieben hat',
      'Auf jede Tätigkeit in der Finanzbranche im gesamten Bundesgebiet',
      'Auf jede selbständige Tätigkeit überhaupt',
      'Auf das gesamte Gebiet der Europäischen Union',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Eine Wettbewerbsabrede darf nach § 90a Abs. 1 Satz 2 HGB höchstens zwei Jahre dauern und sich nur auf den dem Vertreter zugewiesenen Bezirk oder Kundenkreis und auf die Gegenstände erstrecken, um deren Vermittlung er sich für den Unternehmer zu bemühen hatte. Weitergehende Beschränkungen sind unwirksam.',
    source: '§ 90a Abs. 1 HGB',
  },
  {
    key: 'de-handelsvertreter-309',
    text: 'Worüber muss der Versicherer seinen Vertreter nach § 86a Abs. 2 HGB unverzüglich unterrichten?',
    answers: [
      'Über die Annahme oder Ablehnung eines vom Vertreter vermittelten Geschäfts',
      'Über die Gehälter aller Innendienstmitarbeiter',
      'Über jede Beschwerde anderer Vertreter',
      'Über die Anlagestrategie seiner Kapitalanlagen',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 86a Abs. 2 HGB hat der Unternehmer dem Handelsvertreter die erforderlichen Nachrichten zu geben und ihm insbesondere unverzüglich die Annahme oder Ablehnung eines vermittelten oder ohne Vertretungsmacht abgeschlossenen Geschäfts mitzuteilen. Der Vertreter braucht diese Information für seine Kundenbetreuung und seine Provisionsansprüche.',
    source: '§ 86a Abs. 2 HGB',
  },
  {
    key: 'de-handelsvertreter-310',
    text: 'Im Vertretervertrag ist die Höhe der Provision für eine Sparte nicht geregelt. Was gilt nach § 87b Abs. 1 HGB?',
    answers: [
      'Der übliche Satz gilt als vereinbart',
      'Der Vertreter erhält für diese Sparte keine Provision',
      'Der Versicherer bestimmt die Höhe nach freiem Belieben',
      'Es gilt stets ein gesetzlicher Satz von 5 % der Prämie',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Ist die Höhe der Provision nicht bestimmt, so ist nach § 87b Abs. 1 HGB der übliche Satz als vereinbart anzusehen. Einen gesetzlichen Festsatz gibt es nicht; maßgeblich ist, was in der Branche für vergleichbare Geschäfte gezahlt wird.',
    source: '§ 87b Abs. 1 HGB',
  },
  {
    key: 'de-handelsvertreter-311',
    text: 'Gelten die Vorschriften über Handelsvertreter (§§ 84 ff. HGB) auch für einen Versicherungsvertreter, dessen Agentur keinen kaufmännischen Geschäftsbetrieb erfordert?',
    answers: [
      'Ja, nach § 84 Abs. 4 HGB gelten sie auch dann',
      'Nein, sie gelten nur für im Handelsregister eingetragene Kaufleute',
      'Nur, wenn er mehr als fünf Angestellte hat',
      'Nein, für ihn gilt ausschließlich Arbeitsrecht',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 84 Abs. 4 HGB finden die Vorschriften des Handelsvertreterrechts auch Anwendung, wenn das Unternehmen des Handelsvertreters nach Art oder Umfang keinen in kaufmännischer Weise eingerichteten Geschäftsbetrieb erfordert. Auch der kleine Einzelagent hat daher etwa Anspruch auf Provision, Buchauszug und Ausgleich.',
    source: '§ 84 Abs. 4 HGB',
  },
  {
    key: 'de-handelsvertreter-312',
    text: 'Was kann ein Versicherungsvertreter nach § 87c Abs. 3 HGB neben dem Buchauszug vom Versicherer verlangen?',
    answers: [
      'Mitteilung über alle Umstände, die für seinen Provisionsanspruch wesentlich sind',
      'Einsicht in die Personalakten der übrigen Vertreter',
      'Die Herausgabe aller Kundendaten des Versicherers',
      'Eine Garantie für künftige Provisionen',
    ],
    categories: ['de-handelsvertreter'],
    coins: 1,
    explanation:
      'Nach § 87c Abs. 3 HGB kann der Handelsvertreter außer dem Buchauszug Mitteilung über alle Umstände verlangen, die für den Provisionsanspruch, seine Fälligkeit und seine Berechnung wesentlich sind. Diese Rechte können nach § 87c Abs. 5 HGB weder ausgeschlossen noch beschränkt werden.',
    source: '§ 87c Abs. 3 und 5 HGB',
  },
];
