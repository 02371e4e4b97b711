// /settings: the sections the server supports, one after the other, each with its anchor
// (/settings#versions). A section's body loads lazily; once the one the address names has
// rendered, the page scrolls to it (the shell's scroll ran before the page had loaded).
import { Suspense, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../../components/LoadingBar';
import { PageHeading } from '../../components/PageHeading';
import { useServer } from '../../state/server';
import { visibleSections, type SettingsSection } from './sections';

/** The header's height and a little air, as the shell's hash scrolling. */
const ANCHOR_OFFSET_PX = 60;

function SectionLoaded({ id }: { id: string }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || decodeURIComponent(window.location.hash.slice(1)) !== id) return;
    done.current = true;
    const target = document.getElementById(id);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
    window.scrollTo({ top, behavior: 'smooth' });
  }, [id]);
  return null;
}

function Section({ section }: { section: SettingsSection }) {
  const { t } = useTranslation();
  const Body = section.component;
  return (
    <Box id={section.id} sx={{ scrollMarginTop: ANCHOR_OFFSET_PX }}>
      <Suspense fallback={<LoadingBar label={t(section.title)} />}>
        <Body />
        <SectionLoaded id={section.id} />
      </Suspense>
    </Box>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const components = useServer((s) => s.components);
  const sections = visibleSections({ components });
  return (
    <>
      <PageHeading title={t('routes.settings')} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </Box>
    </>
  );
}
