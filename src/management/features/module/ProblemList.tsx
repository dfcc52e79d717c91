// The content checker's problems as a list under the form's failure line, in the checker's Dutch.
import type { ContentProblem } from '../../../shared/management/moduleVersion';
import { problemLine } from './problems';

export function ProblemList({ problems, title }: { problems: readonly ContentProblem[]; title?: string }) {
  if (problems.length === 0) return null;
  return (
    <div className="mg-problems">
      {title && <p className="mg-problems__title">{title}</p>}
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>{problemLine(problem)}</li>
        ))}
      </ul>
    </div>
  );
}
