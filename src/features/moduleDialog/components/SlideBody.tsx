// The main column of a slide: its text, and the input that fits it (question, age/gender or none).
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import type { Slide } from '../../../rules/types';
import { oorcheckRequested, selectOorcheckBusy } from '../../oorcheck/oorcheckSlice';
import { AgeGenderInput } from '../../questions/AgeGenderInput';
import { QuestionInput } from '../../questions/QuestionInput';
import { ValidationWarning } from '../../questions/ValidationWarning';
import { selectCurrentAnswer, selectCurrentMeta, selectMetaAsks, selectSlideError } from '../moduleDialogSelectors';
import { draftChanged, draftMetaChanged } from '../moduleDialogSlice';
import { SafeHtml } from './SafeHtml';

interface Props {
  slide: Slide;
  headingId: string;
  debug: boolean;
}

const WARNING_ID = 'md-slide-warning';

export function SlideBody({ slide, headingId, debug }: Props) {
  const dispatch = useAppDispatch();
  const answer = useAppSelector(selectCurrentAnswer);
  const meta = useAppSelector(selectCurrentMeta);
  const asks = useAppSelector(selectMetaAsks);
  const error = useAppSelector(selectSlideError);
  const oorcheckBusy = useAppSelector(selectOorcheckBusy);
  const isMeta = slide.category === 'pre-slide' || slide.category === 'post-slide';
  const describedBy = error ? WARNING_ID : undefined;

  return (
    <div className="md-slide">
      {debug && <p className="md-debug-name">{t('dialog.slideName', { name: slide.name })}</p>}
      {slide.text && (
        <h2 id={headingId} className="md-slide__text" tabIndex={-1}>
          {slide.text}
        </h2>
      )}
      {slide.category === 'info_slide' && <SafeHtml className="md-html md-slide__info" html={slide.more_info} />}
      {isMeta ? (
        <AgeGenderInput
          meta={meta}
          askAge={asks.includes('age')}
          askGender={asks.includes('gender')}
          allowOther={slide.category === 'post-slide'}
          onChange={(next) => dispatch(draftMetaChanged(next))}
          describedBy={describedBy}
        />
      ) : (
        <QuestionInput
          slide={slide}
          answer={answer}
          onChange={(next) => dispatch(draftChanged(next))}
          describedBy={describedBy}
          onStartOorcheck={() => dispatch(oorcheckRequested(slide.id))}
          oorcheckBusy={oorcheckBusy}
        />
      )}
      <ValidationWarning id={WARNING_ID} validation={error} />
    </div>
  );
}
