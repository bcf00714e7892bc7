import { IpcInvoke, noPayloadSchema, tokenSchema } from '../../shared/ipc';
import type { TokenStore } from '../tokenStore';
import type { IpcHandle } from './handle';

export function registerTokenIpc(handle: IpcHandle, store: TokenStore): void {
  handle(IpcInvoke.tokenGet, noPayloadSchema, () => store.get());
  handle(IpcInvoke.tokenSet, tokenSchema, (token) => store.set(token));
  handle(IpcInvoke.tokenClear, noPayloadSchema, () => store.clear());
}
