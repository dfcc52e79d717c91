// The module's slides in order: each with its name, kind and text, the buttons to move it (and a
// drag handle), and "Bewerken", which opens that one slide's fields below it. One slide is open at
// a time, and it stays open while it moves.
import { useState } from 'react';
import type { ContentSlide } from '../../../../rules/contentFile';
import { tm } from '../../../i18n/modules';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { useEditor } from './editorContext';
import { appended, followMove, itemId, movedIn, newInfoSlide, newQuestion, removed } from './listEdits';
import { SlideEditor } from './SlideEditor';
import { SortableList } from './SortableList';
import { slideKindLabel } from './slideKinds';

const SLIDES = '/module/slides';

export const slideLabel = (slide: ContentSlide, index: number) =>
  `${tm('labels.slide', { n: index + 1 })}: ${slide.text || slide.name}`;

export function SlidesEditor() {
  const editor = useEditor();
  const slides = editor.document.module.slides;
  const [open, setOpen] = useState<number | null>(null);
  const add = (slide: ContentSlide) => {
    editor.edit((d) => appended(d, SLIDES, slide));
    setOpen(slides.length);
  };
  return (
    <section className="mg-panel" aria-labelledby="mg-slides">
      <h2 id="mg-slides">{tm('slides.title')}</h2>
      {slides.length === 0 && <p>{tm('slides.empty')}</p>}
      <SortableList
        items={slides}
        // A slide added since the last save has no id yet: it is known by its place, not by its name,
        // so renaming it keeps it the same item (and its name field keeps the focus).
        idOf={(slide) => `slide-${itemId(slide) ?? `new-${slides.indexOf(slide)}`}`}
        labelOf={(slide) => slideLabel(slide, slides.indexOf(slide))}
        label={tm('slides.title')}
        busy={editor.saving}
        onMove={(from, to) => {
          setOpen((current) => followMove(current, from, to));
          void editor.move('slide', itemId(slides[from]), to, (d) => movedIn(d, SLIDES, from, to));
        }}
        renderItem={(slide, index) => (
          <div className="mg-slide">
            <div className="mg-slide__summary">
              <span className="mg-slide__kind">{slideKindLabel(slide)}</span>
              <span className="mg-slide__text">{slide.text || tm('slides.noText')}</span>
              <span className="mg-hint">{slide.name}</span>
            </div>
            <div className="mg-slide__actions">
              <button
                type="button"
                className="button button--secondary mg-button--small"
                aria-expanded={open === index}
                aria-label={`${tm(open === index ? 'slides.close' : 'slides.edit')}: ${slideLabel(slide, index)}`}
                onClick={() => setOpen(open === index ? null : index)}
              >
                {tm(open === index ? 'slides.close' : 'slides.edit')}
              </button>
              <ConfirmButton
                label={tm('slides.delete')}
                className="button mg-button--danger mg-button--small"
                question={tm('slides.deleteQuestion', { slide: slideLabel(slide, index) })}
                onConfirm={() => {
                  setOpen(null);
                  editor.edit((d) => removed(d, SLIDES, index));
                }}
              />
            </div>
            {open === index && <SlideEditor index={index} />}
          </div>
        )}
      />
      <div className="mg-actions">
        <button type="button" className="button button--secondary" onClick={() => add(newQuestion(slides))}>
          {tm('slides.addQuestion')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => add(newInfoSlide(slides))}>
          {tm('slides.addInfo')}
        </button>
      </div>
    </section>
  );
}
