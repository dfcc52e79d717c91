// Once per jest run, after the last suite: removes this run's templates (files and databases).
import { dropTemplates } from './helpers/templateRun';

export default async function globalTeardown(): Promise<void> {
  await dropTemplates(process.env.DATABASE_URL || null);
}
