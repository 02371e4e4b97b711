// Settings › Editor: ask before closing a file with unsaved changes, and the extensions whose files
// open in the editor on a click (each with its dot, once, sorted).
import { useTranslation } from '../../../locales/react';
import { PageCard } from '../../../components/PageCard';
import { parseExtensions, type SettingCheck } from '../../../lib/settings-validation';
import { useSettings } from '../../../state/settings';
import settingsMessages from '../../../locales/en/settings.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { saveSetting } from '../components/save';
import { SettingsGrid } from '../components/SettingsGrid';
import { SwitchSetting } from '../components/SwitchSetting';
import { TextSetting } from '../components/TextSetting';

registerEnglishArea(settingsMessages);

const checkExtensions = (text: string): SettingCheck<string[]> => ({
  ok: true,
  value: parseExtensions(text),
});
const showExtensions = (values: string[]) => values.join(', ');

export default function EditorSection() {
  const { t } = useTranslation();
  const editor = useSettings((s) => s.editor);
  return (
    <PageCard id="editor-card" title={t('settings.editor.title')} divided>
      <SettingsGrid>
        <SwitchSetting
          label={t('settings.editor.confirmDirtyEditorClose')}
          checked={editor.confirmDirtyEditorClose}
          onChange={(value) => saveSetting('editor', 'confirmDirtyEditorClose', value)}
        />
        <TextSetting
          label={t('settings.editor.autoEditExtensions')}
          hint={t('settings.editor.autoEditExtensionsHint')}
          value={editor.autoEditExtensions}
          check={checkExtensions}
          format={showExtensions}
          onSave={(value) => saveSetting('editor', 'autoEditExtensions', value)}
        />
      </SettingsGrid>
    </PageCard>
  );
}
