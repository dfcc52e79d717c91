// A frame of a given width (375 px: a phone, 1280 px: a computer) in which the student app's
// dialog renders as it would on that screen: its media queries read the frame's width, and its
// position: fixed fills the frame, not the editor. The frame is an empty same-origin document that
// React renders into through a portal (one React tree: the draft flows in as props); the page's
// style sheets are copied in, including those a lazily loaded chunk adds later. A frame wider than
// the room it has is scaled down, so the page never scrolls sideways.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface Props {
  width: number;
  height: number;
  title: string;
  children: ReactNode;
}

const isStyle = (node: Node): node is HTMLElement =>
  node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet');

/** Copies the page's style sheets into the frame, now and whenever one is added. */
function mirrorStyles(target: Document): () => void {
  const copy = (node: Node) => {
    if (isStyle(node)) target.head.appendChild(target.importNode(node, true));
  };
  document.head.childNodes.forEach(copy);
  const observer = new MutationObserver((changes) => changes.forEach((c) => c.addedNodes.forEach(copy)));
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

export function PreviewFrame({ width, height, title, children }: Props) {
  const outer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [room, setRoom] = useState(width);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return undefined;
    let stop = () => {};
    const setUp = () => {
      const doc = iframe.contentDocument;
      if (!doc) return;
      stop();
      doc.documentElement.lang = 'nl';
      doc.head.innerHTML = '<meta charset="utf-8"><meta name="viewport" content="width=device-width">';
      doc.body.innerHTML = '';
      const container = doc.createElement('div');
      doc.body.appendChild(container);
      stop = mirrorStyles(doc);
      setRoot(container);
    };
    setUp();
    // Some engines replace the first empty document once the frame is attached: set up again.
    iframe.addEventListener('load', setUp);
    return () => {
      iframe.removeEventListener('load', setUp);
      stop();
    };
  }, []);

  useLayoutEffect(() => {
    const element = outer.current;
    if (!element) return undefined;
    const measure = () => setRoom(element.clientWidth || width);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const scale = Math.min(1, room / width);
  return (
    <div ref={outer} className="mg-preview__room" style={{ height: Math.ceil(height * scale) }}>
      <iframe
        ref={frame}
        title={title}
        className="mg-preview__frame"
        style={{ width, height, transform: scale < 1 ? `scale(${scale})` : undefined }}
      />
      {root && createPortal(children, root)}
    </div>
  );
}
