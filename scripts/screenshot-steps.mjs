// The steps the screenshots take against the virtual printer and the page: Moonraker calls, a
// print started (or run to its end) once per simulator, scrolling every card in, the theme.

// Keyed by simulator (a later simulator may get the same port, so not by URL).
const started = new WeakSet();

/** Runs `work` for the first shot that asks on this simulator only. */
export async function oncePerSim(sim, work) {
  if (started.has(sim)) return;
  started.add(sim);
  await work();
}

export async function rpc(url, path, init) {
  const response = await fetch(`${url}${path}`, init);
  return response.json();
}
export async function startPrintOnce(sim, file) {
  await oncePerSim(sim, () =>
    rpc(sim.url, `/printer/print/start?filename=${encodeURIComponent(file)}`, { method: 'POST' }),
  );
}
/** Prints `file` to its end, then again to a cancel: the history holds both. */
export async function printToEndOnce(sim, file) {
  await oncePerSim(sim, () => printTwice(sim.url, file));
}

async function printTwice(url, file) {
  for (const [index, expected] of ['complete', 'cancelled'].entries()) {
    await rpc(url, `/printer/print/start?filename=${encodeURIComponent(file)}`, { method: 'POST' });
    if (expected === 'cancelled') {
      await new Promise((done) => setTimeout(done, 1000));
      await rpc(url, '/printer/print/cancel', { method: 'POST' });
    }
    for (let i = 0; i < 120; i++) {
      const body = await rpc(url, '/printer/objects/query?print_stats=state');
      if (body.result.status.print_stats.state === expected) break;
      await new Promise((done) => setTimeout(done, 500));
    }
    if (index === 0) await new Promise((done) => setTimeout(done, 500));
  }
}

/** Scroll to the bottom in steps (card bodies load as their place comes into view), then back. */
export async function scrollThrough(page) {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, 400);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    await page.waitForTimeout(250);
    if (atEnd) break;
  }
  await page.waitForTimeout(1000);
  await page.evaluate(() => window.scrollTo(0, 0));
}

export async function setTheme(page, dark) {
  await page.getByRole('button', { name: 'Open tools' }).click();
  const toggle = page.getByLabel('Light theme');
  if (dark) await toggle.uncheck();
  else await toggle.check();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
}
