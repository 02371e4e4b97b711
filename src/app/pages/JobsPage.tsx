// The jobs page. Only its title for now: its content arrives with the issue that builds it.
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';

export default function JobsPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('routes.jobs')} />;
}
