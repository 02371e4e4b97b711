// The icons Printdeck uses, by name (the /icons page lists them).
import type { SvgIconComponent } from '@mui/icons-material';
import Dashboard from '@mui/icons-material/Dashboard';
import Terminal from '@mui/icons-material/Terminal';
import Work from '@mui/icons-material/WorkOutlined';
import History from '@mui/icons-material/History';
import Videocam from '@mui/icons-material/Videocam';
import Tune from '@mui/icons-material/Tune';
import Code from '@mui/icons-material/Code';
import Memory from '@mui/icons-material/Memory';
import Settings from '@mui/icons-material/Settings';
import Thermostat from '@mui/icons-material/Thermostat';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import Menu from '@mui/icons-material/Menu';
import MoreVert from '@mui/icons-material/MoreVert';
import Print from '@mui/icons-material/Print';
import ViewModule from '@mui/icons-material/ViewModuleOutlined';

export const ICONS: Record<string, SvgIconComponent> = {
  dashboard: Dashboard,
  console: Terminal,
  jobs: Work,
  history: History,
  timelapse: Videocam,
  tune: Tune,
  configure: Code,
  system: Memory,
  settings: Settings,
  temperature: Thermostat,
  estop: PowerSettingsNew,
  menu: Menu,
  tools: MoreVert,
  printer: Print,
  farm: ViewModule,
};
