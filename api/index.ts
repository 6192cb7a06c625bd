// Starts the server: settings, then one server process (api/server.ts), or with WORKERS above 1
// a primary that prepares the database once and keeps that many server processes running on the
// one port (api/cluster.ts).
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { useDialect } from './platform/db/dialect';

try {
  process.loadEnvFile();
} catch {
  // No .env file: the environment alone decides.
}

// A bad setting, or a DATABASE_URL that cannot be used, stops the start-up with one line naming it.
try {
  const config = loadConfig();
  // Before anything that imports the data layer (#db/*) is loaded.
  useDialect(config.databaseUrl);
  if (config.workers > 1 && cluster.isPrimary) {
    const { runPrimary } = await import('./cluster');
    await runPrimary(config);
  } else {
    const { runServer } = await import('./server');
    await runServer(config);
  }
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
