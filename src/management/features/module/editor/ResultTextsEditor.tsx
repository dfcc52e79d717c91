// The result texts (shown on the result screen when a rule shows them; placeholders fill in computed
// values and norm ratings). Each shows one line and opens with "Bewerken": open, the Alcohol module's
// 24 texts made the content tab 15,000 px long on a phone.
import type { ContentResultText } from '../../../../rules/contentFile';
import { tm } from '../../../i18n/modules';
import { DocImage } from './DocImage';
import { DocRichText, DocText } from './docFields';
import { ItemListEditor } from './ItemListEditor';
import { ItemSummary } from './ItemSummary';
import { freeName } from './listEdits';

export function ResultTextsEditor() {
  return (
    <section className="mg-panel">
      <ItemListEditor<ContentResultText>
        pointer="/module/result_texts"
        resource="result-text"
        level={2}
        title={tm('resultTexts.title')}
        itemLabel={(r, i) => `${tm('labels.resultText', { n: i + 1 })}: ${r.title || r.name}`}
        newItem={(items) => ({
          name: freeName(
            items.map((r) => r.name),
            `tekst_${items.length + 1}`,
          ),
          title: '',
          text: '',
        })}
        addLabel={tm('resultTexts.add')}
        empty={tm('resultTexts.empty')}
        summary={(r) => <ItemSummary name={r.name} text={r.text} />}
        fields={(p) => (
          <>
            <div className="mg-grid">
              <DocText
                pointer={`${p}/name`}
                label={tm('resultTexts.name')}
                hint={tm('resultTexts.nameHint')}
                required
              />
              <DocText pointer={`${p}/title`} label={tm('resultTexts.heading')} required />
            </div>
            <DocRichText pointer={`${p}/text`} label={tm('resultTexts.text')} hint={tm('resultTexts.placeholders')} />
            <DocImage pointer={`${p}/info_image`} label={tm('slide.infoImage')} hint={tm('slide.infoImageHint')} />
          </>
        )}
      />
    </section>
  );
}
