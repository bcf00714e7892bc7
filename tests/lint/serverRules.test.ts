import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/src/errors';
import {
  SERVER_ERROR_CODES,
  SERVER_ERRORS,
  type ServerErrorCode,
} from '../../src/shared/domain/serverErrors';
import { errorCodeSentences } from '../../src/shared/messages/errorCodes';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' });

// Loading the config (typescript-eslint, the plugins) takes seconds on a busy machine: once, up front.
beforeAll(() => eslint.calculateConfigForFile('server/src/routes/sample.ts'), 120_000);

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const withSql = `import type { Db } from '../db/database';
export const byEmail = (db: Db, email: string) =>
  db.query(\`SELECT * FROM users WHERE lower(email) = lower($1)\`, [email]);
export const drop = (db: Db, id: number) => db.query('DELETE FROM users WHERE id = $1', [id]);
`;

describe('SQL stays behind the domain modules', () => {
  it('fails on an SQL statement in a route module', async () => {
    const ids = await ruleIds(withSql, 'server/src/routes/sample.ts');
    expect(ids.filter((id) => id === 'no-restricted-syntax')).toHaveLength(2);
  });

  it('fails on each kind of statement, in upper or lower case', async () => {
    for (const sql of [
      'INSERT INTO feedback (rating) VALUES ($1)',
      'update users set role = $2 where id = $1',
      'SELECT id\n FROM categories',
    ]) {
      const ids = await ruleIds(
        `export const sql = ${JSON.stringify(sql)};\n`,
        'server/src/routes/sample.ts',
      );
      expect(ids, sql).toContain('no-restricted-syntax');
    }
  });

  it('lets a domain module and a route test hold SQL', async () => {
    expect(await ruleIds(withSql, 'server/src/users/sample.ts')).toEqual([]);
    expect(await ruleIds(withSql, 'server/src/routes/sample.test.ts')).toEqual([]);
  });

  it('does not take German text for SQL', async () => {
    const text = `export const message = 'Bitte wähle aus, von welchem Modul du die Fragen löschen willst.';\n`;
    expect(await ruleIds(text, 'server/src/routes/sample.ts')).toEqual([]);
  });

  it('fails on a route module importing another one, but not on the registry', async () => {
    const imports = `import { defineRoute } from './registry';\nimport { courseQuiz } from './quiz';\nexport { defineRoute, courseQuiz };\n`;
    const ids = await ruleIds(imports, 'server/src/routes/sample.ts');
    expect(ids).toEqual(['no-restricted-imports']);
  });
});

describe('error codes of the contract', () => {
  it('sends the catalog sentence and the status of its code', () => {
    for (const code of SERVER_ERROR_CODES) {
      expect(new HttpError(code).toBody()).toEqual({ message: errorCodeSentences[code], code });
      expect(new HttpError(code).status).toBe(SERVER_ERRORS[code]);
    }
  });

  it('fails on a code spelled as a string where an error is made, in any server module', async () => {
    const inline = `import { HttpError, codedError } from '../errors';
export const a = () => new HttpError('course.duplicate');
export const b = () => codedError('passwords.user', ['email']);
export const c = () => HttpError.withStatus(400, 'course.category');
`;
    for (const file of ['server/src/quiz/sample.ts', 'server/src/routes/sample.ts']) {
      const ids = await ruleIds(inline, file);
      expect(
        ids.filter((id) => id === 'no-restricted-syntax'),
        file,
      ).toHaveLength(3);
    }
    const named = inline
      .replace(
        "import { HttpError, codedError } from '../errors';",
        "import { ErrorCode, HttpError, codedError } from '../errors';",
      )
      .replace("'course.duplicate'", 'ErrorCode.courseDuplicate')
      .replace("'passwords.user'", 'ErrorCode.passwordsUser')
      .replace("'course.category'", 'ErrorCode.courseCategory');
    expect(await ruleIds(named, 'server/src/quiz/sample.ts')).toEqual([]);
  });

  it('does not compile with a code outside the shared union', () => {
    // Never called: the check is tsc's (npm run typecheck covers tests/). Were 'course.renamed' a code
    // of the union, the expect-error below would be unused and the typecheck would fail.
    const _unknownCode = () =>
      // @ts-expect-error 'course.renamed' is not a ServerErrorCode
      new HttpError('course.renamed');
    const _ownSentence = () =>
      // @ts-expect-error only not_found and validation.exists may carry a sentence of their own
      new HttpError('course.duplicate', undefined, 'Ein anderer Satz.');
    const known: ServerErrorCode = 'course.duplicate';
    expect(new HttpError(known).message).toBe(errorCodeSentences['course.duplicate']);
  });
});
