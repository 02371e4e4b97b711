// The frame of a dialog that adds or edits one thing (a console filter, a thermal preset, a camera,
// a macro category, a macro's settings): its title, the form's fields, then Cancel and Save. Enter
// in a field submits the form, which runs onSubmit; the owner decides whether the draft is valid
// and saves it. The focused field's label and the text buttons use a primary colour that is
// readable on both themes.
import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '../locales/react';
import { primaryText } from './colors';

const READABLE = {
  '& .MuiInputLabel-root.Mui-focused': { color: primaryText },
  '& .MuiButton-text': { color: primaryText },
};

export interface EditDialogProps {
  /** The dialog's name. */
  title: ReactNode;
  /** The paper's width in pixels; without it the dialog is MUI's narrow one at full width. */
  width?: number;
  /** More of the paper's style (e.g. a narrower maximum width on a phone). */
  paperSx?: Record<string, unknown>;
  /** The fields stand in a grid with this gap; without it they follow each other. */
  gap?: number;
  /** Closed only by Cancel and Save: a click beside it or Escape does nothing. */
  persistent?: boolean;
  /** Save is disabled (e.g. while a field the user changed is invalid). */
  saveDisabled?: boolean;
  /** The submit button's text (Save when absent). */
  submitLabel?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function EditDialog({
  title,
  width,
  paperSx,
  gap,
  persistent = false,
  saveDisabled = false,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: EditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const size =
    width === undefined
      ? { maxWidth: 'xs' as const, fullWidth: true }
      : { slotProps: { paper: { sx: { width, m: 2, ...paperSx } as SxProps<Theme> } } };
  const content = gap === undefined ? undefined : { display: 'grid', gap, pt: '8px !important' };
  return (
    <Dialog
      open
      onClose={persistent ? undefined : onClose}
      sx={READABLE}
      aria-labelledby={titleId}
      {...size}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent sx={content}>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saveDisabled}>
            {submitLabel ?? t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
