import { describe, expect, it } from 'vitest';
import { actorDisplayName, adminAccountOf } from './actorName.ts';

describe('naming the actor of an event', () => {
  it('names the administrator account of an admin actor', () => {
    expect(adminAccountOf('admin:alice')).toBe('alice');
    expect(adminAccountOf('admin:admin')).toBe('admin');
    expect(actorDisplayName('admin:ops.team-2')).toBe('ops.team-2');
  });

  it("shows an older log's token id as the name, as it was recorded", () => {
    expect(adminAccountOf('admin:3fa2b1c0d9e8')).toBe('3fa2b1c0d9e8');
    expect(actorDisplayName('admin:3fa2b1c0d9e8')).toBe('3fa2b1c0d9e8');
  });

  it('leaves visitors, the system and unknown actors as recorded', () => {
    for (const actor of ['visitor', 'system:start', 'system:gallery', 'unknown', 'administrator', 'admin']) {
      expect(adminAccountOf(actor)).toBeNull();
      expect(actorDisplayName(actor)).toBe(actor);
    }
  });

  it('does not take an empty account for a name', () => {
    expect(adminAccountOf('admin:')).toBeNull();
    expect(actorDisplayName('admin:')).toBe('admin:');
  });
});
