import { XMLParser } from 'fast-xml-parser';
import { bankQuestionSchema, type BankQuestion } from '../../../../src/shared/api/questionBank';
import type { SeedCategory } from '../categories';

/**
 * The question bank in Moodle's XML import format, both ways. Our own export carries every field (tags hold
 * what Moodle has no element for), so export then import gives the bank back unchanged; a plain Moodle export
 * imports too, as far as its questions fit the bank: four answers, one of them right at 100 %, with an
 * explanation and a source.
 */

const COURSE_TOP = '$course$/top/';
/** Tag prefixes of our export; Moodle keeps tags with a question, so they survive a trip through Moodle. */
const TAG = {
  key: 'key:',
  category: 'category:',
  coins: 'coins:',
  source: 'source:',
  validAsOf: 'validAsOf:',
} as const;
const SOURCE_LABEL = 'Quelle: ';
const DATE_LABEL = 'Stand: ';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Moodle renders these fields as HTML: our plain text is escaped into it (a '<' in a question stays a
 * character, never markup) and line breaks become <br>, so no raw newline carries meaning.
 */
const textToHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** XML's own entities plus what HTML editors write for German text (TinyMCE can emit named umlauts). */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  sect: '§',
  euro: '€',
  ndash: '–',
  mdash: '—',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
};

const decodeEntities = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body] ?? entity;
  });

/**
 * Plain text of an HTML field: source line breaks are layout in HTML, so they fold to spaces; <br> is a
 * line break and a paragraph boundary a blank line; the rest of the markup goes.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/[ \t]*\r?\n[ \t]*/g, ' ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>\s*<p(\s[^>]*)?>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  ).trim();
}

const germanDate = (iso: string) => iso.split('-').reverse().join('.');
const isoDate = (text: string) => {
  const german = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  return german ? `${german[3]}-${german[2]}-${german[1]}` : text;
};

/** Moodle writes a '/' inside a category name as '//', because a single one separates levels. */
const categoryPath = (name: string) => COURSE_TOP + name.replace(/\//g, '//');
const lastPathSegment = (path: string) =>
  (path.replace(/\/\//g, '\0').split('/').pop() ?? '').replace(/\0/g, '/').trim();

/** XML's five special characters as entities, in text and attribute values alike. */
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};
const XML_SPECIAL = /[&<>'"]/g;
const escapeXml = (text: string) => text.replace(XML_SPECIAL, (c) => XML_ENTITIES[c]!);

/**
 * The file is written as text, two spaces of indent a level, every element on a line of its own: the shape
 * fast-xml-parser's builder gave it, in a third of its time (the whole bank is over 10 MB of it).
 */
const indent = (level: number) => '  '.repeat(level);
/** `<name>` holding one `<text>`, as Moodle wraps names, question texts and feedback. */
const textElement = (level: number, name: string, text: string, format?: 'html') =>
  `${indent(level)}<${name}${format ? ` format="${format}"` : ''}>\n` +
  `${indent(level + 1)}<text>${escapeXml(text)}</text>\n` +
  `${indent(level)}</${name}>\n`;
const valueElement = (level: number, name: string, value: string) =>
  `${indent(level)}<${name}>${escapeXml(value)}</${name}>\n`;

function categoryXml(category: SeedCategory): string {
  return (
    `${indent(1)}<question type="category">\n` +
    textElement(2, 'category', categoryPath(category.name)) +
    textElement(2, 'info', '', 'html') +
    valueElement(2, 'idnumber', category.key) +
    `${indent(1)}</question>\n`
  );
}

function questionXml(q: BankQuestion): string {
  const feedback = [q.explanation, SOURCE_LABEL + q.source, DATE_LABEL + germanDate(q.validAsOf)];
  const tags = [
    TAG.key + q.key,
    ...q.categories.map((c) => TAG.category + c),
    TAG.coins + String(q.coins),
    TAG.source + q.source,
    TAG.validAsOf + q.validAsOf,
  ];
  const answers = q.answers.map(
    (a, i) =>
      `${indent(2)}<answer fraction="${i === 0 ? '100' : '0'}" format="html">\n` +
      valueElement(3, 'text', `<p>${textToHtml(a)}</p>`) +
      textElement(3, 'feedback', '', 'html') +
      `${indent(2)}</answer>\n`,
  );
  return (
    `${indent(1)}<question type="multichoice">\n` +
    textElement(2, 'name', q.key) +
    textElement(2, 'questiontext', `<p>${textToHtml(q.text)}</p>`, 'html') +
    textElement(2, 'generalfeedback', feedback.map((p) => `<p>${textToHtml(p)}</p>`).join(''), 'html') +
    valueElement(2, 'defaultgrade', String(q.coins)) +
    valueElement(2, 'penalty', '0') +
    valueElement(2, 'hidden', '0') +
    valueElement(2, 'idnumber', q.key) +
    valueElement(2, 'single', 'true') +
    valueElement(2, 'shuffleanswers', '1') +
    valueElement(2, 'answernumbering', 'abc') +
    answers.join('') +
    `${indent(2)}<tags>\n` +
    tags.map((text) => textElement(3, 'tag', text)).join('') +
    `${indent(2)}</tags>\n` +
    `${indent(1)}</question>\n`
  );
}

/**
 * Moodle XML of the questions, grouped under a category entry per first category (in the order of
 * `categories`); every text is escaped, so question content never becomes markup.
 */
export function toMoodleXml(questions: readonly BankQuestion[], categories: readonly SeedCategory[]): string {
  const known = new Set(categories.map((c) => c.key));
  const orphan = questions.find((q) => !known.has(q.categories[0]!));
  if (orphan) throw new Error(`${orphan.key}: category ${orphan.categories[0]!} is not in the list`);
  const byCategory = new Map<string, BankQuestion[]>();
  for (const q of questions) {
    const list = byCategory.get(q.categories[0]!);
    if (list) list.push(q);
    else byCategory.set(q.categories[0]!, [q]);
  }
  const parts: string[] = [];
  for (const c of categories) {
    const inCategory = byCategory.get(c.key);
    if (!inCategory) continue;
    parts.push(categoryXml(c), ...inCategory.map(questionXml));
  }
  const quiz = parts.length ? `<quiz>\n${parts.join('')}</quiz>` : '<quiz></quiz>';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${quiz}\n`;
}

/** Elements as fast-xml-parser gives them with the options below: strings, objects and listed arrays. */
interface XmlText {
  text?: string;
  '@_format'?: string;
}
interface XmlQuestion {
  '@_type'?: string;
  name?: XmlText;
  category?: XmlText;
  idnumber?: string;
  questiontext?: XmlText;
  generalfeedback?: XmlText;
  defaultgrade?: string;
  answer?: (XmlText & { '@_fraction'?: string })[];
  tags?: { tag?: XmlText[] };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: false,
  isArray: (name) => name === 'question' || name === 'answer' || name === 'tag',
});

/** Names, tags and category paths are plain text in Moodle. */
const plainText = (field: XmlText | undefined) => (typeof field?.text === 'string' ? field.text.trim() : '');

/** A field's plain text: HTML (Moodle's default for these fields) is unwrapped, other formats are text. */
const fieldText = (field: XmlText | undefined) => {
  const raw = typeof field?.text === 'string' ? field.text : '';
  const format = field?.['@_format'] ?? 'html';
  return format === 'html' ? htmlToText(raw) : raw.trim();
};

/**
 * Explanation, source and law date from the general feedback: our export ends it with a 'Quelle:' and a
 * 'Stand:' paragraph; only trailing ones count, so an explanation quoting such a line stays whole.
 */
function feedbackParts(field: XmlText | undefined) {
  const blocks = fieldText(field).split('\n\n');
  let source: string | undefined;
  let validAsOf: string | undefined;
  for (;;) {
    const last = blocks.at(-1) ?? '';
    if (validAsOf === undefined && source === undefined && last.startsWith(DATE_LABEL))
      validAsOf = isoDate(last.slice(DATE_LABEL.length).trim());
    else if (source === undefined && last.startsWith(SOURCE_LABEL))
      source = last.slice(SOURCE_LABEL.length).trim();
    else break;
    blocks.pop();
  }
  return { explanation: blocks.join('\n\n'), source, validAsOf };
}

export interface MoodleImportOptions {
  /** Categories known by key (and by name, for plain Moodle files). */
  categories: readonly SeedCategory[];
  /** Category for questions whose Moodle category matches none of ours. */
  category?: string;
  /** The law date of questions that carry none; a plain Moodle file never does. */
  validAsOf?: string;
  /** A fresh key in a category for questions without one; default: numbered from 001 in this import. */
  nextKey?: (category: string) => string;
}

export interface MoodleImport {
  questions: BankQuestion[];
  /** One line per skipped question, starting with its Moodle name. */
  problems: string[];
}

function counterKeys(): (category: string) => string {
  const counts = new Map<string, number>();
  return (category) => {
    const n = (counts.get(category) ?? 0) + 1;
    counts.set(category, n);
    return `${category}-${String(n).padStart(3, '0')}`;
  };
}

interface ImportContext {
  options: MoodleImportOptions;
  nextKey: (category: string) => string;
  /** The category entry above the question in the file: its path and the category it names. */
  path: string;
  category: string | undefined;
}

/** One Moodle question in the bank's shape, or why it cannot be one. */
function importQuestion(el: XmlQuestion, context: ImportContext): BankQuestion | string {
  if (el['@_type'] !== 'multichoice') return `type ${el['@_type'] ?? '?'} skipped, only multichoice`;
  const answers = el.answer ?? [];
  if (answers.length !== 4) return `${answers.length} answers, the bank needs exactly 4`;
  const right = answers.filter((a) => Number(a['@_fraction']) === 100);
  if (right.length !== 1) return `${right.length} answers at 100 %, the bank needs exactly one`;

  const tags = (el.tags?.tag ?? []).map(plainText);
  const tagged = (prefix: string) =>
    tags.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));
  const tagCategories = tagged(TAG.category);
  const categories = tagCategories.length > 0 ? tagCategories : context.category ? [context.category] : [];
  if (categories.length === 0) return `category ${context.path || '(none)'} is not one of ours`;
  const feedback = feedbackParts(el.generalfeedback);
  const grade = Number(tagged(TAG.coins)[0] ?? el.defaultgrade);
  const parsed = bankQuestionSchema.safeParse({
    key: tagged(TAG.key)[0] ?? context.nextKey(categories[0]!),
    text: fieldText(el.questiontext),
    answers: [right[0]!, ...answers.filter((a) => a !== right[0])].map(fieldText),
    categories,
    // Moodle grades are any number; the bank knows basic (1) and expert (2) questions.
    coins: grade === 2 ? 2 : 1,
    explanation: feedback.explanation,
    source: tagged(TAG.source)[0] ?? feedback.source ?? '',
    validAsOf: tagged(TAG.validAsOf)[0] ?? feedback.validAsOf ?? context.options.validAsOf ?? '',
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.') || 'question'}: ${issue.message}`;
}

/**
 * Questions of a Moodle XML file in the bank's shape, each validated with `bankQuestionSchema`; the
 * answer at 100 % becomes answers[0]. Questions that do not fit are skipped and named in `problems`.
 */
export function fromMoodleXml(xml: string, options: MoodleImportOptions): MoodleImport {
  // Entity declarations could expand a small file into a huge one; Moodle never writes a DOCTYPE.
  if (/<!DOCTYPE/i.test(xml)) return { questions: [], problems: ['file: a DOCTYPE is not accepted'] };
  let doc: { quiz?: { question?: XmlQuestion[] } };
  try {
    doc = parser.parse(xml, true) as typeof doc;
  } catch (error) {
    return { questions: [], problems: [`file: not well-formed XML (${(error as Error).message})`] };
  }
  const byKey = new Set(options.categories.map((c) => c.key));
  const byName = new Map(options.categories.map((c) => [c.name, c.key]));
  const context: ImportContext = {
    options,
    nextKey: options.nextKey ?? counterKeys(),
    path: '',
    category: options.category,
  };
  const result: MoodleImport = { questions: [], problems: [] };
  for (const [index, el] of (doc.quiz?.question ?? []).entries()) {
    if (el['@_type'] === 'category') {
      context.path = plainText(el.category);
      const idnumber = el.idnumber ?? '';
      context.category = byKey.has(idnumber)
        ? idnumber
        : (byName.get(lastPathSegment(context.path)) ?? options.category);
      continue;
    }
    const imported = importQuestion(el, context);
    if (typeof imported === 'string')
      result.problems.push(`${plainText(el.name) || `question ${index + 1}`}: ${imported}`);
    else result.questions.push(imported);
  }
  return result;
}
