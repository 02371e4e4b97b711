// One LED chain (led, neopixel, dotstar): a colour picker (react-colorful, its own chunk) and the
// red, green, blue and (when the LED has one) white channels, 0–255. SET_LED with all channels,
// SYNC=0 TRANSMIT=1; the picker sends once it has been still for 500 ms.
import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HexColorPicker } from 'react-colorful';
import { useTranslation } from '../../../../locales/react';
import { useShallow } from 'zustand/react/shallow';
import { SliderField } from '../../../../components/SliderField';
import { debounce } from '../../../../lib/debounce';
import {
  colorToHex,
  hexToColor,
  ledColor,
  ledHasWhite,
  outputLabel,
  setLedGcode,
  type LedColor,
} from '../../../../lib/outputs';
import { usePrinter } from '../../../../state/printer';
import outputsMessages from '../../../../locales/en/outputs.json';
import { registerEnglishArea } from '../../../../locales/lazy';
import { useSendGcode } from '../use-gcode';

registerEnglishArea(outputsMessages);

/** Colour picker width (spec part 1 §9) and its change debounce. */
const PICKER_WIDTH = 208;
const PICKER_DEBOUNCE_MS = 500;

const CHANNELS = ['red', 'green', 'blue', 'white'] as const;

export default function LedRow({ name }: { name: string }) {
  const { t } = useTranslation();
  const sendGcode = useSendGcode();
  const send = useCallback(
    (color: LedColor) => sendGcode(setLedGcode(name, color)),
    [sendGcode, name],
  );
  const reported = usePrinter(
    useShallow((s) => ledColor(s.status[name]?.color_data as number[][] | undefined)),
  );
  const hasWhite = usePrinter((s) =>
    ledHasWhite(name, s.status.configfile?.settings?.[name.toLowerCase()]),
  );
  // What the user last asked for shows until the printer reports a colour again (a report after the
  // command reflects it), so quick changes of several channels build on each other.
  const [asked, setAsked] = useState<{ color: LedColor; basis: LedColor } | null>(null);
  const current = asked && asked.basis === reported ? asked.color : reported;
  const label = outputLabel(name);
  const sendLater = useMemo(
    () => debounce((color: LedColor) => send(color), PICKER_DEBOUNCE_MS),
    [send],
  );
  useEffect(() => () => sendLater.cancel(), [sendLater]);
  const change = (color: LedColor, now: boolean) => {
    setAsked({ color, basis: reported });
    if (now) send(color);
    else sendLater(color);
  };
  const hex = colorToHex(current);

  const channels = CHANNELS.filter((c) => c !== 'white' || hasWhite);
  return (
    <Box component="section" aria-label={t('outputs.color', { name: label })} sx={{ py: 0.5 }}>
      <Typography variant="body2" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            width: 16,
            height: 16,
            borderRadius: '50%',
            border: 1,
            borderColor: 'divider',
            bgcolor: hex,
          }}
        />
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box
          sx={{ width: PICKER_WIDTH, '& .react-colorful': { width: PICKER_WIDTH, height: 160 } }}
        >
          <HexColorPicker
            color={hex}
            onChange={(next) => {
              const color = hexToColor(next, current.white);
              if (color) change(color, false);
            }}
          />
        </Box>
        <Box sx={{ flex: '1 1 180px', minWidth: 180 }}>
          {channels.map((channel) => (
            <SliderField
              key={channel}
              label={t('outputs.channel', { name: label, channel: t(`outputs.${channel}`) })}
              value={Math.round(current[channel] * 255)}
              min={0}
              max={255}
              fieldWidth={72}
              onCommit={(value) => change({ ...current, [channel]: value / 255 }, true)}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
