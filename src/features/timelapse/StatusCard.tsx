// The timelapse status card (spec part 2 §4 'Timelapse'): the frames taken, the last frame as a
// preview from the timelapse_frames root, a slider to look back through the frames, save frames,
// render and the render settings; while a video renders, its progress, the slider and the render
// button disabled and the preview losing its colour as the render goes on.
import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Movie from '@mui/icons-material/MovieOutlined';
import FolderZip from '@mui/icons-material/FolderZipOutlined';
import Tune from '@mui/icons-material/TuneOutlined';
import { useTranslation } from '../../locales/react';
import { primaryText } from '../../components/colors';
import { PageCard } from '../../components/PageCard';
import { RANGE_INPUT_SX } from '../../components/SliderField';
import { RenderSettingsDialog } from './settings/RenderSettingsDialog';
import {
  frameFileName,
  grayscaleAmount,
  isRendering,
  timelapseControls,
  timelapseFileUrl,
} from './event-rules';
import { useConnection } from '../../state/connection';
import { renderTimelapse, saveTimelapseFrames, useTimelapseView } from './events-store';
import { usePrinterScope } from '../../state/scope/context';
import timelapsePageMessages from '../../locales/en/timelapsePage.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(timelapsePageMessages);

const buttonSx = { color: primaryText };

export function StatusCard() {
  const { t } = useTranslation();
  const sliderId = useId();
  const scope = usePrinterScope();
  const apiUrl = useConnection((s) => s.apiUrl);
  const { lastFrame, render } = useTimelapseView();
  const [renderOpen, setRenderOpen] = useState(false);
  // The frame shown: the last one unless the user looks back with the slider.
  const [picked, setPicked] = useState<number | null>(null);
  useEffect(() => setPicked(null), [lastFrame.uniqueCount]);

  const frames = lastFrame.count;
  const controls = timelapseControls(frames, render);
  const rendering = isRendering(render);
  const shown = picked !== null && picked <= frames ? picked : frames;
  const file = shown === frames && lastFrame.file ? lastFrame.file : frameFileName(shown);
  const gray = grayscaleAmount(render);
  const progress = Math.round(render?.progress ?? 0);

  return (
    <PageCard id="timelapse-status" title={t('timelapsePage.status')} divided>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '4 / 3',
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflow: 'hidden',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {frames > 0 && apiUrl ? (
            <Box
              component="img"
              src={timelapseFileUrl(apiUrl, 'timelapse_frames', file, lastFrame.uniqueCount)}
              alt={t('timelapsePage.frameAlt', { frame: shown, count: frames })}
              sx={{
                width: '100%',
                height: '100%',
                objectFit: 'contain',
                filter: `grayscale(${gray})`,
                transition: 'filter 0.3s',
              }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('timelapsePage.noFrames')}
            </Typography>
          )}
        </Box>

        <Typography variant="body2" role="status">
          {t('timelapsePage.framesTaken', { frames })}
        </Typography>

        {frames > 1 && (
          <Box>
            <Typography component="label" htmlFor={sliderId} variant="caption">
              {t('timelapsePage.frame')}: {shown}
            </Typography>
            <Box
              component="input"
              id={sliderId}
              type="range"
              min={1}
              max={frames}
              step={1}
              value={shown}
              disabled={controls.sliderDisabled}
              aria-valuetext={t('timelapsePage.frameAlt', { frame: shown, count: frames })}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                const next = Number(event.target.value);
                setPicked(next >= frames ? null : next);
              }}
              sx={RANGE_INPUT_SX}
            />
          </Box>
        )}

        {rendering && (
          <Box>
            <Typography variant="caption" id="timelapse-render-progress">
              {t('timelapsePage.rendering', { progress })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-labelledby="timelapse-render-progress"
            />
          </Box>
        )}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            sx={buttonSx}
            startIcon={<FolderZip />}
            disabled={controls.saveFramesDisabled}
            onClick={() => void saveTimelapseFrames(scope)}
          >
            {t('timelapsePage.saveFrames')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            sx={buttonSx}
            startIcon={<Tune />}
            onClick={() => setRenderOpen(true)}
          >
            {t('timelapsePage.renderSettings')}
          </Button>
          <Button
            size="small"
            variant="contained"
            startIcon={<Movie />}
            disabled={controls.renderDisabled}
            onClick={() => void renderTimelapse(scope)}
          >
            {t('timelapsePage.render')}
          </Button>
        </Box>
      </Box>
      <RenderSettingsDialog open={renderOpen} onClose={() => setRenderOpen(false)} />
    </PageCard>
  );
}
