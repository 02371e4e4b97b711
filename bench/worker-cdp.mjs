// Chrome DevTools Protocol sessions of a page's dedicated workers (auto-attached, non-flattened:
// messages go through Target.sendMessageToTarget), for figures only a worker can report, such
// as its heap and ArrayBuffer memory.

/** @param {import('playwright-core').Page} page */
export async function workerSessions(page) {
  const cdp = await page.context().newCDPSession(page);
  /** @type {string[]} */
  const workers = [];
  const pending = new Map();
  let nextId = 1;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') workers.push(event.sessionId);
  });
  cdp.on('Target.detachedFromTarget', (event) => {
    const i = workers.indexOf(event.sessionId);
    if (i >= 0) workers.splice(i, 1);
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message);
    const done = pending.get(message.id);
    if (done) {
      pending.delete(message.id);
      done(message);
    }
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  /** Send a CDP command to a worker; resolves with its result, or null when it is gone. */
  function send(sessionId, method, params = {}) {
    const id = nextId++;
    return new Promise((resolve) => {
      // A worker that ends meanwhile never answers: give up after a second.
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(null);
      }, 1000);
      pending.set(id, (message) => {
        clearTimeout(timer);
        resolve(message.result ?? null);
      });
      cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method, params }),
        })
        .catch(() => {
          clearTimeout(timer);
          pending.delete(id);
          resolve(null);
        });
    });
  }
  return { workers, send };
}

/**
 * Sample every worker's memory (JS heap + Blink objects + ArrayBuffer backing stores) every
 * `everyMs` until stop() is called; stop() resolves with the peak in bytes.
 */
export async function samplePeakWorkerMemory(page, everyMs = 20) {
  const { workers, send } = await workerSessions(page);
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const sessionId of [...workers]) {
        const usage = await send(sessionId, 'Runtime.getHeapUsage');
        if (usage) {
          const total =
            usage.usedSize + (usage.embedderHeapUsedSize ?? 0) + (usage.backingStorageSize ?? 0);
          if (total > peak) {
            peak = total;
            if (process.env.PRINTDECK_BENCH_DEBUG) console.log('peak', JSON.stringify(usage));
          }
        }
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}
