// Where a page's main thread spends its time: a sampling CPU profile (CDP Profiler, 1 ms samples)
// over the measured span, summed by function (self and total time) and by script file; or a Chrome
// trace of the main thread, summed by event (script, style, layout, paint, compositing...).
import { printTable } from '../scripts/lib.mjs';

/** Start profiling the page of `cdp`; stop() resolves with the profile. */
export async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.send('Profiler.disable');
      return profile;
    },
  };
}

const fileOf = (url) => (url ? url.replace(/^.*\/(?=[^/]+$)/, '').replace(/\?.*$/, '') : '');

/** Print the self time of the busiest functions and of each script file (idle left out). */
export function profileSummary(profile, top = 30) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byFunction = new Map();
  const byFile = new Map();
  let busy = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busy += us;
    const file = fileOf(frame.url) || frame.functionName;
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
  }
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => [name, Math.round(us / 1000), Number(((100 * us) / busy).toFixed(1))]);
  console.log(`\nCPU profile: ${Math.round(busy / 1000)} ms busy (idle left out)`);
  printTable(['function (self time)', 'ms', '%'], rows(byFunction));
  console.log('');
  printTable(['file (self time)', 'ms', '%'], rows(byFile));
  // Inclusive time: every function on the stack of a sample gets the sample's time once.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map();
  for (const [id, us] of self) {
    if (byId.get(id)?.callFrame.functionName === '(idle)') continue;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at).callFrame;
      if (!frame.url) continue;
      const key = `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + us);
    }
  }
  console.log('');
  printTable(['function (total time)', 'ms', '%'], rows(total).slice(0, top * 2));
}

/** Trace categories of Chrome's performance panel: every main-thread task and what it did. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'cc',
  'v8',
  'toplevel',
];

/**
 * Print the self time (wall time) of each kind of event on the page's main thread (CrRendererMain)
 * in a Chrome trace, the busiest first. Tracing this much slows the page: compare shares, not sums.
 */
export function traceSummary(traceJson, top = 30) {
  const { traceEvents } = JSON.parse(traceJson);
  const main = traceEvents.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  // The page's renderer is the one whose main thread did the most.
  const events = (pid, tid) =>
    traceEvents.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur > 0);
  const busiest = main.map((m) => events(m.pid, m.tid)).sort((a, b) => b.length - a.length)[0];
  if (!busiest) return console.log('trace: no renderer main thread');
  busiest.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const count = new Map();
  const stack = [];
  const cost = (e) => e.dur;
  let total = 0;
  let tasks = 0;
  for (const e of busiest) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - cost(e));
    else {
      total += cost(e);
      tasks += 1;
    }
    self.set(e.name, (self.get(e.name) ?? 0) + cost(e));
    count.set(e.name, (count.get(e.name) ?? 0) + 1);
    stack.push(e);
  }
  const rows = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => [name, Math.round(us / 1000), count.get(name)]);
  // How many frames the page drew: each one lays out, paints and commits the page once.
  const frames = count.get('ProxyMain::BeginMainFrame::commit') ?? 0;
  console.log(
    `\ntrace: main thread tasks ${Math.round(total / 1000)} ms (wall time), ${tasks} tasks, ` +
      `${frames} frames committed`,
  );
  printTable(['event (self time)', 'ms', 'count'], rows);
}
