// The hidden file input behind a "load a JSON file" button (a settings restore, a printers list
// import): the button clicks it through `inputRef`; the chosen file (or undefined) goes to `onFile`,
// and the input is emptied so the same file can be chosen again.
import type { RefObject } from 'react';

export function JsonFileInput({
  inputRef,
  testId,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  testId: string;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept="application/json,.json"
      hidden
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        onFile(file);
      }}
    />
  );
}
