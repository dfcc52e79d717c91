// Props shared by every question input. Inputs are fully controlled: the dialog owns the answer.
import type { Answer, Slide } from '../../rules/types';

export interface QuestionInputProps {
  slide: Slide;
  /** The saved answer, or null when the slide has not been answered yet. */
  answer: Answer | null;
  onChange: (answer: Answer) => void;
  disabled?: boolean;
  /** Id of the validation warning element, wired to aria-describedby. */
  describedBy?: string;
}
