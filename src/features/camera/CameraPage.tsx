// /camera/{id}: one camera, as large as the window allows (the picture's height limited to what is
// left under the top bar and the heading), with its full-screen button. An id that names no
// enabled camera says so, with the way back to the dashboard.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from '../../locales/react';
import { Link, useParams } from 'wouter';
import { CameraView } from '../../components/camera/CameraView';
import { LoadingBar } from '../../components/LoadingBar';
import { PageHeading } from '../../components/PageHeading';
import { useCameras } from '../../state/cameras';
import cameraViewsMessages from '../../locales/en/cameraViews.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(cameraViewsMessages);

/** What the page keeps above and below the picture: top bar, heading, caption and margins. */
const CHROME_HEIGHT = '220px';

export default function CameraPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const camera = useCameras((s) => s.cameras.find((c) => c.id === id && c.enabled));
  const loaded = useCameras((s) => s.loaded);

  if (!camera) {
    if (!loaded) return <LoadingBar label={t('cameraViews.loading')} />;
    return (
      <Box>
        <PageHeading title={t('layout.cards.cameras')} />
        <Typography sx={{ mb: 2 }}>{t('cameraViews.notFound')}</Typography>
        <Button component={Link} to="/" startIcon={<ArrowBack />} variant="outlined">
          {t('cameraViews.back')}
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <PageHeading title={camera.name} />
      <CameraView camera={camera} maxHeight={`calc(100vh - ${CHROME_HEIGHT})`} />
    </Box>
  );
}
