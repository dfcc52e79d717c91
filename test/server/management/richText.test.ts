// The server's html sanitising on save (issue 33): only what the student app renders is kept (one list,
// src/shared/management/richTextHtml.ts), and every shipped module passes through unchanged.
import fs from 'node:fs';
import path from 'node:path';
import type { ContentFile } from '../../../src/rules/contentFile';
import { cleanHtml, sanitizeDocumentHtml } from '../../../server/services/richText';

const modulesDir = path.join(__dirname, '../../../content/modules');

describe('html sanitising on save', () => {
  it('keeps every shipped module as it is', () => {
    for (const file of fs.readdirSync(modulesDir)) {
      const doc = JSON.parse(fs.readFileSync(path.join(modulesDir, file), 'utf8')) as ContentFile;
      expect(sanitizeDocumentHtml(doc)).toEqual(doc);
    }
  });

  it('drops script, handlers, unknown tags and links to other schemes', () => {
    expect(cleanHtml('<p onclick="x()">Hoi <strong>jij</strong><script>alert(1)</script></p>')).toBe(
      '<p>Hoi <strong>jij</strong></p>',
    );
    expect(
      cleanHtml('<a href="javascript:alert(1)">weg</a><a href="https://www.gezondleven.nl" target="_top">ok</a>'),
    ).toBe('<a href="https://www.gezondleven.nl">ok</a>');
    expect(cleanHtml('<img src=x onerror=alert(1)><h1>Kop</h1><em>nadruk</em><iframe src="https://x"></iframe>')).toBe(
      'Kop<em>nadruk</em>',
    );
    // Placeholders of result texts are text and stay.
    expect(cleanHtml('<p>Je slaapt {{uren:uren}} per nacht ({{norm.slaap.oordeel}}).</p>')).toBe(
      '<p>Je slaapt {{uren:uren}} per nacht ({{norm.slaap.oordeel}}).</p>',
    );
  });

  it('sanitises every html field of a whole document', () => {
    const doc = JSON.parse(fs.readFileSync(path.join(modulesDir, '03-slaap.json'), 'utf8')) as ContentFile;
    const bad = '<p>x</p><script>alert(1)</script>';
    const dirty: ContentFile = {
      ...doc,
      module: {
        ...doc.module,
        start_text: bad,
        slides: doc.module.slides.map((s) => ({ ...s, more_info: bad, info_texts: [{ name: 'a', text: bad }] })),
        result_texts: doc.module.result_texts.map((r) => ({ ...r, text: bad })),
      },
    };
    expect(JSON.stringify(sanitizeDocumentHtml(dirty))).not.toContain('<script>');
  });
});
