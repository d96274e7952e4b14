import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './nul-character';

describe('the NUL character', () => {
  it('is found wherever it hides, without recursion limits', () => {
    expect(findNulCharacter({ a: [{ b: 'x' }, { c: ['y', 'z\u0000'] }] }, '')).toBe('a.1.c.1');
    expect(findNulCharacter({ a: 'fine', n: 1, b: null, t: true }, '')).toBeUndefined();
    let deep: unknown = 'deep\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findNulCharacter(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});
