import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { join } from 'node:path';
import { freePort, startNodeScript, waitForHttp, type Child } from '../lib/child';
import { jsonBody, request } from '../lib/http';

/**
 * The reference server for the quiz sections, with the web bundle and the development routes
 * (NODE_ENV=test: the mailbox for verification links and /api/dev/questions/:id/correct-answers).
 */
export interface QuizServer {
  origin: string;
  child: Child;
  api: QuizApi;
}

/** Builds the web bundle into `outDir` (skipped when BENCH_WEB_DIST names a built one). */
export function buildWeb(root: string, outDir: string): string {
  if (process.env.BENCH_WEB_DIST) return process.env.BENCH_WEB_DIST;
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.web.config.ts',
      '--outDir',
      outDir,
      '--logLevel',
      'error',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    throw new Error(
      `vite build failed (exit ${build.status ?? build.signal}):\n${build.stdout}${build.stderr}`,
    );
  }
  return outDir;
}

export async function startQuizServer(root: string, webDist: string): Promise<QuizServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = startNodeScript('reference server', 'server/src/main.ts', root, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: 'memory',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    WEB_DIST: webDist,
  });
  await waitForHttp(child, `${origin}/api/placebo`, 90_000);
  return { origin, child, api: new QuizApi(origin) };
}

export interface BenchUser {
  email: string;
  token: string;
}

export interface Question {
  id: number;
  answers: { id: number }[];
}

/** The few API calls the quiz sections need, over one keep-alive agent. */
export class QuizApi {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  constructor(readonly origin: string) {}

  async json<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const payload = body === undefined ? { headers: {}, body: undefined } : jsonBody(body);
    const headers: Record<string, string> = { ...payload.headers, accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (method === 'POST') headers['idempotency-key'] = randomUUID();
    const response = await request(this.origin + path, {
      method,
      headers,
      body: payload.body,
      agent: this.agent,
    });
    if (response.status >= 400) {
      throw new Error(
        `${method} ${path} answered ${response.status}: ${response.body.toString().slice(0, 300)}`,
      );
    }
    return JSON.parse(response.body.toString() || 'null') as T;
  }

  /** A new Swiss account; `verified` follows the mailed link so the web app lets it in. */
  async register(email: string, verified: boolean): Promise<BenchUser> {
    const { token } = await this.json<{ token: string }>('POST', '/api/users/register', undefined, {
      email,
      password: 'bench-passwort',
      first_name: 'Bea',
      last_name: 'Bench',
      country: 'ch',
      device_name: 'bench',
      tos: true,
    });
    if (verified) {
      const mails = await this.json<{ links: string[] }[]>(
        'GET',
        `/api/dev/mails?to=${encodeURIComponent(email)}`,
      );
      const link = mails[0]?.links.find((href) => href.includes('verify-email'));
      if (!link) throw new Error(`no verification mail for ${email}`);
      const response = await request(link, { agent: this.agent });
      if (response.status !== 302) throw new Error(`verification link answered ${response.status}`);
    }
    await this.json('PUT', '/api/users/me', token, { role: 'agent' });
    return { email, token };
  }

  correctAnswers(questionId: number): Promise<number[]> {
    return this.json<{ answers: number[] }>('GET', `/api/dev/questions/${questionId}/correct-answers`).then(
      (reply) => reply.answers,
    );
  }

  question(user: BenchUser): Promise<Question | null> {
    return this.json<Question | null>('GET', '/api/users/me/question', user.token);
  }

  /** The right answers (the reply also carries the explanation and its source). */
  async guess(user: BenchUser, question: Question, answers: number[]): Promise<number[]> {
    const reply = await this.json<{ correct_answers: number[] }>(
      'POST',
      '/api/users/me/question/guess',
      user.token,
      { answers, question_id: question.id },
    );
    return reply.correct_answers;
  }
}
