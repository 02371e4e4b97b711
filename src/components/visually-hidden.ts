// Styles for text meant for screen readers only (a column header with no visible label, say).
// Sizes are strings: MUI's sx reads a bare 1 as 100 %.

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
