import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, type GraphQLObjectType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, isIntrospectionType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../api/graphql/schema.ts';

const hasText = (description: string | null | undefined) => Boolean(description?.trim());

/** Every type, field, argument, input field and enum value of the schema that has no description, named as a reader would look it up. */
function undescribed(checked: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(checked.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!hasText(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!hasText(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (!hasText(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!hasText(field.description)) missing.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (!hasText(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

/** Issue 20: the playground teaches, so every element a developer can look up in its docs explains itself. */
describe('schema descriptions', () => {
  it('describes every type, field, argument, input field and enum value the code builds', () => {
    expect(undescribed(schema)).toEqual([]);
  });

  it("says 'administrators only' on exactly the root fields that need an administrator's session", () => {
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()] as GraphQLObjectType[];
    const mismatched = roots.flatMap((root) =>
      Object.values(root.getFields())
        .filter((field) => {
          const adminOnly = Boolean((field.extensions as { pothosOptions?: { authScopes?: { admin?: boolean } } }).pothosOptions?.authScopes?.admin);
          return adminOnly !== /administrators only/i.test(field.description ?? '');
        })
        .map((field) => `${root.name}.${field.name}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('describes every element of the committed schema.graphql', () => {
    const committed = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    expect(undescribed(committed)).toEqual([]);
  });
});
