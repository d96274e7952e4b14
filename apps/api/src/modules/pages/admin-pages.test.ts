/** The console's content pages and contact inbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, pageEntries, pages } from '../../db/schema/pages';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { consoleCalls, refusal } from '../../../test/console-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { admin, send, get } = consoleCalls(() => t);

describe('pages and the contact inbox', () => {
  it('edits terms and privacy with sanitised HTML that the public pages show', async () => {
    const organiser = await admin();
    const before = body<{ data: Array<Record<string, unknown>> }>(
      await get('/api/admin/pages', organiser.auth),
    );
    expect(before.data).toEqual([
      { key: 'terms-and-conditions', title: 'Terms and Conditions', content: '', updated_at: null },
      { key: 'privacy-policy', title: 'Privacy Policy', content: '', updated_at: null },
    ]);
    const saved = await send('PUT', '/api/admin/pages/terms-and-conditions', organiser.auth, {
      title: 'Terms of Play',
      content: '<h2 onclick="x()">Rules</h2><script>steal()</script><p>Be kind</p>',
    });
    expect(body<{ data: Record<string, unknown> }>(saved).data).toMatchObject({
      key: 'terms-and-conditions',
      title: 'Terms of Play',
      content: '<h2>Rules</h2><p>Be kind</p>',
    });
    const publicPage = body<{ data: { title: string; data: string } }>(
      await get('/api/page/terms-and-conditions'),
    );
    expect(publicPage.data).toMatchObject({ title: 'Terms of Play', data: '<h2>Rules</h2><p>Be kind</p>' });
    // A second save updates the same page.
    await send('PUT', '/api/admin/pages/terms-and-conditions', organiser.auth, {
      title: 'Terms',
      content: '<p>v2</p>',
    });
    expect(await t.database.db.select().from(pages)).toHaveLength(1);

    expect(
      (await send('PUT', '/api/admin/pages/cookies', organiser.auth, { title: 'Cookies', content: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      refusal(
        await send('PUT', '/api/admin/pages/privacy-policy', organiser.auth, {
          title: 'Privacy',
          content: ' ',
        }),
      ),
    ).toEqual({
      status: 400,
      error: 'Content is required',
    });
    expect(
      refusal(
        await send('PUT', '/api/admin/pages/privacy-policy', organiser.auth, { title: 'P', content: 'x' }),
      ),
    ).toEqual({
      status: 400,
      error: 'Title must be at least 2 characters long',
    });
  });

  it('replaces the ordered about-us entries that the public page reads by index', async () => {
    const organiser = await admin();
    await t.database.db.insert(pageEntries).values([
      { page: 'aboutus', position: 0, keyValue: 'Old heading' },
      { page: 'aboutus', position: 1, keyValue: 'Old intro' },
      { page: 'aboutus', position: 2, keyValue: 'Old steps' },
    ]);
    const response = await send('PUT', '/api/admin/pages/aboutus/entries', organiser.auth, {
      entries: ['About Arena', '<p>We run cups<script>x()</script></p>'],
    });
    expect(body<{ data: { entries: string[] } }>(response).data.entries).toEqual([
      'About Arena',
      '<p>We run cups</p>',
    ]);
    const publicPage = body<{ data: Array<{ index: number; keyValue: string }> }>(
      await get('/api/get-page-data/aboutus'),
    );
    expect(publicPage.data.map((e) => [e.index, e.keyValue])).toEqual([
      [0, 'About Arena'],
      [1, '<p>We run cups</p>'],
    ]);
    const read = body<{ data: { entries: string[] } }>(
      await get('/api/admin/pages/aboutus/entries', organiser.auth),
    );
    expect(read.data.entries).toEqual(['About Arena', '<p>We run cups</p>']);

    const tooMany = await send('PUT', '/api/admin/pages/aboutus/entries', organiser.auth, {
      entries: Array.from({ length: 51 }, (_, i) => `Entry ${i}`),
    });
    expect(refusal(tooMany)).toEqual({ status: 400, error: 'There can be at most 50 about-us entries' });
    expect(
      refusal(await send('PUT', '/api/admin/pages/aboutus/entries', organiser.auth, { entries: [] })),
    ).toEqual({
      status: 400,
      error: 'Give at least one about-us entry',
    });
    expect(
      refusal(await send('PUT', '/api/admin/pages/aboutus/entries', organiser.auth, { entries: [1] })),
    ).toEqual({
      status: 400,
      error: 'Each about-us entry must be text',
    });
  });

  it('lists contact messages newest first, by handled state, and marks one handled once', async () => {
    const organiser = await admin();
    const message = (name: string, minutesAgo: number) => ({
      name,
      email: `${name.toLowerCase()}@example.com`,
      contactNumber: '07700900123',
      message: `Hello from ${name}`,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await t.database.db
      .insert(contactMessages)
      .values([message('Ada', 30), message('Bob', 10), message('Cy', 20)]);
    type Inbox = {
      data: Array<{ id: number; name: string; handled_at: string | null }>;
      pagination: unknown;
    };
    const inbox = body<Inbox>(await get('/api/admin/contact-messages', organiser.auth));
    expect(inbox.data.map((m) => m.name)).toEqual(['Bob', 'Cy', 'Ada']);
    expect(inbox.pagination).toEqual({ page: 1, per_page: 20, total: 3, last_page: 1 });

    const cy = inbox.data[1]!;
    const handled = await send('POST', `/api/admin/contact-messages/${cy.id}/handled`, organiser.auth);
    expect(body<{ data: { handled_at: string | null } }>(handled).data.handled_at).not.toBeNull();
    expect(
      refusal(await send('POST', `/api/admin/contact-messages/${cy.id}/handled`, organiser.auth)),
    ).toEqual({
      status: 409,
      error: 'This message is already marked as handled.',
    });
    expect(
      (await send('POST', '/api/admin/contact-messages/999999/handled', organiser.auth)).statusCode,
    ).toBe(404);

    const unhandled = body<Inbox>(await get('/api/admin/contact-messages?status=unhandled', organiser.auth));
    expect(unhandled.data.map((m) => m.name)).toEqual(['Bob', 'Ada']);
    const done = body<Inbox>(await get('/api/admin/contact-messages?status=handled', organiser.auth));
    expect(done.data.map((m) => m.name)).toEqual(['Cy']);
    const paged = body<Inbox>(await get('/api/admin/contact-messages?page=2&per_page=2', organiser.auth));
    expect(paged.data.map((m) => m.name)).toEqual(['Ada']);
  });
});
