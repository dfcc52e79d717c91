import { processModule } from '../../src/rules/engine';
import {
  buildSlideList,
  POST_SLIDE_ID,
  postSlideAsks,
  PRE_SLIDE_ID,
  preSlideAsks,
  skipPostSlide,
} from '../../src/rules/slideList';
import type { ContentFile } from '../../src/rules/contentFile';
import type { AttemptMeta } from '../../src/rules/types';
import { build, noMeta } from './fixtures';

function names(config: ContentFile['config'], meta: AttemptMeta = noMeta): string[] {
  const { module, config: built } = build(config);
  const processed = processModule(module, built, { answers: [], meta });
  return buildSlideList(module, built, processed, meta).map((s) => s.name);
}

const all = ['intro', 'sport', 'eten', 'uren', 'bmi', 'oor', 'slaap', 'stelling', 'slot'];

describe('buildSlideList', () => {
  it('always appends the post-slide and prepends no pre-slide without required meta', () => {
    expect(names({})).toEqual([...all, 'post-slide']);
  });

  it('prepends the pre-slide when age or gender is required', () => {
    expect(names({ required_meta: ['age'] })).toEqual(['pre-slide', ...all, 'post-slide']);
    expect(names({ required_meta: ['gender'] })[0]).toBe('pre-slide');
  });

  it('gives the synthetic slides their negative ids and categories', () => {
    const { module, config } = build({ required_meta: ['age', 'gender'] });
    const slides = buildSlideList(module, config, processModule(module, config, { answers: [], meta: noMeta }), noMeta);
    expect(slides[0]).toMatchObject({ id: PRE_SLIDE_ID, name: 'pre-slide', category: 'pre-slide', type: null });
    expect(slides[slides.length - 1]).toMatchObject({ id: POST_SLIDE_ID, name: 'post-slide', category: 'post-slide' });
    expect(PRE_SLIDE_ID).toBe(-1);
    expect(POST_SLIDE_ID).toBe(-2);
  });

  it('leaves out skipped slides and everything after the skip-to-end slide', () => {
    expect(names({ rules: [{ when: 'true', skip_slides: ['eten', 'bmi'] }] })).toEqual([
      'intro',
      'sport',
      'uren',
      'oor',
      'slaap',
      'stelling',
      'slot',
      'post-slide',
    ]);
    expect(names({ rules: [{ when: 'true', skip_to_end_from: 'eten', skip_slides: ['sport'] }] })).toEqual([
      'intro',
      'eten',
      'post-slide',
    ]);
  });
});

describe('pre- and post-slide questions', () => {
  const { config } = build({ required_meta: ['gender'] });

  it('asks on the pre-slide what is required, age first', () => {
    expect(preSlideAsks(build({ required_meta: ['gender', 'age'] }).config)).toEqual(['age', 'gender']);
    expect(preSlideAsks(config)).toEqual(['gender']);
  });

  it('asks on the post-slide only what is not yet known', () => {
    expect(postSlideAsks(config, noMeta)).toEqual(['age', 'gender']);
    expect(postSlideAsks(config, { age: 16, gender: null })).toEqual(['gender']);
    expect(postSlideAsks(config, { age: null, gender: 'other' })).toEqual(['age']);
    expect(postSlideAsks(config, { age: 23, gender: 'female' })).toEqual([]);
  });

  it('skips the post-slide only when both age and gender were required', () => {
    expect(skipPostSlide(build({ required_meta: ['age', 'gender'] }).config)).toBe(true);
    expect(skipPostSlide(build({ required_meta: ['age'] }).config)).toBe(false);
    expect(skipPostSlide(config)).toBe(false);
    expect(skipPostSlide(build({}).config)).toBe(false);
  });
});
