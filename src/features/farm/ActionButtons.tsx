// A row of the farm's small outlined action buttons (a tile's and the fleet bar's pause, resume,
// cancel...): primary ones in the readable primary text colour, a dangerous one in the error colour.
import Button from '@mui/material/Button';
import { primaryText } from '../../components/colors';

export interface ActionButton {
  key: string;
  label: string;
  onClick: () => void;
  color?: 'error';
  title?: string;
  /** When the label alone does not say which printer it acts on. */
  ariaLabel?: string;
}

export function ActionButtons({
  buttons,
  disabled = false,
}: {
  buttons: readonly ActionButton[];
  disabled?: boolean;
}) {
  return buttons.map((b) => (
    <Button
      key={b.key}
      size="small"
      variant="outlined"
      color={b.color ?? 'primary'}
      sx={b.color ? undefined : { color: primaryText }}
      disabled={disabled}
      onClick={b.onClick}
      title={b.title}
      aria-label={b.ariaLabel}
    >
      {b.label}
    </Button>
  ));
}
