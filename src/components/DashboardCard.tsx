// A dashboard card: titled section with an icon, optional actions, collapsible (the collapsed state
// is part of the dashboard layout, kept in Moonraker's database).
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { cardEntry } from '../lib/layout';
import { setCollapsed, useLayout } from '../state/layout';
import { usePrinterScope } from '../state/scope/context';

interface Props {
  id: string;
  title: string;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function DashboardCard({ id, title, icon, actions, children }: Props) {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const collapsed = useLayout((s) => cardEntry(s.layout, id)?.collapsed === true);
  // Unique on the page: a page showing several printers shows the same card more than once.
  const headingId = useId();
  const toggle = () => setCollapsed(scope, id, !collapsed);
  return (
    <Card component="section" aria-labelledby={headingId} data-card={id}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 48 }}>
        {icon}
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          {title}
        </Typography>
        {actions}
        <IconButton
          size="small"
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('card.expand', { title }) : t('card.collapse', { title })}
          onClick={toggle}
        >
          {collapsed ? <ExpandMore /> : <ExpandLess />}
        </IconButton>
      </Box>
      {!collapsed && children}
    </Card>
  );
}
