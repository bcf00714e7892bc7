/** Compares dotted versions numerically ('5.10.0' > '5.9.3'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export interface VersionInfo {
  current_version: string;
  minimum_version: string;
  recommended_version: string;
}

export type VersionVerdict = 'newer-than-server' | 'update-required' | 'update-recommended' | 'current';

/**
 * A client newer than the server's current version belongs on the staging backend. Beyond the original
 * product: below minimum_version the client must update, below recommended_version it may.
 */
export function judgeClientVersion(client: string, server: VersionInfo): VersionVerdict {
  if (compareVersions(client, server.current_version) > 0) return 'newer-than-server';
  if (compareVersions(client, server.minimum_version) < 0) return 'update-required';
  if (compareVersions(client, server.recommended_version) < 0) return 'update-recommended';
  return 'current';
}
