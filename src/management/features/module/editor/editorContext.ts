// The editor's state for every panel below the page, without threading it through each level.
import { createContext, useContext } from 'react';
import type { DraftEditor } from './useDraftEditor';

export const EditorContext = createContext<DraftEditor | null>(null);

export function useEditor(): DraftEditor & { document: NonNullable<DraftEditor['document']> } {
  const editor = useContext(EditorContext);
  if (!editor?.document) throw new Error('useEditor outside a loaded module editor');
  return editor as DraftEditor & { document: NonNullable<DraftEditor['document']> };
}
