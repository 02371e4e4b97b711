// A menu of temperature presets and Cooldown under the button that opened it: each preset by its
// name (a long one ends in an ellipsis inside a menu no wider than the window), a line when there
// is none, then Cooldown. What a choice does is the caller's: one printer's card or the fleet bar.
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AcUnit from '@mui/icons-material/AcUnit';
import Whatshot from '@mui/icons-material/WhatshotOutlined';
import type { Preset } from '../lib/presets';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  presets: readonly Preset[];
  /** The menu's accessible name. */
  label: string;
  noneText: string;
  cooldownText: string;
  onPreset: (preset: Preset) => void;
  onCooldown: () => void;
  /** Opens from the button's right edge (a button at the end of a card's title bar). */
  alignRight?: boolean;
}

export default function PresetMenu(props: Props) {
  const { anchor, onClose, presets, alignRight = false } = props;
  const horizontal = alignRight ? 'right' : 'left';
  return (
    <Menu
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal }}
      transformOrigin={{ vertical: 'top', horizontal }}
      slotProps={{
        list: { 'aria-label': props.label },
        paper: { sx: { maxWidth: 'min(420px, calc(100vw - 32px))' } },
      }}
    >
      {presets.map((preset) => (
        <MenuItem key={preset.id} onClick={() => props.onPreset(preset)}>
          <ListItemIcon>
            <Whatshot fontSize="small" />
          </ListItemIcon>
          <ListItemText
            title={preset.name}
            slotProps={{ primary: { noWrap: true } }}
            sx={{ minWidth: 0 }}
          >
            {preset.name}
          </ListItemText>
        </MenuItem>
      ))}
      {presets.length === 0 && (
        <MenuItem disabled>
          <ListItemText secondary={props.noneText} />
        </MenuItem>
      )}
      <Divider />
      <MenuItem onClick={props.onCooldown}>
        <ListItemIcon>
          <AcUnit fontSize="small" />
        </ListItemIcon>
        <ListItemText>{props.cooldownText}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
