// /timelapse (spec part 2 §2): the timelapse root's browser (its rights: read-only, view, delete,
// create directory; bulk actions; up to 816 px high) where a video plays in the browser and shows
// the preview image beside it as its thumbnail, the status card (frames, preview, render) and the
// settings card (the panel Settings › Timelapse shows too).
import { Suspense, useMemo, useState } from 'react';
import { lazy } from '../../components/lazy';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useTranslation } from '../../locales/react';
import FileBrowser from '../../components/file-browser/FileBrowser';
import type { FileHooks } from '../../components/file-browser/types';
import { PageCard } from '../../components/PageCard';
import { PageHeading } from '../../components/PageHeading';
import { TimelapsePanel } from './settings/TimelapsePanel';
import { parentPath, type BrowserItem } from '../../lib/files';
import { isVideo, timelapseFileUrl, videoPreview, withoutVideoPreviews } from './event-rules';
import { filesStore, selectListing } from '../../state/files';
import { usePrinterScope } from '../../state/scope/context';
import type { PrinterScope } from '../../state/scope/printer-scope';
import './events-store';
import { StatusCard } from './StatusCard';
import timelapsePageMessages from '../../locales/en/timelapsePage.json';
import timelapseSettingsMessages from '../../locales/en/timelapseSettings.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(timelapsePageMessages);
registerEnglishArea(timelapseSettingsMessages);

const VideoDialog = lazy(() => import('./VideoDialog'));

export const TIMELAPSE_MAX_HEIGHT = 816;
/** The browser and the status card side by side from this width (px). */
export const TIMELAPSE_TWO_COLUMNS_FROM = 1200;
const ROOTS = ['timelapse'];

/** The names in a file's folder, read from the files store when its row renders. */
function folderNames(scope: PrinterScope, item: BrowserItem): Set<string> {
  const files = scope.get(filesStore).getState();
  const listing = selectListing('timelapse', parentPath(item.path))(files);
  return new Set(listing.files.map((file) => file.filename));
}

export default function TimelapsePage() {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<BrowserItem | null>(null);
  const scope = usePrinterScope();

  const hooks = useMemo<FileHooks>(
    () => ({
      rows: withoutVideoPreviews,
      thumbnail: (item, apiUrl) => {
        const preview = videoPreview(item, folderNames(scope, item));
        return preview ? timelapseFileUrl(apiUrl, 'timelapse', preview, item.modified) : null;
      },
      actions: (item) =>
        isVideo(item.name)
          ? [
              {
                id: 'play',
                label: t('timelapsePage.play'),
                icon: <PlayArrow fontSize="small" />,
                run: setPlaying,
              },
            ]
          : [],
      open: (item) => {
        if (!isVideo(item.name)) return false;
        setPlaying(item);
        return true;
      },
      // Videos, images and zips: nothing the text editor shows.
      editable: () => false,
    }),
    [t, scope],
  );

  return (
    <>
      <PageHeading title={t('routes.timelapse')} />
      <Box
        sx={(theme) => ({
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignItems: 'start',
          [theme.breakpoints.up(TIMELAPSE_TWO_COLUMNS_FROM)]: {
            gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)',
          },
        })}
      >
        <Card component="section" aria-label={t('timelapsePage.videos')}>
          <FileBrowser
            roots={ROOTS}
            name="timelapse"
            bulkActions
            maxHeight={TIMELAPSE_MAX_HEIGHT}
            hooks={hooks}
          />
        </Card>
        <StatusCard />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <PageCard id="timelapse-page-settings" title={t('timelapsePage.settings')} divided>
            <TimelapsePanel />
          </PageCard>
        </Box>
      </Box>
      {playing && (
        <Suspense fallback={null}>
          <VideoDialog
            path={playing.path}
            modified={playing.modified}
            onClose={() => setPlaying(null)}
          />
        </Suspense>
      )}
    </>
  );
}
