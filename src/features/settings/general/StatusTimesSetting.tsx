// Settings › General: how the status card and the page title compute a print's time left, and
// which time rows the status card shows (one checkbox a row).
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from '../../../locales/react';
import {
  STATUS_TIME_ROWS,
  TIME_LEFT_METHODS,
  shownTimeRows,
  timeLeftMethod,
  type StatusTimeRow,
  type TimeLeftMethod,
} from '../../../lib/time-left';
import type { MessageKey } from '../../../locales/keys';
import settingsMessages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useSettings } from '../../../state/settings';
import { saveSetting } from '../components/save';
import { SelectSetting } from '../components/SelectSetting';

registerEnglishArea(settingsMessages);

const METHOD_LABELS: Record<TimeLeftMethod, MessageKey> = {
  file: 'settings.general.timeLeftMethods.file',
  filament: 'settings.general.timeLeftMethods.filament',
  slicer: 'status.slicerEstimate',
  average: 'settings.general.timeLeftMethods.average',
};

/** Each row by the label it has on the card. */
const ROW_LABELS: Record<StatusTimeRow, MessageKey> = {
  remaining: 'status.remaining',
  finish: 'status.finishTime',
  actual: 'status.actualTime',
  total: 'status.totalDuration',
  slicer: 'status.slicerEstimate',
};

export function TimeLeftMethodSetting() {
  const { t } = useTranslation();
  const method = timeLeftMethod(useSettings((s) => s.general.timeLeftMethod));
  return (
    <SelectSetting
      label={t('settings.general.timeLeftMethod')}
      value={method}
      options={TIME_LEFT_METHODS.map((value) => ({ value, label: t(METHOD_LABELS[value]) }))}
      onChange={(value) => saveSetting('general', 'timeLeftMethod', timeLeftMethod(value))}
    />
  );
}

export function StatusTimeRowsSetting() {
  const { t } = useTranslation();
  const shown = shownTimeRows(useSettings((s) => s.general.statusTimeRows));
  const toggle = (row: StatusTimeRow, on: boolean) =>
    saveSetting(
      'general',
      'statusTimeRows',
      STATUS_TIME_ROWS.filter((known) => (known === row ? on : shown.includes(known))),
    );
  return (
    <FormControl component="fieldset" sx={{ pb: 1 }}>
      <FormLabel component="legend" sx={{ typography: 'body2' }}>
        {t('settings.general.statusTimeRows')}
      </FormLabel>
      <FormGroup row>
        {STATUS_TIME_ROWS.map((row) => (
          <FormControlLabel
            key={row}
            label={t(ROW_LABELS[row])}
            control={
              <Checkbox
                size="small"
                checked={shown.includes(row)}
                onChange={(event) => toggle(row, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
