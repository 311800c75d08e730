import { createHash } from 'node:crypto';
import { getOperationAST, Kind, parse, print, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';

interface NormalizedOperation {
  /** The selected operation and the fragments it uses, printed (no comments, no layout, no other operations). */
  printed: string;
  /** Its declared variables, in declaration order. */
  variables: string[];
}

/** Keys of values sorted, so that the same variables give the same text whatever order the client wrote them in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function usedFragments(document: DocumentNode, root: DefinitionNode): FragmentDefinitionNode[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const used = new Map<string, FragmentDefinitionNode>();
  const pending = [root];
  while (pending.length) {
    visit(pending.pop()!, {
      FragmentSpread(node) {
        const fragment = fragments.get(node.name.value);
        if (fragment && !used.has(node.name.value)) {
          used.set(node.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return [...used.values()].sort((a, b) => (a.name.value < b.name.value ? -1 : 1));
}

function normalize(documentString: string, operationName: string | undefined): NormalizedOperation | null {
  let document: DocumentNode;
  try {
    document = parse(documentString, { noLocation: true, maxTokens: 1000 });
  } catch {
    return null;
  }
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  return {
    printed: print({ kind: Kind.DOCUMENT, definitions: [operation, ...usedFragments(document, operation)] }),
    variables: (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
  };
}

/**
 * The response cache's key of a request: what the operation means, not how it was written. A comment,
 * whitespace, another operation in the document or a variable the operation does not declare makes no
 * new entry. Documents are normalized once and remembered (bounded by their length).
 */
export function createCacheKeyBuilder(rememberedBytes = 4 * 1024 * 1024) {
  const normalized = new LRUCache<string, NormalizedOperation | false>({
    maxSize: rememberedBytes,
    sizeCalculation: (value, key) => key.length + (value ? value.printed.length : 0) + 64,
  });
  return ({ documentString, variableValues, operationName }: { documentString: string; variableValues?: Record<string, unknown> | null; operationName?: string | null }) => {
    const memoKey = `${operationName ?? ''}\n${documentString}`;
    let operation = normalized.get(memoKey);
    if (operation === undefined) {
      operation = normalize(documentString, operationName ?? undefined) ?? false;
      normalized.set(memoKey, operation);
    }
    // A document that does not parse never executes, so its key only has to be distinct.
    const text = operation
      ? `${operation.printed}\n${canonicalJson(Object.fromEntries(operation.variables.map((name) => [name, variableValues?.[name]])))}`
      : `unparsed\n${memoKey}`;
    return createHash('sha256').update(text).digest('base64url');
  };
}
