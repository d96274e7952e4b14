import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, usePasswordHashing, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashes', () => {
  afterEach(() => usePasswordHashing('owasp'));

  it("are argon2id at OWASP's minimum cost unless a test run asks for the smallest", async () => {
    const strong = await hashPassword('correct horse battery staple');
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    usePasswordHashing('test');
    const weak = await hashPassword('correct horse battery staple');
    expect(weak).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);

    // Each hash carries its own cost: both verify whatever the setting now is, and a wrong password fails both.
    for (const setting of ['test', 'owasp'] as const) {
      usePasswordHashing(setting);
      expect(await verifyPassword(strong, 'correct horse battery staple')).toBe(true);
      expect(await verifyPassword(weak, 'correct horse battery staple')).toBe(true);
      expect(await verifyPassword(strong, 'wrong')).toBe(false);
      expect(await verifyPassword(weak, 'wrong')).toBe(false);
    }
  });

  it('never matches a malformed stored hash, and the check of an unknown e-mail completes at either cost', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    await expect(verifyAgainstDummy('anything')).resolves.toBeUndefined();
    usePasswordHashing('test');
    await expect(verifyAgainstDummy('anything')).resolves.toBeUndefined();
  });
});
