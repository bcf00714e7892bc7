import { IpcInvoke, noPayloadSchema } from '../../shared/ipc';
import type { ConnectivityMonitor } from '../connectivity';
import type { IpcHandle } from './handle';

export function registerConnectivityIpc(handle: IpcHandle, monitor: ConnectivityMonitor): void {
  handle(IpcInvoke.connectivityGet, noPayloadSchema, () => monitor.isOnline());
  handle(IpcInvoke.connectivityReportDown, noPayloadSchema, () => monitor.reportDown());
}
