// Tiny DOM helpers for the test page (no framework: the page is small and loads fast).
type Child = Node | string | null | false;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(key, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

export function button(label: string, onClick: () => void, primary = false): HTMLButtonElement {
  const node = el('button', { type: 'button', class: primary ? 'oc-button oc-button--primary' : 'oc-button' }, label);
  node.addEventListener('click', onClick);
  return node;
}

/** Replaces the page content and moves focus to its first heading, for screen-reader users. */
export function show(root: HTMLElement, ...children: Child[]): void {
  root.replaceChildren(...children.filter((c): c is Node | string => Boolean(c)));
  const heading = root.querySelector<HTMLElement>('h1, h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus();
  }
}
