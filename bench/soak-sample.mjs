// One memory sample of a page through the Chrome DevTools Protocol, for the soak run:
//   - the JS heap in use after a forced garbage collection (HeapProfiler.collectGarbage, twice, then
//     Runtime.getHeapUsage), in MB (10^6 bytes);
//   - DOM nodes, documents and JS event listeners (Memory.getDOMCounters; they count what the
//     renderer still holds, attached or not);
//   - detached DOM nodes: DOM.getDetachedDomNodes, which this Chromium has — the detached trees
//     still reachable from JS, as roots and as the nodes in them. The DOM domain is disabled again
//     after each sample, so the node ids it hands out do not keep those nodes alive.
// Every figure is taken after the same garbage collection.

/** The number of nodes in a CDP DOM.Node tree. */
function treeSize(node) {
  let n = 1;
  for (const child of node.children ?? []) n += treeSize(child);
  for (const doc of [node.contentDocument, node.templateContent]) if (doc) n += treeSize(doc);
  for (const shadow of node.shadowRoots ?? []) n += treeSize(shadow);
  return n;
}

/** @param {import('playwright-core').CDPSession} cdp */
export async function sampleMemory(cdp) {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
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
    heapMB: heap.usedSize / 1e6,
    nodes: counters.nodes,
    documents: counters.documents,
    listeners: counters.jsEventListeners,
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
