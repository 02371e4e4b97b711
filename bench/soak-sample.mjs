// One memory sample of a page through the Chrome DevTools Protocol, for the soak run:
//   - the JS heap in use after a forced garbage collection (HeapProfiler.collectGarbage, twice, then
//     Runtime.getHeapUsage), in MB (10^6 bytes);
//   - V8's compiled code in that heap: a heap snapshot's nodes of type "code" (functions' bytecode,
//     machine code, type feedback and their metadata). The JIT keeps compiling more of the page's
//     functions, and re-compiling them, for an hour and more; that is V8's cache, sized and dropped
//     by V8, not something the page keeps. The heap less this code is what the page's own objects,
//     strings, closures and arrays hold: where a leak of the page would show;
//   - DOM nodes, documents and JS event listeners (Memory.getDOMCounters; they count what the
//     renderer still holds, attached or not);
//   - detached DOM nodes: DOM.getDetachedDomNodes, which this Chromium has — the detached trees
//     still reachable from JS, as roots and as the nodes in them. The DOM domain is disabled again
//     after each sample, so the node ids it hands out do not keep those nodes alive.
// What a page holds for a moment moves a single reading by half a megabyte: a camera frame being
// decoded, a batch of messages in flight; in 60-minute runs a few readings were 0.4 MB up during
// the larger file's prints, back down the minute after. The heap and node figures are the
// lowest of READS readings, each after its own garbage collection, READ_GAP_MS apart (15 s in
// all) — what the page keeps.

/** The number of nodes in a CDP DOM.Node tree. */
function treeSize(node) {
  let n = 1;
  for (const child of node.children ?? []) n += treeSize(child);
  for (const doc of [node.contentDocument, node.templateContent]) if (doc) n += treeSize(doc);
  for (const shadow of node.shadowRoots ?? []) n += treeSize(shadow);
  return n;
}

const READS = 4;
const READ_GAP_MS = 5000;

/** One reading: the heap in use and the DOM counters after a garbage collection. */
async function readOnce(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return { heap: heap.usedSize, ...counters };
}

/** The bytes of V8's compiled code in a heap snapshot (its JSON text): nodes of type "code". */
export function codeBytes(snapshotText) {
  const snapshot = JSON.parse(snapshotText);
  const fields = snapshot.snapshot.meta.node_fields;
  const code = snapshot.snapshot.meta.node_types[0].indexOf('code');
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const { nodes } = snapshot;
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length)
    if (nodes[i + typeAt] === code) bytes += nodes[i + sizeAt];
  return bytes;
}

/** A heap snapshot of the page, as the JSON text Chrome's DevTools load (Memory › Load). */
export async function takeHeapSnapshot(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return chunks.join('');
}

/**
 * One sample; `keepSnapshot(text)`, when given, receives the heap snapshot the code was counted
 * in (to write it out).
 * @param {import('playwright-core').CDPSession} cdp
 */
export async function sampleMemory(cdp, keepSnapshot) {
  await cdp.send('HeapProfiler.enable');
  const reads = [];
  for (let i = 0; i < READS; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, READ_GAP_MS));
    reads.push(await readOnce(cdp));
  }
  const lowest = (key) => Math.min(...reads.map((r) => r[key]));
  const snapshot = await takeHeapSnapshot(cdp);
  const code = codeBytes(snapshot);
  await keepSnapshot?.(snapshot);
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
  const heap = lowest('heap');
  return {
    heapMB: heap / 1e6,
    codeMB: code / 1e6,
    objectsMB: (heap - code) / 1e6,
    nodes: lowest('nodes'),
    documents: lowest('documents'),
    listeners: lowest('jsEventListeners'),
    detachedRoots,
    detachedNodes,
  };
}
