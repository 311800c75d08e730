/**
 * Who appended an event, as its metadata's actor names it: `admin:<account>` for an administrator
 * (older logs hold `admin:<token id>` there instead, shown as it is), `visitor`, `system:<what>`.
 */
const ADMIN_PREFIX = 'admin:';

/** The administrator account behind an actor, or null when the actor is not an administrator. */
export function adminAccountOf(actor: string): string | null {
  if (!actor.startsWith(ADMIN_PREFIX)) return null;
  const account = actor.slice(ADMIN_PREFIX.length).trim();
  return account === '' ? null : account;
}

/** How an actor reads beside an edit: the account name for an administrator, otherwise the actor as recorded. */
export function actorDisplayName(actor: string): string {
  return adminAccountOf(actor) ?? actor;
}
