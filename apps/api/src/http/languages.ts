/**
 * The server's own sentences in the interface languages (decision 0062), keyed by code, and the language a
 * request is answered in: the signed-in account's `language`, else the best of `Accept-Language` (q-values),
 * else English. English stays the spec's text.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE_CODE, isLanguageCode, type LanguageCode } from '@arena/shared/language';

export const SERVER_MESSAGES = {
  invalid_request: {
    en: 'The request is not valid',
    de: 'Die Anfrage ist ungültig',
    fr: 'La requête n’est pas valide',
    es: 'La solicitud no es válida',
    it: 'La richiesta non è valida',
    pl: 'Żądanie jest nieprawidłowe',
  },
} satisfies Record<string, Record<LanguageCode, string>>;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

export function serverMessage(code: ServerMessageCode, language: LanguageCode): string {
  return SERVER_MESSAGES[code][language];
}

/** The offered language `Accept-Language` prefers most (`de-AT;q=0.9, fr;q=0.8`), or undefined. */
export function fromAcceptLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguageCode);
}

export function requestLanguage(request: FastifyRequest): LanguageCode {
  const account = request.session?.user.language;
  if (isLanguageCode(account)) return account;
  return fromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE_CODE;
}
