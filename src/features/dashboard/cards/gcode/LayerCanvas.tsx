// The 2D layer view: the bed, a faint image of the lower layers (built a slice per frame), the
// current layer's moves up to the chosen one, the objects and the nozzle. Wheel and pinch zoom
// (0.95–20), drag pans, a click on an object asks to exclude it; keys: arrows pan, + − zoom, 0 resets.
import { useEffect, useId, useMemo, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import { useTranslation } from 'react-i18next';
import type { ParsedGcode } from '../../../../lib/gcode/types';
import {
  bedFromConfig,
  layerMoveRange,
  objectAt,
  panBy,
  RESET_VIEW,
  toWorld,
  viewTransform,
  zoomAt,
  type ViewGeometry,
  type ViewState,
} from '../../../../lib/gcode/view2d';
import { visuallyHidden } from '../../../../components/visually-hidden';
import { usePrinter } from '../../../../state/printer';
import { useSettings } from '../../../../state/settings';
import { LowerLayerImage } from './lowerLayers';
import {
  MARKER_PX,
  paintBed,
  paintLayer,
  paintNozzle,
  paintObjects,
  paletteFor,
  setWorldTransform,
  strokeExtrusions,
  traceExtrusions,
  traceLayer,
  type ObjectMarks,
} from './paint';
import gcodeMessages from '../../../../locales/en/gcode.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(gcodeMessages);

interface Props {
  result: ParsedGcode;
  layer: number;
  /** Moves of the layer shown; null: all. */
  moves: number | null;
  travels: boolean;
  retractions: boolean;
  /** Per move object → excluded. */
  mask: Uint8Array;
  marks: ObjectMarks | null;
  /** Show where the nozzle is (following a print). */
  nozzle: boolean;
  /** A click on an object that is not excluded; null: objects are not clickable. */
  onObjectClick: ((name: string) => void) | null;
  label: string;
}

/** Per frame, at most this long on the lower layers' image. */
const FRAME_BUDGET_MS = 6;
const KEY_PAN_PX = 40;
const ZOOM_STEP = 1.25;

function canvasHeight(width: number): number {
  return Math.round(Math.min(400, Math.max(240, width * 0.7)));
}

export function LayerCanvas(props: Props) {
  const { t } = useTranslation();
  const helpId = useId();
  const dark = useTheme().palette.mode === 'dark';
  const options = useSettings((s) => s.gcodePreview);
  const config = usePrinter((s) => s.status.configfile?.settings);
  const bed = useMemo(() => bedFromConfig(config), [config]);
  const { result, layer, moves, mask, travels, retractions } = props;

  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const height = canvasHeight(width);
  const view = useRef<ViewState>(RESET_VIEW);
  const lower = useMemo(() => new LowerLayerImage(result), [result]);

  const [first, end] = layerMoveRange(result, layer);
  const to = moves === null ? end : Math.min(end, first + moves);
  const paths = useMemo(
    () => traceLayer(result, first, to, mask, travels, retractions),
    [result, first, to, mask, travels, retractions],
  );
  const previous = useMemo(() => {
    if (options.groupLowerLayers || layer === 0) return null;
    const [from, until] = layerMoveRange(result, layer - 1);
    return traceExtrusions(result, from, until, mask);
  }, [options.groupLowerLayers, layer, result, mask]);

  // Everything a frame draws, read by the frame (not captured by it).
  const scene = {
    ...props,
    bed,
    options,
    palette: paletteFor(dark),
    paths,
    previous,
    lower,
    width,
    height,
  };
  const latest = useRef(scene);
  const frame = useRef(0);

  const geometryOf = (s: typeof scene): ViewGeometry => ({
    bed: s.bed,
    width: s.width,
    height: s.height,
    flipHorizontal: s.options.flipHorizontal,
    flipVertical: s.options.flipVertical,
  });

  const draw = () => {
    const s = latest.current;
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx || s.width <= 0) return;
    const dpr = window.devicePixelRatio || 1;
    const w = Math.round(s.width * dpr);
    const h = Math.round(s.height * dpr);
    if (element.width !== w) element.width = w;
    if (element.height !== h) element.height = h;
    const transform = viewTransform(geometryOf(s), view.current);
    const pxPerMm = Math.abs(transform.a);
    const stroke = {
      extrusionWidth: s.options.extrusionLineWidth,
      travelWidth: s.options.moveLineWidth,
      iconSize: s.options.retractionIconSize,
      pxPerMm,
    };
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    setWorldTransform(ctx, transform, dpr);
    paintBed(ctx, s.bed, s.palette, s.options.drawBackground, pxPerMm);

    const lower = s.lower;
    lower.want(
      {
        width: w,
        height: h,
        dpr,
        transform,
        stroke,
        colour: s.palette.lower,
        excludedColour: s.palette.lowerExcluded,
        mask: s.mask,
      },
      s.layer,
    );
    lower.work(FRAME_BUDGET_MS);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    lower.blit(ctx, transform);

    setWorldTransform(ctx, transform, dpr);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    if (s.previous) {
      strokeExtrusions(ctx, s.previous.excluded, s.palette.lowerExcluded, stroke);
      strokeExtrusions(ctx, s.previous.kept, s.palette.previous, stroke);
    }
    paintLayer(ctx, s.paths, s.palette, stroke);
    if (s.marks) paintObjects(ctx, s.marks, s.palette, pxPerMm);
    if (s.nozzle && s.paths.end) paintNozzle(ctx, s.paths.end, s.palette, pxPerMm);
    if (lower.pending) request();
  };

  const request = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      draw();
    });
  };

  // After every render: the frame reads the new scene.
  useEffect(() => {
    latest.current = scene;
    request();
  });
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth);
      return;
    }
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      setWidth((current) => (current === next ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const setView = (next: ViewState) => {
    if (next === view.current) return;
    view.current = next;
    request();
  };
  const zoomBy = (factor: number, cx?: number, cy?: number) => {
    const s = latest.current;
    setView(zoomAt(geometryOf(s), view.current, factor, cx ?? s.width / 2, cy ?? s.height / 2));
  };

  // The wheel zooms around the pointer; the listener is not passive, so the page does not scroll.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      zoomBy(Math.exp(-delta * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
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
  const objectUnder = (x: number, y: number): string | null => {
    const s = latest.current;
    if (!s.marks || !s.onObjectClick) return null;
    const transform = viewTransform(geometryOf(s), view.current);
    const [wx, wy] = toWorld(transform, x, y);
    const hit = objectAt(s.marks.objects, wx, wy, MARKER_PX / Math.abs(transform.a));
    if (!hit) return null;
    const index = s.marks.objects.indexOf(hit);
    return s.marks.excluded[index] ? null : hit.name;
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
      if (g.moved) setView(panBy(view.current, at[0] - before[0], at[1] - before[1]));
      return;
    }
    const old = pinch();
    pointers.current.set(event.pointerId, at);
    const now = pinch();
    if (!old || !now || old.distance === 0) return;
    const s = latest.current;
    const zoomed = zoomAt(
      geometryOf(s),
      view.current,
      now.distance / old.distance,
      now.mid[0],
      now.mid[1],
    );
    setView(panBy(zoomed, now.mid[0] - old.mid[0], now.mid[1] - old.mid[1]));
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const click = pointers.current.size === 1 && !gesture.current.moved;
    pointers.current.delete(event.pointerId);
    if (!click || event.type !== 'pointerup') return;
    const [x, y] = local(event);
    const name = objectUnder(x, y);
    if (name) latest.current.onObjectClick?.(name);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLCanvasElement>) => {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_PAN_PX, 0],
      ArrowRight: [KEY_PAN_PX, 0],
      ArrowUp: [0, -KEY_PAN_PX],
      ArrowDown: [0, KEY_PAN_PX],
    };
    const pan = pans[event.key];
    if (pan) setView(panBy(view.current, pan[0], pan[1]));
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0') setView(RESET_VIEW);
    else return;
    event.preventDefault();
  };

  const button = { bgcolor: 'background.paper', '&:hover': { bgcolor: 'action.hover' } };
  return (
    <Box ref={box} sx={{ position: 'relative', width: '100%', height }}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={props.label}
        aria-describedby={helpId}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerLeave={() => setHoverObject(false)}
        onKeyDown={onKeyDown}
        style={{
          display: 'block',
          width: width || '100%',
          height,
          touchAction: 'none',
          cursor: hoverObject ? 'pointer' : 'grab',
        }}
      />
      <Box id={helpId} sx={visuallyHidden}>
        {t('gcode.canvasHelp')}
      </Box>
      <Box sx={{ position: 'absolute', top: 4, right: 4, display: 'flex', gap: 0.5 }}>
        <IconButton
          size="small"
          sx={button}
          aria-label={t('gcode.zoomIn')}
          title={t('gcode.zoomIn')}
          onClick={() => zoomBy(ZOOM_STEP)}
        >
          <ZoomIn fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          sx={button}
          aria-label={t('gcode.zoomOut')}
          title={t('gcode.zoomOut')}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        >
          <ZoomOut fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          sx={button}
          aria-label={t('gcode.resetView')}
          title={t('gcode.resetView')}
          onClick={() => setView(RESET_VIEW)}
        >
          <CenterFocusStrong fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
