// Leaving the management site for a page of the student app (login, home): a full page load,
// never the router. One function so tests can see where the site sends people.
export function navigateAway(url: string): void {
  window.location.replace(url);
}
