import { describe, expect, it } from 'vitest';
import { hasVariants, variantPath } from './image-variants';

describe('which stored files get narrower copies', () => {
  it.each([
    ['games/abc_D-1.jpg', true],
    ['tournaments/x.png', true],
    ['profile_pictures/p.jpeg', true],
    // Private: a copy would be public at a guessable address.
    ['match_evidence/e.jpg', false],
    // A copy of a copy, a way out of the folder, what is not a picture, what is not in a folder.
    [variantPath('games/abc.jpg', 480), false],
    ['games/../secrets.jpg', false],
    ['games/clip.gif', false],
    ['banner.jpg', false],
  ])('%s: %s', (relativePath, expected) => {
    expect(hasVariants(relativePath)).toBe(expected);
  });
});
