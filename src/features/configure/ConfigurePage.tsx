// /configure: the config root's browser (edit, upload, create, rename, delete, duplicate,
// download, bulk selection) with its disk usage, and a read-only browser with tabs for the logs,
// docs and config_examples roots. Side by side from 1400 px (as the dashboard's columns), stacked
// below. Files open in the editor from either browser (an auto-edit click, or Edit / View).
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useTranslation } from '../../locales/react';
import FileBrowser from '../../components/file-browser/FileBrowser';
import { PageColumns } from '../../components/PageColumns';
import { PageHeading } from '../../components/PageHeading';
import { DiskUsage } from './DiskUsage';

/** Two columns from this viewport width (px), as the dashboard's. */
export const CONFIGURE_TWO_COLUMNS_FROM = 1400;
export const CONFIGURE_MAX_HEIGHT = 640;
const CONFIG_ROOTS = ['config'];
const READ_ONLY_ROOTS = ['logs', 'docs', 'config_examples'];

export default function ConfigurePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('routes.configure')} />
      <PageColumns from={CONFIGURE_TWO_COLUMNS_FROM}>
        <Card>
          <FileBrowser
            roots={CONFIG_ROOTS}
            name="configure"
            bulkActions
            maxHeight={CONFIGURE_MAX_HEIGHT}
          />
          <Divider />
          <DiskUsage root="config" />
        </Card>
        <Card>
          <FileBrowser roots={READ_ONLY_ROOTS} name="configure" maxHeight={CONFIGURE_MAX_HEIGHT} />
        </Card>
      </PageColumns>
    </>
  );
}
