import type { Db } from '../db/database';
import { bankOnly } from '../questionDesk/scope';

const DAY_MS = 86_400_000;

const logo = (initials: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="16" fill="${color}"/>` +
      `<text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

interface CompanySeed {
  name: string;
  nameShort: string;
  logo: string;
  /**
   * The questions, in the order asked: `count` questions whose key starts with `keyPrefix`, by key,
   * after skipping `offset` (the bank grows and is renamed; a prefix keeps the seed independent of it).
   * The pass mark is the correct answers needed.
   */
  courses: {
    name: string;
    questions: { keyPrefix: string; offset: number; count: number };
    passMark: number;
  }[];
  codes: { code: string; expiresInDays: number; maxUses: number; uses: number }[];
}

const vvg = (offset: number, count: number) => ({ keyPrefix: 'de-vvg-', offset, count });

/**
 * DEMO-2026 opens 'Muster Versicherung AG' (a 5-question course with pass mark 4, short enough to pass in a
 * test, and a longer one); ALT-2024 has expired; VOLL-2026 is used up. A second company proves a user sees
 * only the companies whose codes they redeemed.
 */
export const COMPANY_SEEDS: readonly CompanySeed[] = [
  {
    name: 'Muster Versicherung AG',
    nameShort: 'MUSTER',
    logo: logo('MV', '#1d4ed8'),
    courses: [
      { name: 'Grundlagen Versicherungsvertragsrecht', questions: vvg(0, 5), passMark: 4 },
      { name: 'Beratung und Dokumentation', questions: vvg(5, 10), passMark: 8 },
    ],
    codes: [
      { code: 'DEMO-2026', expiresInDays: 3650, maxUses: 1_000_000, uses: 0 },
      { code: 'ALT-2024', expiresInDays: -30, maxUses: 1_000_000, uses: 0 },
      { code: 'VOLL-2026', expiresInDays: 3650, maxUses: 3, uses: 3 },
    ],
  },
  {
    name: 'Beispiel Makler GmbH',
    nameShort: 'BEISPIEL',
    logo: logo('BM', '#047857'),
    courses: [{ name: 'Datenschutz im Maklerbüro', questions: vvg(0, 5), passMark: 4 }],
    codes: [{ code: 'BEISPIEL-2026', expiresInDays: 3650, maxUses: 1_000_000, uses: 0 }],
  },
];

/** Companies, courses and codes, updated in place when seeded again (code use counts are reset). */
export async function seedCompanies(db: Db, now: Date): Promise<void> {
  for (const company of COMPANY_SEEDS) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO companies (name, name_short, logo) VALUES ($1, $2, $3)
       ON CONFLICT (name_short) DO UPDATE SET name = excluded.name, logo = excluded.logo RETURNING id`,
      [company.name, company.nameShort, company.logo],
    );
    const companyId = row!.id;
    for (const course of company.courses) {
      const [courseRow] = await db.query<{ id: number }>(
        `INSERT INTO company_courses (company_id, name, pass_mark) VALUES ($1, $2, $3)
         ON CONFLICT (company_id, name) DO UPDATE SET pass_mark = excluded.pass_mark RETURNING id`,
        [companyId, course.name, course.passMark],
      );
      await db.query('DELETE FROM company_course_questions WHERE course_id = $1', [courseRow!.id]);
      await db.query(
        `INSERT INTO company_course_questions (course_id, question_id, position)
         SELECT $1, id, row_number() OVER (ORDER BY key) FROM (
           SELECT q.id, q.key FROM questions q WHERE starts_with(q.key, $2) AND q.state = 'live' AND ${bankOnly('q')} ORDER BY q.key OFFSET $3 LIMIT $4) picked`,
        [courseRow!.id, course.questions.keyPrefix, course.questions.offset, course.questions.count],
      );
    }
    for (const code of company.codes) {
      await db.query(
        `INSERT INTO company_codes (code, company_id, expires_at, max_uses, uses) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (code) DO UPDATE SET company_id = excluded.company_id, expires_at = excluded.expires_at,
           max_uses = excluded.max_uses, uses = excluded.uses`,
        [
          code.code,
          companyId,
          new Date(now.getTime() + code.expiresInDays * DAY_MS),
          code.maxUses,
          code.uses,
        ],
      );
    }
  }
}
