// One slide's fields, by kind (spec §3): an info slide has its text, more-info and image; a
// question its type and what that type needs — answers with values (exclusive and free-text ones),
// a range's subtype, bounds and unit, a composite question's sub-questions — and for every question
// the skip box with its own label, more-info, image and info texts.
import type { ContentOption, ContentSlide, ContentSubQuestion } from '../../../../rules/contentFile';
import { sliderStep } from '../../../../rules/steps';
import type { InfoText } from '../../../../rules/types';
import { QUESTION_TYPES, RANGE_SUBTYPES } from '../../../../rules/values';
import { formatDecimalInput, readDecimal } from '../../../../rules/decimalInput';
import { changeOptionValue, renameOptionKey, renameSlide, renameSubQuestion } from '../../../../rules/rename';
import { tm } from '../../../i18n/modules';
import { DocCheck, DocNumber, DocRichText, DocSelect, DocText } from './docFields';
import { DocImage } from './DocImage';
import { useEditor } from './editorContext';
import { ItemListEditor } from './ItemListEditor';
import { RenameField } from './RenameField';
import { freeName } from './listEdits';
import { isInfoSlide, SUBTYPE_LABELS, TYPE_LABELS } from './slideKinds';

const keyOf = (items: readonly { key?: string; name: string }[]) => items.map((i) => i.key ?? '');
/** The position of a list item from its pointer ('/module/slides/2/options/1' → 1). */
const indexOf = (pointer: string) => Number(pointer.slice(pointer.lastIndexOf('/') + 1));

/** An option's value: what expressions compare with, so a change goes through changeOptionValue. */
function OptionValueField({ pointer, slide }: { pointer: string; slide: ContentSlide }) {
  const index = indexOf(pointer);
  return (
    <RenameField
      pointer={`${pointer}/value`}
      label={tm('options.value')}
      hint={tm('options.valueHint')}
      inputMode="decimal"
      current={formatDecimalInput(slide.options?.[index]?.value)}
      apply={(document, typed) => {
        const reading = readDecimal(typed);
        if (reading.kind === 'number') return changeOptionValue(document, slide.name, index, reading.value);
        return {
          ok: false,
          problems: [{ path: `${pointer}/value`, place: '', field: 'value', message: tm('rename.number') }],
        };
      }}
    />
  );
}

function OptionsEditor({ at, slide }: { at: string; slide: ContentSlide }) {
  const multiple = slide.type === 'multiple-choice';
  return (
    <ItemListEditor<ContentOption>
      pointer={`${at}/options`}
      resource="question-option"
      title={tm('options.title')}
      itemLabel={(o, i) => `${tm('labels.option', { n: i + 1 })}: ${o.name}`}
      newItem={(items) => ({
        key: freeName(keyOf(items), `antwoord_${items.length + 1}`),
        name: '',
        value: items.length,
      })}
      addLabel={tm('options.add')}
      empty={tm('options.empty')}
      fields={(p) => (
        <div className="mg-grid">
          <DocText pointer={`${p}/name`} label={tm('options.name')} required />
          <RenameField
            pointer={`${p}/key`}
            label={tm('options.key')}
            hint={tm('options.keyHint')}
            current={slide.options?.[indexOf(p)]?.key ?? ''}
            apply={(document, typed) => renameOptionKey(document, slide.name, indexOf(p), typed)}
          />
          <OptionValueField pointer={p} slide={slide} />
          <DocCheck pointer={`${p}/input`} label={tm('options.input')} />
          {multiple && <DocCheck pointer={`${p}/exclusive`} label={tm('options.exclusive')} />}
        </div>
      )}
    />
  );
}

function SubQuestionsEditor({ at, slide }: { at: string; slide: ContentSlide }) {
  return (
    <ItemListEditor<ContentSubQuestion>
      pointer={`${at}/sub_questions`}
      resource="sub-question"
      title={tm('subQuestions.title')}
      itemLabel={(s, i) => `${tm('labels.subQuestion', { n: i + 1 })}: ${s.name}`}
      newItem={(items) => ({ key: freeName(keyOf(items), `deel_${items.length + 1}`), name: '' })}
      addLabel={tm('subQuestions.add')}
      fields={(p) => (
        <div className="mg-grid">
          <DocText pointer={`${p}/name`} label={tm('subQuestions.name')} required />
          <SubQuestionKeyField pointer={p} slide={slide} />
        </div>
      )}
    />
  );
}

/** A sub-question's key, which `q.<dia>.<sleutel>` reads; without one, expressions read its text. */
function SubQuestionKeyField({ pointer, slide }: { pointer: string; slide: ContentSlide }) {
  const sub = slide.sub_questions?.[indexOf(pointer)];
  return (
    <RenameField
      pointer={`${pointer}/key`}
      label={tm('subQuestions.key')}
      hint={tm('subQuestions.keyHint')}
      current={sub?.key ?? ''}
      apply={(document, typed) => renameSubQuestion(document, slide.name, sub?.key ?? sub?.name ?? '', typed)}
    />
  );
}

function InfoTextsEditor({ at }: { at: string }) {
  return (
    <ItemListEditor<InfoText>
      pointer={`${at}/info_texts`}
      resource="info-text"
      title={tm('infoTexts.title')}
      itemLabel={(t, i) => `${tm('labels.infoText', { n: i + 1 })}: ${t.name}`}
      newItem={() => ({ name: '', text: '' })}
      addLabel={tm('infoTexts.add')}
      fields={(p) => (
        <>
          <DocText pointer={`${p}/name`} label={tm('infoTexts.name')} required />
          <DocRichText pointer={`${p}/text`} label={tm('infoTexts.text')} />
        </>
      )}
    />
  );
}

function RangeFields({ at, slide }: { at: string; slide: ContentSlide }) {
  const step = sliderStep(slide.subtype ?? null);
  return (
    <>
      <DocSelect
        pointer={`${at}/subtype`}
        label={tm('range.subtype')}
        options={RANGE_SUBTYPES.map((s) => ({ value: s, label: tm(SUBTYPE_LABELS[s]) }))}
        nullable={tm('range.subtypeNone')}
      />
      <p className="mg-hint">
        {step === null ? tm('range.noStep') : tm('range.step', { step: formatDecimalInput(step) })}
      </p>
      <div className="mg-grid">
        <DocNumber pointer={`${at}/min_value`} label={tm('range.min')} />
        <DocNumber pointer={`${at}/max_value`} label={tm('range.max')} />
        <DocText pointer={`${at}/value_label`} label={tm('range.unit')} hint={tm('range.unitHint')} nullable />
      </div>
    </>
  );
}

export function SlideEditor({ index }: { index: number }) {
  const { document } = useEditor();
  const slide = document.module.slides[index];
  const at = `/module/slides/${index}`;
  if (!slide) return null;
  const info = isInfoSlide(slide);
  const choice = slide.type === 'single-choice' || slide.type === 'multiple-choice';
  return (
    <div className="mg-slide-editor">
      <div className="mg-grid">
        <RenameField
          pointer={`${at}/name`}
          label={tm('slide.name')}
          hint={tm('slide.nameHint')}
          required
          current={slide.name}
          apply={(document, typed) => renameSlide(document, slide.name, typed)}
        />
        {!info && (
          <DocSelect
            pointer={`${at}/type`}
            label={tm('slide.type')}
            options={QUESTION_TYPES.map((type) => ({ value: type, label: tm(TYPE_LABELS[type]) }))}
          />
        )}
      </div>
      <DocText pointer={`${at}/text`} label={info ? tm('slide.infoTitle') : tm('slide.text')} required />
      {choice && <OptionsEditor at={at} slide={slide} />}
      {slide.type === 'range-value' && <RangeFields at={at} slide={slide} />}
      {(slide.type === 'range-value' || slide.type === 'single-choice') && (
        <>
          <DocCheck pointer={`${at}/composite`} label={tm('slide.composite')} hint={tm('slide.compositeHint')} />
          {(slide.composite || (slide.sub_questions?.length ?? 0) > 0) && <SubQuestionsEditor at={at} slide={slide} />}
        </>
      )}
      {slide.type === 'bmi' && <p className="mg-hint">{tm('slide.bmiHint')}</p>}
      {slide.type === 'oorcheck' && <p className="mg-hint">{tm('slide.oorcheckHint')}</p>}
      {!info && (
        <>
          <DocCheck pointer={`${at}/skippable`} label={tm('slide.skippable')} />
          {slide.skippable && (
            <DocText
              pointer={`${at}/skip_label`}
              label={tm('slide.skipLabel')}
              hint={tm('slide.skipLabelHint')}
              nullable
            />
          )}
        </>
      )}
      <DocRichText pointer={`${at}/more_info`} label={tm('slide.moreInfo')} hint={tm('slide.moreInfoHint')} nullable />
      <DocImage pointer={`${at}/info_image`} label={tm('slide.infoImage')} hint={tm('slide.infoImageHint')} />
      <InfoTextsEditor at={at} />
    </div>
  );
}
