// The printers list's menu: keep the list on the chosen printer (so that any browser opening that
// printer finds the others), export it to a file, import one. Each says how it went as a message.
import { useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { useTranslation } from '../../locales/react';
import type { TFunction } from '../../locales/i18n';
import { isolateBidi } from '../../lib/bidi';
import { sameApiUrl } from '../../lib/api-url';
import type { FileProblem } from '../../lib/printer-file';
import { defaultInstanceName, useInstances } from '../../state/instances';
import { showError, showMessage } from '../../state/messages';
import { useActiveScope } from '../../state/scope/active';
import { exportList, importList, keepListOnChosen } from './list-actions';
import printersMessages from '../../locales/en/printers.json';
import { registerEnglishArea } from '../../locales/lazy';
import { JsonFileInput } from '../../components/JsonFileInput';

registerEnglishArea(printersMessages);

/** What is wrong with an imported file, in words. */
export function importProblemText(t: TFunction, problem: FileProblem): string {
  switch (problem.kind) {
    case 'json':
      return t('printers.importNotJson');
    case 'shape':
      return t('printers.importNotList');
    case 'version':
      return t('printers.importBadVersion', { version: problem.version });
    case 'entry': {
      const { position } = problem;
      if (problem.problem === 'name') return t('printers.importBadName', { position });
      if (problem.problem === 'apiUrl') return t('printers.importBadUrl', { position });
      if (problem.problem === 'tags') return t('printers.importBadTags', { position });
      return t('printers.importBadEntry', { position });
    }
  }
}

/** The chosen printer's name in the list (its address's host when it is not listed). */
function useChosenName(): string | null {
  const apiUrl = useActiveScope((s) => s.active?.apiUrl ?? null);
  const listed = useInstances((s) =>
    apiUrl ? s.instances.find((item) => sameApiUrl(item.apiUrl, apiUrl))?.name : undefined,
  );
  return apiUrl ? (listed ?? defaultInstanceName(apiUrl)) : null;
}

export function ListMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const chosen = useChosenName();
  const close = () => setAnchor(null);

  const keep = async () => {
    close();
    if (!chosen) return;
    const printer = isolateBidi(chosen);
    if (await keepListOnChosen()) showMessage(t('printers.kept', { printer }), 'success', 4000);
    else showError(t('printers.keepFailed', { printer }));
  };
  const read = async (picked: File | undefined) => {
    if (!picked) return;
    const result = await importList(picked);
    if (result.ok) showMessage(t('printers.imported', result), 'success', 4000);
    else showError(importProblemText(t, result.problem));
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('printers.actions')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {chosen && (
          <MenuItem onClick={() => void keep()}>
            {t('printers.keepOn', { printer: isolateBidi(chosen) })}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            exportList();
          }}
        >
          {t('printers.export')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            file.current?.click();
          }}
        >
          {t('printers.import')}
        </MenuItem>
      </Menu>
      <JsonFileInput
        inputRef={file}
        testId="printers-import"
        onFile={(picked) => void read(picked)}
      />
    </>
  );
}
