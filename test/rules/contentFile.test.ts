import { buildModule } from '../../src/rules/contentFile';
import { build, contentFile, MODULE_ID, slideId } from './fixtures';

describe('buildModule', () => {
  const { module, config } = build();

  it('assigns deterministic slide ids moduleId*1000 + index+1', () => {
    expect(module.id).toBe(MODULE_ID);
    expect(module.slides.map((s) => s.id)).toEqual([7001, 7002, 7003, 7004, 7005, 7006, 7007, 7008, 7009]);
  });

  it('assigns option ids slideId*100 + j+1 and sub-question ids slideId*100 + 50 + k+1', () => {
    const sport = module.slides[1];
    expect(sport.options.map((o) => o.id)).toEqual([700201, 700202, 700203]);
    const slaap = module.slides[6];
    expect(slaap.sub_questions).toEqual([
      { id: 700751, name: 'school', question: slideId(6) },
      { id: 700752, name: 'weekend', question: slideId(6) },
    ]);
  });

  it('fills slide defaults', () => {
    const intro = module.slides[0];
    expect(intro).toMatchObject({
      category: 'info_slide',
      type: null,
      subtype: null,
      composite: false,
      more_info: null,
      info_image: null,
      skippable: false,
      options: [],
      sub_questions: [],
      info_texts: [],
      category_mappings: [],
      min_value: null,
      max_value: null,
      value_label: null,
    });
    expect(module.slides[1].category).toBe('question');
    expect(module.slides[2].options[2]).toMatchObject({ name: 'Anders', input: true, exclusive: false });
    expect(module.slides[2].options[3]).toMatchObject({ name: 'Niets', value: 0, exclusive: true, input: false });
    expect(module.slides[6].composite).toBe(true);
    expect(module.info_link).toBeNull();
    expect(module.info_content).toBeNull();
  });

  it('fills config defaults and takes the module name', () => {
    expect(config).toEqual({
      name: 'testmodule',
      required_meta: [],
      computed: {},
      norm: {},
      rules: [],
      result: [],
      actions: [],
    });
  });

  it('resolves topic and slide media through resolveMedia', () => {
    const file = contentFile();
    file.module.slides[0].info_image = 'img/intro.png';
    file.module.result_texts[0].info_image = 'img/goed.png';
    const seen: string[] = [];
    const built = buildModule(file, 3, (p) => {
      seen.push(p);
      return { id: 99, modified: 5 };
    });
    expect(seen.sort()).toEqual(['icons/t.svg', 'img/goed.png', 'img/intro.png']);
    expect(built.module.topic.icon).toEqual({ id: 99, modified: 5 });
    expect(built.module.topic.image).toBeNull();
    expect(built.module.slides[0].info_image).toEqual({ id: 99, modified: 5 });
    expect(built.module.result_texts[0].info_image).toEqual({ id: 99, modified: 5 });
    expect(built.module.slides[0].id).toBe(3001);
  });

  it('fills category mapping defaults', () => {
    const file = contentFile();
    file.module.slides[3].category_mappings = [{ start: 0, end: 5, category: 'laag' }];
    const built = buildModule(file, 1, () => null);
    expect(built.module.slides[3].category_mappings).toEqual([
      { gender: null, min_age: null, max_age: null, start: 0, end: 5, category: 'laag' },
    ]);
  });
});
