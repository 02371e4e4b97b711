// One LED chain (led, neopixel, dotstar): a colour picker (react-colorful, its own chunk) and the
// red, green, blue and (when the LED has one) white channels, 0–255. SET_LED with all channels,
// SYNC=0 TRANSMIT=1; the picker sends once it has been still for 500 ms.
import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HexColorPicker } from 'react-colorful';
import { useTranslation } from 'react-i18next';
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
import { attempt } from '../../../../state/session';

/** Colour picker width (spec part 1 §9) and its change debounce. */
const PICKER_WIDTH = 208;
const PICKER_DEBOUNCE_MS = 500;

const CHANNELS = ['red', 'green', 'blue', 'white'] as const;

function send(name: string, color: LedColor) {
  const gcode = setLedGcode(name, color);
  void attempt((api) => api.printer.gcodeScript(gcode));
}

export default function LedRow({ name }: { name: string }) {
  const { t } = useTranslation();
  const reported = usePrinter(
    useShallow((s) => ledColor(s.status[name]?.color_data as number[][] | undefined)),
  );
  const hasWhite = usePrinter((s) =>
    ledHasWhite(name, s.status.configfile?.settings?.[name.toLowerCase()]),
  );
  const [picking, setPicking] = useState<string | null>(null);
  const label = outputLabel(name);
  const sendLater = useMemo(
    () =>
      debounce((hex: string, white: number) => {
        const color = hexToColor(hex, white);
        if (color) send(name, color);
      }, PICKER_DEBOUNCE_MS),
    [name],
  );
  useEffect(() => () => sendLater.cancel(), [sendLater]);
  // Once the printer reports the colour the picker asked for, the report is shown again.
  const reportedHex = colorToHex(reported);
  useEffect(() => {
    if (picking !== null && picking.toLowerCase() === reportedHex) setPicking(null);
  }, [picking, reportedHex]);

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
            bgcolor: picking ?? reportedHex,
          }}
        />
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box
          sx={{ width: PICKER_WIDTH, '& .react-colorful': { width: PICKER_WIDTH, height: 160 } }}
        >
          <HexColorPicker
            color={picking ?? reportedHex}
            aria-label={t('outputs.color', { name: label })}
            onChange={(hex) => {
              setPicking(hex);
              sendLater(hex, reported.white);
            }}
          />
        </Box>
        <Box sx={{ flex: '1 1 180px', minWidth: 180 }}>
          {channels.map((channel) => (
            <SliderField
              key={channel}
              label={t('outputs.channel', { name: label, channel: t(`outputs.${channel}`) })}
              value={Math.round(reported[channel] * 255)}
              min={0}
              max={255}
              fieldWidth={72}
              onCommit={(value) => send(name, { ...reported, [channel]: value / 255 })}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
