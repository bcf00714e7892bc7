import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids the project's lint config reports for `code` as if it stood at `file`. */
async function reported(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const boundaries = (messages: string[]) =>
  messages.filter((m) => m.startsWith('renderer/feature-boundaries') || m.startsWith('no-restricted-syntax'));

describe('the renderer boundaries in eslint.config.js', () => {
  it("fails a deep import into another feature, and passes its public face and the feature's own files", async () => {
    const file = 'src/renderer/features/quiz/Sample.ts';
    expect(boundaries(await reported(file, "export { MyCourses } from '../courses/MyCourses';\n"))).toEqual([
      "renderer/feature-boundaries: '../courses/MyCourses' reaches into the feature 'courses': import its public face (index.ts or routes.tsx) instead.",
    ]);
    expect(boundaries(await reported(file, "export { MyCourses } from '../courses';\n"))).toEqual([]);
    expect(boundaries(await reported(file, "export { coursesRoutes } from '../courses/routes';\n"))).toEqual(
      [],
    );
    expect(boundaries(await reported(file, "export { QuizCard } from './QuizCard';\n"))).toEqual([]);
    expect(
      boundaries(
        await reported(
          'src/renderer/app/Sample.ts',
          "export const load = () => import('../features/kiosk/KioskLayer');\n",
        ),
      ),
    ).toHaveLength(1);
  });

  it('fails jotai and TanStack Query outside state/, and a deep import into state/', async () => {
    const file = 'src/renderer/features/quiz/Sample.ts';
    for (const library of ['jotai', 'jotai/utils', 'jotai-tanstack-query', '@tanstack/react-query']) {
      expect(boundaries(await reported(file, `export { atom } from '${library}';\n`))).toEqual([
        `renderer/feature-boundaries: '${library}' may be imported only in src/renderer/state/: use what state/index.ts re-exports.`,
      ]);
    }
    expect(
      boundaries(await reported('src/renderer/state/Sample.ts', "export { atom } from 'jotai';\n")),
    ).toEqual([]);
    expect(
      boundaries(await reported(file, "export { sessionAtom } from '../../state/session';\n")),
    ).toHaveLength(1);
    expect(boundaries(await reported(file, "export { sessionAtom } from '../../state';\n"))).toEqual([]);
  });

  it('fails a module-level let or var in renderer code, not in its tests', async () => {
    const code = 'export let started = false;\nlet count = 0;\nexport const next = () => ++count;\n';
    expect(boundaries(await reported('src/renderer/app/Sample.ts', code))).toEqual([
      'no-restricted-syntax: No module-level let or var in the renderer: keep state in the store or in Services.',
      'no-restricted-syntax: No module-level let or var in the renderer: keep state in the store or in Services.',
    ]);
    expect(boundaries(await reported('src/renderer/app/Sample.test.ts', code))).toEqual([]);
    expect(
      boundaries(
        await reported(
          'src/renderer/app/Sample.ts',
          'export function f() {\n  let n = 0;\n  return ++n;\n}\n',
        ),
      ),
    ).toEqual([]);
  });
});
