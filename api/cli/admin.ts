// npm run admin -- --email E --password P [--username U]: creates that admin, or promotes the
// account with that e-mail (docs/product.md, "People and roles"). Safe while the server runs: the
// server processes see the change on their next request (the users trigger moves the access
// generation).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../platform/config';
import { silentLogger } from '../platform/log';
import { useDialect } from '../platform/db/dialect';
import { PASSWORD_MAX, PASSWORD_MIN, usernameProblem } from '@shared/fields';

try {
  process.loadEnvFile();
} catch {
  // no .env
}

const usage = 'Usage: npm run admin -- --email you@example.com --password "a long password" [--username name]';
let values: { email?: string; password?: string; username?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
  }));
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
if (!values.email || !values.password) {
  console.error(usage);
  process.exit(2);
}
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
  console.error(`--email must be an e-mail address, got "${values.email}".`);
  process.exit(2);
}
if (values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX) {
  console.error(`--password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`);
  process.exit(2);
}
const usernameIssue = values.username === undefined ? null : usernameProblem(values.username.trim());
if (usernameIssue) {
  console.error(`--username is not a valid username: ${usernameIssue}`);
  process.exit(2);
}

try {
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  useDialect(config.databaseUrl);
  const { bootstrap } = await import('../bootstrap');
  const deps = await bootstrap(config, { log: { ...silentLogger, error: (m) => console.error(m) } });
  const { ensureAdmin, findUserByEmail } = await import('../features/users');
  const before = await findUserByEmail(deps.db, values.email.trim().toLowerCase());
  const { user, created } = await ensureAdmin(deps, { email: values.email, password: values.password, username: values.username?.trim() }, Date.now());
  console.log(
    created
      ? `Created admin ${user.email} (username ${user.username}).`
      : before?.role === 'admin'
        ? `${user.email} is already an admin; nothing changed.`
        : `Promoted ${user.email} to admin.`,
  );
  await deps.db.close();
} catch (err) {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error((err as Error).message);
  process.exit(1);
}
