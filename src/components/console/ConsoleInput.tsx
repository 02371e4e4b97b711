// The console's command line: Enter sends (no modifier; never empty), Tab completes the command
// against the printer's commands, ↑ and ↓ walk the last 20 commands.
import { useRef, useState, type KeyboardEvent, type RefObject, memo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Send from '@mui/icons-material/Send';
import { useTranslation } from '../../locales/react';
import { joinNames } from '../../lib/bidi';
import { complete, walkHistory } from '../../lib/console';
import {
  addConsoleLine,
  consoleStore,
  flushConsole,
  sendConsoleCommand,
  useConsole,
} from '../../state/console';
import { usePrinterScope } from '../../state/scope/context';
import consoleMessages from '../../locales/en/console.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(consoleMessages);

interface Props {
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Memoised: new console lines re-render the view around it, not the command field. */
export default memo(function ConsoleInput({ value, onChange, inputRef }: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const history = useConsole((s) => s.history);
  // Where in the history ↑/↓ are (null: the fresh line), and the fresh line's text meanwhile.
  const [index, setIndex] = useState<number | null>(null);
  const draft = useRef('');

  const send = () => {
    const text = value;
    if (text.trim() === '') return;
    onChange('');
    setIndex(null);
    draft.current = '';
    void sendConsoleCommand(scope, text);
  };

  const walk = (direction: 'up' | 'down') => {
    if (index === null) draft.current = value;
    const next = walkHistory(history, index, direction);
    setIndex(next);
    onChange(next === null ? draft.current : (history[next] ?? ''));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const modified = event.shiftKey || event.ctrlKey || event.altKey || event.metaKey;
    if (event.key === 'Enter' && !modified) {
      event.preventDefault();
      send();
    } else if (event.key === 'Tab' && !modified) {
      const result = complete(value, scope.get(consoleStore).getState().commands);
      if (result.kind === 'none') return; // Tab moves focus as usual
      event.preventDefault();
      if (result.kind === 'fill') onChange(result.value);
      else {
        addConsoleLine(
          scope,
          t('console.matches', { prefix: value.trim(), matches: joinNames(result.matches) }),
          'response',
        );
        flushConsole(scope);
      }
    } else if (event.key === 'ArrowUp' && !modified) {
      event.preventDefault();
      walk('up');
    } else if (event.key === 'ArrowDown' && !modified) {
      event.preventDefault();
      walk('down');
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}
    >
      <Box
        component="input"
        ref={inputRef}
        type="text"
        aria-label={t('console.command')}
        placeholder={t('console.hint')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setIndex(null);
        }}
        onKeyDown={onKeyDown}
        sx={{
          flex: 1,
          minWidth: 0,
          px: 1,
          py: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontFamily: 'monospace',
          fontSize: 14,
          lineHeight: '22px',
          outline: 0,
          '&:focus': { borderColor: 'primary.main', outline: 1, outlineColor: 'primary.main' },
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={t('console.send')}
        title={t('console.send')}
        disabled={value.trim() === ''}
      >
        <Send />
      </IconButton>
    </Box>
  );
});
