// The draft as the preview shows it: with its images. The editor's built draft names no media (a draft
// names them by content path, and only the server knows the stored file behind one), so the preview
// asks the server for the draft's paths (POST /api/media/lookup, the lookup a publish makes) and builds
// the draft with them: the student dialog then loads the very /image/… urls a student gets once the
// draft is published, an image uploaded to the draft and not yet published included. A path that names
// no file shows no image (the content check names it). Answers are kept per path for the editor's life:
// a path names the same file until a new upload, which gets a new path.
import { useEffect, useMemo, useState } from 'react';
import type { ContentFile } from '../../../../rules/contentFile';
import type { MediaRef } from '../../../../rules/types';
import { lookupMedia } from '../../../api/module';
import { useEditor } from '../editor/editorContext';
import { buildDraft, useBuiltModule, type BuiltModule } from '../editor/useBuiltModule';

/** Every media path the draft names: the topic's icon and image, and the slides' and result texts' images. */
export function draftMediaPaths(document: ContentFile): string[] {
  const paths = [
    document.topic.icon,
    document.topic.image,
    ...document.module.slides.map((s) => s.info_image),
    ...document.module.result_texts.map((r) => r.info_image),
  ];
  return [...new Set(paths.filter((p): p is string => !!p?.trim()))];
}

/** While a path is being typed, wait for a pause before asking. */
const TYPING_PAUSE_MS = 300;

export function usePreviewModule(): BuiltModule {
  const built = useBuiltModule();
  const { document } = useEditor();
  const [refs, setRefs] = useState<ReadonlyMap<string, MediaRef | null>>(new Map());
  const paths = useMemo(() => draftMediaPaths(document), [document]);
  const missing = paths.filter((p) => !refs.has(p)).join('\n');
  const first = refs.size === 0;

  useEffect(() => {
    if (!missing) return undefined;
    const asked = missing.split('\n');
    const timer = setTimeout(
      () =>
        void lookupMedia(asked)
          .then((items) =>
            setRefs((known) => {
              const next = new Map(known);
              for (const path of asked) next.set(path, null);
              for (const item of items) next.set(item.path, { id: item.id, modified: item.modified });
              return next;
            }),
          )
          // Without an answer the preview shows the draft without its images; a later edit asks again.
          .catch(() => undefined),
      first ? 0 : TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [missing, first]);

  return useMemo(
    () => (paths.length === 0 ? built : buildDraft(document, built.module.id, (path) => refs.get(path) ?? null)),
    [built, document, paths, refs],
  );
}
