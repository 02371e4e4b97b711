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

/** Extent of the extruding moves (both ends), or of every point when nothing extrudes. */
export function extent(
  moveCount: number,
  kind: Uint8Array,
  positions: Float32Array,
): GcodeBounds | null {
  if (moveCount === 0) return null;
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const include = (point: number) => {
    for (let a = 0; a < 3; a++) {
      const v = positions[point * 3 + a]!;
      if (v < min[a]!) min[a] = v;
      if (v > max[a]!) max[a] = v;
    }
  };
  for (let m = 0; m < moveCount; m++) {
    if (kind[m] === MOVE_KIND.extrude) {
      include(m);
      include(m + 1);
    }
  }
  if (min[0] > max[0]) for (let p = 0; p <= moveCount; p++) include(p);
  return { min, max };
}
