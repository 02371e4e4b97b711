// The 2D layer view: the bed, a faint image of the lower layers (built a slice per frame), the
// current layer's moves up to the chosen one, the objects and the nozzle. Zoom 0.95–20; input in
// useViewInput. With Settings › G-code preview › Animations on (and the browser not asking for
// reduced motion) a new layer fades in over the old one and zoom, pan and reset ease there over
// 250 ms, a frame at a time; otherwise both are instant.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import { useTranslation } from '../../../../locales/react';
import type { ParsedGcode } from '../../../../lib/gcode/types';
import {
  bedFromConfig,
  layerMoveRange,
  objectAt,
  RESET_VIEW,
  toWorld,
  viewTransform,
  type Transform,
  type ViewGeometry,
  type ViewState,
} from '../../../../lib/gcode/view2d';
import { ViewMotion } from '../../../../lib/gcode/view-tween';
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
  type StrokeOptions,
} from './paint';
import { useViewInput, ZOOM_STEP } from './useViewInput';
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

/** The user's wish for less motion (the operating system's setting, as the browser reports it). */
function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

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
  const [motion] = useState(() => new ViewMotion(RESET_VIEW));
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
  /** The layer drawn last and its moves; while a new layer fades in, the old one fades out. */
  const shownLayer = useRef({ result, layer, paths });
  const outgoing = useRef<typeof paths | null>(null);
  const animate = () => latest.current.options.showAnimations && !reducedMotion();

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
    const now = performance.now();
    const m = motion.frame(now);
    const transform = viewTransform(geometryOf(s), m.view);
    // The lower layers' image is built for where the view is going, and moved to where it is.
    const goal = m.moving ? viewTransform(geometryOf(s), motion.target) : transform;
    const strokeFor = (t: Transform): StrokeOptions => ({
      extrusionWidth: s.options.extrusionLineWidth,
      travelWidth: s.options.moveLineWidth,
      iconSize: s.options.retractionIconSize,
      pxPerMm: Math.abs(t.a),
    });
    const stroke = strokeFor(transform);
    const pxPerMm = stroke.pxPerMm;
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
        transform: goal,
        stroke: strokeFor(goal),
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
    const fading = m.layerIn < 1 ? outgoing.current : null;
    if (fading) {
      ctx.globalAlpha = 1 - m.layerIn;
      paintLayer(ctx, fading, s.palette, stroke);
      ctx.globalAlpha = m.layerIn;
    } else {
      outgoing.current = null;
    }
    paintLayer(ctx, s.paths, s.palette, stroke);
    ctx.globalAlpha = 1;
    if (s.marks) paintObjects(ctx, s.marks, s.palette, pxPerMm);
    if (s.nozzle && s.paths.end) paintNozzle(ctx, s.paths.end, s.palette, pxPerMm);
    if (lower.pending || m.moving) request();
  };

  const request = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      draw();
    });
  };

  // After every render: the frame reads the new scene; a new layer of the same file fades in.
  useEffect(() => {
    latest.current = scene;
    const last = shownLayer.current;
    if (last.result === result && last.layer !== layer) {
      outgoing.current = last.paths;
      motion.layerChanged(animate(), performance.now());
    }
    shownLayer.current = { result, layer, paths };
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

  const setView = (next: ViewState, animated: boolean) => {
    if (next === motion.target) return;
    motion.setView(next, animated && animate(), performance.now());
    request();
  };
  const objectUnder = (x: number, y: number): string | null => {
    const s = latest.current;
    if (!s.marks || !s.onObjectClick) return null;
    const transform = viewTransform(geometryOf(s), motion.target);
    const [wx, wy] = toWorld(transform, x, y);
    const hit = objectAt(s.marks.objects, wx, wy, MARKER_PX / Math.abs(transform.a));
    if (!hit) return null;
    const index = s.marks.objects.indexOf(hit);
    return s.marks.excluded[index] ? null : hit.name;
  };
  const { zoomBy, hoverObject, handlers } = useViewInput(canvas, {
    view: () => motion.target,
    geometry: () => geometryOf(latest.current),
    setView,
    objectUnder,
    onObjectClick: (name) => latest.current.onObjectClick?.(name),
  });

  const button = { bgcolor: 'background.paper', '&:hover': { bgcolor: 'action.hover' } };
  return (
    <Box ref={box} sx={{ position: 'relative', width: '100%', height }}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={props.label}
        aria-describedby={helpId}
        tabIndex={0}
        {...handlers}
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
          onClick={() => setView(RESET_VIEW, true)}
        >
          <CenterFocusStrong fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
