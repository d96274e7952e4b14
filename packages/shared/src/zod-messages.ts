/**
 * Plain-sentence messages for the rules that have no spec text (wrong types, unknown values),
 * so a refusal always reads "total_players must be a number", never a library's wording.
 * Schemas with their own spec message keep it: per-schema errors take precedence.
 */
import { z } from 'zod';

const ARTICLE_TYPES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  bigint: 'a whole number',
};

function fieldName(path: readonly PropertyKey[] | undefined): string {
  return path && path.length > 0 ? path.map(String).join('.') : 'The request body';
}

export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      const field = fieldName(issue.path);
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined) return `${field} is required`;
          return `${field} must be ${ARTICLE_TYPES[issue.expected] ?? issue.expected}`;
        case 'too_small':
          if (issue.origin === 'string')
            return `${field} must be at least ${String(issue.minimum)} characters long`;
          if (issue.origin === 'array') return `${field} must have at least ${String(issue.minimum)} items`;
          return `${field} must be at least ${String(issue.minimum)}`;
        case 'too_big':
          if (issue.origin === 'string') return `${field} cannot exceed ${String(issue.maximum)} characters`;
          if (issue.origin === 'array')
            return `${field} cannot have more than ${String(issue.maximum)} items`;
          return `${field} cannot exceed ${String(issue.maximum)}`;
        case 'invalid_value':
          return `${field} must be one of: ${issue.values.map(String).join(', ')}`;
        case 'invalid_format':
          return `${field} is not valid`;
        case 'unrecognized_keys':
          return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
        case 'not_multiple_of':
          return `${field} must be a multiple of ${String(issue.divisor)}`;
        default:
          return `${field} is not valid`;
      }
    },
  });
}
