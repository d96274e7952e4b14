import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI'] });
const urls = process.argv.slice(2);
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  for (const u of urls) {
    const m0 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(m => [m.name, m.value]));
    await page.goto('http://127.0.0.1:4555' + u, { waitUntil: 'networkidle' });
    const m1 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(m => [m.name, m.value]));
    await page.waitForTimeout(10000);
    const m2 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map(m => [m.name, m.value]));
    const d = (a, b, k) => ((b[k] - a[k]) * 1000).toFixed(0);
    console.log(width, u, 'load: task', d(m0,m1,'TaskDuration'), 'script', d(m0,m1,'ScriptDuration'), 'layout', d(m0,m1,'LayoutDuration'), 'style', d(m0,m1,'RecalcStyleDuration'),
      '| idle10s: task', d(m1,m2,'TaskDuration'), 'script', d(m1,m2,'ScriptDuration'), 'layout', d(m1,m2,'LayoutDuration'), 'style', d(m1,m2,'RecalcStyleDuration'), 'layouts', m2.LayoutCount-m1.LayoutCount, 'styles', m2.RecalcStyleCount-m1.RecalcStyleCount);
  }
  await ctx.close();
}
await browser.close();
