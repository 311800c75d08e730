/** Media types a GraphQL over HTTP result can be sent as (Yoga's), and the wildcards that include one. */
const SERVABLE = new Set(['application/graphql-response+json', 'application/json', 'multipart/mixed', 'text/event-stream', 'application/*', '*/*']);

/**
 * What to do with a POST's Accept header before the operation runs: Yoga checks it only when it sends the
 * result, after a mutation has already written. 'refuse' when none of the listed types can be served;
 * 'ignore' when it lists no type at all (blank), which then means the same as no header.
 */
export function acceptForGraphQL(accept: string | undefined): 'serve' | 'ignore' | 'refuse' {
  if (accept === undefined) return 'serve';
  const types = accept
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  if (!types.length) return 'ignore';
  return types.some((type) => SERVABLE.has(type)) ? 'serve' : 'refuse';
}

export const NOT_ACCEPTABLE = `accept: a GraphQL result is sent as ${[...SERVABLE].filter((type) => !type.includes('*')).join(', ')}`;
