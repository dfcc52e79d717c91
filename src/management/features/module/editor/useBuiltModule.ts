// The draft as the rule engine and the student app see it (buildModule: ids by the loader's scheme),
// for the expression check, the rule checker and the preview. Media paths are not resolved here (the
// server does that on publish), so the preview shows no images.
import { useMemo } from 'react';
import { buildModule } from '../../../../rules/contentFile';
import type { ModuleDocument } from '../../../../shared/management/module';

export function buildDraft(document: ModuleDocument, moduleId: number) {
  return buildModule(document, moduleId, () => null);
}

export function useBuiltModule(document: ModuleDocument, moduleId: number) {
  return useMemo(() => buildDraft(document, moduleId), [document, moduleId]);
}
