// Once per jest run, before the workers start: a tag the workers inherit, naming this run's
// template databases (helpers/dbTemplate.ts). Both server projects run this; the first one sets it.
export default function globalSetup(): void {
  process.env.LRC_TEST_RUN ??= `r${Date.now().toString(36)}`;
}
