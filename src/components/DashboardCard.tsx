// A dashboard card: the titled frame every card shares (its icon drawn small in the primary
// colour, optional actions), collapsible from a button at the end of its title bar. The collapsed
// state is part of the dashboard layout, kept in Moonraker's database.
import { useId, type ComponentType, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from '../locales/react';
import { cardEntry } from '../lib/layout';
import { setCollapsed, useLayout } from '../state/layout';
import { usePrinterScope } from '../state/scope/context';
import { CardFrame } from './CardFrame';

interface Props {
  /** The card's id in the layout, and the section's data-card. */
  id: string;
  title: string;
  icon: ComponentType<SvgIconProps>;
  actions?: ReactNode;
  /** The body is still loading: the dashboard shows the titled frame in the card's place. */
  busy?: boolean;
  children: ReactNode;
}

export function DashboardCard({ id, title, icon: Icon, actions, busy, children }: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const collapsed = useLayout((s) => cardEntry(s.layout, id)?.collapsed === true);
  // Unique on the page: a page showing several printers shows the same card more than once.
  const headingId = useId();
  const toggle = () => setCollapsed(scope, id, !collapsed);
  return (
    <CardFrame
      headingId={headingId}
      title={title}
      icon={<Icon fontSize="small" color="primary" />}
      dataCard={id}
      busy={busy}
      actions={
        <>
          {actions}
          <IconButton
            size="small"
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('card.expand', { title }) : t('card.collapse', { title })}
            onClick={toggle}
          >
            {collapsed ? <ExpandMore /> : <ExpandLess />}
          </IconButton>
        </>
      }
    >
      {!collapsed && children}
    </CardFrame>
  );
}
