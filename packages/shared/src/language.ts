/** The interface languages (issue 29, decision 0062): English is the default and the spec's texts. */
import { z } from 'zod';

export const LANGUAGE_CODES = ['en', 'de', 'fr', 'es', 'it', 'pl'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE_CODE: LanguageCode = 'en';

export const languageField = () =>
  z.enum(LANGUAGE_CODES, { error: `The language must be one of ${LANGUAGE_CODES.join(', ')}` });

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGE_CODES.includes(value as LanguageCode);
}
