// The content model (docs/product.md §3) shared by the client, the server and the content files.
// Pure types: no React, Redux, axios or Fastify here (src/rules must stay importable by the server).

import type { Gender, NormRating, QuestionType, RangeSubtype } from './values';

// The value lists behind these types are declared once in ./values.
export type { Gender, NormRating, QuestionType, RangeSubtype };
export type SlideCategory = 'question' | 'info_slide' | 'pre-slide' | 'post-slide';
export type ModuleStatus = 'disabled' | 'optional' | 'mandatory';
/** Module result value used for styling (a rating); 'unfinished' before the result stage. */
export type ModuleResultValue = NormRating | 'unfinished';

/** An image or file stored by the server; urls are /image/{id}/{width}/auto/{modified} and /file/{id}/{modified}. */
export interface MediaRef {
  id: number;
  modified: number;
}

export interface ContactData {
  name: string;
  department: string | null;
  email: string | null;
  phone: string | null;
  furtherInfo: string | null;
}

export interface Topic {
  icon: MediaRef | null;
  image: MediaRef | null;
  status: ModuleStatus;
  category: string;
  contactData: ContactData | null;
}

export interface QuestionOption {
  id: number;
  /** Short stable key (content files may give one; the editor and statistics name the option by it). */
  key?: string;
  name: string;
  value: number | null;
  /** The option takes free text (stored in Answer.option_values). */
  input: boolean;
  /** Choosing it clears and disables the other options. */
  exclusive: boolean;
}

export interface SubQuestion {
  id: number;
  /** Short stable key rules read (`q.slaaptijden.school`); without one (older modules) the text is the key. */
  key?: string;
  name: string;
  /** Parent question (slide) id. */
  question: number;
}

export interface InfoText {
  /** The module editor's stable id (issue 33); content files and older modules have none. */
  id?: number;
  name: string;
  text: string;
}

export interface CategoryMapping {
  gender: 'male' | 'female' | null;
  min_age: number | null;
  max_age: number | null;
  start: number;
  end: number;
  category: string;
}

export interface Slide {
  id: number;
  /** Unique within the module; rules refer to slides and questions by this name. */
  name: string;
  category: SlideCategory;
  /** Title / question text (plain text). */
  text: string;
  /** Sanitised html shown in the sidebar. */
  more_info: string | null;
  info_image: MediaRef | null;
  type: QuestionType | null;
  subtype: RangeSubtype | null;
  composite: boolean;
  sub_questions: SubQuestion[];
  options: QuestionOption[];
  min_value: number | null;
  max_value: number | null;
  value_label: string | null;
  skippable: boolean;
  /** The skip box's text for this question; absent or null: the default 'Ik heb dit onderdeel (nog) niet gedaan'. */
  skip_label?: string | null;
  info_texts: InfoText[];
  category_mappings: CategoryMapping[];
}

export interface ResultText {
  /** The module editor's stable id (issue 33); content files and older modules have none. */
  id?: number;
  name: string;
  title: string;
  /** html */
  text: string;
  info_image: MediaRef | null;
}

export interface Module {
  id: number;
  /** The published version (module_versions) this content is; an attempt records the one it started on. */
  version?: number;
  name: string;
  title: string;
  topic: Topic;
  /** html */
  start_text: string;
  info_link: string | null;
  /** html */
  info_content: string | null;
  /** The norm table (each norm's value and rating) is shown on the result screen and in the PDF; absent means off. */
  show_norm_table?: boolean;
  slides: Slide[];
  result_texts: ResultText[];
}

// ---- Tests and answers -------------------------------------------------------

export interface Answer {
  question: number;
  skip: boolean;
  options: number[];
  /** Free text per option id for options with the input flag. */
  option_values: Record<number, string>;
  exclusive_option: number | null;
  value: number | null;
  sub_question_options: Record<number, number>;
  /** quarter-hour-range: [start, end] in hours per sub-question. */
  sub_question_ranges: Record<number, [number, number]>;
  sub_question_values: Record<number, number>;
}

export interface AttemptMeta {
  /** One of AGES (./values): 15..22, 23 means '23 jaar of ouder'. */
  age: number | null;
  gender: Gender | null;
}

export interface Attempt {
  /** Generated client-side (uuid). */
  id: string;
  module: number;
  /** The module version the attempt started on (Module.version); the server finishes it with that version. */
  module_version?: number;
  answers: Answer[];
  meta: AttemptMeta;
  computed: Record<string, number | null>;
  finished: boolean;
  /** Epoch ms of the last activity; the test is discarded after TEST_INACTIVITY_TIMEOUT_MS. */
  updatedAt: number;
}

// ---- Module config (rule engine input) -----------------------------------------

/**
 * Conditions and values are jexl expressions (see docs/rules.md), evaluated against the scope:
 * age, male, female, gender, q (answers by question name), computed, norm, count_bad,
 * count_warning, count_neutral, count_good.
 */
export interface ConfigRule {
  when: string;
  skip_slides?: string[];
  skip_texts?: string[];
  /** Slides after this named slide are skipped: the test goes to the result after it. */
  skip_to_end_from?: string;
  show_texts?: string[];
  /** Offer these actions (names from ModuleConfig.actions). */
  actions?: string[];
  /** Pre-select these actions in the finish modal. */
  select_actions?: string[];
}

/** How a norm's value reads: a plain nl-NL number, or hours as h:mm (docs/product.md §9). */
export type NormUnit = 'hours';

export interface NormTitle {
  title: string;
  /** 'hours': the value is a number of hours and is shown as h:mm (10.25 → '10:15'). */
  unit?: NormUnit;
}

export interface NormRule {
  /** Expression giving the value that is rated. */
  value: string;
  gender?: 'male' | 'female' | null;
  min_age?: number | null;
  max_age?: number | null;
  start: number;
  end: number;
  rating: NormRating;
}

export type NormEntry = NormTitle | NormRule;

export interface ResultRule {
  when: string;
  value: Exclude<ModuleResultValue, 'unfinished'>;
}

export interface ConfigAction {
  name: string;
  title: string;
  /** html, shown in the finish modal's 'more info' step */
  more_info?: string;
}

export interface ModuleConfig {
  /** Module name this config belongs to. */
  name: string;
  required_meta: Array<'age' | 'gender'>;
  /** name → expression, evaluated in order (later ones may use earlier ones). */
  computed: Record<string, string>;
  /** norm name → list of rules, optionally with one { title } entry. */
  norm: Record<string, NormEntry[]>;
  rules: ConfigRule[];
  /** First matching rule gives the module result value; 'neutral' when none matches. */
  result: ResultRule[];
  actions: ConfigAction[];
}

export interface NormResult {
  name: string;
  title: string | null;
  value: number | null;
  result: NormRating | null;
  /** Set only for a norm whose title entry names a unit. */
  unit?: NormUnit;
}

export interface ProcessedState {
  skipSlides: string[];
  skipTexts: string[];
  skipQuestionIds: number[];
  skipToEndFrom: string | null;
  actions: string[];
  resultTexts: string[];
  selectedActions: string[];
  result: Exclude<ModuleResultValue, 'unfinished'>;
  computedResult: Record<string, number | null>;
  normResult: NormResult[];
}
