// Small module fixtures for the rule engine tests, written as content files so buildModule is exercised too.
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import type { Answer, ModuleConfig, AttemptMeta } from '../../src/rules/types';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

export const MODULE_ID = 7;

export function contentFile(config: ContentFile['config'] = {}): ContentFile {
  return {
    topic: { name: 'Test', category: 'test', status: 'optional', icon: 'icons/t.svg', image: null, contactData: null },
    module: {
      name: 'testmodule',
      title: 'Testmodule',
      start_text: '<p>Start</p>',
      slides: [
        { name: 'intro', text: 'Welkom' },
        {
          name: 'sport',
          text: 'Hoe vaak sport je?',
          type: 'single-choice',
          options: [
            { name: 'Nooit', value: 0 },
            { name: 'Soms', value: 1 },
            { name: 'Vaak', value: 2 },
          ],
        },
        {
          name: 'eten',
          text: 'Wat eet je?',
          type: 'multiple-choice',
          options: [
            { name: 'Fruit', value: 1 },
            { name: 'Groente', value: 2 },
            { name: 'Anders', value: 3, input: true },
            { name: 'Niets', value: 0, exclusive: true },
          ],
        },
        {
          name: 'uren',
          text: 'Hoeveel uur?',
          type: 'range-value',
          subtype: 'integer',
          min_value: 0,
          max_value: 10,
          skippable: true,
        },
        { name: 'bmi', text: 'BMI', type: 'bmi' },
        { name: 'oor', text: 'Oorcheck', type: 'oorcheck' },
        {
          name: 'slaap',
          text: 'Wanneer slaap je?',
          type: 'range-value',
          subtype: 'quarter-hour-range',
          sub_questions: [{ name: 'school' }, { name: 'weekend' }],
        },
        {
          name: 'stelling',
          text: 'Stellingen',
          type: 'single-choice',
          composite: true,
          options: [
            { name: 'Eens', value: 1 },
            { name: 'Oneens', value: 0 },
          ],
          sub_questions: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
        },
        { name: 'slot', text: 'Bedankt' },
      ],
      result_texts: [
        { name: 'goed', title: 'Goed', text: '<p>Goed</p>' },
        { name: 'matig', title: 'Matig', text: '<p>Matig</p>' },
        { name: 'slecht', title: 'Slecht', text: '<p>Slecht</p>' },
      ],
    },
    config,
  };
}

export function build(config: ContentFile['config'] = {}) {
  return buildModule(contentFile(config), MODULE_ID, (path) => ({ id: path.length, modified: 1 }));
}

/** Slide id of the n-th content slide (0-based) of the fixture. */
export const slideId = (index: number): number => MODULE_ID * 1000 + index + 1;
export const optionId = (slideIndex: number, optionIndex: number): number =>
  slideId(slideIndex) * 100 + optionIndex + 1;
export const subId = (slideIndex: number, subIndex: number): number => slideId(slideIndex) * 100 + 50 + subIndex + 1;

export function answer(question: number, fields: Partial<Answer> = {}): Answer {
  return { ...emptyAnswer({ id: question }), ...fields };
}

export const noMeta: AttemptMeta = { age: null, gender: null };

export type Config = ModuleConfig;
