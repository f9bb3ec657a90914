import { describe, expect, it } from 'vitest';
import { importInTurns } from './import-in-turns';

describe('importInTurns', () => {
  it('loads each part, then the module, with a task of its own between them', async () => {
    const events: string[] = [];
    // A task queued now runs between two parts only if each part ends its task.
    const part = (name: string) => async () => {
      events.push(name);
      setTimeout(() => events.push(`task after ${name}`), 0);
    };
    const module = await importInTurns([part('zod'), part('react-hook-form')], async () => {
      events.push('form');
      return { ContactForm: 'the form' };
    });

    expect(module).toEqual({ ContactForm: 'the form' });
    expect(events).toEqual(['zod', 'task after zod', 'react-hook-form', 'task after react-hook-form', 'form']);
  });

  it('fails with the part that failed, loading nothing after it', async () => {
    let loaded = false;
    const failing = () => Promise.reject(new Error('chunk not found'));
    await expect(
      importInTurns([failing], async () => {
        loaded = true;
      }),
    ).rejects.toThrow('chunk not found');
    expect(loaded).toBe(false);
  });
});
