import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on samples placed (by name only) inside src/renderer.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

const sample = `import { mutationAtom } from '../../state';
import { feedbackCall } from '../../../shared/api/calls/engagement';
export const sendAtom = mutationAtom((services) => ({
  mutationFn: () => services.api.call(feedbackCall, { body: { rating: 5, comment: '' } }),
}));
`;

async function apiCallFindings(filePath: string, code = sample): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'renderer/api-calls')
    .map((message) => message.message);
}

describe('renderer/api-calls: the server is called from queries.ts, mutations.ts and requests.ts only', () => {
  it('fires on a request in a page file', async () => {
    const findings = await apiCallFindings('src/renderer/features/feedback/FeedbackPage.tsx');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('FeedbackPage.tsx');
  });

  it('fires on a destructured client and on send as well', async () => {
    const code = `export const load = async ({ api }: { api: { send(x: unknown): Promise<unknown> } }) => api.send('x');\n`;
    expect(await apiCallFindings('src/renderer/features/news/newsData.ts', code)).toHaveLength(1);
  });

  it("is quiet in a feature's queries.ts and mutations.ts, a visitor page's requests.ts and the API client", async () => {
    for (const filePath of [
      'src/renderer/features/feedback/queries.ts',
      'src/renderer/features/feedback/mutations.ts',
      'src/renderer/features/session/requests.ts',
      'src/renderer/api/http.ts',
      'src/renderer/features/feedback/FeedbackPage.test.tsx',
    ]) {
      expect(await apiCallFindings(filePath), filePath).toEqual([]);
    }
  });
});
