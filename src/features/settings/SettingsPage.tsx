// /settings: the sections the server supports, one after the other, each with its anchor
// (/settings#toolhead), beside the section links (a list above them on phones). Each section's
// body loads lazily; once all have rendered the scroll rule runs (scrolling.ts): a saved position,
// else the anchor, else the top. The shell shows the page only when authenticated and connected.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { LoadingBar } from '../../components/LoadingBar';
import { PageHeading } from '../../components/PageHeading';
import { activeInstance, useInstances } from '../../state/instances';
import { useServer } from '../../state/server';
import { useSettings } from '../../state/settings';
import settingsMessages from '../../locales/en/settings.json';
import { registerEnglishArea } from '../../locales/lazy';
import { HEADER_OFFSET_PX, restoreScroll, saveScrollPosition, sectionInView } from './scrolling';
import { SETTINGS_DRAWER_WIDTH, SettingsNav } from './SettingsNav';
import { visibleSections, type SettingsSection } from '../../components/settings-section';

registerEnglishArea(settingsMessages);

function Loaded({ id, onLoaded }: { id: string; onLoaded: (id: string) => void }) {
  useEffect(() => onLoaded(id), [id, onLoaded]);
  return null;
}

function Section({
  section,
  onLoaded,
}: {
  section: SettingsSection;
  onLoaded: (id: string) => void;
}) {
  const { t } = useTranslation();
  const Body = section.component;
  return (
    <Box id={section.id} sx={{ scrollMarginTop: HEADER_OFFSET_PX }}>
      <Suspense fallback={<LoadingBar label={t(section.title)} />}>
        <Body />
        <Loaded id={section.id} onLoaded={onLoaded} />
      </Suspense>
    </Box>
  );
}

export default function SettingsPage({ sections: all }: { sections: readonly SettingsSection[] }) {
  const { t } = useTranslation();
  const components = useServer((s) => s.components);
  // Where these settings live: the chosen printer's database (its name as the top bar shows it).
  const instance = useInstances(activeInstance);
  const settingsName = useSettings((s) => s.general.instanceName);
  const printer = settingsName || instance?.name || 'Printdeck';
  const sections = visibleSections(all, { components });
  const ids = sections.map((section) => section.id);
  const idsKey = ids.join(' ');
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const loaded = useRef(new Set<string>());
  const scrolled = useRef(false);
  const [allLoaded, setAllLoaded] = useState(false);

  const onLoaded = useCallback(
    (id: string) => {
      loaded.current.add(id);
      if (idsKey.split(' ').every((each) => loaded.current.has(each))) setAllLoaded(true);
    },
    [idsKey],
  );

  useEffect(() => {
    if (!allLoaded || scrolled.current) return;
    // After the shell's own scrolling for this navigation (its effect runs after the page's).
    const timer = setTimeout(() => {
      scrolled.current = true;
      restoreScroll();
    }, 0);
    return () => clearTimeout(timer);
  }, [allLoaded]);

  useEffect(() => {
    const list = idsKey.split(' ');
    const path = window.location.pathname;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setCurrent(sectionInView(list));
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        // Only into this page's history entry, not the next page's while this one goes.
        if (scrolled.current && window.location.pathname === path) saveScrollPosition();
      }, 200);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [idsKey, allLoaded]);

  return (
    <>
      <PageHeading title={t('routes.settings')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.keptOn', { printer })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: `${SETTINGS_DRAWER_WIDTH}px minmax(0, 1fr)`,
          },
          gap: 2,
        }}
      >
        <SettingsNav sections={sections} current={current} />
        {/* One column no wider than the page: an implicit grid column would take the widest
            content's width (a 5,000-character tag from the printer widened every section). */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
          {sections.map((section) => (
            <Section key={section.id} section={section} onLoaded={onLoaded} />
          ))}
        </Box>
      </Box>
    </>
  );
}
