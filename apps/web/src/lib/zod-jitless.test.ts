import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('turns zod’s eval probe off through its global configuration', () => {
    expect(z.config().jitless).toBe(true);
  });
});
