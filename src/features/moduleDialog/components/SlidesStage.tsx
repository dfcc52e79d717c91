// Stage 2: one slide at a time with counter, progress, sidebar, skip, previous/next and a pager.
import { useId, useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { questionLabel, questionPosition, slideOfQuestion } from '../../../rules/questionCount';
import type { Module } from '../../../rules/types';
import { Pager } from '../../../ui/Pager';
import { goToSlide, nextSlide, previousSlide, skipModuleRequested } from '../moduleDialogActions';
import {
  selectCurrentSlide,
  selectQuestionNumbers,
  selectQuestionTotal,
  selectSlideIndex,
  selectSlides,
} from '../moduleDialogSelectors';
import { SlideBody } from './SlideBody';
import { SlideSidebar } from './SlideSidebar';
import { QuestionProgress } from './QuestionProgress';

interface Props {
  module: Module;
  headingId: string;
  debug: boolean;
}

export function SlidesStage({ module, headingId, debug }: Props) {
  const dispatch = useAppDispatch();
  const slides = useAppSelector(selectSlides);
  const index = useAppSelector(selectSlideIndex);
  const slide = useAppSelector(selectCurrentSlide);
  const numbers = useAppSelector(selectQuestionNumbers);
  const total = useAppSelector(selectQuestionTotal);
  const slideHeadingId = useId();
  const mainRef = useRef<HTMLDivElement>(null);

  // A new slide is announced by moving focus to its text (or the slide area), and shown from the top.
  // Before the slide is first painted (a layout effect): after it, the focus and the scroll each asked
  // for style and layout again and the slide was painted twice (issue 35).
  useLayoutEffect(() => {
    const target = mainRef.current?.querySelector<HTMLElement>('.md-slide__text') ?? mainRef.current;
    target?.focus({ preventScroll: true });
    mainRef.current?.closest('.md')?.scrollTo?.({ top: 0 });
  }, [index]);

  if (!slide) return null;
  const first = index === 0;
  // The pager counts what the counter counts (questions, a composite slide a range), so 'Vraag 6
  // van 7' is number 6 of 7 in the pager too; info, age and gender slides have no number.
  const position = questionPosition(slides, index);
  return (
    <section className="md-slides" aria-labelledby={headingId}>
      <div className="md-slides__head">
        <h1 id={headingId} className="md-title md-title--small">
          {module.title}
        </h1>
        <QuestionProgress
          label={questionLabel(numbers, slide.id)}
          totalQuestions={total}
          slideNumber={index + 1}
          slideCount={slides.length}
        />
      </div>
      <div className="md-slides__layout">
        <div
          className="md-slides__main"
          ref={mainRef}
          tabIndex={-1}
          // A group, because ARIA lets a generic div take no name; focus lands here on a new slide.
          role="group"
          aria-labelledby={slide.text ? slideHeadingId : undefined}
        >
          <SlideBody slide={slide} headingId={slideHeadingId} debug={debug} />
          <div className="md-buttons md-buttons--nav">
            <button type="button" className="md-button" onClick={() => dispatch(previousSlide())} disabled={first}>
              {t('dialog.previous')}
            </button>
            <button type="button" className="md-button md-button--primary" onClick={() => dispatch(nextSlide())}>
              {t('dialog.next')}
            </button>
          </div>
          {first && (
            <button type="button" className="md-link-button" onClick={() => dispatch(skipModuleRequested())}>
              {t('dialog.skipModule')}
            </button>
          )}
          {total > 1 && (
            <Pager
              unit="question"
              page={position.anchor}
              current={position.current}
              total={total}
              onChange={(question) => dispatch(goToSlide(slideOfQuestion(slides, question)))}
            />
          )}
        </div>
        <SlideSidebar module={module} slide={slide} />
      </div>
    </section>
  );
}
