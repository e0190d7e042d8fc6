import { loadConfig, ConfigError, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { buildApp } from './app';
import { ensureSuperAdmin, seedDemoStudent, type CreatedAccount } from './bootstrap';
import { readInput, scoreTranscripts } from './score-command';
import { prepareReadings } from '@practicum/coder';
import { useLearnedReading } from './lib/sentence-encoder/encoder';

const USAGE = `Usage: main.ts [command]

Commands:
  start          migrate, create the first admin if the database is empty, serve (default)
  migrate        apply database migrations and exit
  seed --demo    add an activated demo student and print its credentials
  score [file]   score transcripts given as JSON lines (file or stdin); print codes and insights
  help           show this text`;

async function open(config: Config): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openDatabase({
        engine: 'postgres',
        url: config.DATABASE_URL,
        onPoolError: (err) => process.stderr.write(`PostgreSQL connection error: ${err.message}\n`),
      })
    : await openDatabase({ engine: 'pglite', dataDir: config.DATA_DIR });
  await database.migrate();
  return database;
}

/** Printed on stdout, outside the JSON log, so the credentials are shown once and never logged. */
function announce(title: string, account: CreatedAccount): void {
  const lines = [title, `  email:    ${account.email}`];
  lines.push(
    account.generated ? `  password: ${account.password}` : '  password: (the ADMIN_PASSWORD you set)',
  );
  if (account.generated)
    lines.push('  This password is shown only once. Sign in and keep it somewhere safe.');
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const bar = '-'.repeat(width);
  process.stdout.write(`\n${bar}\n${lines.join('\n')}\n${bar}\n\n`);
}

async function start(config: Config): Promise<void> {
  const database = await open(config);
  const admin = await ensureSuperAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (admin) announce('Practicum: first super admin created', admin);
  if (config.DEMO) announce('Practicum: demo student', await seedDemoStudent(database.db));

  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const shown = address.replace('127.0.0.1', 'localhost');
  process.stdout.write(`Practicum is running at ${shown} (database: ${database.engine})\n`);
  // Load the sentence encoder now, off the event loop, so the first student's first line does not
  // wait for it.
  void prepareReadings(['Hello, how are you today?']);
}

async function main(argv: string[]): Promise<void> {
  const [command = 'start', ...rest] = argv;
  if (command === 'help' || command === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command === 'score') {
    useLearnedReading();
    const count = scoreTranscripts(
      readInput(rest[0]),
      (line) => process.stdout.write(`${line}\n`),
      (line) => process.stderr.write(`${line}\n`),
    );
    process.stderr.write(`Scored ${count} transcript(s).\n`);
    return;
  }
  const config = loadConfig();
  switch (command) {
    case 'start':
      return start(config);
    case 'migrate': {
      const database = await open(config);
      await database.close();
      process.stdout.write(`Migrations applied (${database.engine}).\n`);
      return;
    }
    case 'seed': {
      if (!rest.includes('--demo')) throw new ConfigError(['seed needs --demo']);
      const database = await open(config);
      const admin = await ensureSuperAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      if (admin) announce('Practicum: first super admin created', admin);
      announce('Practicum: demo student', await seedDemoStudent(database.db));
      await database.close();
      return;
    }
    default:
      throw new ConfigError([`unknown command "${command}"`, USAGE]);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
