import type { SeedQuestion } from '../types';

/** Fragen der Kategorie 'de-maklerrecht' (Deutschland), Teil 7. answers[0] ist die richtige Antwort. */
export const questions: readonly SeedQuestion[] = [
  {
    key: 'de-maklerrecht-701',
    text: 'Welche Aussage zur Nettopolice trifft NICHT zu?',
    answers: [
      'Ihre Prämie enthält die Courtage des Maklers als einkalkulierten Kostenanteil',
      'Sie wird zu einem Tarif ohne einkalkulierte Abschlussvergütung für den Vermittler abgeschlossen',
      'Der Makler wird über eine gesonderte Vergütungsvereinbarung vom Kunden bezahlt',
      'Der Kunde zahlt Prämie und Vermittlungsvergütung getrennt',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Bei der Nettopolice enthält die Prämie gerade keine Courtage; der Versicherer kalkuliert ohne Abschlussvergütung für den Vermittler. Der Makler wird stattdessen über eine eigene Vergütungsvereinbarung vom Kunden bezahlt, die neben der Prämie zu zahlen ist.',
    source: 'BGH, Urt. v. 20.01.2005 – III ZR 251/04; § 652 BGB',
  },
  {
    key: 'de-maklerrecht-702',
    text: 'Welche Vergütung kann ein Versicherungsmakler mit einem Verbraucher wirksam gesondert vereinbaren?',
    answers: [
      'Eine Vergütung für die Vermittlung eines Vertrags, etwa einer Nettopolice',
      'Ein Honorar für die reine Rechtsprüfung seiner bestehenden Verträge ohne Vermittlung',
      'Ein Erfolgshonorar für die Prozessführung gegen den Versicherer',
      'Gar keine, Makler dürfen von Verbrauchern nie etwas verlangen',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Der BGH erkennt gesonderte Vergütungsvereinbarungen für die Vermittlung, etwa bei Nettopolicen, auch mit Verbrauchern an. Die Rechtsberatung gegen gesondertes Entgelt erlaubt § 34d Abs. 1 Satz 8 GewO dem Makler dagegen nur gegenüber Nicht-Verbrauchern; Verbraucher berät gegen Honorar der Versicherungsberater.',
    source: 'BGH, Urt. v. 20.01.2005 – III ZR 251/04; § 34d Abs. 1 Satz 8 GewO',
  },
  {
    key: 'de-maklerrecht-703',
    text: 'Ein Makler erzielt ausschließlich steuerfreie Courtageumsätze aus der Vermittlung an inländische Versicherer. Kann er die Umsatzsteuer aus dem Kauf seiner Büro-IT als Vorsteuer abziehen?',
    answers: [
      'Nein, der Vorsteuerabzug ist für Eingangsleistungen zu steuerfreien Umsätzen ausgeschlossen',
      'Ja, jeder Unternehmer kann die Vorsteuer stets in voller Höhe abziehen',
      'Ja, aber nur zur Hälfte',
      'Nur, wenn er die Courtage freiwillig mit 19 % Umsatzsteuer abrechnet',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Die Courtage ist nach § 4 Nr. 11 UStG umsatzsteuerfrei. Nach § 15 Abs. 2 Satz 1 Nr. 1 UStG ist die Vorsteuer für Eingangsleistungen, die für steuerfreie Umsätze verwendet werden, vom Abzug ausgeschlossen; eine Option zur Steuerpflicht sieht § 9 UStG für Vermittlungsumsätze nicht vor. Die Umsatzsteuer auf Büro-IT wird so zum Kostenfaktor.',
    source: '§ 4 Nr. 11 UStG; § 15 Abs. 2 Satz 1 Nr. 1 UStG',
  },
  {
    key: 'de-maklerrecht-704',
    text: 'Ein Makler erstellt für einen Gewerbekunden gegen Honorar nur ein Gutachten über dessen Versicherungsbedarf, ohne Verträge zu vermitteln oder zu betreuen. Wie ist das Honorar umsatzsteuerlich zu behandeln?',
    answers: [
      'Es ist umsatzsteuerpflichtig, denn § 4 Nr. 11 UStG befreit nur die Vermittlungstätigkeit',
      'Es ist steuerfrei, weil der Leistende eine Maklererlaubnis hat',
      'Es ist steuerfrei, weil es um Versicherungen geht',
      'Es unterliegt der Versicherungsteuer',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Die Befreiung des § 4 Nr. 11 UStG knüpft an die typische Tätigkeit als Versicherungsvermittler an, also an die Vermittlung und die damit verbundene Betreuung. Eine reine Beratungsleistung ohne Bezug zu einer Vermittlung ist keine Vermittlungsleistung und daher steuerpflichtig, auch wenn ein Makler sie erbringt.',
    source: '§ 4 Nr. 11 UStG; Art. 135 Abs. 1 Buchst. a MwStSystRL',
  },
  {
    key: 'de-maklerrecht-705',
    text: 'Sachversicherung: Jahresprämie 1.200 €, Courtage 15 % der Prämie. Der Vertrag endet nach vier Monaten; der Versicherer erhält nach § 39 VVG nur die anteilige Prämie. Welche Courtage verbleibt dem Makler?',
    answers: ['60 €', '180 €', '120 €', '0 €'],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Nach dem Grundsatz, dass die Courtage das Schicksal der Prämie teilt, bemisst sie sich nur nach der tatsächlich verdienten Prämie: 1.200 € × 4/12 = 400 €, davon 15 % = 60 €. Hat der Versicherer die volle Jahrescourtage von 180 € bereits gezahlt, kann er 120 € zurückbelasten.',
    source: '§ 39 Abs. 1 VVG; Schicksalsteilungsgrundsatz (Handelsbrauch)',
  },
  {
    key: 'de-maklerrecht-706',
    text: 'Ein Gewerbekunde beauftragt einen Makler mit der Vermittlung einer Nettopolice, ohne die Höhe der Vergütung festzulegen. Was gilt nach dem Maklerrecht des BGB?',
    answers: [
      'Mangels Taxe ist die übliche Vergütung als vereinbart anzusehen',
      'Der Makler erhält mangels Vereinbarung keine Vergütung',
      'Der Makler kann die Höhe nach freiem Belieben bestimmen',
      'Es gilt gesetzlich eine Vergütung von 10 % der Versicherungssumme',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Nach § 653 Abs. 1 BGB gilt ein Maklerlohn als stillschweigend vereinbart, wenn die Leistung den Umständen nach nur gegen Vergütung zu erwarten ist – bei einer Nettopolice ohne Courtage naheliegend. Ist die Höhe nicht bestimmt, gilt nach § 653 Abs. 2 BGB bei Fehlen einer Taxe der übliche Lohn als vereinbart.',
    source: '§ 653 BGB',
  },
  {
    key: 'de-maklerrecht-707',
    text: 'Wie viele Versicherer muss ein Makler nach § 60 Abs. 1 VVG mindestens in seinen Marktvergleich einbeziehen?',
    answers: [
      'Keine feste Zahl; so viele, dass er eine fachlich begründete Empfehlung geben kann',
      'Mindestens drei Versicherer',
      'Mindestens zehn Versicherer',
      'Alle in Deutschland zugelassenen Versicherer',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      '§ 60 Abs. 1 VVG verlangt eine „hinreichende Zahl“ von Verträgen und Versicherern, ohne sie zu beziffern. Maßgeblich ist, ob die Auswahl nach Sparte und Marktangebot eine Empfehlung nach fachlichen Kriterien erlaubt; in engen Spezialmärkten können wenige Anbieter genügen, in breiten Märkten sind mehr nötig.',
    source: '§ 60 Abs. 1 VVG',
  },
  {
    key: 'de-maklerrecht-708',
    text: 'Ein Makler vermittelt eine Hausratversicherung. Muss der Versicherer dem Kunden trotzdem die Vertragsinformationen nach § 7 VVG übermitteln?',
    answers: [
      'Ja; § 6 Abs. 6 VVG befreit ihn nur von seiner eigenen Beratungspflicht',
      'Nein, bei Maklergeschäft übernimmt der Makler alle Informationspflichten',
      'Nein, bei Maklergeschäft entfallen alle Informationspflichten',
      'Nur, wenn der Kunde es schriftlich verlangt',
    ],
    categories: ['de-maklerrecht', 'de-beratung'],
    coins: 1,
    explanation:
      '§ 6 Abs. 6 VVG nimmt bei Maklervermittlung nur die Beratungs- und Dokumentationspflichten des Versicherers nach § 6 Abs. 1 bis 5 VVG aus, weil der Makler selbst nach §§ 60, 61 VVG berät. Die Informationspflicht nach § 7 VVG mit VVG-InfoV trifft den Versicherer unabhängig vom Vertriebsweg.',
    source: '§ 6 Abs. 6, § 7 VVG',
  },
  {
    key: 'de-maklerrecht-709',
    text: 'Der Kunde beauftragt seinen Makler rechtzeitig, die Wohngebäudeversicherung zum Ablauf zu kündigen. Der Makler versäumt die Frist, der Vertrag verlängert sich. Was gilt?',
    answers: [
      'Der Makler haftet aus § 280 Abs. 1 BGB für den Schaden, etwa doppelt gezahlte Prämien',
      'Der Versicherer muss die Kündigung trotzdem gelten lassen',
      'Den Schaden trägt allein der Kunde, weil er selbst hätte kündigen können',
      'Der Makler haftet nur, wenn der Kunde den Auftrag notariell erteilt hat',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Der Makler hat den Auftrag übernommen und muss Fristen überwachen und wahren. Versäumt er die Kündigungsfrist schuldhaft, verletzt er seine Pflicht aus dem Maklervertrag und haftet nach § 280 Abs. 1 BGB auf den daraus entstehenden Schaden. Der Versicherer muss eine verspätete Kündigung nicht gegen sich gelten lassen.',
    source: '§ 280 Abs. 1 BGB; §§ 652, 675 BGB',
  },
  {
    key: 'de-maklerrecht-710',
    text: 'Der Versicherer übersendet den Versicherungsschein über den Makler; er weicht zum Nachteil des Kunden vom Antrag ab. Was muss der Makler als Sachwalter tun?',
    answers: [
      'Die Police mit dem Antrag abgleichen und den Kunden rechtzeitig vor Ablauf der Widerspruchsfrist hinweisen',
      'Nichts, die Prüfung der Police ist allein Sache des Kunden',
      'Die Abweichung selbst im Namen des Versicherers korrigieren',
      'Den Vertrag sofort fristlos kündigen',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Nach § 5 VVG gilt eine Abweichung als genehmigt, wenn der Kunde nicht fristgerecht in Textform widerspricht. Der Makler schuldet als Sachwalter, die Police auf Übereinstimmung mit dem Antrag und dem Bedarf zu prüfen und den Kunden so rechtzeitig zu informieren, dass er widersprechen kann.',
    source: '§ 5 VVG; BGH, Urt. v. 22.05.1985 – IVa ZR 190/83',
  },
  {
    key: 'de-maklerrecht-711',
    text: 'Ein Vermittler übergibt eine Statusinformation als Versicherungsvertreter, tritt aber insgesamt wie ein unabhängiger Berater im Lager des Kunden auf. Kann er wie ein Makler haften?',
    answers: [
      'Ja, nach den Gesamtumständen kommt eine Haftung als Anscheinsmakler in Betracht',
      'Nein, die schriftliche Statusinformation schließt eine Maklerhaftung immer aus',
      'Nein, Anscheinsmakler kann nur sein, wer eine Maklererlaubnis hat',
      'Nur wenn er mehr als fünf Versicherer vertritt',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Nach § 59 Abs. 3 Satz 2 VVG gilt als Makler, wer gegenüber dem Kunden den Anschein erweckt, Maklerleistungen zu erbringen. Das OLG Dresden hat entschieden, dass auch eine übergebene Statusinformation als Vertreter die Haftung als Anscheinsmakler nicht ausschließt, wenn der Vermittler nach den Gesamtumständen unabhängige Beratung im Kundeninteresse vermittelt.',
    source: '§ 59 Abs. 3 Satz 2 VVG; OLG Dresden, Urt. v. 07.11.2023 – 4 U 54/23',
  },
  {
    key: 'de-maklerrecht-712',
    text: 'Welche Aussage zur Maklervollmacht trifft NICHT zu?',
    answers: [
      'Sie macht den Makler zum Empfangsvertreter des Versicherers',
      'Sie kann den Makler ermächtigen, Verträge im Namen des Kunden zu kündigen',
      'Sie regelt die Vertretungsmacht nach außen, der Maklervertrag die Pflichten im Innenverhältnis',
      'Sie kann eine Empfangsvollmacht für Erklärungen des Versicherers an den Kunden enthalten',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Die Maklervollmacht erteilt der Kunde; sie begründet Vertretungsmacht für ihn (§§ 164, 167 BGB), etwa für Anträge, Kündigungen und den Empfang von Erklärungen des Versicherers. Für den Versicherer wird der Makler dadurch nicht Empfangsvertreter; das kann nur der Versicherer selbst, etwa durch eine Maklerklausel, bewirken.',
    source: '§§ 164, 167 BGB',
  },
  {
    key: 'de-maklerrecht-713',
    text: 'Ein Kunde wechselt während der Laufzeit eines einjährigen Sachversicherungsvertrags den Makler. Wer erhält nach den Branchenusancen zum Maklerwechsel die Courtage?',
    answers: [
      'Der abgebende Makler bis zum Ablauf des Versicherungsjahres, danach der übernehmende Makler',
      'Der übernehmende Makler ab dem Tag, an dem er dem Versicherer seine Vollmacht vorlegt',
      'Beide Makler für die gesamte Restlaufzeit je zur Hälfte',
      'Der abgebende Makler für alle Folgejahre, solange der Vertrag besteht',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Ein gesetzlicher Anspruch auf Folgecourtage besteht nicht; maßgeblich sind die Courtagevereinbarung und die 1988 im GDV-Ausschuss für Außendienst- und Maklerfragen festgestellten Usancen. Danach behält bei einjährigen Verträgen der abgebende Makler die Courtage bis zum Ablauf des Versicherungsjahres, ab dem neuen Versicherungsjahr erhält sie der übernehmende Makler.',
    source:
      'Usancen bei Maklerwechsel (GDV-Ausschuss für Außendienst- und Maklerfragen, 1988); Courtagevereinbarung',
  },
  {
    key: 'de-maklerrecht-714',
    text: 'Der Kunde hat seine Police nicht gelesen und die vom Makler verschuldete Deckungslücke deshalb nicht bemerkt. Muss er sich regelmäßig ein Mitverschulden anrechnen lassen?',
    answers: [
      'Nein, er darf grundsätzlich auf die Fachkunde seines Maklers vertrauen',
      'Ja, stets zur Hälfte',
      'Ja, der Anspruch entfällt dann vollständig',
      'Ja, aber nur bei Verbrauchern',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Der Kunde beauftragt den Makler gerade, weil er selbst nicht über die nötige Fachkunde verfügt. Wer sich auf einen fachkundigen Sachwalter verlässt, handelt in der Regel nicht schuldhaft im Sinne des § 254 BGB, wenn er dessen Arbeit nicht selbst nachprüft; ein Mitverschulden kommt nur ausnahmsweise in Betracht, etwa bei offensichtlichen Fehlern.',
    source: '§ 254 BGB; BGH, Urt. v. 22.05.1985 – IVa ZR 190/83',
  },
  {
    key: 'de-maklerrecht-715',
    text: 'Darf ein Versicherungsberater mit einem Kunden einen Versicherungsmaklervertrag über einen PKV-Tarifwechsel gegen Beteiligung an der Ersparnis schließen?',
    answers: [
      'Nein, denn ein Maklervertrag knüpft die Vergütung an den Erfolg; Erfolgshonorare sind Versicherungsberatern verboten',
      'Ja, Versicherungsberater dürfen jederzeit auch als Makler tätig werden',
      'Ja, wenn der Versicherer zustimmt',
      'Nein, Tarifwechsel nach § 204 VVG sind nur über den Versicherer möglich',
    ],
    categories: ['de-maklerrecht', 'de-vermittlerrecht'],
    coins: 2,
    explanation:
      'Für Versicherungsberater gilt über das RDGEG (damals § 4 Abs. 2 Satz 2 RDGEG a. F., heute § 4 Abs. 1 RDGEG i. V. m. § 13d Abs. 2 RDG) das Verbot von Erfolgshonoraren aus § 49b Abs. 2 Satz 1 BRAO. Der BGH (Urt. v. 06.06.2019 – I ZR 67/18) folgert daraus, dass ein Versicherungsberater keinen erfolgsabhängigen Maklervertrag über einen Tarifwechsel schließen darf.',
    source: 'BGH, Urt. v. 06.06.2019 – I ZR 67/18; § 4 RDGEG; § 13d Abs. 2 RDG; § 49b Abs. 2 BRAO',
  },
  {
    key: 'de-maklerrecht-716',
    text: 'Ein Kunde verkauft sein Haus; die über den Makler vermittelte Wohngebäudeversicherung geht auf den Erwerber über. Was gilt für das Maklermandat?',
    answers: [
      'Es geht nicht mit über; der Makler braucht einen eigenen Auftrag und eine Vollmacht des Erwerbers',
      'Es geht nach § 95 VVG automatisch zusammen mit der Versicherung auf den Erwerber über',
      'Es erlischt nur, wenn der Versicherer zustimmt',
      'Es bleibt mit dem Verkäufer bestehen und erstreckt sich auf den Erwerber',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Nach § 95 Abs. 1 VVG tritt der Erwerber kraft Gesetzes in den Versicherungsvertrag ein. Der Maklervertrag ist dagegen ein persönliches Vertrauensverhältnis zwischen Kunde und Makler und geht nicht mit über. Will der Makler den Vertrag weiter betreuen, braucht er einen Auftrag und eine Vollmacht des Erwerbers, die er dem Versicherer vorlegt.',
    source: '§ 95 Abs. 1 VVG; §§ 164, 167, 675 BGB',
  },
  {
    key: 'de-maklerrecht-717',
    text: 'Ein Makler unterstützt seinen Kunden nach einem schweren Unfall bei der Abwicklung mit dem Unfallversicherer. Worauf muss er ihn nach der BGH-Rechtsprechung regelmäßig hinweisen?',
    answers: [
      'Auf die Fristen, innerhalb derer die Invalidität ärztlich festzustellen und geltend zu machen ist',
      'Nur auf die Höhe der vereinbarten Versicherungssumme',
      'Auf nichts, Bedingungsfristen muss der Kunde selbst kennen',
      'Nur auf die Möglichkeit, den Vertrag nach dem Unfall zu kündigen',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Nach BGH, Urt. v. 16.07.2009 – III ZR 21/09 muss der in die Abwicklung eines Unfallschadens eingeschaltete Makler regelmäßig auf die Frist zur ärztlichen Feststellung und Geltendmachung der Invalidität hinweisen, wenn Invaliditätsansprüche ernsthaft in Betracht kommen. Versäumt der Kunde die Frist deshalb, haftet der Makler aus dem Maklervertrag.',
    source: 'BGH, Urt. v. 16.07.2009 – III ZR 21/09; § 280 Abs. 1 BGB',
  },
  {
    key: 'de-maklerrecht-718',
    text: 'Der Kunde verklagt seinen Makler wegen eines Beratungsfehlers; der Makler bestreitet nur pauschal. Was verlangt die Rechtsprechung vom Makler?',
    answers: [
      'Er muss im Rahmen einer sekundären Darlegungslast konkret vortragen, wie er beraten hat',
      'Nichts; der Kunde muss ohne jede Mithilfe des Maklers alles beweisen',
      'Er muss stets den vollen Beweis erbringen, dass er fehlerfrei beraten hat',
      'Er muss nur seine Erlaubnisurkunde vorlegen',
    ],
    categories: ['de-maklerrecht'],
    coins: 2,
    explanation:
      'Grundsätzlich muss der Kunde die Pflichtverletzung beweisen. Weil er aber eine negative Tatsache – die unterbliebene Beratung – kaum belegen kann, trifft den Makler eine sekundäre Darlegungslast: Er muss konkret darlegen, wann, wie und worüber er beraten hat; erst dann muss der Kunde diesen Vortrag widerlegen. Eine lückenhafte Dokumentation nach § 61 VVG erschwert ihm das.',
    source: 'BGH, Urt. v. 10.03.2016 – I ZR 147/14; § 61 Abs. 1 VVG',
  },
  {
    key: 'de-maklerrecht-719',
    text: 'Ein noch nicht ausreichend beratener Gewerbekunde weist seinen Makler an, nur die billigste Betriebshaftpflicht einzudecken. Was gilt nach dem BGH?',
    answers: [
      'Er darf die sachwidrige Weisung nicht ungeprüft befolgen, sondern muss für eine geeignete Entscheidungsgrundlage sorgen',
      'Der Makler muss jede Weisung des Kunden ohne Rückfrage befolgen',
      'Der Makler muss den Auftrag sofort niederlegen',
      'Der Makler darf stattdessen die teuerste Deckung abschließen',
    ],
    categories: ['de-maklerrecht'],
    coins: 1,
    explanation:
      'Ist der Kunde noch nicht oder nicht ausreichend beraten, darf der Makler nach BGH, Urt. v. 10.03.2016 – I ZR 147/14 keine sachwidrigen Weisungen akzeptieren, sondern muss ihm eine Grundlage für eine sach- und interessengerechte Entscheidung verschaffen. Erst nach umfassender Beratung darf er die bewusste Entscheidung des Kunden umsetzen.',
    source: 'BGH, Urt. v. 10.03.2016 – I ZR 147/14',
  },
];
