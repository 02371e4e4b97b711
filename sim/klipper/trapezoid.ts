// Motion planning maths, as Klipper's toolhead does it: a move accelerates from its start speed,
// cruises, and decelerates to its end speed; consecutive moves blend at their junction at the speed
// the junction-deviation model (square_corner_velocity) allows, instead of stopping at every corner.

export interface Profile {
  startV: number;
  cruiseV: number;
  endV: number;
  accelT: number;
  cruiseT: number;
  decelT: number;
  total: number;
  accel: number;
  dist: number;
}

/** The trapezoid (or triangle) of a move of `dist` mm from `startV` to `endV` capped at `maxV`. */
export function profile(
  dist: number,
  accel: number,
  maxV: number,
  startV: number,
  endV: number,
): Profile {
  const peak = Math.sqrt(Math.max(0, (2 * accel * dist + startV * startV + endV * endV) / 2));
  const cruiseV = Math.max(Math.min(maxV, peak), startV, endV, 1e-9);
  const accelT = (cruiseV - startV) / accel;
  const decelT = (cruiseV - endV) / accel;
  const accelD = (cruiseV * cruiseV - startV * startV) / (2 * accel);
  const decelD = (cruiseV * cruiseV - endV * endV) / (2 * accel);
  const cruiseT = Math.max(0, dist - accelD - decelD) / cruiseV;
  return {
    startV,
    cruiseV,
    endV,
    accelT,
    cruiseT,
    decelT,
    total: accelT + cruiseT + decelT,
    accel,
    dist,
  };
}

/** Distance covered `t` seconds into a move. */
export function distanceAt(p: Profile, t: number): number {
  if (t <= 0) return 0;
  if (t <= p.accelT) return p.startV * t + 0.5 * p.accel * t * t;
  const accelD = p.startV * p.accelT + 0.5 * p.accel * p.accelT * p.accelT;
  if (t <= p.accelT + p.cruiseT) return accelD + p.cruiseV * (t - p.accelT);
  const td = Math.min(t, p.total) - p.accelT - p.cruiseT;
  return Math.min(
    p.dist,
    accelD + p.cruiseV * p.cruiseT + p.cruiseV * td - 0.5 * p.accel * td * td,
  );
}

/** Speed `t` seconds into a move. */
export function velocityAt(p: Profile, t: number): number {
  if (t <= 0 || t >= p.total) return t <= 0 ? p.startV : p.endV;
  if (t < p.accelT) return p.startV + p.accel * t;
  if (t < p.accelT + p.cruiseT) return p.cruiseV;
  return Math.max(p.endV, p.cruiseV - p.accel * (t - p.accelT - p.cruiseT));
}

/**
 * The highest speed² at the junction of two moves (unit directions `prevDir` → `nextDir`), from the
 * junction deviation of square_corner_velocity, and the centripetal limit of each move's length.
 * A straight continuation has no junction limit (Infinity); a reversal has 0.
 */
export function junctionV2(
  prevDir: number[],
  nextDir: number[],
  squareCornerVelocity: number,
  accel: number,
  prevDist: number,
  nextDist: number,
): number {
  const dot = prevDir.reduce((sum, v, i) => sum + v * (nextDir[i] ?? 0), 0);
  const cosTheta = -dot;
  const sinHalf = Math.sqrt(Math.max(0.5 * (1 - cosTheta), 0));
  const cosHalf = Math.sqrt(Math.max(0.5 * (1 + cosTheta), 0));
  const oneMinusSin = 1 - sinHalf;
  if (oneMinusSin <= 1e-12) return Number.POSITIVE_INFINITY;
  if (cosHalf <= 1e-12) return 0;
  const deviation = (squareCornerVelocity * squareCornerVelocity * (Math.SQRT2 - 1)) / accel;
  const radius = sinHalf / oneMinusSin;
  const quarterTan = (0.25 * sinHalf) / cosHalf;
  return Math.min(
    radius * deviation * accel,
    2 * accel * prevDist * quarterTan,
    2 * accel * nextDist * quarterTan,
  );
}
