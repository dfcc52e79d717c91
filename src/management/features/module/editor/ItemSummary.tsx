// A closed result text's or action's line: its name (what rules call it) and the start of its text.
import { richTextPreview } from '../../../../shared/management/richTextHtml';

export function ItemSummary({ name, text }: { name: string; text?: string | null }) {
  const preview = richTextPreview(text, 60);
  return (
    <>
      <span className="mg-hint">{name}</span>
      {preview && <span className="mg-item__preview">{preview}</span>}
    </>
  );
}
