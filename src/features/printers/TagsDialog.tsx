// A printer's tags: chips that remove themselves (click, Enter or Delete), a field that adds one on Enter (trimmed, 1 to 32 characters,
// once per printer whatever its case). Saved in this browser, and in the shared list for a printer
// kept there (a failure to write it there is said and nothing changes).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { isolateBidi } from '../../lib/bidi';
import { tagProblem, type TagProblem } from '../../lib/printer-tags';
import type { Instance } from '../../state/instances';
import { showError } from '../../state/messages';
import { saveTags } from './list-actions';
import printersMessages from '../../locales/en/printers.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(printersMessages);

const PROBLEM_TEXT = {
  empty: 'printers.tagEmpty',
  tooLong: 'printers.tagTooLong',
  duplicate: 'printers.tagDuplicate',
} as const satisfies Record<TagProblem, string>;

interface Props {
  instance: Instance;
  /** The name of the printer the shared list is kept on. */
  holder: string | null;
  onClose: () => void;
}

export function TagsDialog({ instance, holder, onClose }: Props) {
  const { t } = useTranslation();
  const [tags, setTags] = useState(instance.tags);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<TagProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const name = isolateBidi(instance.name);

  const add = () => {
    const found = tagProblem(text, tags);
    setProblem(found);
    if (found) return;
    setTags([...tags, text.trim()]);
    setText('');
  };
  const remove = (tag: string) => setTags(tags.filter((other) => other !== tag));
  const save = async () => {
    setSaving(true);
    const done = await saveTags(instance, tags);
    setSaving(false);
    if (done) onClose();
    else showError(t('printers.sharedChangeFailed', { printer: isolateBidi(holder ?? '') }));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 360, m: 2 } } }}
      aria-labelledby="printer-tags-title"
    >
      <DialogTitle id="printer-tags-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('printers.editTags', { name })}
      </DialogTitle>
      <DialogContent>
        {tags.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('printers.noTags')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('printers.tags')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
          >
            {tags.map((tag) => (
              <li key={tag}>
                <Chip
                  size="small"
                  label={tag}
                  sx={{ maxWidth: 300 }}
                  aria-label={t('printers.removeTag', { tag })}
                  onClick={() => remove(tag)}
                  onDelete={() => remove(tag)}
                />
              </li>
            ))}
          </Box>
        )}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('printers.newTag')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          error={problem !== null}
          helperText={problem ? t(PROBLEM_TEXT[problem]) : t('printers.newTagHint')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {t('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
