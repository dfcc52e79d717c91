// Prerendered markup does nothing until the app takes it over: before the scripts run, a submitted
// form would reload the page with the address in the URL (a GET to the page itself), and a typed
// address or a tap would be lost when the app replaces the markup. So the form becomes a <div>
// (same class, same look), fields are read-only and buttons aria-disabled: they look as they will,
// and automated clicks (Playwright waits for an enabled, editable element) reach the app's own.

export function inertMarkup(html: string): string {
  return html
    .replace(/<form\b/g, '<div data-prerendered-form=""')
    .replace(/<\/form>/g, '</div>')
    .replace(/<input\b/g, '<input readonly=""')
    .replace(/<button\b/g, '<button aria-disabled="true"');
}
