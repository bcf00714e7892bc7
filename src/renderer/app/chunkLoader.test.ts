import { describe, expect, it, vi } from 'vitest';
import { fakePlatform } from '../api/testing';
import { chunkLoader } from './chunkLoader';

describe('chunkLoader', () => {
  it('passes a chunk that loads straight through', async () => {
    const { platform, reportDown } = fakePlatform();
    await expect(chunkLoader(platform)(async () => 'page')).resolves.toBe('page');
    expect(reportDown).not.toHaveBeenCalled();
  });

  it('reports the network down and loads again once it is back', async () => {
    const { platform, reportDown, goOnline } = fakePlatform();
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page');
    const loading = chunkLoader(platform)(importer);
    await vi.waitFor(() => expect(reportDown).toHaveBeenCalledOnce());
    expect(importer).toHaveBeenCalledOnce();
    goOnline();
    await expect(loading).resolves.toBe('page');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('reloads the page when the second attempt fails too', async () => {
    const { platform, goOnline } = fakePlatform();
    const reload = vi.fn();
    const importer = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    void chunkLoader(platform, reload)(importer);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledOnce());
    goOnline();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
