import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { IpcInvoke } from '../shared/ipc';
import type { ServerVersions } from '../shared/ipc';
import { registerUpdateIpc } from './ipc/update';
import { fakeIpcHandle } from './ipc/testing';
import { createUpdater, decideUpdate } from './updater';

const server: ServerVersions = {
  current_version: '5.4.0',
  minimum_version: '5.2.0',
  recommended_version: '5.3.17',
};

describe('decideUpdate', () => {
  it.each([
    ['5.1.9', 'required'],
    ['5.2.0', 'recommended'],
    ['5.3.16', 'recommended'],
    ['5.3.17', 'none'],
    ['5.4.0', 'none'],
    ['5.10.0', 'none'],
    ['5.3.16-beta.2', 'recommended'],
    ['4.99.99', 'required'],
  ])('client %s → %s', (client, decision) => {
    expect(decideUpdate(client, server)).toBe(decision);
  });
});

class FakeAutoUpdater extends EventEmitter {
  autoDownload = true;
  autoInstallOnAppQuit = false;
  checkForUpdates = vi.fn(async () => {
    this.emit('update-available', { version: '5.4.0' });
    return { isUpdateAvailable: true, updateInfo: { version: '5.4.0' } };
  });
  downloadUpdate = vi.fn(async () => {
    this.emit('download-progress', { percent: 41.6 });
    this.emit('update-downloaded', { version: '5.4.0' });
    return ['/tmp/update.exe'];
  });
  quitAndInstall = vi.fn();
}

function setup(currentVersion = '5.3.0', feedAvailable = true) {
  const autoUpdater = new FakeAutoUpdater();
  const onStatus = vi.fn();
  const beforeInstall = vi.fn();
  const updater = createUpdater({ autoUpdater, currentVersion, onStatus, feedAvailable, beforeInstall });
  return { autoUpdater, onStatus, beforeInstall, updater };
}

describe('createUpdater', () => {
  it('never downloads on its own', () => {
    const { autoUpdater } = setup();
    expect(autoUpdater.autoDownload).toBe(false);
  });

  it('does not ask the feed when the server needs no newer client', async () => {
    const { autoUpdater, updater } = setup('5.3.17');
    expect(await updater.check(server)).toEqual({
      decision: 'none',
      phase: 'idle',
      version: null,
      percent: null,
    });
    expect(autoUpdater.checkForUpdates).not.toHaveBeenCalled();
  });

  it('checks, downloads with progress and installs a recommended update', async () => {
    const { autoUpdater, onStatus, beforeInstall, updater } = setup();
    expect(await updater.check(server)).toEqual({
      decision: 'recommended',
      phase: 'available',
      version: '5.4.0',
      percent: null,
    });
    await updater.download();
    expect(onStatus.mock.calls.map(([status]) => [status.phase, status.percent])).toEqual([
      ['idle', null],
      ['checking', null],
      ['available', null],
      ['available', null],
      ['downloading', 0],
      ['downloading', 42],
      ['downloaded', 100],
    ]);
    await updater.install();
    expect(autoUpdater.downloadUpdate).toHaveBeenCalledTimes(1);
    expect(beforeInstall).toHaveBeenCalled();
    expect(autoUpdater.quitAndInstall).toHaveBeenCalledWith(false, true);
  });

  it('installs in one step: asks the feed, downloads once, then quits into the update', async () => {
    const { autoUpdater, updater } = setup();
    await Promise.all([updater.install(), updater.download()]);
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(autoUpdater.downloadUpdate).toHaveBeenCalledTimes(1);
    expect(autoUpdater.quitAndInstall).toHaveBeenCalledTimes(1);
  });

  it('marks an outdated client as required and reports a missing feed without asking it', async () => {
    const { autoUpdater, updater } = setup('5.0.0', false);
    expect(await updater.check(server)).toMatchObject({ decision: 'required', phase: 'unavailable' });
    await expect(updater.install()).rejects.toThrow(/unavailable/);
    expect(autoUpdater.checkForUpdates).not.toHaveBeenCalled();
    expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('reports an inactive updater (unpackaged) as unavailable', async () => {
    const { autoUpdater, updater } = setup('5.0.0');
    autoUpdater.checkForUpdates.mockResolvedValueOnce(null as never);
    expect(await updater.check(server)).toMatchObject({ decision: 'required', phase: 'unavailable' });
  });

  it('reports a failing feed as an error, installs nothing, and asks again next time', async () => {
    const { autoUpdater, updater } = setup('5.0.0');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    autoUpdater.checkForUpdates.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    expect(await updater.check(server)).toMatchObject({ decision: 'required', phase: 'error' });
    autoUpdater.checkForUpdates.mockResolvedValueOnce({
      isUpdateAvailable: false,
      updateInfo: { version: '5.0.0' },
    });
    await expect(updater.install()).rejects.toThrow(/not-available/);
    expect(autoUpdater.checkForUpdates).toHaveBeenCalledTimes(2);
    expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('turns updater error events into an error status', async () => {
    const { autoUpdater, onStatus } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    autoUpdater.emit('error', new Error('sha512 checksum mismatch'));
    expect(onStatus).toHaveBeenLastCalledWith(expect.objectContaining({ phase: 'error' }));
  });
});

describe('registerUpdateIpc', () => {
  it('validates the server versions before deciding', async () => {
    const { updater } = setup();
    const { handle, invoke } = fakeIpcHandle();
    registerUpdateIpc(handle, updater);
    expect(await invoke(IpcInvoke.updateCheck, server)).toMatchObject({ decision: 'recommended' });
    expect(() => invoke(IpcInvoke.updateCheck, { ...server, minimum_version: '5.x; rm -rf' })).toThrow();
    expect(() => invoke(IpcInvoke.updateCheck, undefined)).toThrow();
    await invoke(IpcInvoke.updateDownload);
    await invoke(IpcInvoke.updateInstall);
  });
});
