// A dashboard card: titled section with an icon, optional actions, collapsible (state kept in
// local storage under "cardState", per card).
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { readJson, writeJson } from '../state/storage';

const CARD_STATE_KEY = 'cardState';

interface Props {
  id: string;
  title: string;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function DashboardCard({ id, title, icon, actions, children }: Props) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(
    () => readJson<Record<string, boolean>>(CARD_STATE_KEY, {})[id] === true,
  );
  const headingId = `card-${id}-title`;
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    writeJson(CARD_STATE_KEY, {
      ...readJson<Record<string, boolean>>(CARD_STATE_KEY, {}),
      [id]: next,
    });
  };
  return (
    <Card component="section" aria-labelledby={headingId}>
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
