import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_MESSAGES } from '@arena/shared/admin-catalogue';
import { ok } from '../../../../test/http';
import { adminApi, makeAdminGame, paged } from '../../../../test/admin-fixtures';
import { makePlan } from '../../../../test/payment-fixtures';
import { renderApp } from '../../../../test/render-app';

describe('games, products, pages and the inbox', () => {
  it('adds a game with the shared name rule', async () => {
    const api = adminApi({
      'GET /api/admin/games': paged('Games', [makeAdminGame()]),
      'POST /api/admin/games': ok(ADMIN_CATALOGUE_MESSAGES.gameCreated, { data: makeAdminGame({ id: 4 }) }),
    });
    const { user } = renderApp('/admin/games');
    await user.click(await screen.findByRole('button', { name: 'Add a game' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a game' }));
    await user.type(dialog.getByLabelText('Game name'), 'X');
    await user.click(dialog.getByRole('button', { name: 'Add game' }));
    expect(await dialog.findByText('Game name must be at least 2 characters long')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Game name'), 'enoblade');
    await user.click(dialog.getByRole('button', { name: 'Add game' }));
    expect(await screen.findByText(ADMIN_CATALOGUE_MESSAGES.gameCreated)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/games')[0]!.body).toEqual({ game_name: 'Xenoblade' });
  });

  it('archives a game only after a confirmation', async () => {
    const api = adminApi({
      'GET /api/admin/games': paged('Games', [makeAdminGame({ id: 3, game_name: 'Rocket League' })]),
      'POST /api/admin/games/3/archive': ok(ADMIN_CATALOGUE_MESSAGES.gameArchived, {
        data: makeAdminGame({ id: 3, archived_at: '2025-03-05T14:07:00.000Z' }),
      }),
    });
    const { user } = renderApp('/admin/games');
    await user.click(await screen.findByRole('button', { name: 'Archive Rocket League' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Archive Rocket League?' }));
    await user.click(dialog.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(ADMIN_CATALOGUE_MESSAGES.gameArchived)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/games/3/archive')).toHaveLength(1);
  });

  it('saves the token price and the VIP plan with its HTML', async () => {
    const api = adminApi({
      'GET /api/admin/credit-packages': ok('Credit packages', {
        data: [{ id: 1, credit: 100, amount: 10, discounted_amount: 8, active: true, sold: 12 }],
      }),
      'GET /api/admin/subscription-plan': ok('Subscription plan', { data: makePlan() }),
      'GET /api/admin/token-price': ok('Token price', { data: { token_price: 2.5 } }),
      'PUT /api/admin/token-price': ok('Saved', { data: { token_price: 3 } }),
      'PUT /api/admin/subscription-plan': ok('Saved', { data: makePlan() }),
    });
    const { user } = renderApp('/admin/products');
    const packages = within(await screen.findByRole('region', { name: 'Credit packages table' }));
    expect(packages.getByText('£8.00')).toBeInTheDocument();
    expect(packages.getByText('12')).toBeInTheDocument();

    const price = await screen.findByLabelText('Price of one VIP token (£)');
    expect(price).toHaveValue('2.5');
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Save token price' }));
    expect(await screen.findByText('The token price must be more than 0')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '3');
    await user.click(screen.getByRole('button', { name: 'Save token price' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/token-price')[0]?.body).toEqual({ token_price: 3 }));

    const plan = within(screen.getByRole('form', { name: 'VIP plan' }));
    expect(plan.getByRole('textbox', { name: 'Features' }).innerHTML).toBe(
      '<ul><li>Monthly elite cup</li></ul>',
    );
    await user.click(plan.getByRole('button', { name: 'Save VIP plan' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/admin/subscription-plan')[0]?.body).toEqual({
        name: 'VIP Elite',
        price: makePlan().price,
        duration: makePlan().duration,
        features: '<ul><li>Monthly elite cup</li></ul>',
        instruction: '<p>Buy tokens after subscribing.</p>',
      }),
    );
  });

  it('marks a contact message as handled', async () => {
    let handled: string | null = null;
    const message = () => ({
      id: 5,
      name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@arena.test',
      contact_number: '07123456789',
      message: 'When does the next cup start?',
      created_at: '2025-03-05T14:07:00.000Z',
      handled_at: handled,
    });
    const api = adminApi({
      'GET /api/admin/contact-messages': () => paged('Contact messages', [message()]),
      'POST /api/admin/contact-messages/5/handled': () => {
        handled = '2025-03-06T09:00:00.000Z';
        return ok(ADMIN_CATALOGUE_MESSAGES.contactHandled, { data: message() });
      },
    });
    const { user } = renderApp('/admin/inbox');
    expect(await screen.findByText('When does the next cup start?')).toBeInTheDocument();
    expect(screen.getByText('To handle', { selector: '.admin-badge' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark the message from Ada as handled' }));
    expect(await screen.findByText(ADMIN_CATALOGUE_MESSAGES.contactHandled)).toBeInTheDocument();
    expect(await screen.findByText('Handled', { selector: '.admin-badge' })).toBeInTheDocument();
    expect(api.calls('POST /api/admin/contact-messages/5/handled')).toHaveLength(1);
  });

  it('saves a content page with its HTML', async () => {
    const api = adminApi({
      'GET /api/admin/pages': ok('Pages', {
        data: [
          { key: 'terms-and-conditions', title: 'Terms', content: '<p>Old terms</p>', updated_at: null },
          { key: 'privacy-policy', title: 'Privacy', content: '<p>Privacy</p>', updated_at: null },
        ],
      }),
      'GET /api/admin/pages/aboutus/entries': ok('About-us entries', { data: { entries: ['<p>About</p>'] } }),
      'PUT /api/admin/pages/terms-and-conditions': ok(ADMIN_CATALOGUE_MESSAGES.pageUpdated, {
        data: {
          key: 'terms-and-conditions',
          title: 'Terms',
          content: '<p>New</p>',
          updated_at: '2025-03-06T09:00:00.000Z',
        },
      }),
    });
    const { user } = renderApp('/admin/pages');
    const form = within(await screen.findByRole('form', { name: 'Terms and conditions' }));
    await user.click(form.getByRole('button', { name: 'Edit HTML' }));
    const source = form.getByRole('textbox', { name: 'Content (HTML)' });
    await user.clear(source);
    await user.click(form.getByRole('button', { name: 'Save terms and conditions' }));
    expect(await form.findByText('Content is required')).toBeInTheDocument();
    await user.click(source);
    await user.paste('<h3>1. Entry</h3><p>New terms</p>');
    await user.click(form.getByRole('button', { name: 'Save terms and conditions' }));
    expect(await screen.findByText(ADMIN_CATALOGUE_MESSAGES.pageUpdated)).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/pages/terms-and-conditions')[0]!.body).toEqual({
      title: 'Terms',
      content: '<h3>1. Entry</h3><p>New terms</p>',
    });
  });
});
