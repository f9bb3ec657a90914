import { DEMO_AGENTS } from '@prestigio/contracts';

export interface Credentials {
  username: string;
  password: string;
}

/** Known only to the tests: the administrator the global setup seeds into the throwaway database. */
export function adminAccount(): Credentials {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) throw new Error('E2E_ADMIN_USERNAME / E2E_ADMIN_PASSWORD come from the global setup');
  return { username, password };
}

/** The demo agents seeded by SEED_DEMO_DATA; their password is auth's DEMO_AGENT_PASSWORD (default in its env.ts). */
export const DEMO_AGENT_PASSWORD = process.env.DEMO_AGENT_PASSWORD ?? 'Agente2026!';

/** The n-th seeded demo agent (DEMO_AGENTS[n]) as sign-in credentials. */
export function demoAgent(index: 0 | 1 | 2): Credentials {
  return { username: DEMO_AGENTS[index].username, password: DEMO_AGENT_PASSWORD };
}
