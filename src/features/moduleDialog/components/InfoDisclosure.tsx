// One info text of the sidebar as a disclosure button: it looks and acts like a control (a marker
// that turns, a border, the pointer), says whether it is open (aria-expanded) and which text it
// shows (aria-controls). A <details>/<summary> with the marker styled away read as a heading.
import { useId, useState } from 'react';
import { SafeHtml } from './SafeHtml';

export function InfoDisclosure({ title, html }: { title: string; html: string | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="md-disclosure">
      <button
        type="button"
        className="md-disclosure__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="md-disclosure__marker" aria-hidden="true" />
        {title}
      </button>
      <div id={panelId} className="md-disclosure__panel" hidden={!open}>
        <SafeHtml className="md-html" html={html} />
      </div>
    </div>
  );
}
