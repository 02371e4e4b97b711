// A row of buttons of which one is chosen (move distances, Z adjust steps, the active extruder): a
// named group of pressed/unpressed buttons. Lighter than MUI's ToggleButtonGroup on the cards.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

interface Props<T extends string | number> {
  label: string;
  value: T;
  options: readonly { value: T; text: string }[];
  disabled?: boolean;
  onChange: (value: T) => void;
}

export function ChoiceButtons<T extends string | number>({
  label,
  value,
  options,
  disabled,
  onChange,
}: Props<T>) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        alignSelf: 'flex-start',
      }}
    >
      {options.map((option, i) => {
        const chosen = option.value === value;
        return (
          <ButtonBase
            key={String(option.value)}
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => {
              if (!chosen) onChange(option.value);
            }}
            sx={{
              px: 1.25,
              py: 0.5,
              minWidth: 36,
              typography: 'body2',
              fontSize: '0.8125rem',
              borderLeft: i === 0 ? 0 : 1,
              borderColor: 'divider',
              color: chosen ? 'text.primary' : 'text.secondary',
              bgcolor: chosen ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              '&.Mui-disabled': { color: 'text.disabled' },
            }}
          >
            {option.text}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
