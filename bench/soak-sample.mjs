// One memory sample of a page through the Chrome DevTools Protocol, for the soak run:
//   - the JS heap in use after a forced garbage collection (HeapProfiler.collectGarbage, twice, then
//     Runtime.getHeapUsage), in MB (10^6 bytes);
//   - DOM nodes, documents and JS event listeners (Memory.getDOMCounters; they count what the
//     renderer still holds, attached or not);
//   - detached DOM nodes: DOM.getDetachedDomNodes, which this Chromium has — the detached trees
//     still reachable from JS, as roots and as the nodes in them. The DOM domain is disabled again
//     after each sample, so the node ids it hands out do not keep those nodes alive.
// What a page holds for a moment (a camera frame being decoded, a batch of messages in flight)
// moves a single reading by half a megabyte: the heap and node figures are the lowest of READS
// readings, each after its own garbage collection, a second apart — what the page keeps.

/** The number of nodes in a CDP DOM.Node tree. */
function treeSize(node) {
  let n = 1;
  for (const child of node.children ?? []) n += treeSize(child);
  for (const doc of [node.contentDocument, node.templateContent]) if (doc) n += treeSize(doc);
  for (const shadow of node.shadowRoots ?? []) n += treeSize(shadow);
  return n;
}

const READS = 3;

/** One reading: the heap in use and the DOM counters after a garbage collection. */
async function readOnce(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return { heap: heap.usedSize, ...counters };
}

/** @param {import('playwright-core').CDPSession} cdp */
export async function sampleMemory(cdp) {
  await cdp.send('HeapProfiler.enable');
  const reads = [];
  for (let i = 0; i < READS; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 1000));
    reads.push(await readOnce(cdp));
  }
  const lowest = (key) => Math.min(...reads.map((r) => r[key]));
  let detachedRoots = Number.NaN;
  let detachedNodes = Number.NaN;
  try {
    await cdp.send('DOM.enable');
    const { detachedNodes: trees } = await cdp.send('DOM.getDetachedDomNodes');
    detachedRoots = trees.length;
    detachedNodes = trees.reduce((sum, t) => sum + treeSize(t.treeNode), 0);
  } finally {
    await cdp.send('DOM.disable').catch(() => undefined);
  }
  return {
    heapMB: lowest('heap') / 1e6,
    nodes: lowest('nodes'),
    documents: lowest('documents'),
    listeners: lowest('jsEventListeners'),
    detachedRoots,
    detachedNodes,
  };
}

/** Write a heap snapshot of the page (for Chrome's DevTools: Memory › Load) to `file`. */
export async function writeHeapSnapshot(cdp, file) {
  const { createWriteStream } = await import('node:fs');
  const out = createWriteStream(file);
  const onChunk = ({ chunk }) => out.write(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await new Promise((resolve) => out.end(resolve));
  }
}
