// The inverse of contentFile.ts's buildModule: a built module (ids, media refs) back into the content-file
// form the module editor edits and exports. buildModule(contentFromModule(m)) gives m again (with the ids
// of the module id it is built for); test/rules/contentFromModule.test.ts pins that for every module.
// Element ids are kept (the editor's ids stay stable); withoutIds drops them for a file.
import type { ContentFile, ContentOption, ContentSlide } from './contentFile';
import type { LessonGuide } from './lessonGuide';
import type { MediaRef, Module, ModuleConfig, Slide } from './types';

/** Names a stored media file by its content path ('images/x.svg'); null when unknown. */
export type MediaPath = (ref: MediaRef, use: 'icon' | 'image') => string | null;

const path = (ref: MediaRef | null, use: 'icon' | 'image', mediaPath: MediaPath): string | null =>
  ref ? mediaPath(ref, use) : null;

function contentSlide(slide: Slide, mediaPath: MediaPath): ContentSlide {
  const options: ContentOption[] = slide.options.map((o) => ({
    id: o.id,
    ...(o.key ? { key: o.key } : {}),
    name: o.name,
    // A stored option always has a number; a null (never valid in a file) is left out so the check names it.
    ...(o.value === null ? {} : { value: o.value }),
    input: o.input,
    exclusive: o.exclusive,
  }));
  return {
    id: slide.id,
    name: slide.name,
    category: slide.category === 'question' ? 'question' : 'info_slide',
    text: slide.text,
    more_info: slide.more_info,
    info_image: path(slide.info_image, 'image', mediaPath),
    type: slide.type,
    subtype: slide.subtype,
    composite: slide.composite,
    sub_questions: slide.sub_questions.map((s) => ({ id: s.id, ...(s.key ? { key: s.key } : {}), name: s.name })),
    options,
    min_value: slide.min_value,
    max_value: slide.max_value,
    value_label: slide.value_label,
    skippable: slide.skippable,
    ...(slide.skip_label ? { skip_label: slide.skip_label } : {}),
    info_texts: slide.info_texts.map((t) => ({
      ...(t.id === undefined ? {} : { id: t.id }),
      name: t.name,
      text: t.text,
    })),
    category_mappings: slide.category_mappings.map((m) => ({ ...m })),
  };
}

export function contentFromModule(
  module: Module,
  config: ModuleConfig,
  mediaPath: MediaPath,
  extra: { topicName: string; lessonGuide?: LessonGuide | null },
): ContentFile {
  const { name: _name, ...rest } = config;
  return {
    topic: {
      name: extra.topicName,
      category: module.topic.category,
      status: module.topic.status,
      icon: path(module.topic.icon, 'icon', mediaPath),
      image: path(module.topic.image, 'image', mediaPath),
      contactData: module.topic.contactData,
    },
    module: {
      name: module.name,
      title: module.title,
      start_text: module.start_text,
      info_link: module.info_link,
      info_content: module.info_content,
      show_norm_table: module.show_norm_table ?? false,
      slides: module.slides.map((s) => contentSlide(s, mediaPath)),
      result_texts: module.result_texts.map((r) => ({
        ...(r.id === undefined ? {} : { id: r.id }),
        name: r.name,
        title: r.title,
        text: r.text,
        info_image: path(r.info_image, 'image', mediaPath),
      })),
    },
    config: structuredClone(rest),
    ...(extra.lessonGuide ? { lessonGuide: structuredClone(extra.lessonGuide) } : {}),
  };
}

/** The document without element ids, as a content file written by hand (export; import into another module). */
export function withoutIds(file: ContentFile): ContentFile {
  const copy = structuredClone(file);
  for (const slide of copy.module.slides) {
    delete slide.id;
    slide.options?.forEach((o) => delete o.id);
    slide.sub_questions?.forEach((s) => delete s.id);
    slide.info_texts?.forEach((t) => delete t.id);
  }
  copy.module.result_texts.forEach((r) => delete r.id);
  return copy;
}
