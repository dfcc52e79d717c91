// A rich text field (TipTap on ProseMirror) that produces only the HTML the student app renders
// (src/shared/management/richTextHtml.ts): paragraphs, line breaks, bold, italic, lists and links.
// StarterKit's other nodes and marks are switched off, so pasted headings, tables or scripts end
// up as paragraphs and plain text. Ctrl+Z inside the field is TipTap's own undo; the editor's
// undo buttons step through whole edits.
import { useEffect, useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink, isEmptyRichText, RICH_TEXT_LINK_SCHEMES } from '../../../../shared/management/richTextHtml';
import { tm } from '../../../i18n/modules';
import { LinkForm } from './LinkForm';

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string;
}

export const richTextExtensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: [...RICH_TEXT_LINK_SCHEMES],
      isAllowedUri: (url) => isAllowedLink(url),
      // The student app decides where a link opens (SafeHtml): the stored HTML has only href.
      HTMLAttributes: { target: null, rel: null },
    },
  }),
];

/** The editor's HTML as stored: an empty document is an empty string. */
export const storedHtml = (html: string): string => (isEmptyRichText(html) ? '' : html);

export function RichTextField({ label, value, onChange, hint, error }: Props) {
  const id = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'mg-rich__content',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(storedHtml(changed.getHTML())),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  // A value from outside (undo, the colleague's version, another draft) replaces the document.
  useEffect(() => {
    if (!editor || storedHtml(editor.getHTML()) === value) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const button = (name: keyof typeof active, text: string, run: () => void) => (
    <button
      type="button"
      className="mg-rich__button"
      aria-pressed={active[name]}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {text}
    </button>
  );

  return (
    <div className={`field mg-field mg-rich${error ? ' mg-field--error' : ''}`}>
      <span id={`${id}-label`} className="mg-rich__label">
        {label}
      </span>
      {hint && (
        <span id={`${id}-hint`} className="mg-hint">
          {hint}
        </span>
      )}
      <div role="toolbar" aria-label={tm('richText.toolbar')} className="mg-rich__toolbar">
        {button('bold', tm('richText.bold'), () => editor?.chain().focus().toggleBold().run())}
        {button('italic', tm('richText.italic'), () => editor?.chain().focus().toggleItalic().run())}
        {button('bulletList', tm('richText.bulletList'), () => editor?.chain().focus().toggleBulletList().run())}
        {button('orderedList', tm('richText.orderedList'), () => editor?.chain().focus().toggleOrderedList().run())}
        {button('link', tm('richText.link'), () => setLinkOpen((open) => !open))}
      </div>
      {linkOpen && editor && (
        <LinkForm
          current={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onDone={(href) => {
            setLinkOpen(false);
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href === '') chain.unsetLink().run();
            else chain.setLink({ href }).run();
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} className="mg-rich__frame" />
      {error && (
        <span id={`${id}-error`} className="mg-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
