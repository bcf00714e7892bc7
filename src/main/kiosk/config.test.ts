import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KioskConfigError, kioskSettingsOf, loadKioskConfig, readKioskRequest } from './config';
import { hashPin } from './pin';

describe('readKioskRequest', () => {
  it('is off without flag or config path', () => {
    expect(readKioskRequest(['/opt/app/weiterbildungsquiz'], {})).toEqual({
      required: false,
      configPath: null,
    });
  });

  it('takes --kiosk, --kiosk-config=<path> and QUIZ_KIOSK_CONFIG', () => {
    expect(readKioskRequest(['app', '--kiosk'], {})).toEqual({ required: true, configPath: null });
    expect(readKioskRequest(['app', '--kiosk-config=/etc/quiz/kiosk.json'], {})).toEqual({
      required: true,
      configPath: '/etc/quiz/kiosk.json',
    });
    expect(readKioskRequest(['app'], { QUIZ_KIOSK_CONFIG: 'C:\\Kiosk\\kiosk.json' }).configPath).toBe(
      'C:\\Kiosk\\kiosk.json',
    );
  });
});

describe('loadKioskConfig', () => {
  let dir: string;
  let adminPinHash: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-'));
    adminPinHash = await hashPin('4711');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const write = (content: unknown, name = 'kiosk.json') =>
    writeFile(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));

  it('is null when nothing asks for kiosk mode', async () => {
    expect(await loadKioskConfig({ required: false, configPath: null }, dir)).toBeNull();
  });

  it('starts kiosk mode from kiosk.json in the user-data folder, with defaults', async () => {
    await write({ adminPinHash });
    const config = await loadKioskConfig({ required: false, configPath: null }, dir);
    expect(config).toEqual({ adminPinHash, idleLogoutSeconds: 300, accessCode: null, coursePreset: null });
    expect(kioskSettingsOf(config!)).toEqual({
      idleLogoutSeconds: 300,
      accessCode: null,
      coursePreset: null,
    });
  });

  it('reads an explicit file with every setting', async () => {
    await write(
      { adminPinHash, idleLogoutSeconds: 120, accessCode: ' ACME-2025 ', coursePreset: '17' },
      'x.json',
    );
    const config = await loadKioskConfig({ required: true, configPath: path.join(dir, 'x.json') }, dir);
    expect(config).toMatchObject({ idleLogoutSeconds: 120, accessCode: 'ACME-2025', coursePreset: '17' });
  });

  it("passes the installation's kiosk secret on to the renderer; a malformed one is refused", async () => {
    const kioskSecret = 'Ab3_-'.repeat(8) + 'xyz';
    await write({ adminPinHash, accessCode: 'DEMO-2026', kioskSecret });
    const config = await loadKioskConfig({ required: false, configPath: null }, dir);
    expect(kioskSettingsOf(config!)).toEqual({
      idleLogoutSeconds: 300,
      accessCode: 'DEMO-2026',
      coursePreset: null,
      kioskSecret,
    });
    await write({ adminPinHash, kioskSecret: 'zu kurz' });
    await expect(loadKioskConfig({ required: false, configPath: null }, dir)).rejects.toThrow(/kioskSecret/);
  });

  it('refuses to start when --kiosk has no config', async () => {
    await expect(loadKioskConfig({ required: true, configPath: null }, dir)).rejects.toThrow(
      KioskConfigError,
    );
  });

  it.each([
    ['not JSON', () => '{adminPinHash:'],
    ['a plain PIN', () => ({ adminPinHash: '4711' })],
    ['no PIN hash', () => ({ idleLogoutSeconds: 300 })],
    ['an idle time of 5 s', (hash: string) => ({ adminPinHash: hash, idleLogoutSeconds: 5 })],
    ['an unknown key', (hash: string) => ({ adminPinHash: hash, adminPin: '4711' })],
  ])('refuses a config with %s', async (_name, content) => {
    await write(content(adminPinHash));
    await expect(loadKioskConfig({ required: false, configPath: null }, dir)).rejects.toThrow(
      KioskConfigError,
    );
  });
});
