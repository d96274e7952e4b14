/** Helpers of the account browser tests: a signed-in player, account panels, a PNG. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solidPng, type Rgb } from '../../../test-support/png';
import { signUpViaApi, storeSession, uniquePlayer } from './support';

/** A registered, logged-in player whose session is in the page's storage. */
export async function signedInPlayer(page: Page, request: APIRequestContext, prefix: string) {
  const player = uniquePlayer(prefix);
  const session = await signUpViaApi(request, player);
  await storeSession(page, session);
  return { ...player, ...session };
}

export async function openAccountPanel(page: Page, panel: string) {
  await page.goto('/#/myprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('button', { name: panel }).click();
  await expect(page.getByRole('heading', { level: 2, name: panel })).toBeVisible();
}

/** A small real PNG (solid colour), so the test needs no fixture file. */
export const makePng = (width = 16, height = 16, rgb: Rgb = [124, 58, 237]): Buffer =>
  solidPng(width, height, rgb);

/** The part of an invitation link after the origin: the API's PUBLIC_URL may name another host. */
export function sameOriginPath(link: string): string {
  const url = new URL(link);
  return `/${url.hash}`;
}
