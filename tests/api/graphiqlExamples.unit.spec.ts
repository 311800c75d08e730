import { getVariableValues, Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphiqlDefaultTabs, graphiqlExamples } from '../../api/graphql/graphiqlExamples.ts';
import { schema } from '../../api/graphql/schema.ts';

const operationsOf = (query: string) =>
  parse(query).definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);

/** Issue 20: the playground opens with example tabs; a renamed field, argument or enum value must break them here, not in a reader's browser. */
describe('GraphiQL example tabs', () => {
  it('opens five tabs: images page, one image with its history, the download, the live feed and an admin query', () => {
    expect(graphiqlExamples.map(({ query }) => operationsOf(query)[0]!.name?.value)).toEqual([
      'ImagesPage',
      'ImageWithHistory',
      'DownloadImage',
      'ImageChanged',
      'AdminEventLog',
    ]);
    expect(graphiqlExamples.map(({ query }) => operationsOf(query)[0]!.operation)).toEqual(['query', 'query', 'mutation', 'subscription', 'query']);
  });

  it.each(graphiqlExamples.map((example) => [operationsOf(example.query)[0]!.name!.value, example] as const))(
    '%s is valid against the schema, with variables every operation of it accepts',
    (_, example) => {
      const document = parse(example.query);
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
      for (const operation of operationsOf(example.query)) {
        const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], example.variables ?? {});
        expect(coerced.errors?.map((error) => error.message) ?? []).toEqual([]);
      }
    },
  );

  it('starts every tab with a comment saying what it shows', () => {
    for (const { query } of graphiqlExamples) expect(query).toMatch(/^# \S.{20,}\n/);
  });

  it('puts a placeholder Authorization header, not a token, in the tabs that use admin fields', () => {
    const admin = graphiqlDefaultTabs.filter((tab) => tab.headers !== null);
    expect(admin).toHaveLength(2);
    for (const tab of admin) expect(JSON.parse(tab.headers!)).toEqual({ Authorization: expect.stringMatching(/^Bearer <.+>$/) });
    expect(graphiqlDefaultTabs.map((tab) => (tab.variables === null ? null : JSON.parse(tab.variables)))).toEqual(
      graphiqlExamples.map((example) => example.variables ?? null),
    );
  });
});
