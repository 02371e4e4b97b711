// After a file dropped on a farm tile is uploaded: 'Print <file> now?'. Only Print starts it.
import { useTranslation } from '../../../locales/react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import fleetMessages from '../../../locales/en/fleet.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(fleetMessages);

export default function PrintNowDialog({
  file,
  printer,
  onClose,
}: {
  file: string;
  printer: string;
  onClose: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open
      tone="primary"
      title={t('fleet.drop.printNow', { file })}
      text={t('fleet.drop.printNowText', { file, name: printer })}
      confirmLabel={t('fleet.drop.print')}
      cancelLabel={t('fleet.drop.notNow')}
      onClose={onClose}
    />
  );
}
