import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { JobQueue } from '../jobs/job-queue';
import { createServices } from '../modules/registry';
import { parseRole } from '../modules/users/role';
import { buildDeps } from '../shared/deps';
import { isAppError } from '../shared/errors';
import { createLogger } from '../shared/logger';

const USAGE = `Create an account of any role (the only way to make the first admin of a new database).

  npm run user:create -- --email ada@example.com --password 'a-long-secret' --role admin [--name Ada] [--surname Lovelace]

Roles: admin, tutor, user. Uses DATABASE_URL, or the embedded database in DATA_DIR (the running server's, if it is up).`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'user' },
      name: { type: 'string' },
      surname: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const role = parseRole(values.role);
  if (values.help || !values.email || !values.password || !role) {
    console.error(!role ? `Unknown role "${values.role}".\n\n${USAGE}` : USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const logger = createLogger('warn');
  const database = await openDatabase(config, logger);
  try {
    // Creating an account enqueues nothing: the job queue is never started here.
    const jobs = new JobQueue({ connectionString: database.url, logger, work: false });
    const services = createServices(buildDeps({ config, dataSource: database.dataSource, logger, jobs }));
    const [local] = values.email.split('@');
    const user = await services.users.create(
      { name: values.name ?? local, surname: values.surname ?? role, email: values.email, password: values.password },
      role,
    );
    console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    console.error(`Not created: ${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
