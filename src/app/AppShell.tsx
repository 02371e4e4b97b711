// The shell: app bar, navigation, tools drawer, guards, the disconnected screen, the firmware-state
// card, the routed page, footer and messages.
import { Suspense, type ReactNode } from 'react';
import { lazy } from '../components/lazy';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../locales/react';
import { LoadingBar } from '../components/LoadingBar';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { useAuth } from '../state/auth';
import { useConnection } from '../state/connection';
import { useAppStatus } from '../state/app-status';
import { useEditor } from '../state/editor';
import { useInstances } from '../state/instances';
import { useActiveScope } from '../state/scope/active';
import { useServer } from '../state/server';
import { useSettings } from '../state/settings';
import { useMessages } from '../state/messages';
import { useUi } from '../state/ui';
import { useHasWarnings } from '../state/warnings';
import { afterLogin, arrivalState, readArrivalMark } from '../lib/start-address';
import { ErrorBoundary, FailureMessage } from '../components/ErrorBoundary';
import { UpdateDialogHost } from '../components/update-dialog/UpdateDialogHost';
import { NOT_FOUND, ROUTES, type RouteDef } from './routes';
import { EmergencyStop } from './shell/EmergencyStop';
import { FirmwareRedirect } from './shell/FirmwareRedirect';
import { Footer } from './shell/Footer';
import { NavList } from './shell/NavList';
import { PrintChecksProvider } from '../components/print-checks';
import { PRINT_CHECKS } from './print-checks';
import { JobsPanelsProvider } from '../components/jobs-panels';
import { JOBS_PANELS } from './jobs-panels';
import { ScrollManager } from './shell/ScrollManager';
import { TopBar } from './shell/TopBar';
import { useTitleAndFavicon } from './shell/useTitleAndFavicon';

// Eager on purpose: they must show when the server that would serve a lazy chunk is gone.
import DisconnectedScreen from './shell/DisconnectedScreen';
import { HEADER_HEIGHT } from './theme';

const AddPrinterDialog = lazy(() => import('../features/printers/AddPrinterDialog'));
const ToolsDrawer = lazy(() => import('./shell/ToolsDrawer'));
const MobileNavDrawer = lazy(() => import('./shell/MobileNavDrawer'));
const Messages = lazy(() => import('./shell/Messages'));
const NoPrinter = lazy(() => import('./shell/NoPrinter'));
const EditorHost = lazy(() => import('../components/file-editor/EditorHost'));
// Follows every printer when more than one is configured: alerts and the title's count.
const AlertWatcher = lazy(() => import('../features/farm/alerts/AlertWatcher'));
// Klipper's calibration tools as dialogs, on every page while Klipper is ready.
const CalibrationWatcher = lazy(() => import('../features/calibration/CalibrationWatcher'));
// Only while Klipper is not ready (the web server answers then, so the chunk loads) or warns.
const FirmwareStateCard = lazy(() => import('./shell/FirmwareStateCard'));
export const NAV_WIDTH = 220;

/**
 * A lazy part of the shell (drawer, dialog, messages): if its chunk cannot be loaded, a message with
 * a reload button floats at the bottom instead of the whole app going blank.
 */
function ShellPart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      name={name}
      fallback={(error, retry) => (
        <Box sx={{ position: 'fixed', left: 16, right: 16, bottom: 16, zIndex: 'snackbar' }}>
          <FailureMessage error={error} retry={retry} />
        </Box>
      )}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** Its own component: print progress changes re-render only this, not the whole shell. */
function TitleAndFavicon({ instanceName, routeName }: { instanceName: string; routeName: string }) {
  useTitleAndFavicon(instanceName, routeName);
  return null;
}

function useCurrentRoute(pathname: string): RouteDef {
  const { parser } = useRouter();
  return ROUTES.find((route) => matchRoute(parser, route.path, pathname)[0]) ?? NOT_FOUND;
}

export function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [pathname, navigate] = useLocation();
  const route = useCurrentRoute(pathname);

  const authenticated = useAuth((s) => s.authenticated);
  const apiUrl = useConnection((s) => s.apiUrl);
  const apiReachable = useConnection((s) => s.apiReachable);
  const socketOpen = useConnection((s) => s.socketStatus === 'open');
  const checkingFirst = useConnection(
    (s) => s.socketStatus === 'connecting' && s.socketReason === null,
  );
  const needsLogin = useConnection((s) => s.socketReason === 'unauthorized');
  const klippyReady = useServer((s) => s.klippyState === 'ready' && s.klippyConnected);
  const klippyKnown = useServer((s) => s.klippyState !== null);
  const hasWarnings = useHasWarnings();
  const navOpen = useUi((s) => s.navOpen);
  const toolsOpened = useUi((s) => s.toolsOpened);
  const addPrinterOpen = useUi((s) => s.addPrinterOpen);
  const editorOpen = useEditor((s) => s.target !== null);
  const hasMessages = useMessages((s) => s.queue.length > 0);
  // The printer this tab shows (the address may name another than the stored choice).
  const shownApiUrl = useActiveScope((s) => s.active?.apiUrl);
  const instance = useInstances((s) => s.instances.find((item) => item.apiUrl === shownApiUrl));
  const farm = useInstances((s) => s.instances.length > 1);
  const settingsName = useSettings((s) => s.general.instanceName);
  const instanceName = settingsName || instance?.name || 'Printdeck';

  const connected = authenticated && socketOpen;
  const everConnected = useAppStatus((s) => s.everConnected);
  const started = useUi((s) => s.started);
  const showNav = connected && route.path !== '/login';
  const permanentNav = showNav && wide;

  // The login keeps the address it interrupted, and leads there once done (lib/start-address.ts).
  if (!authenticated && (apiReachable || needsLogin) && !route.open) {
    const from = `${pathname}${window.location.search}${window.location.hash}`;
    return <Redirect to="/login" replace state={arrivalState({ by: 'login', from })} />;
  }
  if (authenticated && route.path === '/login')
    return <Redirect to={afterLogin(readArrivalMark(window.history.state))} replace />;

  const progress = <LoadingBar label={t('app.loading')} />;
  let content;
  if (!started && !route.open) content = progress;
  else if (!apiUrl && !route.open) content = <NoPrinter />;
  else if (apiUrl && !socketOpen && !route.open)
    content = everConnected || !checkingFirst ? <DisconnectedScreen /> : progress;
  else
    content = (
      <>
        {connected && <FirmwareRedirect />}
        {connected && klippyKnown && (!klippyReady || hasWarnings) && !route.hideFirmwareCard && (
          <Suspense fallback={null}>
            <FirmwareStateCard />
          </Suspense>
        )}
        {/* A page that throws or whose chunk fails shows a message; the shell keeps working. */}
        <ErrorBoundary
          name={`the page ${pathname}`}
          resetKey={pathname}
          fallback={(error, retry) => <FailureMessage error={error} retry={retry} />}
        >
          <Suspense fallback={progress}>
            <PrintChecksProvider value={PRINT_CHECKS}>
              <JobsPanelsProvider value={JOBS_PANELS}>
                <Switch>
                  {ROUTES.map(({ path, component: Page }) => (
                    <Route key={path} path={path}>
                      <Page />
                    </Route>
                  ))}
                  <Route>
                    <NOT_FOUND.component />
                  </Route>
                </Switch>
              </JobsPanelsProvider>
            </PrintChecksProvider>
          </Suspense>
        </ErrorBoundary>
      </>
    );

  const closeNav = () => useUi.setState({ navOpen: false });
  const navContent = (
    <Box component="nav" aria-label={t('app.mainNavigation')}>
      <NavList onNavigate={wide ? undefined : closeNav} />
      {mobile && connected && (
        <Box sx={{ px: 2, py: 1 }}>
          <EmergencyStop variant="button" />
        </Box>
      )}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <ScrollManager />
      <TitleAndFavicon instanceName={instanceName} routeName={t(route.name)} />
      <TopBar
        instanceName={instanceName}
        showControls={connected}
        mobile={mobile}
        showNavButton={showNav && !wide}
      />
      {showNav && wide && (
        <Box
          sx={{
            width: NAV_WIDTH,
            flexShrink: 0,
            position: 'fixed',
            top: HEADER_HEIGHT,
            bottom: 0,
            left: 0,
            overflowY: 'auto',
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {navContent}
        </Box>
      )}
      {showNav && !wide && navOpen && (
        <ShellPart name="the navigation drawer">
          <MobileNavDrawer open={navOpen} onClose={closeNav}>
            {navContent}
          </MobileNavDrawer>
        </ShellPart>
      )}
      {toolsOpened && (
        <ShellPart name="the tools drawer">
          <ToolsDrawer showSystem={connected} onAdjustLayout={() => navigate('/')} />
        </ShellPart>
      )}
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          pt: `${HEADER_HEIGHT}px`,
          pl: permanentNav ? `${NAV_WIDTH}px` : 0,
          ...(route.fillHeight ? { height: '100vh' } : {}),
        }}
      >
        <Box
          component="main"
          sx={{
            flexGrow: 1,
            p: { xs: 1, sm: 2 },
            maxWidth: permanentNav ? 1600 : undefined,
            width: '100%',
          }}
        >
          <ErrorBoundary
            name="the main area"
            resetKey={pathname}
            fallback={(error, retry) => <FailureMessage error={error} retry={retry} />}
          >
            <Suspense fallback={progress}>{content}</Suspense>
          </ErrorBoundary>
        </Box>
        <Footer />
      </Box>
      {hasMessages && (
        <ShellPart name="the messages">
          <Messages />
        </ShellPart>
      )}
      {editorOpen && (
        <ShellPart name="the file editor">
          <EditorHost />
        </ShellPart>
      )}
      <ShellPart name="the update dialog">
        <UpdateDialogHost />
      </ShellPart>
      {addPrinterOpen && (
        <ShellPart name="the add-printer dialog">
          <AddPrinterDialog />
        </ShellPart>
      )}
      {connected && klippyReady && (
        <ShellPart name="the calibration dialogs">
          <CalibrationWatcher />
        </ShellPart>
      )}
      {farm && (
        <ShellPart name="the alerts">
          <AlertWatcher />
        </ShellPart>
      )}
    </Box>
  );
}
