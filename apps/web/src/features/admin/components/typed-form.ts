/**
 * Forms hold what is typed (text); the shared schemas take numbers and instants. A converting resolver turns
 * the typed values into the schema's input first, so the one shared schema checks the form with its messages.
 */
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import { get, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function convertingResolver<F extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, unknown>,
  toInput: (values: F) => unknown,
): Resolver<F, unknown, O> {
  const schemaResolver = zodResolver(schema as unknown as z.ZodType<O, F>);
  return (values, context, options) => schemaResolver(toInput(values) as F, context, options);
}

/** Blank is "not given" (the schemas say "is required"); a number stays a number; other text is refused. */
export function numberOrText(text: string | undefined): number | string | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** The message at a dotted path of a form's errors (field arrays keep list-level messages under root). */
export function errorAt<F extends FieldValues>(errors: FieldErrors<F>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}
