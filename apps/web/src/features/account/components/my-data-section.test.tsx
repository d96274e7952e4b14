import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, signIn } from '../../../../test/fixtures';
import { mockApi, ok } from '../../../../test/http';
import { renderApp } from '../../../../test/render-app';

const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, objectUrls);
});

/** jsdom has no object URLs: the files handed to the browser, and the names they are saved as, are kept here. */
function captureDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (files.push(blob), 'blob:export'),
    revokeObjectURL: () => {},
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { files, names, click };
}

describe('Your data (My Profile)', () => {
  it('downloads the export as a JSON file named by player ID and day', async () => {
    const user = makeUser();
    signIn(user);
    const exported = {
      generated_at: '2026-11-28T10:00:00.000Z',
      account: { id: 7, player_id: 'AR-1234', email: 'nova@arena.test' },
      tables: { teams: [{ id: 3, team_name: 'Nova Squad' }] },
    };
    const api = mockApi({
      'GET /api/user-profile': ok('User profile', { user }),
      'GET /api/teams-list': ok('My teams', { data: [] }),
      'GET /api/participate-teams-list': ok('My participations', { data: [] }),
      'GET /api/my-data': ok('Your data export', { data: exported }),
    });
    const { files, names, click } = captureDownloads();

    const view = renderApp('/myprofile');
    await view.user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(names).toEqual(['arena-my-data-AR-1234-2026-11-28.json']));
    expect(api.calls('GET /api/my-data')).toHaveLength(1);
    expect(JSON.parse(await files[0]!.text())).toEqual(exported);
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    click.mockRestore();
  });

  it('downloads the ZIP with the pictures as the server names it', async () => {
    const user = makeUser();
    signIn(user);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    const api = mockApi({
      'GET /api/user-profile': ok('User profile', { user }),
      'GET /api/teams-list': ok('My teams', { data: [] }),
      'GET /api/participate-teams-list': ok('My participations', { data: [] }),
      'GET /api/my-data': () =>
        new Response(zip, {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="arena-my-data-AR-1234-2026-11-28.zip"',
          },
        }),
    });
    const { files, names, click } = captureDownloads();

    const view = renderApp('/myprofile');
    await view.user.click(await screen.findByRole('button', { name: 'Download with pictures (ZIP)' }));
    await waitFor(() => expect(names).toEqual(['arena-my-data-AR-1234-2026-11-28.zip']));
    expect(
      api
        .calls('GET /api/my-data')
        .map((call) => new URL(call.url, 'http://arena.test').searchParams.get('format')),
    ).toEqual(['zip']);
    expect(new Uint8Array(await files[0]!.arrayBuffer())).toEqual(zip);
    click.mockRestore();
  });
});
