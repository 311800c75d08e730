import { GraphQLError, Kind } from 'graphql';
import { z } from 'zod';
import { builder } from './builder.ts';

const isoDateTime = z.iso.datetime({ offset: true });

/** Only an ISO 8601 date-time with a zone: new Date() would read "1" or 5 as a year and a zoneless time in the server's zone. */
function toDate(value: unknown): Date {
  if (!isoDateTime.safeParse(value).success) {
    throw new GraphQLError('DateTime must be an ISO 8601 date-time with a zone, e.g. 2026-01-31T12:00:00Z', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return new Date(value as string);
}

builder.scalarType('DateTime', {
  description: 'A point in time as an ISO 8601 string with a zone, e.g. 2026-01-31T12:00:00.000Z (sent in UTC).',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: toDate,
  parseLiteral: (node) => toDate(node.kind === Kind.STRING ? node.value : undefined),
});

builder.scalarType('JSON', {
  description: 'Any JSON value; the field that carries it says its shape.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

/** The largest BIGINT PostgreSQL holds; a larger value would fail in the database, not here. */
const MAX_BIGINT = 2n ** 63n - 1n;

function toPosition(text: string): bigint {
  if (!/^\d{1,19}$/.test(text)) throw new GraphQLError('BigInt must be a non-negative integer');
  const value = BigInt(text);
  if (value > MAX_BIGINT) throw new GraphQLError(`BigInt must be at most ${MAX_BIGINT}`);
  return value;
}

/** Global positions are 64-bit: sent as decimal strings so no client rounds them. */
builder.scalarType('BigInt', {
  description: 'A non-negative 64-bit integer, such as a global log position; sent as a decimal string so no client rounds it, accepted as a string or an integer.',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') throw new GraphQLError('BigInt must be a decimal string');
    return toPosition(String(value));
  },
  parseLiteral: (node) => {
    if (node.kind !== Kind.STRING && node.kind !== Kind.INT) throw new GraphQLError('BigInt must be a non-negative integer');
    return toPosition(node.value);
  },
});

/** A file sent with the GraphQL multipart request spec (multipart/form-data: operations, map, the files). */
builder.scalarType('Upload', {
  description: 'A file, sent as a part of a multipart/form-data request (the GraphQL multipart request spec); input only.',
  serialize: () => {
    throw new GraphQLError('Upload is an input only');
  },
  parseValue: (value) => {
    // Yoga's multipart parser may hand over its own File class: anything a File can do will do.
    const file = value as File | null;
    if (typeof file?.arrayBuffer !== 'function' || typeof file.name !== 'string') throw new GraphQLError('Upload must be a file part of a multipart request');
    return file;
  },
});
