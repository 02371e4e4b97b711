// The bed mesh in 3D (three.js, a lazy chunk of its own: it loads only when the 3D view shows).
// Orbit with the mouse or touch (and the arrow keys on the focused canvas); Reset view puts the
// camera back. The canvas's data-state says when the surface is drawn (tests read it).
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import CenterFocusStrong from '@mui/icons-material/CenterFocusStrong';
import { useTranslation } from '../../../../locales/react';
import { MeshScene, type MeshSurface } from './mesh-scene';
import tuneMessages from '../../../../locales/en/tune.json';
import { registerEnglishArea } from '../../../../locales/lazy';

registerEnglishArea(tuneMessages);

export interface MeshView3DProps extends MeshSurface {
  /** Identifies the mesh shown (profile and matrix kind): a new one resets the camera. */
  meshKey: string;
}

export default function MeshView3D(props: MeshView3DProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const holder = useRef<HTMLDivElement>(null);
  const [scene, setScene] = useState<MeshScene | null>(null);
  const [failed, setFailed] = useState(false);
  const lastKey = useRef('');

  useEffect(() => {
    const box = holder.current;
    if (!box) return;
    const canvas = document.createElement('canvas');
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', t('tune.view3d.label'));
    canvas.dataset.testid = 'mesh-3d';
    canvas.dataset.state = 'loading';
    Object.assign(canvas.style, { display: 'block', width: '100%', height: '100%' });
    box.appendChild(canvas);
    let created: MeshScene;
    try {
      created = new MeshScene(canvas);
    } catch {
      canvas.remove();
      setFailed(true);
      return;
    }
    const size = () => created.setSize(box.clientWidth, box.clientHeight);
    size();
    const observer = new ResizeObserver(size);
    observer.observe(box);
    setScene(created);
    return () => {
      observer.disconnect();
      created.dispose();
      canvas.remove();
      lastKey.current = '';
      setScene(null);
    };
    // The canvas's name is set once; the language does not change while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dark = theme.palette.mode === 'dark';
  useEffect(() => {
    scene?.setPalette({
      background: theme.palette.background.paper,
      lines: dark ? '#ffffff' : '#000000',
      box: theme.palette.text.secondary,
    });
  }, [scene, dark, theme.palette.background.paper, theme.palette.text.secondary]);

  const { matrix, meshMin, meshMax, low, high, boxScale, meshKey } = props;
  useEffect(() => {
    if (!scene) return;
    const reset = lastKey.current !== meshKey;
    lastKey.current = meshKey;
    scene.setSurface({ matrix, meshMin, meshMax, low, high, boxScale }, reset);
    const canvas = holder.current?.querySelector('canvas');
    if (canvas) {
      canvas.dataset.state = 'ready';
      canvas.dataset.points = String(matrix.reduce((n, row) => n + row.length, 0));
      canvas.dataset.mesh = meshKey;
    }
  }, [scene, matrix, meshMin, meshMax, low, high, boxScale, meshKey]);

  if (failed) return <Alert severity="info">{t('tune.view3d.noWebgl')}</Alert>;
  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <Box ref={holder} sx={{ height: '100%', touchAction: 'none' }} />
      <Tooltip title={t('tune.view3d.reset')}>
        <IconButton
          size="small"
          aria-label={t('tune.view3d.reset')}
          onClick={() => scene?.resetView()}
          sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
        >
          <CenterFocusStrong fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
