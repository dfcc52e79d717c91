// The renames one content edit makes (src/shared/moduleDraft/renames.ts): found by id, applied with the
// editor's rename functions in an order that works (children under the slide's old name, values that move
// up one after the one they replace), and refused with the places when a swap or a dynamic read prevents it.
import type { ContentFile } from '../../../src/rules/contentFile';
import type { DraftContent } from '../../../src/shared/moduleDraft/edit';
import { followRenames } from '../../../src/shared/moduleDraft/renames';

const doc = (when: string[]): ContentFile => ({
  topic: { name: 'T', category: 'c', status: 'optional', icon: null, image: null, contactData: null },
  module: {
    name: 'm',
    title: 'M',
    start_text: '',
    slides: [
      {
        id: 1001,
        name: 'sport',
        text: 'Sport je?',
        type: 'single-choice',
        options: [
          { id: 100101, key: 'nee', name: 'Nee', value: 0 },
          { id: 100102, key: 'ja', name: 'Ja', value: 1 },
        ],
      },
    ],
    result_texts: [],
  },
  config: { rules: when.map((w) => ({ when: w, skip_slides: ['sport'] })) },
});

const edited = (file: ContentFile, change: (d: DraftContent) => void): DraftContent => {
  const d = structuredClone(file.module) as DraftContent;
  change(d);
  return d;
};

describe('followRenames', () => {
  it('changes nothing when the edit renames nothing', () => {
    const file = doc(['q.sport == 1']);
    const out = followRenames(
      file,
      edited(file, (d) => (d.slides[0].text = 'Anders')),
    );
    expect(out).toMatchObject({ ok: true, changes: [] });
  });

  it("renames a slide and its option's value in one edit: the value under the old name, the slide last", () => {
    const file = doc(['q.sport == 1 || q.sport == 0']);
    const out = followRenames(
      file,
      edited(file, (d) => {
        d.slides[0].name = 'bewegen';
        d.slides[0].options![0].value = 1;
        d.slides[0].options![1].value = 2;
      }),
    );
    if (!out.ok) throw new Error(JSON.stringify(out.problems));
    expect(out.file.config.rules).toEqual([{ when: 'q.bewegen == 2 || q.bewegen == 1', skip_slides: ['bewegen'] }]);
    expect(out.file.module.slides[0]).toMatchObject({ name: 'bewegen' });
  });

  it('refuses a swap of values, and a rename an expression reads dynamically, with the places', () => {
    const file = doc(['q.sport == 1']);
    const swap = followRenames(
      file,
      edited(file, (d) => {
        d.slides[0].options![0].value = 1;
        d.slides[0].options![1].value = 0;
      }),
    );
    expect(swap).toMatchObject({ ok: false, problems: [{ path: '/module/slides/0/options/0/value' }] });
    const dynamic = doc(['q[gender] == 1 && q.sport == 1']);
    expect(
      followRenames(
        dynamic,
        edited(dynamic, (d) => (d.slides[0].name = 'bewegen')),
      ),
    ).toMatchObject({ ok: false, problems: [{ path: '/config/rules/0/when', place: 'regel 1' }] });
  });
});
