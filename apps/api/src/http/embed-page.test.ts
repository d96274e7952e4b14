import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// Decision 0061: `/embed` is the one framable page; `/` and the rest stay unframeable.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-web-embed-'));

let t: TestApp;
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Arena</title>');
  t = await createTestApp({ config: { webDistDir: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the embed document', () => {
  it('is the app page, framable by any site, while / is not framable', async () => {
    const embed = await page('/embed');
    expect(embed.statusCode).toBe(200);
    expect(embed.body).toContain('<title>Arena</title>');
    expect(String(embed.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(String(embed.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(embed.headers['x-frame-options']).toBeUndefined();

    const root = await page('/');
    expect(root.statusCode).toBe(200);
    expect(String(root.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(root.headers['x-frame-options']).toBeDefined();

    const other = await page('/some/page');
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
