// gcode_move: G-code coordinate state (G90/G91, M82/M83, G92, offsets, speed/extrude factors).

import type { Coord, Toolhead } from './toolhead';

export class GCodeMove {
  absoluteCoordinates = true;
  absoluteExtrude = true;
  /** Requested feed rate in mm/s (status reports mm/min). */
  speed = 25;
  speedFactor = 1;
  extrudeFactor = 1;
  basePosition: Coord = [0, 0, 0, 0];
  homingOrigin: Coord = [0, 0, 0, 0];
  lastPosition: Coord = [0, 0, 0, 0];

  constructor(private readonly toolhead: Toolhead) {}

  /** gcode_position = lastPosition − basePosition. */
  gcodePosition(): Coord {
    return this.lastPosition.map((v, i) => v - (this.basePosition[i] ?? 0)) as Coord;
  }

  /** Applies the axis words of a G0/G1 to lastPosition and returns the toolhead target. */
  target(params: Record<string, number>): Coord {
    ['X', 'Y', 'Z'].forEach((axis, i) => {
      const v = params[axis];
      if (v === undefined) return;
      this.lastPosition[i] = this.absoluteCoordinates
        ? v + (this.basePosition[i] ?? 0)
        : (this.lastPosition[i] ?? 0) + v;
    });
    const e = params.E;
    if (e !== undefined) {
      const v = e * this.extrudeFactor;
      this.lastPosition[3] =
        this.absoluteCoordinates && this.absoluteExtrude
          ? v + this.basePosition[3]
          : this.lastPosition[3] + v;
    }
    return [...this.lastPosition];
  }

  /** G92: set the current G-code position without moving. */
  setPosition(params: Record<string, number>): void {
    const keys = Object.keys(params);
    ['X', 'Y', 'Z', 'E'].forEach((axis, i) => {
      const v = params[axis];
      if (keys.length > 0 && v === undefined) return;
      this.basePosition[i] = (this.lastPosition[i] ?? 0) - (v ?? 0);
    });
  }

  setOffset(axisIndex: number, offset: number): number {
    const delta = offset - (this.homingOrigin[axisIndex] ?? 0);
    this.homingOrigin[axisIndex] = offset;
    this.basePosition[axisIndex] = (this.basePosition[axisIndex] ?? 0) + delta;
    return delta;
  }

  /** After an error or homing: re-read the toolhead's commanded position. */
  resetLastPosition(): void {
    this.lastPosition = [...this.toolhead.position];
  }

  getStatus(): Record<string, unknown> {
    return {
      speed_factor: this.speedFactor,
      speed: this.speed * 60,
      extrude_factor: this.extrudeFactor,
      absolute_coordinates: this.absoluteCoordinates,
      absolute_extrude: this.absoluteExtrude,
      homing_origin: [...this.homingOrigin],
      position: [...this.lastPosition],
      gcode_position: this.gcodePosition(),
      axis_map: { X: 0, Y: 1, Z: 2, E: 3 },
    };
  }
}
