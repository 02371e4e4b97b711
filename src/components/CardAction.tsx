// A small icon button in a card's title bar: its label is both its accessible name and its
// tooltip. Given `to`, it is a link to that page of Printdeck instead of a button.
import type { ComponentType } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { Link } from 'wouter';

export type CardActionProps = {
  label: string;
  icon: ComponentType<SvgIconProps>;
  /** A page of Printdeck (the action is then a link). */
  to?: string;
} & Omit<IconButtonProps, 'size' | 'aria-label' | 'title' | 'children'>;

export function CardAction({ label, icon: Icon, to, ...rest }: CardActionProps) {
  const icon = <Icon fontSize="small" />;
  if (to === undefined) {
    return (
      <IconButton size="small" aria-label={label} title={label} {...rest}>
        {icon}
      </IconButton>
    );
  }
  return (
    <IconButton size="small" component={Link} to={to} aria-label={label} title={label} {...rest}>
      {icon}
    </IconButton>
  );
}
