// jsdom has no canvas: a stand-in for Path2D (vi.stubGlobal('Path2D', InertPath)) into which the
// G-code views trace their paths, and nothing is drawn.
export class InertPath {
  moveTo() {}
  lineTo() {}
  arc() {}
  rect() {}
  closePath() {}
}
