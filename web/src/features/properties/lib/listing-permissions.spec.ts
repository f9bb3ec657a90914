import { describe, expect, it } from '@jest/globals';
import { canManageListing } from './listing-permissions';

describe('canManageListing', () => {
  const agent = { id: 'agent-1', role: 'agent' as const };
  const admin = { id: 'admin-1', role: 'admin' as const };

  it('lets an agent change the listings in their charge only', () => {
    expect(canManageListing(agent, { agentId: 'agent-1' })).toBe(true);
    expect(canManageListing(agent, { agentId: 'agent-2' })).toBe(false);
    expect(canManageListing(agent, { agentId: null })).toBe(false);
  });

  it('lets an administrator change any listing', () => {
    expect(canManageListing(admin, { agentId: 'agent-2' })).toBe(true);
    expect(canManageListing(admin, { agentId: null })).toBe(true);
  });
});
