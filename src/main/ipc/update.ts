import { IpcInvoke, noPayloadSchema, serverVersionsSchema } from '../../shared/ipc';
import type { Updater } from '../updater';
import type { IpcHandle } from './handle';

export function registerUpdateIpc(handle: IpcHandle, updater: Updater): void {
  handle(IpcInvoke.updateCheck, serverVersionsSchema, (versions) => updater.check(versions));
  handle(IpcInvoke.updateDownload, noPayloadSchema, () => updater.download());
  handle(IpcInvoke.updateInstall, noPayloadSchema, () => updater.install());
}
