#!/usr/bin/env node
// Makes sure the Electron binary is present before `npm run desktop` and `npm run package`.
// npm does not run electron's postinstall download here (package.json `allowScripts`), because our
// build machines cannot reach Electron's download server; on a developer's machine this fetches it once.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

function fail(message) {
  console.error(`\n[ensure-electron] ${message}\n`);
  process.exit(1);
}

let electronDir;
try {
  electronDir = path.dirname(require.resolve('electron/package.json'));
} catch {
  fail('The electron package is not installed. Run `npm install` first.');
}
const { version } = JSON.parse(readFileSync(path.join(electronDir, 'package.json'), 'utf8'));

/** The same test electron's own install.js makes: right version unpacked, executable where path.txt says. */
function isElectronInstalled() {
  try {
    const installedVersion = readFileSync(path.join(electronDir, 'dist', 'version'), 'utf8').trim();
    const executable = readFileSync(path.join(electronDir, 'path.txt'), 'utf8').trim();
    const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH || path.join(electronDir, 'dist');
    return installedVersion.replace(/^v/, '') === version && existsSync(path.join(distDir, executable));
  } catch {
    return false;
  }
}

if (!isElectronInstalled()) {
  console.log(`[ensure-electron] Electron ${version} binary missing, downloading it once...`);
  const result = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'inherit' });
  if (result.status !== 0 || !isElectronInstalled()) {
    fail(
      [
        `Could not install the Electron ${version} binary.`,
        'The download needs access to https://github.com/electron/electron/releases (or a mirror).',
        'Options:',
        '  - retry with internet access: node node_modules/electron/install.js',
        '  - use a mirror: ELECTRON_MIRROR=https://your-mirror/electron/ npm run desktop',
        `  - put electron-v${version}-<platform>-<arch>.zip into the Electron cache (electron_config_cache)`,
        'Unit tests, the web build and `npm run build:desktop` do not need the binary.',
      ].join('\n'),
    );
  }
}
console.log(`[ensure-electron] Electron ${version} is ready.`);
