// BED_SCREWS_ADJUST (Klipper's bed_screws): the screw to adjust now by its name in the config, the
// round (coarse, or fine when screws have fine-adjust points), how many screws were accepted in a
// row of the total, and Adjusted / Accept / Abort.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import calibrationMessages from '../../locales/en/calibration.json';
import { registerEnglishArea } from '../../locales/lazy';
import { isolateBidi } from '../../lib/bidi';
import { usePrinter } from '../../state/printer';
import { clampLines } from '../../components/clamp';
import { primaryText } from '../../components/colors';
import { bedScrewsProgress, configScrews, type Screw } from './rules/screws';
import { ToolDialog, WaitingToolActions, type WaitingToolProps } from './ToolDialog';

registerEnglishArea(calibrationMessages);

export default function BedScrewsDialog({ active, command, onClose }: WaitingToolProps) {
  const { t } = useTranslation();
  const section = usePrinter((s) => s.status.configfile?.settings?.bed_screws);
  const status = usePrinter((s) => s.status.bed_screws);
  const screws = useMemo(() => configScrews(section), [section]);
  const progress = useMemo(() => bedScrewsProgress(status, screws), [status, screws]);
  const busy = command.running !== null;
  const send = (script: string) => void command.send(script);
  const nameOf = (screw: Screw) =>
    screw.name ?? t('calibration.screws.unnamed', { number: screw.number });
  const current = progress?.screw;

  return (
    <ToolDialog
      id="bed-screws"
      title={t('calibration.screws.title')}
      command={command}
      onDismiss={active ? undefined : onClose}
      actions={
        <WaitingToolActions active={active} command={command} onClose={onClose}>
          <Button
            variant="outlined"
            disabled={busy}
            sx={{ color: primaryText }}
            onClick={() => send('ADJUSTED')}
          >
            {t('calibration.screws.adjusted')}
          </Button>
        </WaitingToolActions>
      }
    >
      {active && progress ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="p" sx={{ ...clampLines(2), flex: '1 1 auto' }}>
              {t('calibration.screws.adjust', {
                name: isolateBidi(current ? nameOf(current) : '?'),
              })}
            </Typography>
            <Chip
              size="small"
              label={t(
                progress.phase === 'fine'
                  ? 'calibration.screws.phaseFine'
                  : 'calibration.screws.phaseAdjust',
              )}
            />
          </Box>
          <Box>
            <Typography variant="body2" id="bed-screws-progress">
              {t('calibration.screws.progress', {
                accepted: progress.accepted,
                total: progress.total,
              })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress.total > 0 ? (100 * progress.accepted) / progress.total : 0}
              aria-labelledby="bed-screws-progress"
              sx={{ mt: 0.5 }}
            />
          </Box>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {screws.map((screw) => {
              const here = screw === current;
              return (
                <Typography
                  component="li"
                  variant="body2"
                  key={screw.number}
                  aria-current={here ? 'step' : undefined}
                  sx={{ fontWeight: here ? 700 : 400, wordBreak: 'break-word' }}
                >
                  {nameOf(screw)}
                </Typography>
              );
            })}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('calibration.screws.hint')}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('calibration.screws.ended')}
        </Typography>
      )}
    </ToolDialog>
  );
}
