// Issue 20: a module's lesson guide for teachers (content files' `lessonGuide`, src/rules/lessonGuide.ts).
// Not part of module_versions: a guide is no test content, and a changed guide never changes a result.
export const up: string[] = [`ALTER TABLE modules ADD COLUMN lesson_guide jsonb`];
