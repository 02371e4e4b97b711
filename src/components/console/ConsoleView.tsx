// The console, shared by the dashboard card and the /console page: the output and the command
// line (above the output in the flipped layout), with the user's filters and the temperature-wait
// filter applied.
import { Suspense, useCallback, useMemo, useRef } from 'react';
import { lazy } from '../lazy';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { compileFilters, type ConsoleLine } from '../../lib/console';
import { consoleStore, useConsole } from '../../state/console';
import { usePrinterScope } from '../../state/scope/context';
import { useSettings } from '../../state/settings';
import ConsoleInput from './ConsoleInput';
import consoleMessages from '../../locales/en/console.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(consoleMessages);

const ConsoleOutput = lazy(() => import('./ConsoleOutput'));

interface Props {
  /** The whole console's height in px (output and command line); 'fill' takes the parent's. */
  height: number | 'fill';
}

export default function ConsoleView({ height }: Props) {
  const { t } = useTranslation();
  const lines = useConsole((s) => s.lines);
  const filters = useConsole((s) => s.filters);
  const commands = useConsole((s) => s.commands);
  const flipped = useSettings((s) => s.general.flipConsoleLayout);
  const hideTempWaits = useSettings((s) => s.general.hideTempWaits);
  // The unsent text lives in the printer's console store, so it outlives this view.
  const scope = usePrinterScope();
  const input = useConsole((s) => s.draft);
  const setInput = useCallback(
    (draft: string) => scope.get(consoleStore).setState({ draft }),
    [scope],
  );
  const inputRef = useRef<HTMLInputElement | null>(null);

  const hidden = useMemo(() => compileFilters(filters, hideTempWaits), [filters, hideTempWaits]);
  // Each line is tested once per filter set (lines keep their identity as new ones arrive).
  const verdicts = useMemo(() => {
    void hidden;
    return new WeakMap<ConsoleLine, boolean>();
  }, [hidden]);
  const shown = useMemo(
    () =>
      lines.filter((l) => {
        let hide = verdicts.get(l);
        if (hide === undefined) verdicts.set(l, (hide = hidden(l)));
        return !hide;
      }),
    [lines, hidden, verdicts],
  );
  const known = useMemo(() => new Set(commands), [commands]);
  const pick = useCallback(
    (command: string) => {
      setInput(`${command} `);
      inputRef.current?.focus();
    },
    [setInput],
  );
  const hiddenCount = lines.length - shown.length;

  const commandLine = <ConsoleInput value={input} onChange={setInput} inputRef={inputRef} />;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: height === 'fill' ? '100%' : height,
        minHeight: 0,
      }}
    >
      {flipped && commandLine}
      {flipped && <Divider />}
      {/* The output takes what the command line leaves. */}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Suspense fallback={<Box sx={{ flex: 1 }} aria-busy="true" />}>
          <ConsoleOutput
            lines={shown}
            flipped={flipped}
            known={known}
            onPickCommand={pick}
            emptyText={flipped ? t('console.emptyFlipped') : t('console.empty')}
          />
        </Suspense>
      </Box>
      {hiddenCount > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
          {t('console.hidden', { count: hiddenCount })}
        </Typography>
      )}
      {!flipped && <Divider />}
      {!flipped && commandLine}
    </Box>
  );
}
