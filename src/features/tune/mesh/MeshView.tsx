// The mesh view: 3D or flat map, probed or interpolated matrix, the scale and box-scale sliders
// (§9), and min, max, range and variance to 4 decimals. The 3D chart needs Klipper ready (§2).
import { Suspense, useMemo, useState } from 'react';
import { lazy } from '../../../components/lazy';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../../locales/react';
import { ChoiceButtons } from '../../../components/ChoiceButtons';
import { SliderField } from '../../../components/SliderField';
import {
  chooseMatrix,
  formatMeshValue,
  heightRange,
  meshStats,
  MESH_BOX_SCALE,
  MESH_CHART_HEIGHT,
  MESH_SCALE,
  type MatrixKind,
} from '../../../lib/bed-mesh';
import type { BedMesh } from '../../../../protocol/objects-config';
import { MeshMap } from './MeshMap';
import tuneMessages from '../../../locales/en/tune.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(tuneMessages);

const MeshView3D = lazy(() => import('./three/MeshView3D'));

type ViewKind = '3d' | 'map';

interface Props {
  mesh: Pick<BedMesh, 'probed_matrix' | 'mesh_matrix' | 'mesh_min' | 'mesh_max' | 'profile_name'>;
  ready: boolean;
  enabled: boolean;
}

export function MeshView({ mesh, ready, enabled }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [view, setView] = useState<ViewKind>('3d');
  const [kind, setKind] = useState<MatrixKind>('probed_matrix');
  const [scale, setScale] = useState<number>(MESH_SCALE.min);
  const [boxScale, setBoxScale] = useState<number>(MESH_BOX_SCALE.min);
  const choice = useMemo(() => chooseMatrix(mesh, kind), [mesh, kind]);
  const stats = useMemo(() => (choice ? meshStats(choice.matrix) : null), [choice]);
  if (!choice || !stats) return null;
  const { min: low, max: high } = heightRange(stats, scale);
  const height = phone ? MESH_CHART_HEIGHT.phone : MESH_CHART_HEIGHT.wide;
  const kindText =
    choice.kind === 'probed_matrix' ? t('tune.mesh.probed') : t('tune.mesh.interpolated');
  const figures: [string, number][] = [
    [t('tune.mesh.min'), stats.min],
    [t('tune.mesh.max'), stats.max],
    [t('tune.mesh.range'), stats.range],
    [t('tune.mesh.variance'), stats.variance],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ChoiceButtons<ViewKind>
          label={t('tune.mesh.view')}
          value={view}
          disabled={!enabled}
          options={[
            { value: '3d', text: t('tune.mesh.view3d') },
            { value: 'map', text: t('tune.mesh.viewMap') },
          ]}
          onChange={setView}
        />
        <ChoiceButtons<MatrixKind>
          label={t('tune.mesh.matrix')}
          value={choice.kind}
          disabled={!enabled}
          options={[
            { value: 'probed_matrix', text: t('tune.mesh.probed') },
            { value: 'mesh_matrix', text: t('tune.mesh.interpolated') },
          ]}
          onChange={setKind}
        />
      </Box>
      <Box
        component="dl"
        aria-label={t('tune.mesh.stats')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
          gap: 1,
          m: 0,
        }}
      >
        {figures.map(([name, value]) => (
          <Box
            key={name}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.75 }}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              {name}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              data-testid={`mesh-${name.toLowerCase()}`}
            >
              {formatMeshValue(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {view === '3d' ? (
        ready ? (
          <Box
            sx={{ height, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
          >
            <Suspense
              fallback={
                <Box
                  sx={{ height: '100%', display: 'grid', placeItems: 'center' }}
                  role="status"
                  aria-label={t('tune.view3d.loading')}
                >
                  <CircularProgress size={28} />
                </Box>
              }
            >
              <MeshView3D
                matrix={choice.matrix}
                meshMin={mesh.mesh_min}
                meshMax={mesh.mesh_max}
                low={low}
                high={high}
                boxScale={boxScale}
                meshKey={`${mesh.profile_name}/${choice.kind}`}
              />
            </Suspense>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('tune.mesh.notReady')}</Typography>
        )
      ) : (
        <MeshMap
          matrix={choice.matrix}
          meshMin={mesh.mesh_min}
          meshMax={mesh.mesh_max}
          low={low}
          high={high}
          caption={t('tune.map.label', { kind: kindText })}
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <SliderField
          label={t('tune.mesh.scale')}
          unit="mm"
          value={scale}
          {...MESH_SCALE}
          disabled={!enabled}
          onCommit={setScale}
        />
        <SliderField
          label={t('tune.mesh.boxScale')}
          value={boxScale}
          {...MESH_BOX_SCALE}
          disabled={!enabled || view !== '3d'}
          onCommit={setBoxScale}
        />
      </Box>
    </Box>
  );
}
