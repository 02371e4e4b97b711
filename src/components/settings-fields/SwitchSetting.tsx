// A labelled on/off setting: the label on the left, the switch on the right; a setting the server
// manages is disabled with its hint.
import Box from '@mui/material/Box';
import { ToggleSwitch } from '../ToggleSwitch';
import { ManagedHint } from './ManagedHint';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  managed?: boolean;
}

export function SwitchSetting({ label, checked, onChange, managed = false }: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <ToggleSwitch
        label={label}
        checked={checked}
        disabled={managed}
        placement="start"
        onChange={onChange}
      />
      {managed && <ManagedHint />}
    </Box>
  );
}
