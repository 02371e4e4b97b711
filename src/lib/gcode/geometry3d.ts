// Geometry for the G-code preview's 3D view, as typed arrays a renderer uploads as they are (no
// object per move, no three.js here). Moves share the parser's points: move i is the line from point
// i to point i + 1, so a set of moves is an index buffer of point pairs.
//
// The pairs are ordered so that a large file can be drawn over several frames and in less detail
// from afar: the layers are dealt into `blocks` groups (layer L into block L mod blocks); each block
// holds its layers in order, each layer its moves in move order, and the blocks follow each other
// in an order that spreads them out (`blockOrder`). Drawing the first blocks shows the whole part at
// once with every n-th layer; each further block fills in. A range of layers is one contiguous
// slice per block (a draw range, never a rebuild); with one block the buffer is in move order.
import type { MoveKind } from './types';

export interface SegmentSet {
  /** Point index pairs (i, i + 1), one pair per chosen move, block by block (see above). */
  indices: Uint32Array;
  /** Number of chosen moves (pairs in `indices`). */
  count: number;
  /** Layers, at least 1: a file without layers is one layer; moves before layer 0 belong to it. */
  layers: number;
  /** Layer L goes to block L mod `blocks`. */
  blocks: number;
  /** The blocks in the order they are laid out and drawn (`blockOrder(blocks)`). */
  order: Uint32Array;
  /** Per layer: where its moves begin in `indices`, in pairs. */
  layerOffset: Uint32Array;
  /** Per layer: how many chosen moves it has. */
  layerSize: Uint32Array;
  /** Tools (extruders) of the chosen moves, ascending. */
  tools: number[];
}

/** What the builder reads of a parsed file (`ParsedGcode` fits). */
export interface MoveSource {
  moveCount: number;
  kind: Uint8Array;
  tool: Uint8Array;
  layerCount: number;
  layerFirstMove: Uint32Array;
}

/** About this many moves per block: what software rendering draws in some 30 ms. */
export const SEGMENTS_PER_BLOCK = 40_000;

/** How many blocks a set of `count` moves over `layers` layers is dealt into. */
export function blockCount(count: number, layers: number, perBlock = SEGMENTS_PER_BLOCK): number {
  return Math.max(1, Math.min(layers, Math.ceil(count / Math.max(1, perBlock))));
}

/**
 * The blocks 0 … blocks − 1 in an order where every prefix is spread over all of them (by their
 * bit-reversed numbers: 0, 4, 2, 6, 1, 5, 3, 7 for 8), so that the first m blocks draw about every
 * (blocks / m)-th layer.
 */
export function blockOrder(blocks: number): Uint32Array {
  let bits = 0;
  while (1 << bits < blocks) bits += 1;
  const reversed = (n: number) => {
    let v = 0;
    for (let i = 0; i < bits; i++) v |= ((n >> i) & 1) << (bits - 1 - i);
    return v;
  };
  const order = Array.from({ length: Math.max(1, blocks) }, (_, b) => b);
  return Uint32Array.from(order.sort((a, b) => reversed(a) - reversed(b)));
}

/**
 * Builds a `SegmentSet` a slice at a time, so that a file of millions of moves never holds the page
 * for long: call `step(n)` until it returns true, then read `result()`. Two passes: one counts the
 * moves of each layer (to place the layers and allocate the buffer once), one fills.
 */
export class SegmentBuilder {
  private readonly accept = new Uint8Array(256);
  private pass: 'count' | 'fill' | 'done' = 'count';
  private move = 0;
  private total = 0;
  private layer = 0;
  private nextLayerMove: number;
  /** Where the next pair of the current layer goes (fill pass), in pairs. */
  private at = 0;
  private blocks = 1;
  private order: Uint32Array = new Uint32Array([0]);
  private readonly tools = new Set<number>();
  private indices = new Uint32Array(0);
  private readonly layers: number;
  private readonly layerOffset: Uint32Array;
  private readonly layerSize: Uint32Array;

  constructor(
    private readonly source: MoveSource,
    kinds: readonly MoveKind[],
    private readonly perBlock = SEGMENTS_PER_BLOCK,
  ) {
    for (const k of kinds) this.accept[k] = 1;
    this.layers = Math.max(1, source.layerCount);
    this.layerOffset = new Uint32Array(this.layers);
    this.layerSize = new Uint32Array(this.layers);
    this.nextLayerMove = this.firstMoveOf(1);
  }

  /** First move of layer `l`; layer 0 starts at move 0, a missing layer never. */
  private firstMoveOf(l: number): number {
    return l < this.source.layerCount ? (this.source.layerFirstMove[l] as number) : Infinity;
  }

  /** Moves looked at so far over both passes, out of `2 × moveCount` (for a progress bar). */
  get progress(): number {
    const n = this.source.moveCount;
    if (this.pass === 'done' || n === 0) return 1;
    return (this.pass === 'count' ? this.move : n + this.move) / (2 * n);
  }

  /** Looks at up to `maxMoves` more moves; true once the set is complete. */
  step(maxMoves: number): boolean {
    if (this.pass === 'done') return true;
    const end = Math.min(this.source.moveCount, this.move + Math.max(1, maxMoves));
    if (this.pass === 'count') this.count(end);
    else this.fill(end);
    return this.finished();
  }

  private finished(): boolean {
    return this.pass === 'done';
  }

  private count(end: number): void {
    const { kind } = this.source;
    const { accept, layerSize } = this;
    let layer = this.layer;
    let next = this.nextLayerMove;
    let size = layerSize[layer] as number;
    for (let i = this.move; i < end; i++) {
      while (i >= next) {
        layerSize[layer] = size;
        layer += 1;
        next = this.firstMoveOf(layer + 1);
        size = layerSize[layer] as number;
      }
      size += accept[kind[i] as number] as number;
    }
    layerSize[layer] = size;
    this.layer = layer;
    this.nextLayerMove = next;
    this.move = end;
    if (end < this.source.moveCount) return;
    // Place the layers block by block, then fill from the first move again.
    for (let l = 0; l < this.layers; l++) this.total += layerSize[l] as number;
    this.blocks = blockCount(this.total, this.layers, this.perBlock);
    this.order = blockOrder(this.blocks);
    let offset = 0;
    for (const b of this.order) {
      for (let l = b; l < this.layers; l += this.blocks) {
        this.layerOffset[l] = offset;
        offset += layerSize[l] as number;
      }
    }
    this.indices = new Uint32Array(2 * this.total);
    this.pass = 'fill';
    this.move = 0;
    this.layer = 0;
    this.nextLayerMove = this.firstMoveOf(1);
    this.at = 0;
  }

  private fill(end: number): void {
    const { kind, tool } = this.source;
    const { accept, indices, layerOffset } = this;
    let layer = this.layer;
    let next = this.nextLayerMove;
    let at = this.at;
    let lastTool = -1;
    for (let i = this.move; i < end; i++) {
      while (i >= next) {
        layer += 1;
        next = this.firstMoveOf(layer + 1);
        at = layerOffset[layer] as number;
      }
      if (accept[kind[i] as number] === 0) continue;
      indices[2 * at] = i;
      indices[2 * at + 1] = i + 1;
      at += 1;
      const t = tool[i] as number;
      if (t !== lastTool) {
        this.tools.add(t);
        lastTool = t;
      }
    }
    this.layer = layer;
    this.nextLayerMove = next;
    this.at = at;
    this.move = end;
    if (end === this.source.moveCount) this.pass = 'done';
  }

  result(): SegmentSet {
    if (this.pass !== 'done') throw new Error('SegmentBuilder: not finished');
    return {
      indices: this.indices,
      count: this.total,
      layers: this.layers,
      blocks: this.blocks,
      order: this.order,
      layerOffset: this.layerOffset,
      layerSize: this.layerSize,
      tools: [...this.tools].sort((a, b) => a - b),
    };
  }
}

/** The whole set at once (small files, tests). */
export function buildSegments(
  source: MoveSource,
  kinds: readonly MoveKind[],
  perBlock = SEGMENTS_PER_BLOCK,
): SegmentSet {
  const builder = new SegmentBuilder(source, kinds, perBlock);
  while (!builder.step(1 << 20));
  return builder.result();
}

export interface IndexRange {
  /** First index to draw (2 per move). */
  start: number;
  /** Number of indices to draw. */
  count: number;
}

/**
 * The slices of `indices` that draw layers `from` to `to` (0-based, both included), one per block
 * that has moves there, in drawing order. `detail` blocks are drawn (all by default), plus always
 * the blocks of the range's first and last layers. Out-of-range layers are clamped; from after to
 * draws nothing.
 */
export function layerRanges(
  set: Pick<SegmentSet, 'layers' | 'blocks' | 'order' | 'layerOffset' | 'layerSize'>,
  from: number,
  to: number,
  detail = set.blocks,
): IndexRange[] {
  const { layers, blocks, order, layerOffset, layerSize } = set;
  const lo = Math.max(0, Math.min(layers - 1, Math.floor(from)));
  const hi = Math.max(0, Math.min(layers - 1, Math.floor(to)));
  const out: IndexRange[] = [];
  if (hi < lo) return out;
  const mod = (n: number) => ((n % blocks) + blocks) % blocks;
  for (let p = 0; p < blocks; p++) {
    const b = order[p] as number;
    if (p >= detail && b !== lo % blocks && b !== hi % blocks) continue;
    const first = lo + mod(b - lo);
    const last = hi - mod(hi - b);
    if (first > last) continue;
    const start = layerOffset[first] as number;
    const end = (layerOffset[last] as number) + (layerSize[last] as number);
    if (end > start) out.push({ start: 2 * start, count: 2 * (end - start) });
  }
  return out;
}

/**
 * How many blocks to draw so that the layers drawn are at most `targetPx` apart on screen, when
 * one layer is `layerPx` high there: all of them up close, fewer from afar.
 */
export function detailBlocks(blocks: number, layerPx: number, targetPx = 0.6): number {
  if (!(layerPx > 0) || !Number.isFinite(layerPx)) return blocks;
  return Math.max(1, Math.min(blocks, Math.ceil((blocks * layerPx) / targetPx)));
}

/** The layer a move belongs to (moves before the first layer belong to it); 0 without layers. */
export function layerOfMove(layerFirstMove: Uint32Array, layerCount: number, move: number): number {
  let lo = 0;
  let hi = layerCount - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((layerFirstMove[mid] as number) <= move) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}

/** Moves drawn by some ranges. */
export function rangeMoves(ranges: readonly IndexRange[]): number {
  return ranges.reduce((sum, r) => sum + r.count / 2, 0);
}
