// The browser's hidden file pickers, opened by the toolbar: Upload (several files), Upload and
// print (one), Upload and queue (several). Each hands the files chosen to `onFiles` with what to do
// after the upload, and is emptied so the same file can be chosen again.
import type { RefObject } from 'react';

export type UploadThen = false | true | 'queue';

interface Props {
  /** The extensions the root takes. */
  accepts: string[];
  upload: RefObject<HTMLInputElement | null>;
  print: RefObject<HTMLInputElement | null>;
  queue: RefObject<HTMLInputElement | null>;
  onFiles: (files: FileList | null, then: UploadThen) => void;
}

const PICKERS = [
  { key: 'upload', then: false, multiple: true, testId: 'upload-input' },
  { key: 'print', then: true, multiple: false, testId: 'upload-print-input' },
  { key: 'queue', then: 'queue', multiple: true, testId: 'upload-queue-input' },
] as const;

export function UploadInputs(p: Props) {
  return PICKERS.map(({ key, then, multiple, testId }) => (
    <input
      key={key}
      ref={p[key]}
      type="file"
      hidden
      multiple={multiple}
      accept={p.accepts.join(',')}
      data-testid={testId}
      onChange={(event) => {
        p.onFiles(event.target.files, then);
        event.target.value = '';
      }}
    />
  ));
}
