/** The forms' field sentences follow the page's language (decision 0062). */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema } from '@arena/shared/auth';
import { outputTypedResolver, translatedZodResolver } from './form-resolver';
import { setShownLanguage } from './i18n/shown-language';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

afterEach(() => setShownLanguage('en'));

describe('the form resolvers', () => {
  it('keep the schema’s English when the page is in English', async () => {
    const result = await translatedZodResolver(loginSchema)({ email: '', password: '' }, undefined, options);
    expect(result.errors.email?.message).toBe('Email is required');
    expect(result.errors.password?.message).toBe('Password is required');
  });

  it('show the shared catalogue’s sentences in the language shown', async () => {
    setShownLanguage('de');
    const german = await translatedZodResolver(loginSchema)(
      { email: 'not an e-mail', password: '' },
      undefined,
      options,
    );
    expect(german.errors.email?.message).toBe('Ungültige E-Mail-Adresse');
    expect(german.errors.password?.message).toBe('Das Passwort ist erforderlich');

    setShownLanguage('pl');
    const polish = await translatedZodResolver(loginSchema)({ email: '', password: '' }, undefined, options);
    expect(polish.errors.email?.message).toBe('Adres e-mail jest wymagany');
  });

  it('translates templates and nested fields through outputTypedResolver, and leaves unknown sentences', async () => {
    const schema = z.object({
      team: z.object({ name: z.string().min(3, 'Team name is required') }),
      note: z.string().min(1, 'A sentence no catalogue knows'),
    }) as unknown as z.ZodType<{ team: { name: string }; note: string }, unknown>;
    setShownLanguage('fr');
    const result = await outputTypedResolver(schema)({ team: { name: '' }, note: '' }, undefined, options);
    expect(result.errors.team?.name?.message).toBe('Le nom de l’équipe est obligatoire');
    expect(result.errors.note?.message).toBe('A sentence no catalogue knows');
  });
});
