// Taking a printer off the shared list changes it for every browser that opens the printer it is
// kept on: asked first, then written there (a failure is said, and the list stays as it was).
import ConfirmDialog from '../../components/ConfirmDialog';
import { useTranslation } from '../../locales/react';
import { isolateBidi } from '../../lib/bidi';
import type { Instance } from '../../state/instances';
import { showError } from '../../state/messages';
import { removeFromShared } from './list-actions';
import printersMessages from '../../locales/en/printers.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(printersMessages);

interface Props {
  instance: Instance;
  /** The name of the printer the shared list is kept on. */
  holder: string;
  onClose: () => void;
}

export function RemoveSharedDialog({ instance, holder, onClose }: Props) {
  const { t } = useTranslation();
  const name = isolateBidi(instance.name);
  const printer = isolateBidi(holder);
  return (
    <ConfirmDialog
      open
      title={t('printers.removeShared', { name })}
      text={t('printers.removeSharedText', { name, printer })}
      confirmLabel={t('printers.removeConfirm')}
      onClose={(confirmed) => {
        onClose();
        if (!confirmed) return;
        void removeFromShared(instance).then((done) => {
          if (!done) showError(t('printers.removeSharedFailed', { printer }));
        });
      }}
    />
  );
}
