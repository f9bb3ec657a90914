import { describe, expect, it } from '@jest/globals';
import { canManageProperty } from './property-permissions';

describe('canManageProperty', () => {
  const agent = { id: 'agent-1', role: 'agent' as const };
  const admin = { id: 'admin-1', role: 'admin' as const };

  it('lets an agent change the listings in their charge only', () => {
    expect(canManageProperty(agent, { agentId: 'agent-1' })).toBe(true);
    expect(canManageProperty(agent, { agentId: 'agent-2' })).toBe(false);
    expect(canManageProperty(agent, { agentId: null })).toBe(false);
  });

  it('lets an administrator change any listing', () => {
    expect(canManageProperty(admin, { agentId: 'agent-2' })).toBe(true);
    expect(canManageProperty(admin, { agentId: null })).toBe(true);
  });
});
