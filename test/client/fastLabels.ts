// jsdom finds an element's <label>s (element.labels) by walking the whole document and asking every
// label for its control, so each getByRole(…, { name }) costs a walk per candidate element: on the
// module editor's screens, more than half of a test's time (rename.test.tsx, profiled). The same
// answer, by the rule of the HTML standard, without the walk: a label labels one element, the one
// its `for` names (by id) or, without `for`, its first labelable descendant. So an element's labels
// are its ancestor labels without `for` whose control it is, and, when it has an id, the labels whose
// `for` is that id. fastLabels.test.ts checks the answers against jsdom's own.
const LABELABLE = [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
] as const;

function labelsOf(element: HTMLElement): HTMLLabelElement[] | null {
  if (element instanceof HTMLInputElement && element.type === 'hidden') return null;
  const found: HTMLLabelElement[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLLabelElement && !node.hasAttribute('for') && node.control === element) found.push(node);
  }
  if (element.id) {
    const root = element.getRootNode() as Document | ShadowRoot;
    // A CSS string: only " and \ need escaping (jsdom has no CSS.escape).
    const id = element.id.replace(/["\\]/g, '\\$&');
    for (const label of root.querySelectorAll<HTMLLabelElement>(`label[for="${id}"]`)) {
      if (label.control === element && !found.includes(label)) found.push(label);
    }
  }
  // Tree order, as the NodeList jsdom returns.
  return found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** The original getter of each labelable element type, for the test that compares the two. */
export const jsdomLabels = new Map<string, (this: HTMLElement) => NodeListOf<HTMLLabelElement> | null>();

export function installFastLabels(): void {
  for (const name of LABELABLE) {
    const proto = (window as unknown as Record<string, { prototype: HTMLElement }>)[name].prototype;
    const original = Object.getOwnPropertyDescriptor(proto, 'labels');
    if (!original?.get || jsdomLabels.has(name)) continue;
    jsdomLabels.set(name, original.get as (this: HTMLElement) => NodeListOf<HTMLLabelElement> | null);
    Object.defineProperty(proto, 'labels', {
      configurable: true,
      enumerable: original.enumerable,
      get(this: HTMLElement) {
        return labelsOf(this);
      },
    });
  }
}
