// Layers of a parsed file (where each begins and at which height) and its extent.
import { MOVE_KIND, type GcodeBounds } from './types';

/**
 * The first move of each layer. The slicer's layer comments win; then SET_PRINT_STATS_INFO
 * CURRENT_LAYER; with neither, a layer begins where extrusion moves to a new height (the travel
 * that leads there included). Moves before the first layer (start G-code, purge line) belong to
 * the first layer; markers with no move after them make no layer.
 */
export function chooseLayers(
  moveCount: number,
  markers: readonly number[],
  statsInfo: readonly number[],
  byHeight: readonly number[],
): number[] {
  const found = markers.length > 0 ? markers : statsInfo.length > 0 ? statsInfo : byHeight;
  if (moveCount === 0) return [];
  const starts = [0];
  for (const start of found) {
    if (start > starts[starts.length - 1]! && start < moveCount) starts.push(start);
  }
  return starts;
}

/**
 * Height of each layer: Z of its first extruding move, else where its last move ends (a layer with
 * only travels), else the layer below's.
 */
export function layerHeights(
  firstMove: Uint32Array,
  moveCount: number,
  kind: Uint8Array,
  positions: Float32Array,
): Float32Array {
  const z = new Float32Array(firstMove.length);
  for (let l = 0; l < firstMove.length; l++) {
    const from = firstMove[l]!;
    const to = l + 1 < firstMove.length ? firstMove[l + 1]! : moveCount;
    let height = NaN;
    for (let m = from; m < to; m++) {
      if (kind[m] === MOVE_KIND.extrude) {
        height = positions[(m + 1) * 3 + 2]!;
        break;
      }
    }
    if (height !== height) height = to > from ? positions[to * 3 + 2]! : l > 0 ? z[l - 1]! : 0;
    z[l] = height;
  }
  return z;
}

/** A box (min x, y, z, max x, y, z) with nothing in it yet. */
export function emptyBox(): number[] {
  return [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
}

/**
 * Widen box to the point (x, y, z). Points are taken in the order of the moves (a tie keeps the
 * first: -0 and 0); a point taken twice changes nothing the second time.
 */
export function widen(box: number[], x: number, y: number, z: number): void {
  if (x < box[0]!) box[0] = x;
  if (x > box[3]!) box[3] = x;
  if (y < box[1]!) box[1] = y;
  if (y > box[4]!) box[4] = y;
  if (z < box[2]!) box[2] = z;
  if (z > box[5]!) box[5] = z;
}

/**
 * Extent of the extruding moves (both ends: `box`, widened as the moves were parsed), or of every
 * point when nothing extrudes.
 */
export function extent(
  box: readonly number[],
  moveCount: number,
  positions: Float32Array,
): GcodeBounds | null {
  if (moveCount === 0) return null;
  const all = [...box];
  if (all[0]! > all[3]!) {
    for (let p = 0; p <= moveCount; p++)
      widen(all, positions[p * 3]!, positions[p * 3 + 1]!, positions[p * 3 + 2]!);
  }
  return { min: [all[0]!, all[1]!, all[2]!], max: [all[3]!, all[4]!, all[5]!] };
}
