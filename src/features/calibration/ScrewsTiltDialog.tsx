// SCREWS_TILT_CALCULATE's answer (Klipper's screws_tilt_adjust): per screw of the config, the turns
// and minutes to turn it and which way, the base screw the others are turned to match, a warning
// when MAX_DEVIATION was exceeded, and a button to measure again.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import RotateLeft from '@mui/icons-material/RotateLeft';
import RotateRight from '@mui/icons-material/RotateRight';
import { useTranslation } from '../../locales/react';
import calibrationMessages from '../../locales/en/calibration.json';
import { registerEnglishArea } from '../../locales/lazy';
import { primaryText } from '../../components/colors';
import { fixed, ltr } from '../../lib/number-format';
import { usePrinter } from '../../state/printer';
import { configScrews, screwByKey } from './rules/screws';
import { tiltRows, type TiltRow } from './rules/turns';
import { ToolDialog } from './ToolDialog';
import type { ToolCommand } from './use-tool-command';

registerEnglishArea(calibrationMessages);

export const TILT_COMMAND = 'SCREWS_TILT_CALCULATE';

interface Props {
  command: ToolCommand;
  onClose: () => void;
}

function Direction({ row }: { row: TiltRow }) {
  const { t } = useTranslation();
  if (row.isBase)
    return (
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        sx={{ color: primaryText }}
        label={t('calibration.tilt.base')}
      />
    );
  if (row.level) return <>{t('calibration.tilt.level')}</>;
  if (row.direction === null) return <>?</>;
  const Icon = row.direction === 'cw' ? RotateRight : RotateLeft;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Icon fontSize="small" aria-hidden />
      {t(
        row.direction === 'cw' ? 'calibration.tilt.clockwise' : 'calibration.tilt.counterClockwise',
      )}
    </Box>
  );
}

export default function ScrewsTiltDialog({ command, onClose }: Props) {
  const { t } = useTranslation();
  const section = usePrinter((s) => s.status.configfile?.settings?.screws_tilt_adjust);
  const tilt = usePrinter((s) => s.status.screws_tilt_adjust);
  const screws = useMemo(() => configScrews(section), [section]);
  const rows = useMemo(() => tiltRows(tilt?.results), [tilt?.results]);
  const busy = command.running !== null;
  const nameOf = (row: TiltRow): string =>
    screwByKey(screws, row.key)?.name ??
    (Number.isFinite(row.number)
      ? t('calibration.screws.unnamed', { number: row.number })
      : row.key);
  const cell = { px: 1, py: 0.75 };
  const figure = { ...cell, whiteSpace: 'nowrap' };

  return (
    <ToolDialog
      id="screws-tilt"
      title={t('calibration.tilt.title')}
      command={command}
      onDismiss={onClose}
      fullScreenOnPhone
      actions={
        <>
          <Button
            variant="outlined"
            disabled={busy}
            sx={{ color: primaryText }}
            onClick={() => void command.send(TILT_COMMAND)}
          >
            {t('calibration.tilt.runAgain')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {t('calibration.close')}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('calibration.tilt.hint')}
      </Typography>
      {tilt?.error === true && (
        <Alert severity="warning">
          {t('calibration.tilt.exceeds', { max: fixed(tilt.max_deviation ?? 0, 3) })}
        </Alert>
      )}
      <Table size="small" aria-label={t('calibration.tilt.title')}>
        <TableHead>
          <TableRow>
            <TableCell sx={cell}>{t('calibration.tilt.screw')}</TableCell>
            <TableCell sx={cell} align="right">
              {t('calibration.tilt.turns')}
            </TableCell>
            <TableCell sx={cell} align="right">
              {t('calibration.tilt.minutes')}
            </TableCell>
            <TableCell sx={cell}>{t('calibration.tilt.direction')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell
                component="th"
                scope="row"
                sx={{ ...cell, minWidth: 96, overflowWrap: 'anywhere' }}
              >
                <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                  {nameOf(row)}
                </Typography>
                {row.z !== null && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('calibration.tilt.measured', { z: ltr(fixed(row.z, 3)) })}
                  </Typography>
                )}
                {row.isBase && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('calibration.tilt.baseHint')}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={figure} align="right">
                {row.turns?.turns ?? '?'}
              </TableCell>
              <TableCell sx={figure} align="right">
                {row.turns?.minutes ?? '?'}
              </TableCell>
              <TableCell sx={cell}>
                <Direction row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ToolDialog>
  );
}
