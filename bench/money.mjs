// Money writes: 200 players each request a £10 withdrawal, then each buys a credit package through the
// sandbox (create, approve, capture, save), all at once. docs/product.md sets no budget for these; ours:
// every request succeeds and every balance is exact, at least 50 withdrawals/s and 20 purchases/s (a purchase
// is four calls) on each engine. Latencies are reported: with 200 at once they measure queueing.
import { percentile, startServer, writeResult } from './lib.mjs';

async function run(target) {
  const base = `http://127.0.0.1:${target.port}/api`;
  const post = async (token, url, payload) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return { status: response.status, body: await response.json() };
  };
  const timed = async (work) => {
    const t0 = performance.now();
    const ok = await work();
    return { ok, ms: performance.now() - t0 };
  };
  let began = performance.now();
  const withdrawals = await Promise.all(
    target.players.map((p) =>
      timed(async () => (await post(p.token, '/withdrawal-money-request', { amount: 10 })).status === 200),
    ),
  );
  const withdrawalSeconds = (performance.now() - began) / 1000;
  began = performance.now();
  const purchases = await Promise.all(
    target.players.map((p) =>
      timed(async () => {
        const order = await post(p.token, '/payments/orders', { kind: 'credits', plan_id: target.packageId });
        const id = order.body.data?.order_id;
        if (!id) return false;
        await fetch(`${base}/paypal-sandbox/v2/checkout/orders/${id}/approve`, { method: 'POST' });
        await post(p.token, `/payments/orders/${id}/capture`);
        return (
          (await post(p.token, '/save-transaction', { plan_id: target.packageId, transaction_id: id }))
            .status === 200
        );
      }),
    ),
  );
  const purchaseSeconds = (performance.now() - began) / 1000;
  let consistent = 0;
  for (const p of target.players) {
    const profile = await (
      await fetch(`${base}/user-profile`, { headers: { authorization: `Bearer ${p.token}` } })
    ).json();
    const d = profile.user.user_details;
    if (d.wallet === 90 && d.credits === 100) consistent += 1;
  }
  return {
    engine: target.engine,
    withdrawals,
    purchases,
    withdrawalSeconds,
    purchaseSeconds,
    consistent,
    players: target.players.length,
  };
}

const engines = [{ BENCH_DATABASE_URL: '' }];
if (process.env.BENCH_DATABASE_URL) engines.push({ BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL });
const rows = [];
for (const env of engines) {
  const target = await startServer(['--import', 'tsx', 'bench/money-server.ts'], env);
  try {
    const r = await run(target);
    const w = r.withdrawals.map((x) => x.ms);
    const p = r.purchases.map((x) => x.ms);
    const wOk = r.withdrawals.filter((x) => x.ok).length;
    const pOk = r.purchases.filter((x) => x.ok).length;
    const wRate = r.players / r.withdrawalSeconds;
    const pRate = r.players / r.purchaseSeconds;
    rows.push({
      name: `${r.engine}: 200 withdrawals at once`,
      figures: {
        succeeded: wOk,
        'per second': Math.round(wRate),
        'p50 ms': Math.round(percentile(w, 50)),
        'p99 ms': Math.round(percentile(w, 99)),
      },
      budget: 'all succeed, >= 50/s (ours)',
      met: wOk === r.players && wRate >= 50,
    });
    rows.push({
      name: `${r.engine}: 200 sandbox purchases at once`,
      figures: {
        succeeded: pOk,
        'per second': Math.round(pRate),
        'p50 ms': Math.round(percentile(p, 50)),
        'p99 ms': Math.round(percentile(p, 99)),
        'balances as expected': r.consistent,
      },
      budget: 'all granted once, balances exact, >= 20/s (ours)',
      met: pOk === r.players && r.consistent === r.players && pRate >= 20,
    });
  } finally {
    target.child.kill('SIGTERM');
  }
}
console.log('\nMoney writes\n');
console.log('| run | figures | budget | met |');
console.log('|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.name} | ${Object.entries(row.figures)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')} | ${row.budget} | ${row.met ? 'met' : 'NOT met'} |`,
  );
process.exitCode = writeResult('money', 'Money writes: 200 players at once', rows) ? 0 : 1;
