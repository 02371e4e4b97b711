// /jobs: the gcodes root browser with bulk actions, up to 816 px high.
import Card from '@mui/material/Card';
import { useTranslation } from '../../locales/react';
import FileBrowser from '../../components/file-browser/FileBrowser';
import { PageHeading } from '../../components/PageHeading';

export const JOBS_MAX_HEIGHT = 816;
const ROOTS = ['gcodes'];

export default function JobsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('routes.jobs')} />
      <Card>
        <FileBrowser roots={ROOTS} name="jobs" bulkActions maxHeight={JOBS_MAX_HEIGHT} />
      </Card>
    </>
  );
}
