import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await p.context().newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
const t0 = Date.now();
p.on('requestfinished', (r) => { const u = r.url(); if (u.includes('/api/') || u.endsWith('.js')) console.log('done', Date.now() - t0, u.replace('http://127.0.0.1:3392', '')); });
await p.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
await p.goto(process.argv[2], { waitUntil: 'load' });
await p.waitForTimeout(8000);
console.log('longtasks', JSON.stringify(await p.evaluate(() => window.__lt)));
await b.close();
