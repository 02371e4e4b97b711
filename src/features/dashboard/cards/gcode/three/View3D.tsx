// The G-code preview's 3D view (spec part 1 §2 'G-code preview card'): the parsed moves as merged
// line buffers in three.js, a layer range, printed / unprinted colouring during a print, orbit, pan
// and zoom. A lazy chunk of its own: three.js loads only when the view opens. It renders only when
// the camera or an input changes; without WebGL 2 it says so.
import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import { useTranslation } from '../../../../../locales/react';
import type { ParsedGcode } from '../../../../../lib/gcode/types';
import { ToggleSwitch } from '../../../../../components/ToggleSwitch';
import { visuallyHidden } from '../../../../../components/visually-hidden';
import { nextTask } from './gpu';
import { GcodeScene } from './scene';
import { paletteFor } from './palette';
import gcode3dMessages from '../../../../../locales/en/gcode3d.json';
import { registerEnglishArea } from '../../../../../locales/lazy';

registerEnglishArea(gcode3dMessages);

export interface View3DProps {
  result: ParsedGcode;
  /** First layer drawn (0-based index into `layerFirstMove`). */
  layerFrom: number;
  /** Last layer drawn (0-based, included). */
  layerTo: number;
  /** Moves with an index below it are printed; null when not printing. */
  printedMove: number | null;
}

type Status = 'building' | 'ready' | 'nowebgl' | 'lost' | 'failed';

export default function View3D(props: View3DProps) {
  const { result, layerFrom, layerTo, printedMove } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const hintId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [scene, setScene] = useState<GcodeScene | null>(null);
  const [status, setStatus] = useState<Status>('building');
  const [error, setError] = useState('');
  const [progress, setProgress] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [tools, setTools] = useState<number[]>([]);
  const [travels, setTravels] = useState(false);
  const [byTool, setByTool] = useState(true);
  const [drawn, setDrawn] = useState(0);

  // One renderer per file on a canvas of its own (a canvas whose context was released cannot be
  // given a new one).
  useEffect(() => {
    const box = holder.current;
    if (!box) return;
    const canvas = document.createElement('canvas');
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-describedby', hintId);
    Object.assign(canvas.style, { display: 'block', width: '100%', height: '100%' });
    box.appendChild(canvas);
    canvasRef.current = canvas;
    let cancelled = false;
    let current: GcodeScene | null = null;
    let observer: ResizeObserver | null = null;
    const onLost = () => setStatus('lost');
    const onRestored = () => {
      setStatus('ready');
      void current?.restore(() => cancelled);
    };
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    setStatus('building');
    setProgress(0);
    setLoaded(false);
    // The WebGL context is made in a task of its own, after the one that mounted the view.
    void nextTask().then(() => {
      if (cancelled) return;
      // The first picture completed after the buffers are built shows the part.
      let built = false;
      let scene: GcodeScene;
      try {
        scene = new GcodeScene(canvas, (complete) => {
          // For tests and the benchmark: is the picture on screen whole? (no re-render for this)
          const root = rootRef.current;
          if (root) root.dataset.picture = complete ? 'complete' : 'partial';
          if (root && complete) root.dataset.pictureMoves = String(scene.pictureMoves);
          if (built && complete) setStatus((s) => (s === 'building' ? 'ready' : s));
        });
      } catch {
        canvas.remove();
        setStatus('nowebgl');
        return;
      }
      current = scene;
      const size = () => scene.setSize(box.clientWidth, box.clientHeight);
      size();
      observer = new ResizeObserver(size);
      observer.observe(box);
      setScene(scene);
      scene
        .load(result, () => cancelled, setProgress)
        .then((done) => {
          if (!done || cancelled) return;
          built = true;
          setTools(scene.tools);
          setLoaded(true);
          scene.requestRender();
        })
        .catch((e: unknown) => {
          if (cancelled) return;
          setError(e instanceof Error ? e.message : String(e));
          setStatus('failed');
        });
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      current?.dispose();
      canvas.remove();
      canvasRef.current = null;
      setScene(null);
    };
  }, [result, hintId]);

  // Set before the buffers are ready too, so that the first picture has the right layers; the
  // count of moves drawn is known once they are.
  useEffect(() => {
    if (scene) setDrawn(scene.setLayerRange(layerFrom, layerTo));
  }, [scene, loaded, layerFrom, layerTo]);

  useEffect(() => scene?.setPrinted(printedMove), [scene, printedMove]);

  const mode = theme.palette.mode;
  useEffect(() => scene?.setPalette(paletteFor(mode)), [scene, mode]);

  useEffect(() => scene?.setColourByTool(byTool && tools.length > 1), [scene, byTool, tools]);

  useEffect(() => {
    if (!scene || !loaded) return;
    let cancelled = false;
    void scene.setTravels(travels, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [scene, loaded, travels]);

  const layerCount = Math.max(1, result.layerCount);
  const label = t('gcode3d.label', {
    from: Math.min(layerFrom, layerTo) + 1,
    to: Math.min(layerTo, layerCount - 1) + 1,
    count: layerCount,
  });
  useEffect(() => canvasRef.current?.setAttribute('aria-label', label), [scene, label]);

  if (status === 'nowebgl') {
    return (
      <Alert severity="info" data-testid="gcode-3d" data-state="nowebgl">
        {t('gcode3d.noWebgl')}
      </Alert>
    );
  }
  return (
    <Box
      ref={rootRef}
      data-testid="gcode-3d"
      data-state={status}
      data-segments={status === 'ready' ? drawn : 0}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', minHeight: 40 }}>
        <ToggleSwitch label={t('gcode3d.travels')} checked={travels} onChange={setTravels} />
        {tools.length > 1 && (
          <ToggleSwitch label={t('gcode3d.colourByTool')} checked={byTool} onChange={setByTool} />
        )}
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('gcode3d.resetView')}>
          <span>
            <IconButton
              aria-label={t('gcode3d.resetView')}
              disabled={!loaded}
              onClick={() => scene?.resetView()}
            >
              <CenterFocusStrong />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '1 / 1',
          maxHeight: '70vh',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: paletteFor(mode).background,
          touchAction: 'none',
        }}
      >
        <Box
          ref={holder}
          sx={{
            position: 'absolute',
            inset: 0,
            '& canvas': { outline: 'none' },
            '& canvas:focus-visible': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: '-2px',
            },
          }}
        />
        <Box component="span" id={hintId} sx={visuallyHidden}>
          {t('gcode3d.hint')}
        </Box>
        {status === 'building' && (
          <Box sx={{ position: 'absolute', left: 16, right: 16, top: '45%' }}>
            <Typography variant="body2" sx={{ mb: 1, textAlign: 'center' }}>
              {t('gcode3d.preparing')}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={t('gcode3d.preparing')}
            />
          </Box>
        )}
        {(status === 'lost' || status === 'failed') && (
          <Alert severity="warning" sx={{ position: 'absolute', left: 8, right: 8, top: 8 }}>
            {status === 'lost' ? t('gcode3d.contextLost') : t('gcode3d.failed', { message: error })}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
