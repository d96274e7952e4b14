import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hashPath, PASSWORD } from './support';

/**
 * Fills a fresh sign-up form with `values` and submits it. The form is made fresh by leaving the page for the login
 * page and coming back, which unmounts and mounts it again in the same document: each case starts from empty fields
 * without the browser context and the two loads of the app (a load, then a reload) that each case used to cost
 * (decision 0015, "Update (issue 24)").
 */
async function submitSignup(
  page: Page,
  values: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>>,
) {
  if (hashPath(page) === '/signup') {
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  }
  await page.goto('/#/signup');
  for (const label of ['Username', 'Email']) await expect(page.getByLabel(label)).toHaveValue('');
  await expect(page.getByText(/ is required$/)).toHaveCount(0);
  if (values.name !== undefined) await page.getByLabel('Username').fill(values.name);
  if (values.email !== undefined) await page.getByLabel('Email').fill(values.email);
  if (values.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(values.password);
  if (values.confirm !== undefined) await page.getByLabel('Confirm Password').fill(values.confirm);
  await page.getByRole('button', { name: 'REGISTER NOW' }).click();
}

test.describe('sign-up validation messages', () => {
  const cases: Array<[string, Parameters<typeof submitSignup>[1], string]> = [
    ['short username', { name: 'a' }, 'Username must be at least 2 characters long'],
    ['long username', { name: 'x'.repeat(51) }, 'Username cannot exceed 50 characters'],
    ['username with spaces around', { name: ' nova ' }, 'White spaces are not allowed'],
    ['e-mail with a space', { email: 'nova arena@test.com' }, 'White spaces are not allowed'],
    ['e-mail without a domain', { email: 'nova@arena' }, 'Invalid email address'],
    ['short password', { password: 'Ab#1' }, 'Password must be at least 8 characters long'],
    ['no uppercase', { password: 'abcdef#1' }, 'Password must contain at least one uppercase letter'],
    ['no lowercase', { password: 'ABCDEF#1' }, 'Password must contain at least one lowercase letter'],
    ['no digit', { password: 'Abcdefg#' }, 'Password must contain at least one digit'],
    [
      'no special character',
      { password: 'Abcdefg1' },
      'Password must contain at least one special character',
    ],
    [
      'confirmation differs',
      { name: 'NovaStrike', email: 'nova@arena.test', password: PASSWORD, confirm: `${PASSWORD}x` },
      'Passwords do not match',
    ],
  ];
  // One page for every rule, each case on a freshly mounted form (submitSignup), named by its step.
  test('required fields and terms, then each rule of a field, on a fresh form each time', async ({
    page,
  }) => {
    await test.step('required fields and terms', async () => {
      await submitSignup(page, {});
      for (const message of [
        'Username is required',
        'Email is required',
        'Password is required',
        'Confirm Password is required',
        'You must to accept terms and conditions',
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
    });
    for (const [name, values, message] of cases) {
      await test.step(name, async () => {
        await submitSignup(page, values);
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      });
    }
  });
});

/**
 * A freshly mounted login form: from the sign-up page (a hash-route change that unmounts the form), then back, with
 * its fields empty and no message showing, as submitSignup does for the sign-up form.
 */
async function freshLogin(page: Page) {
  await page.goto('/#/signup');
  await expect(page.getByRole('button', { name: 'REGISTER NOW' })).toBeVisible();
  await page.goto('/#/login');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByText(/ is required$/)).toHaveCount(0);
}

test.describe('login validation messages', () => {
  // One page for the three cases (they were three tests, each paying a browser context and a first load), each on
  // a freshly mounted form (freshLogin), named by its step.
  test('required, e-mail pattern and password rules; wrong credentials; the password shown and hidden', async ({
    page,
  }) => {
    await test.step('required, e-mail pattern and password rules', async () => {
      await freshLogin(page);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
      await expect(page.getByText('Password is required', { exact: true })).toBeVisible();

      await page.getByLabel('Email').fill('nova@');
      await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
      const password = page.getByLabel('Password', { exact: true });
      for (const [value, message] of [
        ['Ab#1', 'Password must be at least 8 characters long'],
        ['abcdef#1', 'Password must contain at least one uppercase letter'],
        ['ABCDEF#1', 'Password must contain at least one lowercase letter'],
        ['Abcdefg#', 'Password must contain at least one digit'],
        ['Abcdefg1', 'Password must contain at least one special character'],
      ] as const) {
        await password.fill(value);
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
    });

    await test.step('wrong credentials: the server sentence as a toast, and the form is reset', async () => {
      await freshLogin(page);
      await page.getByLabel('Email').fill('nobody@arena.test');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue('');
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    });

    await test.step('the password can be shown and hidden', async () => {
      await freshLogin(page);
      const password = page.getByLabel('Password', { exact: true });
      await password.fill(PASSWORD);
      await expect(password).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(password).toHaveAttribute('type', 'text');
    });
  });
});
