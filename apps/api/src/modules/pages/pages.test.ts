import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, pageEntries, pages } from '../../db/schema/pages';
import { outboxEmails } from '../../db/schema/outbox';
import { body, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { supportEmail: 'help@arena.test' } });
});
afterAll(() => t.close());

const validContact = {
  name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada@Example.com',
  contact_number: '07700900123',
  message: 'Can you host a cup for our community?',
};
const contact = (payload: Record<string, unknown>, ip = '10.1.1.1') =>
  t.app.inject({ method: 'POST', url: '/api/contactus', payload, remoteAddress: ip });

describe('content pages', () => {
  it('answers terms and privacy with sanitised HTML in data.data', async () => {
    await t.database.db.insert(pages).values([
      {
        key: 'terms-and-conditions',
        title: 'Terms and Conditions',
        content: '<h2>Terms</h2><script>steal()</script>',
      },
      { key: 'privacy-policy', title: 'Privacy Policy', content: '<p onclick="x()">Privacy</p>' },
    ]);
    const terms = body<{ data: { data: string; title: string } }>(
      await t.app.inject({ url: '/api/page/terms-and-conditions' }),
    );
    expect(terms.data).toMatchObject({ title: 'Terms and Conditions', data: '<h2>Terms</h2>' });
    const privacy = body<{ data: { data: string } }>(await t.app.inject({ url: '/api/page/privacy-policy' }));
    expect(privacy.data.data).toBe('<p>Privacy</p>');
  });

  it('answers 404 for a page that has no content yet', async () => {
    expect((await t.app.inject({ url: '/api/page/privacy-policy' })).statusCode).toBe(404);
  });

  it('answers the about-us entries in index order', async () => {
    await t.database.db.insert(pageEntries).values([
      { page: 'aboutus', position: 1, keyValue: '<p>Second</p>' },
      { page: 'aboutus', position: 0, keyValue: 'First' },
    ]);
    const json = body<{ data: Array<{ index: number; keyValue: string }> }>(
      await t.app.inject({ url: '/api/get-page-data/aboutus' }),
    );
    expect(json.data.map((e) => [e.index, e.keyValue])).toEqual([
      [0, 'First'],
      [1, '<p>Second</p>'],
    ]);
  });
});

describe('POST /api/contactus', () => {
  it('stores the message, e-mails it to support and answers the spec message', async () => {
    const response = await contact(validContact);
    expect(body(response)).toMatchObject({
      status: true,
      message: 'The Contact-Us form has been sent successfully',
    });
    const [stored] = await t.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      contactNumber: '07700900123',
    });
    const [mail] = await t.database.db.select().from(outboxEmails);
    expect(mail).toMatchObject({ to: 'help@arena.test' });
    expect(mail?.text).toContain('Can you host a cup');
  });

  it('accepts a missing last name and a numeric phone number', async () => {
    const { last_name: _, ...rest } = validContact;
    expect((await contact({ ...rest, contact_number: 447700900123 })).statusCode).toBe(200);
  });

  it('answers field-keyed message lists for every broken rule', async () => {
    const response = await contact({});
    expect(response.statusCode).toBe(400);
    expect(body<{ error: unknown }>(response).error).toEqual({
      name: ['First Name is required'],
      email: ['Email is required'],
      contact_number: ['Phone Number is required'],
      message: ['Message is required'],
    });
    const invalid = await contact({ ...validContact, email: 'nope', contact_number: 'call me' });
    expect(body<{ error: unknown }>(invalid).error).toEqual({
      email: ['Invalid email address'],
      contact_number: ['Phone Number must be a number of 6 to 15 digits'],
    });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('answers malformed JSON with the usual envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contactus',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toEqual(['The request body is not valid JSON']);
  });

  it('limits messages per address to 5 an hour', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(validContact, '10.7.7.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
