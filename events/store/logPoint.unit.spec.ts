import { describe, expect, it } from 'vitest';
import { parseLogPoint } from './logPoint.ts';

describe('a point of the log given to npm run replay -- --until', () => {
  it('reads digits as a global position', () => {
    expect(parseLogPoint('1234')).toEqual({ until: 1234n });
  });

  it('reads an ISO time with a zone, or a date as its start, as a UTC time', () => {
    expect(parseLogPoint('2026-03-01T12:30:00+02:00')).toEqual({ untilTime: '2026-03-01T10:30:00.000Z' });
    expect(parseLogPoint('2026-03-01')).toEqual({ untilTime: '2026-03-01T00:00:00.000Z' });
  });

  it('refuses a time without a zone, a word and a position beyond 64 bits, saying what it expects', () => {
    expect(() => parseLogPoint('2026-03-01T12:30:00')).toThrow('--until: "2026-03-01T12:30:00" is neither a global position nor an ISO time');
    expect(() => parseLogPoint('yesterday')).toThrow('must be an ISO 8601 time with a time zone');
    expect(() => parseLogPoint('99999999999999999999')).toThrow('--until: must be a global position: a whole number of at most 19 digits');
    expect(() => parseLogPoint('9223372036854775808')).toThrow('--until: is larger than any global position');
  });
});
