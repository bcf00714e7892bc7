import type { TestProject } from 'vitest/node';
import { startTemplates } from './templates';

/**
 * Vitest global setup of the node project: where this run keeps its migrated and seeded template
 * databases, on PGlite or, with DATABASE_URL, on that PostgreSQL server (templates.ts). Test servers
 * start from copies of them; they are removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const { templates, dispose } = await startTemplates(process.env.DATABASE_URL || undefined);
  project.provide('serverTemplates', templates);
  return dispose;
}
