/**
 * Where organisers' webhooks may point (decision 0058): an absolute URL, https in production, whose host is a
 * public address. Checked when an endpoint is made and again, on the addresses its host resolves to, before
 * every send, which then connects to the address it checked (a DNS answer that changes between the check and
 * the connection, DNS rebinding, cannot turn a send towards the private network).
 * WEBHOOK_ALLOW_PRIVATE_URLS=1 lets a local receiver in (tests, development).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES as M } from '@arena/shared/webhooks';
import { invalid } from '../../http/errors';

export interface WebhookUrlRules {
  httpsOnly: boolean;
  allowPrivate: boolean;
  /** The host's addresses (tests answer as a rebinding DNS server would). */
  resolve: (host: string) => Promise<string[]>;
}

export const resolveHost = async (host: string): Promise<string[]> =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Ranges that are not the public internet (IANA special-purpose registries). */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IPv4 or IPv6 literal) is on the public internet; IPv4-mapped IPv6 is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(bare);
  if (family === 0) return false;
  return !nonPublic.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL, parsed, or a 400 when it breaks the rules that need no DNS. */
export function parseWebhookUrl(text: string, rules: Pick<WebhookUrlRules, 'httpsOnly'>): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('WEBHOOK_URL_INVALID', M.badUrl);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    !url.hostname
  )
    throw invalid('WEBHOOK_URL_INVALID', M.badUrl);
  if (rules.httpsOnly && url.protocol !== 'https:') throw invalid('WEBHOOK_URL_HTTPS', M.httpsOnly);
  return url;
}

/** A host's addresses; for a literal, itself. */
async function addressesOf(host: string, rules: WebhookUrlRules): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 0) return [bare];
  return rules.resolve(bare);
}

export class WebhookAddressError extends Error {}

/**
 * The address a send to `url` connects to: the host's first address, when every address it resolves to is
 * public (or private ones are allowed). Throws WebhookAddressError otherwise.
 */
export async function checkedAddress(url: URL, rules: WebhookUrlRules): Promise<string> {
  let addresses: string[];
  try {
    addresses = await addressesOf(url.hostname, rules);
  } catch {
    throw new WebhookAddressError(M.unresolvable);
  }
  if (addresses.length === 0) throw new WebhookAddressError(M.unresolvable);
  if (!rules.allowPrivate && !addresses.every(isPublicAddress))
    throw new WebhookAddressError(M.privateAddress);
  return addresses[0]!;
}

/** The checks of a new endpoint's URL: its form, then its host's addresses now (400 with the reason). */
export async function checkWebhookUrl(text: string, rules: WebhookUrlRules): Promise<string> {
  const url = parseWebhookUrl(text, rules);
  try {
    await checkedAddress(url, rules);
  } catch (error) {
    if (error instanceof WebhookAddressError) throw invalid('WEBHOOK_URL_ADDRESS', error.message);
    throw error;
  }
  return url.toString();
}
