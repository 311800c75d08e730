import { describe, expect, it } from 'vitest';
import { decideAdmin } from './decide.ts';
import { AdminLoggedIn, AdminLoggedOut } from './events.ts';

describe('admin sessions in the log', () => {
  it('records a sign-in by token id', () => {
    expect(decideAdmin({ type: 'RecordAdminLogin', tokenId: '0123abcd' })).toEqual([AdminLoggedIn({ tokenId: '0123abcd' })]);
  });

  it('records a sign-out by token id', () => {
    expect(decideAdmin({ type: 'RecordAdminLogout', tokenId: '0123abcd' })).toEqual([AdminLoggedOut({ tokenId: '0123abcd' })]);
  });
});
