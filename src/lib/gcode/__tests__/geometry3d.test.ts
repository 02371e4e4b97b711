import { describe, expect, it } from 'vitest';
import {
  SegmentBuilder,
  blockCount,
  blockOrder,
  buildSegments,
  detailBlocks,
  layerOfMove,
  layerRanges,
  rangeMoves,
  type MoveSource,
} from '../geometry3d';
import { MOVE_KIND } from '../types';

const { travel: T, extrude: E, retract: R, unretract: U } = MOVE_KIND;

/** Moves by kind, with layers starting at the given moves; tools default to 0. */
function source(kinds: number[], layerFirstMove: number[], tools?: number[]): MoveSource {
  // Longer arrays than the counts, as the worker transfers them.
  const kind = new Uint8Array(kinds.length + 5);
  kind.set(kinds);
  kind.fill(E, kinds.length);
  const tool = new Uint8Array(kinds.length + 5);
  if (tools) tool.set(tools);
  const lfm = new Uint32Array(layerFirstMove.length + 3);
  lfm.set(layerFirstMove);
  return {
    moveCount: kinds.length,
    kind,
    tool,
    layerCount: layerFirstMove.length,
    layerFirstMove: lfm,
  };
}

describe('buildSegments', () => {
  it.each([
    {
      what: 'extrusions only, in move order',
      kinds: [T, E, E, R, T, U, E],
      layers: [0, 4],
      want: [E],
      pairs: [1, 2, 2, 3, 6, 7],
      sizes: [2, 1],
    },
    {
      what: 'travels',
      kinds: [T, E, E, R, T, U, E],
      layers: [0, 4],
      want: [T],
      pairs: [0, 1, 4, 5],
      sizes: [1, 1],
    },
    {
      what: 'moves before the first layer belong to it',
      kinds: [E, T, E, E, E],
      layers: [2, 3],
      want: [E],
      pairs: [0, 1, 2, 3, 3, 4, 4, 5],
      sizes: [2, 2],
    },
    {
      what: 'an empty layer and one past the end',
      kinds: [E, E, T, E],
      layers: [0, 2, 3, 9],
      want: [E],
      pairs: [0, 1, 1, 2, 3, 4],
      sizes: [2, 0, 1, 0],
    },
    {
      what: 'two layers starting at the same move',
      kinds: [E, E, E],
      layers: [0, 1, 1],
      want: [E],
      pairs: [0, 1, 1, 2, 2, 3],
      sizes: [1, 0, 2],
    },
    {
      what: 'no layers: one',
      kinds: [E, T, E],
      layers: [],
      want: [E],
      pairs: [0, 1, 2, 3],
      sizes: [2],
    },
    { what: 'no moves', kinds: [], layers: [], want: [E], pairs: [], sizes: [0] },
  ])('$what', ({ kinds, layers, want, pairs, sizes }) => {
    const set = buildSegments(source(kinds, layers), want as never);
    expect([...set.indices]).toEqual(pairs);
    expect(set.count).toBe(pairs.length / 2);
    expect(set.blocks).toBe(1);
    expect(set.layers).toBe(sizes.length);
    expect([...set.layerSize]).toEqual(sizes);
    // One block: the layers follow each other.
    const offsets = sizes.map((_, l) => sizes.slice(0, l).reduce((a, b) => a + b, 0));
    expect([...set.layerOffset]).toEqual(offsets);
  });

  it('deals the layers into blocks, each in layer and move order', () => {
    // 5 layers of 2, 1, 3, 1, 2 extrusions; at most 3 per block → 3 blocks.
    const kinds = [E, E, E, E, E, E, E, E, E];
    const set = buildSegments(source(kinds, [0, 2, 3, 6, 7]), [E], 3);
    expect(set.blocks).toBe(3);
    // Block 0: layers 0 and 3; block 1: layers 1 and 4; block 2: layer 2; drawn 0, 2, 1.
    expect([...set.order]).toEqual([0, 2, 1]);
    const moves = [];
    for (let p = 0; p < set.indices.length; p += 2) moves.push(set.indices[p]);
    expect(moves).toEqual([0, 1, 6, 3, 4, 5, 2, 7, 8]);
    expect([...set.layerOffset]).toEqual([0, 6, 3, 2, 7]);
    expect([...set.layerSize]).toEqual([2, 1, 3, 1, 2]);
  });

  it('lists the tools of the chosen moves only', () => {
    const src = source([E, T, E, E, T], [0], [1, 3, 1, 0, 2]);
    expect(buildSegments(src, [E]).tools).toEqual([0, 1]);
    expect(buildSegments(src, [T]).tools).toEqual([2, 3]);
  });

  it.each([1, 2, 3, 7, 1000])('gives the same result in slices of %i moves', (slice) => {
    const kinds = Array.from({ length: 57 }, (_, i) => [T, E, E, R, U][i % 5] as number);
    const layers = [0, 5, 11, 30, 31, 50];
    const whole = buildSegments(source(kinds, layers), [E], 4);
    const builder = new SegmentBuilder(source(kinds, layers), [E], 4);
    let steps = 0;
    let last = -1;
    while (!builder.step(slice)) {
      expect(builder.progress).toBeGreaterThan(last);
      last = builder.progress;
      steps += 1;
    }
    expect(builder.progress).toBe(1);
    expect(steps).toBeGreaterThanOrEqual(Math.ceil((2 * 57) / slice) - 2);
    const sliced = builder.result();
    expect(sliced.blocks).toBeGreaterThan(1);
    expect([...sliced.indices]).toEqual([...whole.indices]);
    expect([...sliced.layerOffset]).toEqual([...whole.layerOffset]);
  });

  it('refuses to give an unfinished result', () => {
    const builder = new SegmentBuilder(source([E, E], [0]), [E]);
    builder.step(1);
    expect(() => builder.result()).toThrow();
  });
});

describe('blockCount', () => {
  it.each([
    [0, 10, 1],
    [100, 10, 1],
    [40_000, 10, 1],
    [40_001, 10, 2],
    [3_000_000, 1250, 75],
    [3_000_000, 20, 20], // never more blocks than layers
    [3_000_000, 1, 1],
  ])('%i moves over %i layers → %i blocks', (count, layers, blocks) =>
    expect(blockCount(count, layers)).toBe(blocks),
  );
});

describe('blockOrder', () => {
  it.each([
    [1, [0]],
    [2, [0, 1]],
    [3, [0, 2, 1]],
    [5, [0, 4, 2, 1, 3]],
    [8, [0, 4, 2, 6, 1, 5, 3, 7]],
  ])('%i blocks → %j', (blocks, order) => expect([...blockOrder(blocks)]).toEqual(order));

  it('spreads every prefix over the blocks', () => {
    const order = [...blockOrder(75)];
    expect(new Set(order).size).toBe(75);
    // The first 5 blocks leave no gap of more than 32 blocks.
    const first = order.slice(0, 5).sort((a, b) => a - b);
    const gaps = first.map((b, i) => ((first[(i + 1) % 5] as number) - b + 75) % 75);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(32);
  });
});

describe('detailBlocks', () => {
  it.each([
    [75, 0.2, 25], // layers a fifth of a pixel apart: every third layer is enough
    [75, 0.6, 75],
    [75, 3, 75],
    [75, 0.001, 1],
    [75, 0, 75], // no height: everything
    [75, Number.NaN, 75],
    [1, 0.01, 1],
  ])('%i blocks, layers %f px apart → %i', (blocks, px, want) =>
    expect(detailBlocks(blocks, px)).toBe(want),
  );
});

describe('layerRanges', () => {
  // 5 layers of 2, 1, 3, 1, 2 moves in 3 blocks drawn in the order 0, 2, 1: block 0 = layers 0
  // and 3 (moves 0–2), block 2 = layer 2 (3–5), block 1 = layers 1 and 4 (6–8).
  const set = {
    layers: 5,
    blocks: 3,
    order: new Uint32Array([0, 2, 1]),
    layerOffset: new Uint32Array([0, 6, 3, 2, 7]),
    layerSize: new Uint32Array([2, 1, 3, 1, 2]),
  };
  const moves = (from: number, to: number, detail?: number) =>
    layerRanges(set, from, to, detail).map((r) => [r.start / 2, r.count / 2]);
  it.each([
    [
      0,
      4,
      [
        [0, 3],
        [3, 3],
        [6, 3],
      ],
    ], // all: every block whole
    [0, 0, [[0, 2]]],
    [1, 1, [[6, 1]]],
    [3, 3, [[2, 1]]],
    [
      1,
      3,
      [
        [2, 1],
        [3, 3],
        [6, 1],
      ],
    ],
    [
      3,
      4,
      [
        [2, 1],
        [7, 2],
      ],
    ],
    [
      2,
      9,
      [
        [2, 1],
        [3, 3],
        [7, 2],
      ],
    ], // clamped
    [-3, 0, [[0, 2]]],
    [3, 2, []],
  ])('layers %i to %i → moves [start, count] %j', (from, to, want) =>
    expect(moves(from, to)).toEqual(want),
  );

  it.each([
    [
      1,
      0,
      4,
      [
        [0, 3],
        [6, 3],
      ],
    ], // block 0, and block 1 for the top layer 4
    [
      1,
      1,
      2,
      [
        [3, 3],
        [6, 1],
      ],
    ], // the first and last layers' blocks 1 and 2, not block 0
    [
      2,
      0,
      4,
      [
        [0, 3],
        [3, 3],
        [6, 3],
      ],
    ],
    [0, 2, 2, [[3, 3]]],
  ])('with %i blocks of detail, layers %i to %i → %j', (detail, from, to, want) =>
    expect(moves(from, to, detail)).toEqual(want),
  );

  it('draws what buildSegments built, one range for one block', () => {
    const set1 = buildSegments(source([E, T, E, E], [0, 2]), [E]);
    expect(layerRanges(set1, 0, 1)).toEqual([{ start: 0, count: 6 }]);
    expect(layerRanges(set1, 1, 1)).toEqual([{ start: 2, count: 4 }]);
  });

  it.each([20, 45, 1000])(
    'covers every move of a range exactly once (%i moves per block)',
    (perBlock) => {
      const kinds = Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? T : E));
      const layers = Array.from({ length: 23 }, (_, l) => l * 13);
      const built = buildSegments(source(kinds, layers), [E], perBlock);
      for (const [from, to] of [
        [0, 22],
        [4, 17],
        [9, 9],
      ] as const) {
        const seen: number[] = [];
        for (const r of layerRanges(built, from, to)) {
          for (let k = r.start; k < r.start + r.count; k += 2)
            seen.push(built.indices[k] as number);
        }
        const want = [];
        for (let i = from * 13; i < (to === 22 ? 300 : (to + 1) * 13); i++) {
          if (kinds[i] === E) want.push(i);
        }
        expect(seen.sort((a, b) => a - b)).toEqual(want);
        expect(rangeMoves(layerRanges(built, from, to))).toBe(want.length);
      }
    },
  );
});

describe('layerOfMove', () => {
  const first = new Uint32Array([3, 10, 10, 20, 0, 0]); // longer than the count, as transferred
  it.each([
    [0, 0], // before the first layer: in it
    [3, 0],
    [9, 0],
    [10, 2], // layer 1 is empty: its first move starts layer 2 too
    [19, 2],
    [20, 3],
    [5000, 3],
  ])('move %i → layer %i', (move, layer) => expect(layerOfMove(first, 4, move)).toBe(layer));

  it('is 0 without layers', () => expect(layerOfMove(new Uint32Array(0), 0, 7)).toBe(0));
});
