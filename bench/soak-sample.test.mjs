// The soak's count of V8's compiled code in a heap snapshot (soak-sample.mjs); in `npm test`.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { codeBytes } from './soak-sample.mjs';

/** A heap snapshot's JSON text with `nodes` as [type, self_size] pairs. */
function snapshotText(nodes) {
  return JSON.stringify({
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure', 'native']],
      },
    },
    nodes: nodes.flatMap(([type, size], id) => [type, 0, id, size, 0]),
    edges: [],
    strings: [''],
  });
}

test('counts the self size of the nodes of type "code", and only those', () => {
  const CODE = 4;
  const cases = [
    // [type index, self size] per node, code bytes
    [[], 0],
    [
      [
        [3, 100],
        [5, 64],
        [2, 40],
      ],
      0,
    ],
    [[[CODE, 1000]], 1000],
    [
      [
        [CODE, 1000],
        [3, 500],
        [CODE, 24],
        [5, 32],
        [6, 4096],
      ],
      1024,
    ],
  ];
  for (const [nodes, bytes] of cases) assert.equal(codeBytes(snapshotText(nodes)), bytes);
});
