/**
 * The forms' zod resolvers, with the field sentences in the page's language (decision 0062): each message of a
 * shared schema is looked up in the shared validation catalogue (`@arena/shared/i18n/validation-catalogue`, the
 * same words the API answers) with the language shown now; English, or a sentence the catalogue does not know,
 * stays as the schema wrote it. The same catalogue read backwards gives the English of a sentence the API
 * answered in the page's language (`englishFieldMessage`), for a form that places it under its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  compile,
  compileBackToEnglish,
  translateText,
  type CompiledCatalogue,
} from '@arena/shared/i18n/translate';
import { VALIDATION_CATALOGUE } from '@arena/shared/i18n/validation-catalogue';
import type { Language } from './i18n/languages';
import { shownLanguage } from './i18n/shown-language';

let compiled: CompiledCatalogue | undefined;

/** A form's sentence in the language shown now. */
export function translateFieldMessage(message: string): string {
  const language = shownLanguage();
  if (language === 'en') return message;
  compiled ??= compile(VALIDATION_CATALOGUE);
  return translateText(compiled, language, message);
}

const backToEnglish = new Map<Language, CompiledCatalogue>();

/** A field sentence shown in the page's language (the API's, say) in the schemas' English; unknown ones as they are. */
export function englishFieldMessage(message: string): string {
  const language = shownLanguage();
  if (language === 'en') return message;
  let back = backToEnglish.get(language);
  if (!back) backToEnglish.set(language, (back = compileBackToEnglish(VALIDATION_CATALOGUE, language)));
  return translateText(back, language, message);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Every `message` (and `types` entry) of react-hook-form's errors, nested fields and arrays included, through `say`. */
function mapMessages(value: unknown, say: (message: string) => string): unknown {
  if (Array.isArray(value)) return value.map((entry) => mapMessages(entry, say));
  if (!isPlainObject(value)) return value;
  const translated: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'ref')
      translated[key] = entry; // the field's element: never walked
    else if (key === 'message' && typeof entry === 'string') translated[key] = say(entry);
    else if (key === 'types' && isPlainObject(entry))
      translated[key] = Object.fromEntries(
        Object.entries(entry).map(([type, messages]) => [
          type,
          typeof messages === 'string'
            ? say(messages)
            : Array.isArray(messages)
              ? messages.map((message) => (typeof message === 'string' ? say(message) : message))
              : messages,
        ]),
      );
    else translated[key] = mapMessages(entry, say);
  }
  return translated;
}

/** A form's errors with each message put through `say` (a form's own words for the sentences it knows). */
export function mapErrorMessages<TErrors extends object>(
  errors: TErrors,
  say: (message: string) => string,
): TErrors {
  return mapMessages(errors, say) as TErrors;
}

/** Wraps a resolver so the errors it finds read in the page's language. */
export function translatedResolver<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (shownLanguage() === 'en' || Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: mapErrorMessages(result.errors, translateFieldMessage) };
  };
}

/** `zodResolver` with the field sentences in the page's language. */
export const translatedZodResolver: typeof zodResolver = ((...args: Parameters<typeof zodResolver>) =>
  translatedResolver(zodResolver(...args))) as typeof zodResolver;

/** A zod resolver for shared schemas whose input type is `unknown` (refined schemas): typed by their output. */
export function outputTypedResolver<T extends FieldValues>(
  schema: z.ZodType<T, unknown>,
): Resolver<T, unknown, T> {
  return translatedResolver(zodResolver(schema as unknown as z.ZodType<T, T>));
}
