// One item of a settings list (console filters, thermal presets, cameras): an optional enable
// switch, the item's name and a one-line detail, and its edit and remove buttons — or, for an item
// someone else manages (a camera of moonraker.conf), a disabled switch and the reason instead.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';

interface Props {
  name: string;
  detail: ReactNode;
  /** The switch, for items that can be turned off without being removed. */
  enabled?: { checked: boolean; label: string; onChange: (checked: boolean) => void };
  editLabel: string;
  removeLabel: string;
  onEdit: () => void;
  onRemove: () => void;
  /** Why the item cannot be changed here: shown instead of the buttons, the switch disabled. */
  managed?: ReactNode;
}

export function ListRow({
  name,
  detail,
  enabled,
  editLabel,
  removeLabel,
  onEdit,
  onRemove,
  managed,
}: Props) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      {enabled && (
        <Switch
          size="small"
          checked={enabled.checked}
          disabled={managed !== undefined}
          onChange={(event) => enabled.onChange(event.target.checked)}
          slotProps={{ input: { 'aria-label': enabled.label } }}
        />
      )}
      <Box sx={{ minWidth: 0, width: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {detail}
        </Typography>
      </Box>
      {managed !== undefined ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ maxWidth: { xs: '6.5rem', sm: '10rem' }, textAlign: 'end', lineHeight: 1.3 }}
        >
          {managed}
        </Typography>
      ) : (
        <>
          <IconButton size="small" aria-label={editLabel} onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={removeLabel} onClick={onRemove}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </>
      )}
    </Box>
  );
}
