// Jest-only (imports @jest/globals): the `@prestigio/testing/authorization-matrix` entry point. Every portal endpoint
// of a service against every kind of caller, as one table: what the service itself enforces, whatever the page shows.
import { describe, expect, it } from '@jest/globals';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type Identity } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { randomUUID } from 'node:crypto';

/** The owner is the agent the row's record belongs to; the other agent is an active agent it does not belong to. */
export type Caller = 'anonymous' | 'pending' | 'owner' | 'otherAgent' | 'admin';
export type SignedInCaller = Exclude<Caller, 'anonymous'>;

/** The order each row is tried in: the callers who must be refused before the ones who may change the record. */
export const CALLERS: readonly Caller[] = ['anonymous', 'pending', 'otherAgent', 'owner', 'admin'];

/**
 * The callers of the public intake and the booking (issue 23): besides anonymous visitors and the portal's people,
 * the client themselves (sending their own e-mail, holding their own receipt) and a stranger who typed the client's
 * e-mail. Neither has a session: what tells them apart is only what they send.
 */
export type PublicCaller = 'anonymous' | 'client' | 'stranger' | 'otherAgent' | 'owner' | 'admin';
export const PUBLIC_CALLERS: readonly PublicCaller[] = ['anonymous', 'client', 'stranger', 'otherAgent', 'owner', 'admin'];

/** One identity per signed-in caller, as the gateway would vouch for them after resolving their sessions. */
export function matrixIdentities(): Record<SignedInCaller, Identity> {
  return {
    pending: { userId: randomUUID(), role: 'agent', status: 'pending' },
    owner: { userId: randomUUID(), role: 'agent', status: 'active' },
    otherAgent: { userId: randomUUID(), role: 'agent', status: 'active' },
    admin: { userId: randomUUID(), role: 'admin', status: 'active' },
  };
}

/** What the gateway adds for a signed-in caller: a signed identity bound to a fresh request id; nothing for anonymous. */
export function signedIdentityHeaders(identity: Identity | undefined, secret: string): Record<string, string> {
  if (!identity) return {};
  const requestId = randomUUID();
  return { [REQUEST_ID_HEADER]: requestId, [IDENTITY_HEADER]: signIdentity(identity, secret, requestId) };
}

/**
 * The four signed-in callers with made-up ids, and the headers each sends (the secret is read when a request is made,
 * once the service has started).
 */
export function matrixCallers(secret: () => string) {
  const identities = matrixIdentities();
  const headersOf = (caller: Caller | PublicCaller) =>
    signedIdentityHeaders(caller === 'anonymous' || caller === 'client' || caller === 'stranger' ? undefined : identities[caller], secret());
  return { identities, headersOf };
}

export interface MatrixResponse {
  status: number;
  body: unknown;
}

export interface MatrixRow<Target, C extends string = Caller> {
  /** `METHOD /path`, the test's name. */
  name: string;
  send: (target: Target, caller: C) => PromiseLike<MatrixResponse>;
  expected: Record<C, number>;
  /** What must hold of each answer besides its status (for instance: it never carries the client's id). */
  check?: (response: MatrixResponse, target: Target, caller: C) => void | Promise<void>;
}

export interface AuthorizationMatrix<Target, C extends string = Caller> {
  title: string;
  rows: MatrixRow<Target, C>[];
  /** A fresh record for each row and caller, so a row that changes or deletes it does not affect the next caller. */
  freshTarget: (caller: C) => Promise<Target>;
  /** Who tries each row, in order (CALLERS unless given, e.g. PUBLIC_CALLERS). */
  callers?: readonly C[];
  timeoutMs?: number;
}

/**
 * One test per row; each tries every caller and compares the statuses seen with the expected ones all at once, so a
 * failure shows the whole row. Every refusal must still have the documented error shape (a message).
 */
export function describeAuthorizationMatrix<Target, C extends string = Caller>({
  title,
  rows,
  freshTarget,
  callers = CALLERS as unknown as readonly C[],
  timeoutMs = 60_000,
}: AuthorizationMatrix<Target, C>): void {
  describe(title, () => {
    it.each(rows.map((row) => [row.name, row] as const))(
      '%s',
      async (_name, row) => {
        const seen: Partial<Record<C, number>> = {};
        for (const caller of callers) {
          const target = await freshTarget(caller);
          const response = await row.send(target, caller);
          seen[caller] = response.status;
          if (response.status >= 400) expect(typeof (response.body as { message?: unknown }).message).toBe('string');
          await row.check?.(response, target, caller);
        }
        expect(seen).toEqual(row.expected);
      },
      timeoutMs,
    );
  });
}
