import { createApiClient, type ApiClient } from '../api/http';
import { detectPlatform, type Platform } from '../platform';

/** Services created once at start: the platform and the API client on top of it. */
export interface Services {
  platform: Platform;
  api: ApiClient;
}

export function createServices(platform: Platform = detectPlatform()): Services {
  return { platform, api: createApiClient(platform) };
}
