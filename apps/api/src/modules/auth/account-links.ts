/**
 * The links the server mails to prove an address (an e-mail change's, a verification's): a 256-bit token that
 * goes into the link only, its SHA-256 (all the database keeps) and its expiry, and the page of the web app the
 * link opens.
 */
import { randomToken, sha256 } from '../../lib/tokens';

export interface LinkToken {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function issueLinkToken(now: Date, ttlMs: number): LinkToken {
  const token = randomToken(32);
  return { token, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + ttlMs) };
}

/** The hash a link's token is stored under, to find it again. */
export const linkTokenHash = (token: string): string => sha256(token);

/** `{PUBLIC_URL}/#/<page>?token=<token>`: the web app's page that posts the token back. */
export function accountLink(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}/#/${page}?token=${token}`;
}
