// The tools drawer (right, 300 wide): system commands, power devices (when the printer has them),
// the dashboard layout item, theme, and the printers list.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ListItem from '@mui/material/ListItem';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from '../../locales/react';
import { PrintersList } from '../../features/printers/PrintersList';
import { PowerDeviceList } from '../../components/power/PowerDeviceList';
import { usePower } from '../../state/power';
import { useSettings, setSetting } from '../../state/settings';
import { setEditingLayout } from '../../state/layout';
import { usePrinterScope } from '../../state/scope/context';
import { klippyCommand, writeSetting } from '../../state/session';
import { useUi } from '../../state/ui';
import powerMessages from '../../locales/en/power.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(powerMessages);

export const TOOLS_DRAWER_WIDTH = 300;

export default function ToolsDrawer({
  showSystem,
  onAdjustLayout,
}: {
  showSystem: boolean;
  /** Layout-edit mode on the dashboard (the shell navigates there). */
  onAdjustLayout: () => void;
}) {
  const { t } = useTranslation();
  const open = useUi((s) => s.toolsOpen);
  const isDark = useSettings((s) => s.theme.isDark);
  const hasPower = usePower((s) => s.devices.length > 0);
  const scope = usePrinterScope();
  const close = () => useUi.setState({ toolsOpen: false });
  const run = (command: 'restart' | 'firmwareRestart') => {
    close();
    void klippyCommand(command);
  };
  const adjustLayout = () => {
    close();
    setEditingLayout(scope, true);
    onAdjustLayout();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: TOOLS_DRAWER_WIDTH }, 'aria-label': t('app.tools') } }}
    >
      <Box role="navigation" aria-label={t('app.tools')}>
        {showSystem && (
          <List
            dense
            subheader={<ListSubheader disableSticky>{t('app.systemCommands')}</ListSubheader>}
          >
            <ListItem disablePadding>
              <ListItemButton onClick={() => run('restart')}>
                <ListItemText primary={t('firmware.restart')} />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton onClick={() => run('firmwareRestart')}>
                <ListItemText primary={t('firmware.firmwareRestart')} />
              </ListItemButton>
            </ListItem>
          </List>
        )}
        {showSystem && hasPower && (
          <Box component="section" aria-labelledby="tools-power-title">
            <ListSubheader id="tools-power-title" component="h2" disableSticky>
              {t('power.title')}
            </ListSubheader>
            <PowerDeviceList labelledBy="tools-power-title" />
          </Box>
        )}
        {showSystem && (
          <List dense>
            <ListItem disablePadding>
              <ListItemButton onClick={adjustLayout}>
                <ListItemText primary={t('layout.adjust')} />
              </ListItemButton>
            </ListItem>
          </List>
        )}
        <Divider />
        <List dense>
          <ListItem>
            <FormControlLabel
              control={
                <Switch
                  checked={!isDark}
                  onChange={(_, light) => void setSetting(writeSetting, 'theme', 'isDark', !light)}
                />
              }
              label={t('app.lightTheme')}
            />
          </ListItem>
        </List>
        <Divider />
        <PrintersList onActivate={close} />
      </Box>
    </Drawer>
  );
}
