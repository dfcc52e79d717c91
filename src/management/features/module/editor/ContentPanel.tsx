// The "Inhoud" tab: the module's own fields (title, start text, more-info, the norm table switch,
// the lesson guide), its slides, result texts and actions.
import { Link, useParams } from 'react-router-dom';
import { tm } from '../../../i18n/modules';
import { ActionsEditor } from './ActionsEditor';
import { DocCheck, DocRichText, DocText } from './docFields';
import { useEditor } from './editorContext';
import { ResultTextsEditor } from './ResultTextsEditor';
import { SlidesEditor } from './SlidesEditor';

export function ContentPanel() {
  const { document } = useEditor();
  const id = Number(useParams().id);
  return (
    <>
      <section className="mg-panel" aria-labelledby="mg-module-fields">
        <h2 id="mg-module-fields">{tm('content.moduleTitle')}</h2>
        <DocText pointer="/module/title" label={tm('content.title')} required maxLength={200} />
        <p className="mg-hint">{tm('content.nameIs', { name: document.module.name, topic: document.topic.name })}</p>
        <DocRichText pointer="/module/start_text" label={tm('content.startText')} hint={tm('content.startTextHint')} />
        <DocText pointer="/module/info_link" label={tm('content.infoLink')} nullable />
        <DocRichText pointer="/module/info_content" label={tm('content.infoContent')} nullable />
        <DocCheck
          pointer="/module/show_norm_table"
          label={tm('content.normTable')}
          hint={tm('content.normTableHint')}
        />
        <p>
          {document.lessonGuide ? (
            <Link to={`/lesmateriaal/${id}`}>{tm('content.lessonGuide')}</Link>
          ) : (
            <span className="mg-hint">{tm('content.noLessonGuide')}</span>
          )}
        </p>
      </section>
      <SlidesEditor />
      <ResultTextsEditor />
      <ActionsEditor />
    </>
  );
}
