// The Service menu's targets: the built-in help pages by default, each replaceable by a setting.
import { serviceLinksFor } from '../../../src/features/shell/serviceLinks';

const none = { manuals: '', faq: '', contact: '', lessons: '' };

describe('serviceLinksFor', () => {
  it('defaults to the help pages below the management site, also when it lives on another host', () => {
    expect(serviceLinksFor('/beheer/', none).map((link) => link.href)).toEqual([
      '/beheer/handleidingen',
      '/beheer/vragen',
      '/beheer/contact',
      '/beheer/lesmateriaal',
    ]);
    expect(serviceLinksFor('https://beheer.example.nl', none)[1]?.href).toBe('https://beheer.example.nl/vragen');
  });

  it('lets each setting replace only its own item', () => {
    const links = serviceLinksFor('/beheer/', { ...none, faq: 'https://help.example.nl/faq' });
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['shell.manuals', '/beheer/handleidingen'],
      ['shell.faq', 'https://help.example.nl/faq'],
      ['shell.contact', '/beheer/contact'],
      ['shell.teachingMaterial', '/beheer/lesmateriaal'],
    ]);
  });
});
