// The content-file contract: one JSON file per module in content/modules/*.json (see docs/rules.md).
// Files carry no ids; buildModule assigns deterministic ones so answers stay attached across re-seeds.
import type { LessonGuide } from './lessonGuide';
import type {
  CategoryMapping,
  ContactData,
  InfoText,
  MediaRef,
  Module,
  ModuleConfig,
  ModuleStatus,
  QuestionOption,
  QuestionType,
  RangeSubtype,
  Slide,
  SlideCategory,
} from './types';

export interface ContentOption {
  /** A draft's stable id (issue 33); absent in hand-written files: numbered by position. */
  id?: number;
  key?: string;
  name: string;
  value?: number | null;
  input?: boolean;
  exclusive?: boolean;
}

export interface ContentSubQuestion {
  id?: number;
  key?: string;
  name: string;
}

/** A slide as written in a content file: no ids, media as a path relative to content/media/. */
export interface ContentSlide {
  /** A draft's stable id (issue 33); absent in hand-written files: numbered by position. */
  id?: number;
  name: string;
  category?: Extract<SlideCategory, 'question' | 'info_slide'>;
  text: string;
  more_info?: string | null;
  info_image?: string | null;
  type?: QuestionType | null;
  subtype?: RangeSubtype | null;
  composite?: boolean;
  sub_questions?: ContentSubQuestion[];
  options?: ContentOption[];
  min_value?: number | null;
  max_value?: number | null;
  value_label?: string | null;
  skippable?: boolean;
  skip_label?: string | null;
  info_texts?: InfoText[];
  category_mappings?: Array<Partial<CategoryMapping> & Pick<CategoryMapping, 'start' | 'end' | 'category'>>;
}

export interface ContentResultText {
  id?: number;
  name: string;
  title: string;
  text: string;
  info_image?: string | null;
}

export interface ContentFile {
  topic: {
    /** Modules name a shared topic by this key (default: the name); see topicIdentity.ts. */
    key?: string;
    name: string;
    category: string;
    status: ModuleStatus;
    icon: string | null;
    image: string | null;
    contactData: ContactData | null;
  };
  module: {
    name: string;
    title: string;
    start_text: string;
    info_link?: string | null;
    info_content?: string | null;
    show_norm_table?: boolean;
    slides: ContentSlide[];
    result_texts: ContentResultText[];
  };
  config: Partial<Omit<ModuleConfig, 'name'>>;
  /** The teachers' lesson guide (lessonGuide.ts); a module may have none. */
  lessonGuide?: LessonGuide;
}

/** Id scheme: slide = moduleId*1000 + index+1; option = slideId*100 + j+1; sub-question = slideId*100 + 50 + k+1. */
export const slideIdFor = (moduleId: number, index: number): number => moduleId * 1000 + index + 1;
export const optionIdFor = (slideId: number, index: number): number => slideId * 100 + index + 1;
export const subQuestionIdFor = (slideId: number, index: number): number => slideId * 100 + 50 + index + 1;

type ResolveMedia = (path: string) => MediaRef | null;

const media = (path: string | null | undefined, resolve: ResolveMedia): MediaRef | null =>
  path ? resolve(path) : null;

function buildSlide(src: ContentSlide, id: number, resolve: ResolveMedia): Slide {
  const options: QuestionOption[] = (src.options ?? []).map((o, j) => ({
    id: o.id ?? optionIdFor(id, j),
    ...(o.key ? { key: o.key } : {}),
    name: o.name,
    value: o.value ?? null,
    input: o.input ?? false,
    exclusive: o.exclusive ?? false,
  }));
  const subQuestions = (src.sub_questions ?? []).map((s, k) => ({
    id: s.id ?? subQuestionIdFor(id, k),
    ...(s.key ? { key: s.key } : {}),
    name: s.name,
    question: id,
  }));
  return {
    id,
    name: src.name,
    category: src.category ?? (src.type ? 'question' : 'info_slide'),
    text: src.text,
    more_info: src.more_info ?? null,
    info_image: media(src.info_image, resolve),
    type: src.type ?? null,
    subtype: src.subtype ?? null,
    composite: src.composite ?? subQuestions.length > 0,
    sub_questions: subQuestions,
    options,
    min_value: src.min_value ?? null,
    max_value: src.max_value ?? null,
    value_label: src.value_label ?? null,
    skippable: src.skippable ?? false,
    ...(src.skip_label ? { skip_label: src.skip_label } : {}),
    info_texts: src.info_texts ?? [],
    category_mappings: (src.category_mappings ?? []).map((m) => ({
      gender: m.gender ?? null,
      min_age: m.min_age ?? null,
      max_age: m.max_age ?? null,
      start: m.start,
      end: m.end,
      category: m.category,
    })),
  };
}

export function buildModule(
  file: ContentFile,
  moduleId: number,
  resolveMedia: ResolveMedia,
): { module: Module; config: ModuleConfig } {
  const { topic, module: src, config } = file;
  const module: Module = {
    id: moduleId,
    name: src.name,
    title: src.title,
    topic: {
      icon: media(topic.icon, resolveMedia),
      image: media(topic.image, resolveMedia),
      status: topic.status,
      category: topic.category,
      contactData: topic.contactData ?? null,
    },
    start_text: src.start_text,
    info_link: src.info_link ?? null,
    info_content: src.info_content ?? null,
    show_norm_table: src.show_norm_table ?? false,
    slides: src.slides.map((s, i) => buildSlide(s, s.id ?? slideIdFor(moduleId, i), resolveMedia)),
    result_texts: src.result_texts.map((r) => ({
      ...(r.id === undefined ? {} : { id: r.id }),
      name: r.name,
      title: r.title,
      text: r.text,
      info_image: media(r.info_image, resolveMedia),
    })),
  };
  return {
    module,
    config: {
      name: src.name,
      required_meta: config.required_meta ?? [],
      computed: config.computed ?? {},
      norm: config.norm ?? {},
      rules: config.rules ?? [],
      result: config.result ?? [],
      actions: config.actions ?? [],
    },
  };
}
