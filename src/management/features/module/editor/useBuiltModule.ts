// The draft as the rule engine and the student app see it (buildModule: ids by the loader's scheme),
// for the expression check, the rule checker and the preview. Built once per edit for the whole
// editor (the rules tab has dozens of expression fields). Media paths are not resolved here (only the
// server knows the file behind a path); the preview looks them up (preview/usePreviewModule.ts).
import { createContext, useContext, useMemo } from 'react';
import { buildModule } from '../../../../rules/contentFile';
import type { MediaRef, Module, ModuleConfig } from '../../../../rules/types';
import type { ModuleDocument } from '../../../../shared/management/module';

export interface BuiltModule {
  module: Module;
  config: ModuleConfig;
}

export function buildDraft(
  document: ModuleDocument,
  moduleId: number,
  resolveMedia: (path: string) => MediaRef | null = () => null,
): BuiltModule {
  return buildModule(document, moduleId, resolveMedia);
}

export const BuiltModuleContext = createContext<BuiltModule | null>(null);

/** The editor's built draft (ModuleEditorPage provides it). */
export function useBuiltModule(): BuiltModule {
  const built = useContext(BuiltModuleContext);
  if (!built) throw new Error('useBuiltModule outside the module editor');
  return built;
}

export const useBuildDraft = (document: ModuleDocument | null, moduleId: number): BuiltModule | null =>
  useMemo(() => (document ? buildDraft(document, moduleId) : null), [document, moduleId]);
