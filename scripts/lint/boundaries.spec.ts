import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// The workspace's own config, so these cases prove what `npm run lint` enforces.
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary errors ESLint reports for `code` as if it were the file at `file` (relative to the repository). */
async function crossingsIn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((message) => message.ruleId === 'prestigio/boundaries').map((message) => message.message);
}

describe('architecture boundaries (lint)', () => {
  it.each([
    ['a web feature importing another feature', 'web/src/features/contact/components/probe.tsx', `import { Hero } from '../../landing/components/hero';`, /A feature never imports another feature/],
    ['a web feature importing the app', 'web/src/features/contact/components/probe.tsx', `import { LandingRoute } from '../../../app/routes/landing';`, /A feature never imports the app/],
    ['components/ importing a feature', 'web/src/components/ui/probe.tsx', `import { ContactForm } from '../../features/contact/components/contact-form';`, /components\/ is shared/],
    ['lib/ importing a feature', 'web/src/lib/probe.ts', `export { useUser } from '../features/auth/api/get-user';`, /lib\/ is shared/],
    ['a lazy import across features', 'web/src/features/landing/components/probe.tsx', `const load = () => import('../../contact/components/contact-form');`, /A feature never imports another feature/],
    ['a service importing another service', 'services/leads/src/probe.ts', `import { AppModule } from '../../auth/src/app.module.js';`, /A service never imports another service/],
    ['a service importing another service by package', 'services/chat/src/probe.ts', `import '@prestigio/properties-service';`, /A service never imports another service/],
    ['a service importing the gateway', 'services/leads/src/probe.ts', `import { createGateway } from '../../../gateway/src/gateway.js';`, /never imports the gateway/],
    ['the gateway importing a service', 'gateway/src/probe.ts', `import { AppModule } from '../../services/auth/src/app.module.js';`, /The gateway never imports services\/auth/],
    ['a library importing an app', 'libs/testing/src/probe.ts', `import { AppModule } from '../../../services/auth/src/app.module.js';`, /A library never imports an app/],
    ['a service test importing another service', 'services/leads/test/probe.e2e-spec.ts', `import { envSchema } from '../../auth/src/config/env.js';`, /A service never imports another service/],
    ['a service importing a tool', 'services/properties/src/probe.ts', `import { generateProperties } from '@prestigio/seed';`, /Product code never imports a tool/],
    ['a library importing a tool by path', 'libs/testing/src/probe.ts', `import { startStack } from '../../../tools/launcher/src/stack.js';`, /Product code never imports a tool/],
    ['a tool reaching into a service', 'tools/seed/src/probe.ts', `import { searchTextOf } from '../../../services/properties/src/properties/search-text.js';`, /A tool reaches a service only through its public entry/],
    ['a tool importing a service package whole', 'tools/bench/src/probe.ts', `import '@prestigio/properties-service';`, /A tool reaches a service only through its public entry/],
    ['a gateway test importing a service', 'gateway/test/probe.e2e-spec.ts', `import { AppModule } from '../../services/auth/src/app.module.js';`, /The gateway never imports services\/auth/],
  ])('rejects %s', async (_case, file, code, expected) => {
    const crossings = await crossingsIn(file, code);
    expect(crossings).toHaveLength(1);
    expect(crossings[0]).toMatch(expected);
  });

  it.each([
    ['a feature importing its own files and shared code', 'web/src/features/contact/components/probe.tsx', `import { useContactForm } from '../hooks/use-contact-form';\nimport { Button } from '../../../components/ui/button';\nimport { agency } from '../../../lib/agency';`],
    ['a route composing features', 'web/src/app/routes/probe.tsx', `import { ContactForm } from '../../features/contact/components/contact-form';\nimport { NewsletterForm } from '../../features/newsletter/components/newsletter-form';`],
    ['a service importing the libraries and itself', 'services/leads/src/probe.ts', `import { leadSchema } from '@prestigio/contracts';\nimport { NatsService } from '@prestigio/nest-common';\nimport { LeadsModule } from './leads/leads.module.js';`],
    ['a library importing another library', 'libs/testing/src/probe.ts', `import { eventStreamName } from '@prestigio/contracts';`],
    ['a tool using the libraries, another tool and a service\'s seeding entry', 'tools/seed/src/probe.ts', `import { slugify } from '@prestigio/contracts';\nimport { migrateAll } from '@prestigio/launcher';\nimport { insertSeedProperties } from '@prestigio/properties-service/seeding';`],
    ['a service test starting its own NATS with the launcher', 'services/leads/test/probe.e2e-spec.ts', `import { ensureNats } from '@prestigio/launcher';`],
    ['the browser tests starting the stack', 'web/e2e/support/probe.ts', `import { startStack } from '@prestigio/launcher';`],
  ])('allows %s', async (_case, file, code) => {
    expect(await crossingsIn(file, code)).toEqual([]);
  });
});
