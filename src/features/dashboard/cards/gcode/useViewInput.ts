// The 2D layer view's input: the wheel and a pinch zoom around the pointer, a drag pans, a click
// on an object asks to exclude it, and keys (arrows pan, + − zoom, 0 resets). A drag, a pinch and
// a touchpad move the view at once, under the fingers; the buttons, the keys and a mouse wheel's
// notch ask for a change that may animate (the canvas decides).
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  panBy,
  RESET_VIEW,
  zoomAt,
  type ViewGeometry,
  type ViewState,
} from '../../../../lib/gcode/view2d';

const KEY_PAN_PX = 40;
export const ZOOM_STEP = 1.25;

export interface ViewInput {
  /** The view asked for (where a running animation ends). */
  view(): ViewState;
  geometry(): ViewGeometry;
  /** Change the view; `animate`: it may ease there (else it jumps, following a pointer). */
  setView(next: ViewState, animate: boolean): void;
  /** The name of a clickable object under a point of the canvas, if any. */
  objectUnder(x: number, y: number): string | null;
  onObjectClick(name: string): void;
}

export function useViewInput(canvas: React.RefObject<HTMLCanvasElement | null>, input: ViewInput) {
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });

  const zoomBy = (factor: number, cx?: number, cy?: number, animate = true) => {
    const { geometry, view, setView } = latest.current;
    const g = geometry();
    setView(zoomAt(g, view(), factor, cx ?? g.width / 2, cy ?? g.height / 2), animate);
  };

  // The wheel zooms around the pointer; the listener is not passive, so the page does not scroll.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      // A mouse wheel's notch eases; a touchpad's stream of small steps follows the fingers.
      const notch = event.deltaMode !== 0 || Math.abs(event.deltaY) >= 50;
      const [x, y] = [event.clientX - rect.left, event.clientY - rect.top];
      zoomBy(Math.exp(-delta * 0.0015), x, y, notch);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  const pointers = useRef(new Map<number, [number, number]>());
  const gesture = useRef({ moved: false, startX: 0, startY: 0 });
  const [hoverObject, setHoverObject] = useState(false);

  const local = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const rect = event.currentTarget.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  };
  const pinch = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return null;
    return {
      distance: Math.hypot(a[0] - b[0], a[1] - b[1]),
      mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = local(event);
    pointers.current.set(event.pointerId, at);
    if (pointers.current.size === 1)
      gesture.current = { moved: false, startX: at[0], startY: at[1] };
    else gesture.current.moved = true;
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const { view, setView, geometry, objectUnder } = latest.current;
    const at = local(event);
    const before = pointers.current.get(event.pointerId);
    if (!before) {
      setHoverObject(objectUnder(at[0], at[1]) !== null);
      return;
    }
    if (pointers.current.size === 1) {
      const g = gesture.current;
      if (!g.moved && Math.hypot(at[0] - g.startX, at[1] - g.startY) > 4) g.moved = true;
      pointers.current.set(event.pointerId, at);
      if (g.moved) setView(panBy(view(), at[0] - before[0], at[1] - before[1]), false);
      return;
    }
    const old = pinch();
    pointers.current.set(event.pointerId, at);
    const now = pinch();
    if (!old || !now || old.distance === 0) return;
    const zoomed = zoomAt(geometry(), view(), now.distance / old.distance, now.mid[0], now.mid[1]);
    setView(panBy(zoomed, now.mid[0] - old.mid[0], now.mid[1] - old.mid[1]), false);
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const click = pointers.current.size === 1 && !gesture.current.moved;
    pointers.current.delete(event.pointerId);
    if (!click || event.type !== 'pointerup') return;
    const [x, y] = local(event);
    const name = latest.current.objectUnder(x, y);
    if (name) latest.current.onObjectClick(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const { view, setView } = latest.current;
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_PAN_PX, 0],
      ArrowRight: [KEY_PAN_PX, 0],
      ArrowUp: [0, -KEY_PAN_PX],
      ArrowDown: [0, KEY_PAN_PX],
    };
    const pan = pans[event.key];
    if (pan) setView(panBy(view(), pan[0], pan[1]), true);
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') setView(RESET_VIEW, true);
    else return;
    event.preventDefault();
  };

  return {
    zoomBy,
    hoverObject,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onPointerLeave: () => setHoverObject(false),
      onKeyDown,
    },
  };
}
