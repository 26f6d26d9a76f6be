/**
 * Administration from the shell: `npm run cli -- <command> [args]`. Uses the same configuration
 * (DATABASE_URL or DATA_DIR) as the server; with PGlite, stop the server first (one process at a time).
 */
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { makeAdmin, setRandomPassword } from './features/auth/bootstrap-admin';
import { promoCodeCommands } from './features/promotions/cli-commands';

interface Command { usage: string; run: (args: string[]) => Promise<string> }

const commands: Record<string, Command> = {
  'make-admin': {
    usage: 'make-admin EMAIL    grant the admin role to an existing account',
    run: async ([email]) => {
      if (!email) throw new Error('Which account? npm run cli -- make-admin EMAIL');
      return (await withDb((db) => makeAdmin(db, email))) ? `${email} is now an administrator.` : `No account with the address ${email}.`;
    },
  },
  'reset-password': {
    usage: 'reset-password EMAIL    set a new random password on an account and print it',
    run: async ([email]) => {
      if (!email) throw new Error('Which account? npm run cli -- reset-password EMAIL');
      const password = await withDb((db) => setRandomPassword(db, email));
      return password ? `New password for ${email}: ${password}` : `No account with the address ${email}.`;
    },
  },
  ...promoCodeCommands((fn) => withDb(fn)),
};

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await migrate(database);
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.log(`Commands:\n${Object.values(commands).map((c) => `  ${c.usage}`).join('\n')}`);
  process.exit(name ? 1 : 0);
}
command.run(args).then(
  (message) => console.log(message),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : `Failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
