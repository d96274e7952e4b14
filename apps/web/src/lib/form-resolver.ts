/** A zod resolver for shared schemas whose input type is `unknown` (refined schemas): typed by their output. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function outputTypedResolver<T extends FieldValues>(
  schema: z.ZodType<T, unknown>,
): Resolver<T, unknown, T> {
  return zodResolver(schema as unknown as z.ZodType<T, T>);
}
