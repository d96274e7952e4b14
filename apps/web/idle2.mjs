import { chromium } from '@playwright/test';
import fs from 'node:fs';
function chromeCpu(rootPid) {
  // sum utime+stime over all chromium processes descending from rootPid (browser pid), by type
  const parent = new Map(), info = new Map();
  for (const e of fs.readdirSync('/proc')) { if (!/^\d+$/.test(e)) continue; let st, cmd; try { st = fs.readFileSync(`/proc/${e}/stat`,'utf8'); cmd = fs.readFileSync(`/proc/${e}/cmdline`,'utf8'); } catch { continue; }
    const f = st.slice(st.lastIndexOf(')')+2).split(' '); parent.set(+e, +f[1]); const m = cmd.match(/--type=([a-z-]+)/); info.set(+e, { t: m ? m[1] : 'browser', ticks: +f[11] + +f[12] }); }
  const out = {};
  for (const [pid, { t, ticks }] of info) { let at = pid; let ok = false; while (at > 1) { if (at === rootPid) { ok = true; break; } at = parent.get(at); } if (!ok) continue; out[t] = (out[t] ?? 0) + ticks; }
  return out;
}
const args = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI', ...(process.env.EXTRA ? process.env.EXTRA.split(' ') : [])];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const pid = browser._connection ? undefined : undefined;
// find browser pid: newest chromium process whose parent is us
const me = process.pid;
let bpid; for (const e of fs.readdirSync('/proc')) { if (!/^\d+$/.test(e)) continue; try { const st = fs.readFileSync(`/proc/${e}/stat`,'utf8'); const f = st.slice(st.lastIndexOf(')')+2).split(' '); if (+f[1] === me && st.includes('chrom')) bpid = +e; } catch {} }
const diff = (a, b) => Object.fromEntries(Object.keys(b).map(k => [k, ((b[k] - (a[k] ?? 0)) / 100).toFixed(2)]));
const urls = process.argv.slice(2);
let c0 = chromeCpu(bpid);
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  let c1 = chromeCpu(bpid); console.log(width, 'newContext+page', JSON.stringify(diff(c0, c1))); c0 = c1;
  for (const u of urls) {
    await page.goto('http://127.0.0.1:4555' + u, { waitUntil: 'networkidle' });
    c1 = chromeCpu(bpid); console.log(width, u, 'load', JSON.stringify(diff(c0, c1))); c0 = c1;
    await page.waitForTimeout(5000);
    c1 = chromeCpu(bpid); console.log(width, u, 'idle5s', JSON.stringify(diff(c0, c1))); c0 = c1;
  }
  await ctx.close();
}
await browser.close();
