/**
 * An input object as a service takes it: GraphQL leaves absent fields undefined, and an explicit null
 * means "clear" only for the fields that may be empty.
 */
export const definedFields = (input: Record<string, unknown>, clearable: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && (value !== null || clearable.has(key))));
