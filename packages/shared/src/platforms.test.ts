/** The platform table (decision 0038): every schema that carries platform IDs has one field per row. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminRosterPlayerSchema } from './admin-catalogue';
import { teamPlayerSchema } from './catalogue';
import { matchRoomPlayerSchema } from './match-room';
import { PLATFORMS, PLATFORM_KEYS, perPlatform, pickPlatformIds, platformIdLines } from './platforms';
import { updateProfileSchema } from './profile';
import { userDetailsSchema } from './user';

const firstMessage = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues[0]?.message;

describe('PLATFORMS', () => {
  it('names each platform once: field, column, label and short label', () => {
    for (const property of ['key', 'column', 'label', 'shortLabel'] as const) {
      const values = PLATFORMS.map((platform) => platform[property]);
      expect(new Set(values).size, property).toBe(PLATFORMS.length);
    }
    for (const platform of PLATFORMS) {
      expect(platform.key).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(platform.column).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(platform.maxLength).toBeGreaterThan(0);
    }
    expect(PLATFORM_KEYS).toEqual(PLATFORMS.map((platform) => platform.key));
  });

  it.each([
    ['user_details', userDetailsSchema],
    ['a team player’s user_details', teamPlayerSchema.shape.user_details],
    ['a match room player', matchRoomPlayerSchema],
    ['an organiser’s roster player', adminRosterPlayerSchema],
  ])('gives %s one nullable text field per row', (_name, schema: z.ZodObject) => {
    for (const platform of PLATFORMS) {
      const field = schema.shape[platform.key] as z.ZodType | undefined;
      expect(field, platform.key).toBeDefined();
      expect(field!.safeParse(null).success).toBe(true);
      expect(field!.safeParse('Nova_1').success).toBe(true);
      expect(field!.safeParse(1).success).toBe(false);
    }
  });

  it('checks each platform ID on the profile form with its own label and limit', () => {
    const email = 'nova@arena.test';
    for (const platform of PLATFORMS) {
      const parse = (value: unknown) => updateProfileSchema.safeParse({ email, [platform.key]: value });
      expect(parse('Nova_1').data?.[platform.key]).toBe('Nova_1');
      expect(parse(null).success).toBe(true);
      expect(parse('').success).toBe(true);
      expect(firstMessage(parse('two words'))).toBe('Spaces are not allowed');
      expect(firstMessage(parse('x'.repeat(platform.maxLength + 1)))).toBe(
        `${platform.label} cannot exceed ${platform.maxLength} characters`,
      );
      expect(parse('x'.repeat(platform.maxLength)).success).toBe(true);
      expect(firstMessage(parse(42))).toBe(`${platform.label} must be text`);
    }
  });

  it('picks the IDs of a row and lists the filled-in ones with their short labels, in the table’s order', () => {
    const row = { ...perPlatform(() => null), id: 3, name: 'Nova', discord: 'nova', psn: 'Nova_PSN' };
    expect(pickPlatformIds(row)).toEqual({ ...perPlatform(() => null), discord: 'nova', psn: 'Nova_PSN' });
    expect(Object.keys(pickPlatformIds(row))).toEqual(PLATFORM_KEYS);
    expect(platformIdLines(row)).toEqual(['PSN: Nova_PSN', 'Discord: nova']);
    expect(platformIdLines(perPlatform(() => null))).toEqual([]);
  });
});
