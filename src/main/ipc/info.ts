import { IpcInvoke, noPayloadSchema } from '../../shared/ipc';
import type { AppInfo } from '../../shared/ipc';
import type { IpcHandle } from './handle';

export function registerInfoIpc(handle: IpcHandle, info: AppInfo): void {
  const frozen = Object.freeze({ ...info });
  handle(IpcInvoke.infoGet, noPayloadSchema, (): AppInfo => frozen);
}
