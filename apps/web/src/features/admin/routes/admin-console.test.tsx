import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../../../test/fixtures';
import { mockApi, ok } from '../../../../test/http';
import { adminApi, makeDashboard, makeDispute } from '../../../../test/admin-fixtures';
import { renderApp } from '../../../../test/render-app';
import { clearSession } from '../../../lib/storage';

// The first test of a file also loads the lazy route modules, which can take over a second under load.
const dashboardApi = () =>
  adminApi({
    'GET /api/admin/dashboard': ok('Dashboard', { data: makeDashboard() }),
    'GET /api/admin/disputes': ok('Disputes', { data: [makeDispute()] }),
  });

describe('the admin console guard', () => {
  it('sends a visitor to /login', async () => {
    mockApi();
    const { router } = renderApp('/admin/players');
    expect(await screen.findByRole('heading', { level: 1, name: /Login/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // Logging in leads back to the console page that was asked for.
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/players');
  });

  it('refuses a signed-in player with the not-found page and calls no admin API', async () => {
    signIn(makeUser({ role: 'player' }));
    const api = mockApi();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.startsWith('/api/admin'))).toHaveLength(0);
  });

  it('opens the console for an admin, with its side navigation', async () => {
    dashboardApi();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Admin console' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Tournaments',
      'Games',
      'Ladders',
      'Players',
      'Withdrawals',
      'Products',
      'Pages',
      'Inbox',
      'Outbox',
      'Webhooks',
      'Audit log',
      'API keys',
    ]);
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers an Admin link in the top bar to admins only', async () => {
    dashboardApi();
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const topBar = within(screen.getByRole('banner'));
    expect(await topBar.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(topBar.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows players no Admin link', async () => {
    signIn(makeUser({ role: 'player' }));
    mockApi();
    renderApp('/game');
    await screen.findByRole('heading', { level: 1, name: 'ESports Games' });
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('collapses the side navigation behind a Menu button on phones', async () => {
    dashboardApi();
    const { user } = renderApp('/admin');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('admin-nav-list')).toHaveClass('is-open');
  });

  it('leaves the console for /login when the session ends', async () => {
    dashboardApi();
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    act(() => clearSession());
    expect(await screen.findByRole('heading', { level: 1, name: /Login/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('the dashboard', () => {
  function tile(label: string) {
    return within(
      screen.getByText(label, { selector: '.stat-tile__label' }).closest('.stat-tile') as HTMLElement,
    );
  }

  it('shows players, revenue by product, open withdrawals, disputes and the upcoming starts', async () => {
    dashboardApi();
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(tile('New in the last 7 days').getByText('56')).toBeInTheDocument();
    expect(tile('Banned').getByText('3')).toBeInTheDocument();
    expect(tile('Credit packages').getByText('£1,520.50')).toBeInTheDocument();
    expect(tile('VIP subscriptions').getByText('£899.10')).toBeInTheDocument();
    expect(tile('VIP tokens').getByText('£42.50')).toBeInTheDocument();
    expect(tile('Total revenue').getByText('£2,462.10')).toBeInTheDocument();
    expect(tile('Open withdrawals').getByRole('link')).toHaveAttribute('href', '/admin/withdrawals');
    expect(tile('Open withdrawals').getByRole('link')).toHaveTextContent('4');
    expect(tile('Amount requested').getByText('£137.00')).toBeInTheDocument();
    expect(tile('Open disputes').getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Friday Night 2v2' })).toHaveAttribute(
      'href',
      '/admin/tournaments/9',
    );
    expect(screen.getByText(/6\/16 teams/)).toBeInTheDocument();
  });

  it('lists the open disputes with a link to their tournament', async () => {
    dashboardApi();
    renderApp('/admin');
    const disputes = within(await screen.findByRole('region', { name: 'Open disputes' }));
    expect(await disputes.findByRole('link', { name: 'Cup 9' })).toHaveAttribute(
      'href',
      '/admin/tournaments/9',
    );
    expect(disputes.getByText(/Semi-final: Team 41 vs Team 42/)).toBeInTheDocument();
  });

  it('says so when the dashboard cannot load, and tries again', async () => {
    let calls = 0;
    adminApi({
      'GET /api/admin/dashboard': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 500,
              body: { status_code: 500, status: false, message: 'An error occurred', error: [] },
            }
          : ok('Dashboard', { data: makeDashboard() });
      },
      'GET /api/admin/disputes': ok('Disputes', { data: [] }),
    });
    const { user } = renderApp('/admin');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getAllByText('An error occurred').length).toBeGreaterThan(0);
    await user.click(retry);
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });
});
