// A settings card that manages a list (console filters, thermal presets, cameras, macro
// categories): the title with an Add button, an optional heading and notes, the rows — or a line
// saying there are none —, the add/edit dialog and a confirmation before a row is removed. The
// owner renders the rows and the dialog and does the saving and removing; this keeps which item is
// being edited or removed.
import { Fragment, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ConfirmDialog from '../ConfirmDialog';
import { primaryText } from '../colors';
import { PageCard } from '../PageCard';

/** What a row can ask for: to edit a thing, or to remove it after the question. */
export interface RowActions<T> {
  edit: (item: T) => void;
  remove: (item: T) => void;
}

export interface ManagedListProps<R, T> {
  /** The card's id (its heading's id is `<id>-title`). */
  id: string;
  title: string;
  addLabel: string;
  /** Add is disabled (e.g. at the limit; the owner says why in the footer). */
  addDisabled?: boolean;
  /** A small heading above the rows; it also names the list (else the title does). */
  heading?: string;
  /** Lines of explanation above the rows, in order; a false one is left out. */
  notes?: ReadonlyArray<ReactNode | false>;
  rows: readonly R[];
  rowKey: (row: R) => string;
  renderRow: (row: R, actions: RowActions<T>) => ReactNode;
  /** Shown instead of an empty list. */
  emptyText?: string;
  /** Dense rows (MUI list items). */
  dense?: boolean;
  /** Below the rows. */
  footer?: ReactNode;
  /** The add (item null) or edit dialog; `close` closes it (the owner calls it after saving). */
  renderDialog: (item: T | null, close: () => void) => ReactNode;
  /** The removal's question; the item's name stays in it while it fades out. */
  removeTitle: (item: T) => string;
  removeText?: string;
  removeLabel: string;
  onRemove: (item: T) => void;
}

export function ManagedList<R, T = R>({
  id,
  title,
  addLabel,
  addDisabled = false,
  heading,
  notes = [],
  rows,
  rowKey,
  renderRow,
  emptyText,
  dense = false,
  footer,
  renderDialog,
  removeTitle,
  removeText,
  removeLabel,
  onRemove,
}: ManagedListProps<R, T>) {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  // The item asked about stays after the answer, so the question keeps its name while it closes.
  const [asked, setAsked] = useState<{ item: T; open: boolean } | null>(null);
  const actions: RowActions<T> = {
    edit: (item) => setEditing({ item }),
    remove: (item) => setAsked({ item, open: true }),
  };
  const shownNotes = notes.filter((note) => note !== false);

  return (
    <PageCard
      id={id}
      title={title}
      divided
      actions={
        <Button
          size="small"
          variant="outlined"
          startIcon={<Add />}
          sx={{ color: primaryText }}
          disabled={addDisabled}
          onClick={() => setEditing({ item: null })}
        >
          {addLabel}
        </Button>
      }
    >
      {heading !== undefined && (
        <Typography
          variant="subtitle2"
          component="h3"
          sx={shownNotes.length === 0 ? { mb: 1 } : undefined}
        >
          {heading}
        </Typography>
      )}
      {shownNotes.map((note, index) => (
        <Typography key={index} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      ))}
      {rows.length === 0 && emptyText !== undefined ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <List dense={dense} disablePadding aria-label={heading ?? title}>
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>{renderRow(row, actions)}</Fragment>
          ))}
        </List>
      )}
      {footer}
      {editing && renderDialog(editing.item, () => setEditing(null))}
      <ConfirmDialog
        open={asked?.open ?? false}
        title={asked ? removeTitle(asked.item) : ''}
        text={removeText}
        confirmLabel={removeLabel}
        onClose={(confirmed) => {
          if (confirmed && asked) onRemove(asked.item);
          setAsked((a) => a && { ...a, open: false });
        }}
      />
    </PageCard>
  );
}
