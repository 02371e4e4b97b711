// The cameras card: the enabled cameras' views, one, two or three a row by their count (12/6/4
// columns of 12; one a row on a phone), or the one camera chosen ('all' or one, kept in the
// cameras store as activeCamera). Each view links to the camera's own page.
import { useMemo, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import Videocam from '@mui/icons-material/Videocam';
import { useTranslation } from '../../../locales/react';
import { Link as RouteLink } from 'wouter';
import { CameraView } from '../../../components/camera/CameraView';
import { DashboardCard } from '../../../components/DashboardCard';
import { cameraColumns } from '../../../lib/camera-url';
import { enabledCameras, setActiveCamera, useCameras } from '../../../state/cameras';
import { usePrinterScope } from '../../../state/scope/context';
import cameraViewsMessages from '../../../locales/en/cameraViews.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(cameraViewsMessages);

export function CamerasCard() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const cameras = useCameras((s) => s.cameras);
  const loaded = useCameras((s) => s.loaded);
  const activeCamera = useCameras((s) => s.activeCamera);
  const enabled = useMemo(() => enabledCameras(cameras), [cameras]);
  const chosen = enabled.find((c) => c.id === activeCamera);
  const shown = chosen ? [chosen] : enabled;
  const perRow = 12 / cameraColumns(shown.length);

  const chooser =
    enabled.length > 1 ? (
      <NativeSelect
        value={chosen ? chosen.id : 'all'}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          setActiveCamera(scope, event.target.value)
        }
        inputProps={{ 'aria-label': t('cameraViews.choose') }}
        sx={{ fontSize: 14, maxWidth: { xs: 140, sm: 220 } }}
      >
        <option value="all">{t('cameraViews.all')}</option>
        {enabled.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    ) : null;

  return (
    <DashboardCard id="cameras" title={t('layout.cards.cameras')} icon={Videocam} actions={chooser}>
      <Box sx={{ px: 2, pb: 1 }}>
        {!loaded ? (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ pb: 1 }}>
            {t('cameraViews.loading')}
          </Typography>
        ) : shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
            {t('cameraViews.none')}{' '}
            <Link component={RouteLink} to="/settings#camera">
              {t('cameraViews.settings')}
            </Link>
          </Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: `repeat(${perRow}, minmax(0, 1fr))`,
              },
            }}
          >
            {shown.map((camera) => (
              <CameraView
                key={camera.id}
                camera={camera}
                pageHref={`/camera/${encodeURIComponent(camera.id)}`}
              />
            ))}
          </Box>
        )}
      </Box>
    </DashboardCard>
  );
}
