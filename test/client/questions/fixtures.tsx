// Builders for client tests of the question inputs: slides, answers and a stateful harness, because
// the inputs are controlled and a test must see each change land as the dialog would apply it.
import { useState } from 'react';
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Answer, QuestionOption, Slide } from '../../../src/rules/types';
import { emptyAnswer } from '../../../src/rules/emptyAnswer';
import type { QuestionInputProps } from '../../../src/features/questions/types';

export function option(id: number, name: string, over: Partial<QuestionOption> = {}): QuestionOption {
  return { id, name, value: id, input: false, exclusive: false, ...over };
}

export function makeSlide(over: Partial<Slide> = {}): Slide {
  return {
    id: 10,
    name: 'vraag',
    category: 'question',
    text: 'Hoe vaak sport je?',
    more_info: null,
    info_image: null,
    type: 'single-choice',
    subtype: null,
    composite: false,
    sub_questions: [],
    options: [option(1, 'Nooit'), option(2, 'Soms'), option(3, 'Vaak')],
    min_value: null,
    max_value: null,
    value_label: null,
    skippable: false,
    info_texts: [],
    category_mappings: [],
    ...over,
  };
}

export function makeAnswer(over: Partial<Answer> = {}): Answer {
  return { ...emptyAnswer({ id: 10 }), ...over };
}

export const SUBS = [
  { id: 21, name: 'Doordeweeks', question: 10 },
  { id: 22, name: 'In het weekend', question: 10 },
];

type ExtraProps<P> = Omit<P, keyof QuestionInputProps>;

/** Renders an input with its answer in state; `changes` holds every answer it emitted. */
export function renderInput<P extends QuestionInputProps>(
  Input: ComponentType<P>,
  slide: Slide,
  initial: Answer | null = null,
  extra?: ExtraProps<P> & Pick<QuestionInputProps, 'disabled' | 'describedBy'>,
) {
  const changes: Answer[] = [];
  function Harness() {
    const [answer, setAnswer] = useState<Answer | null>(initial);
    const props = {
      ...extra,
      slide,
      answer,
      onChange: (next: Answer) => {
        changes.push(next);
        setAnswer(next);
      },
    } as P;
    return <Input {...props} />;
  }
  const user = userEvent.setup();
  const utils = render(<Harness />);
  return { ...utils, user, changes, last: () => changes[changes.length - 1] };
}
