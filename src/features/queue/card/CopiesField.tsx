// A queued group's number of copies, edited in place: a small field after '×'. Enter or leaving
// the field sets it (1 to 99), the arrow keys step it by one, Escape puts back the number queued.
// Anything else than a whole number from 1 to 99 is said below the name instead of the estimate.
import { useEffect, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { copiesFrom, MAX_COPIES } from '../../../lib/queue-copies';
import { useTranslation } from '../../../locales/react';
import queueMessages from '../../../locales/en/queue.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(queueMessages);

interface Props {
  /** The jobs the group has now. */
  count: number;
  /** The file's name, for the field's label. */
  name: string;
  /** Sets the group's copies; resolves when the queue has answered. */
  onSet: (copies: number) => Promise<unknown>;
  /** What the line shows while the number typed is fine (the estimate). */
  children: ReactNode;
}

export function CopiesField({ count, name, onSet, children }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(count));
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  // The number queued shows again whenever it changes and the user is not typing.
  useEffect(() => {
    if (!editing) setText(String(count));
  }, [count, editing]);
  const copies = copiesFrom(text);
  const invalid = copies === null;

  // A number out of range stays in the field, with what it takes said below.
  const commit = () => {
    if (copies === null) return;
    setEditing(false);
    if (copies === count || busy) return;
    setBusy(true);
    void onSet(copies).finally(() => setBusy(false));
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <Box
        component="label"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, flex: 'none' }}
      >
        <Box component="span" aria-hidden="true" sx={{ fontSize: 13, color: 'text.secondary' }}>
          ×
        </Box>
        <Box
          component="input"
          type="text"
          inputMode="numeric"
          value={text}
          aria-label={t('queue.copiesOf', { name })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          aria-busy={busy || undefined}
          onFocus={(event: React.FocusEvent<HTMLInputElement>) => {
            setEditing(true);
            event.target.select();
          }}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            setEditing(true);
            setText(event.target.value);
          }}
          onBlur={commit}
          onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              event.stopPropagation();
              setEditing(false);
              setText(String(count));
            } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              const step = event.key === 'ArrowUp' ? 1 : -1;
              const next = Math.min(MAX_COPIES, Math.max(1, (copies ?? count) + step));
              setEditing(true);
              setText(String(next));
            }
          }}
          sx={{
            width: '3.2em',
            py: 0.125,
            px: 0.5,
            font: 'inherit',
            fontSize: 13,
            fontWeight: 600,
            textAlign: 'center',
            color: 'text.primary',
            bgcolor: 'transparent',
            border: 1,
            borderRadius: 0.5,
            borderColor: invalid ? 'error.main' : 'divider',
            '&:hover': { borderColor: invalid ? 'error.main' : 'text.secondary' },
            '&:focus': {
              outline: 1,
              outlineColor: invalid ? 'error.main' : 'primary.main',
              borderColor: invalid ? 'error.main' : 'primary.main',
            },
          }}
        />
      </Box>
      {invalid ? (
        <Typography
          id={errorId}
          variant="caption"
          color="error"
          component="div"
          sx={{ minWidth: 0, lineHeight: 1.3 }}
        >
          {t('queue.copiesError')}
        </Typography>
      ) : (
        children
      )}
    </Box>
  );
}
