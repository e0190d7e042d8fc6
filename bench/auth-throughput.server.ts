/** Child process of auth-throughput.bench.ts: a bare Fastify route, or the real app on PostgreSQL. */
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { initializeCatalogue } from '../apps/server/src/features/patients/patients.service';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { issueTokens } from '../apps/server/src/lib/accounts/refresh-tokens';

const [mode, url] = process.argv.slice(2);

async function main() {
  if (mode === 'bare') {
    const app = Fastify();
    app.get('/bare', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
    return;
  }
  const database = await openDatabase({ engine: 'postgres', url: url! });
  await database.migrate();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'b'.repeat(40),
    DATABASE_URL: url,
  });
  const app = await buildApp(config, { database });
  const [user] = await database.db
    .insert(users)
    .values({
      email: 'bench@example.test',
      passwordHash: await hashPassword('bench-password'),
      accountStatus: 'activated',
      isActive: true,
    })
    .returning();
  // The patient library, for the list endpoint (GET /voice/patients/).
  await initializeCatalogue(database.db);
  const token = (await issueTokens(app, user!)).pair.access_token;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0, token });
}

void main();
process.on('SIGINT', () => process.exit(0));
