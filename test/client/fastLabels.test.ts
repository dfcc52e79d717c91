// The test environment's element.labels (fastLabels.ts) gives what jsdom's own getter gives.
import { jsdomLabels } from './fastLabels';

const page = `
  <label id="l1" for="name">Naam</label><input id="name">
  <label id="l2">Klas <select id="klas"><option>H3A</option></select></label>
  <label id="l3">Eerste <input id="first"> <input id="second"></label>
  <label id="l4" for="second">Tweede</label>
  <label id="l5" for="missing">Niets</label>
  <label id="l6" for="rooted">Buiten</label><label id="l7">Binnen <button id="rooted">Knop</button></label>
  <label id="l8" for="x&quot;y">Vreemd</label><input id="x&quot;y">
  <button id="plain">Gewoon</button><button>Zonder id</button>
  <input type="hidden" id="h"><label id="l9" for="h">Verborgen</label>
  <label id="l10" for="area">Tekst</label><textarea id="area"></textarea>
  <label id="l11" for="dup">Dubbel</label><input id="dup"><label id="l12" for="dup">Nog eens</label>
  <meter id="m"></meter><label id="l13" for="m">Meter</label>
  <label id="l14"><span><progress id="p"></progress></span></label>
  <output id="o"></output>
`;

const ids = (labels: ArrayLike<HTMLLabelElement> | null) => (labels ? Array.from(labels, (l) => l.id) : null);

it('finds the same labels as jsdom for every labelable element', () => {
  // Installed by setup.ts for every labelable element type (else this test would compare jsdom with itself).
  expect(jsdomLabels.size).toBe(7);
  document.body.innerHTML = page;
  const elements = Array.from(
    document.querySelectorAll<HTMLElement>('button, input, meter, output, progress, select, textarea'),
  );
  expect(elements).toHaveLength(14);
  for (const element of elements) {
    const original = jsdomLabels.get(element.constructor.name)!;
    expect([element.id, ids((element as HTMLInputElement).labels)]).toEqual([element.id, ids(original.call(element))]);
  }
  // The cases that matter, spelled out.
  expect(ids((document.getElementById('second') as HTMLInputElement).labels)).toEqual(['l4']);
  expect(ids((document.getElementById('first') as HTMLInputElement).labels)).toEqual(['l3']);
  expect(ids((document.getElementById('rooted') as HTMLButtonElement).labels)).toEqual(['l6', 'l7']);
  expect(ids((document.getElementById('dup') as HTMLInputElement).labels)).toEqual(['l11', 'l12']);
  expect((document.getElementById('h') as HTMLInputElement).labels).toBeNull();
});
