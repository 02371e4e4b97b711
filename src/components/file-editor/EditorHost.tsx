// Mounted by the shell: renders nothing and loads nothing until a file is opened in the editor.
import { Suspense } from 'react';
import { lazy } from '../lazy';
import { useEditor } from '../../state/editor';

const EditorDialog = lazy(() => import('./EditorDialog'));

export default function EditorHost() {
  const open = useEditor((s) => s.target !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <EditorDialog />
    </Suspense>
  );
}
