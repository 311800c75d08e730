import { describe, expect, it } from 'vitest';
import { AlreadyExistsError, NotFoundError } from '../store/errors.ts';
import type { RecordedEvent } from '../store/eventType.ts';
import { adminAccountDecider, decideAdmin } from './decide.ts';
import { AdminAccountAdded, AdminAccountRemoved, AdminLoggedIn, AdminLoggedOut, AdminPasswordChanged } from './events.ts';

const recorded = (event: { type: string; data: unknown }, position: number): RecordedEvent => ({
  globalPosition: BigInt(position),
  streamId: 'admin-account:alice',
  streamVersion: BigInt(position),
  eventId: `e${position}`,
  type: event.type,
  schemaVersion: 1,
  data: event.data,
  metadata: { actor: 'system:test', time: '2026-11-24T00:00:00.000Z' },
});

const stateAfter = (...events: { type: string; data: unknown }[]) =>
  events.map(recorded).reduce(adminAccountDecider.evolve, adminAccountDecider.initialState());

describe('admin sessions in the log', () => {
  it('records a sign-in and a sign-out by account name, nothing of the token', () => {
    expect(decideAdmin({ type: 'RecordAdminLogin', account: 'alice' })).toEqual([AdminLoggedIn({ account: 'alice' })]);
    expect(decideAdmin({ type: 'RecordAdminLogout', account: 'alice' })).toEqual([AdminLoggedOut({ account: 'alice' })]);
  });

  it('reads version 1 sign-ins and sign-outs (a token id, from before named accounts) as the one administrator of then', () => {
    expect(AdminLoggedIn.schemaVersion).toBe(2);
    expect(AdminLoggedIn.upcast({ tokenId: '0123abcd4567' }, 1)).toEqual({ account: 'admin' });
    expect(AdminLoggedOut.upcast({ tokenId: '0123abcd4567' }, 1)).toEqual({ account: 'admin' });
    // Development builds wrote { account } under version 1 for a while.
    expect(AdminLoggedIn.upcast({ account: 'alice' }, 1)).toEqual({ account: 'alice' });
    expect(AdminLoggedIn.schema.safeParse({ tokenId: '0123abcd4567' }).success).toBe(false);
    expect(AdminLoggedIn.schema.safeParse({ account: 'Not A Name' }).success).toBe(false);
  });
});

describe('administrator accounts', () => {
  const now = '2026-11-24T00:00:00.000Z';

  it('adds an account once', () => {
    expect(adminAccountDecider.decide({ type: 'AddAdminAccount', name: 'alice' }, stateAfter(), now)).toEqual([AdminAccountAdded({ name: 'alice' })]);
    expect(adminAccountDecider.decide({ type: 'AddAdminAccount', name: 'alice' }, stateAfter(AdminAccountAdded({ name: 'alice' })), now)).toEqual(
      new AlreadyExistsError('administrator account alice'),
    );
  });

  it('removes or re-keys only an account that exists, and a removed one can be added again', () => {
    const removed = stateAfter(AdminAccountAdded({ name: 'alice' }), AdminAccountRemoved({ name: 'alice' }));
    expect(adminAccountDecider.decide({ type: 'RemoveAdminAccount', name: 'alice' }, removed, now)).toBeInstanceOf(NotFoundError);
    expect(adminAccountDecider.decide({ type: 'ChangeAdminPassword', name: 'alice' }, removed, now)).toBeInstanceOf(NotFoundError);
    expect(adminAccountDecider.decide({ type: 'AddAdminAccount', name: 'alice' }, removed, now)).toEqual([AdminAccountAdded({ name: 'alice' })]);
    const live = stateAfter(AdminAccountAdded({ name: 'alice' }), AdminPasswordChanged({ name: 'alice' }));
    expect(adminAccountDecider.decide({ type: 'ChangeAdminPassword', name: 'alice' }, live, now)).toEqual([AdminPasswordChanged({ name: 'alice' })]);
    expect(adminAccountDecider.decide({ type: 'RemoveAdminAccount', name: 'alice' }, live, now)).toEqual([AdminAccountRemoved({ name: 'alice' })]);
  });
});
