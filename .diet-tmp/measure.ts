import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, startNodeScript, waitForHttp, stopAll } from '../bench/lib/child';

const root = '/work/main';
const distDir = '/tmp/diet-measure/web';
const sourcemap = process.argv.includes('--sourcemap');
rmSync(distDir, { recursive: true, force: true });
const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', '.diet-tmp/vite.stub.config.ts', '--outDir', distDir, '--logLevel', 'error', ...(sourcemap ? ['--sourcemap'] : [])], { cwd: root, encoding: 'utf8' });
if (build.status !== 0) { console.error(build.stdout + build.stderr); process.exit(1); }
const port = await freePort();
const server = startNodeScript('server', 'server/src/main.ts', root, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory', NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST: distDir });
const origin = `http://127.0.0.1:${port}`;
await waitForHttp(server, `${origin}/api/placebo`, 60_000);
const weigh = (urls: string[]) => urls.map((url) => { const b = readFileSync(join(distDir, new URL(url).pathname)); return { file: new URL(url).pathname, raw: b.length, gz: gzipSync(b, { level: 9 }).length }; });
const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({ executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  const scripts: string[] = [];
  tab.on('response', (r) => { if (r.request().resourceType() === 'script' && !scripts.includes(r.url())) scripts.push(r.url()); });
  tab.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await tab.goto(`${origin}/`);
  await tab.getByRole('heading', { level: 1 }).waitFor();
  await tab.waitForLoadState('networkidle');
  const first = weigh([...scripts]);
  const before = scripts.length;
  await tab.getByRole('radio', { name: 'Deutschland', exact: true }).check({ force: true });
  await tab.getByRole('button', { name: 'Weiter' }).click();
  await tab.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('de@demo.test');
  await tab.getByRole('textbox', { name: 'Passwort', exact: true }).fill('demo12345');
  await tab.getByRole('button', { name: 'Anmelden' }).click();
  await tab.waitForURL(/\/app(\/|$)/);
  await tab.waitForLoadState('networkidle');
  const added = weigh(scripts.slice(before));
  const sum = (l: { gz: number }[]) => l.reduce((t, f) => t + f.gz, 0);
  for (const f of first) console.log(`  ${f.file.padEnd(50)} ${(f.raw / 1000).toFixed(1).padStart(8)} ${(f.gz / 1000).toFixed(1).padStart(8)}`);
  console.log(`FIRST PAGE: ${(sum(first) / 1000).toFixed(1)} kB gzip (${sum(first)} B), ${first.length} files`);
  for (const f of added) console.log(`  ${f.file.padEnd(50)} ${(f.raw / 1000).toFixed(1).padStart(8)} ${(f.gz / 1000).toFixed(1).padStart(8)}`);
  console.log(`LOGIN→DASHBOARD ADDED: ${(sum(added) / 1000).toFixed(1)} kB gzip, ${added.length} files`);
  await context.close();
} finally { await browser.close(); await stopAll(); }
