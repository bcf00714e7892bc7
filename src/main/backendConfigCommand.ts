/**
 * The packaging step that writes the installer's backend (`npm run package` runs it before electron-builder,
 * which copies the file into the app's resources): `QUIZ_API_URL=https://… npm run package`. An argument names
 * another folder than out/backend.
 */
import path from 'node:path';
import {
  BACKEND_CONFIG_BUILD_DIR,
  BackendConfigError,
  backendConfigFromEnv,
  writeBackendConfig,
} from './backendConfig';

try {
  const config = backendConfigFromEnv(process.env);
  const file = await writeBackendConfig(config, path.resolve(process.argv[2] ?? BACKEND_CONFIG_BUILD_DIR));
  console.log(`Backend des Installationsprogramms: ${config.apiBaseUrl} (${file})`);
} catch (error) {
  if (!(error instanceof BackendConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
