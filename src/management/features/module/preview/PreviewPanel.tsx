// The "Voorbeeld" tab: the draft in the student app's own module dialog (src/app/preview, the one
// bridge into the student app, loaded as a chunk of its own), in a frame as wide as a phone or a
// computer screen, with the draft's images (usePreviewModule). Answers given here stay here: the preview
// saves nothing.
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../../common/lib/lazyComponent';
import { tm } from '../../../i18n/modules';
import { PreviewFrame } from './PreviewFrame';
import { usePreviewModule } from './usePreviewModule';

const ModulePreview = lazyComponent(() =>
  import(/* webpackChunkName: "module-preview" */ '../../../../app/preview/ModulePreview').then((m) => m.ModulePreview),
);

const WIDTHS = { phone: { width: 375, height: 700 }, desktop: { width: 1280, height: 800 } } as const;
type Width = keyof typeof WIDTHS;

export function PreviewPanel() {
  const built = usePreviewModule();
  const [width, setWidth] = useState<Width>('phone');
  const [restart, setRestart] = useState(0);
  const size = WIDTHS[width];
  return (
    <section className="mg-panel mg-preview" aria-labelledby="mg-preview-title">
      <h2 id="mg-preview-title">{tm('preview.title')}</h2>
      <p className="mg-hint">{tm('preview.intro')}</p>
      <div className="mg-preview__controls">
        <fieldset className="mg-choices">
          <legend>{tm('preview.width')}</legend>
          {(Object.keys(WIDTHS) as Width[]).map((choice) => (
            <label key={choice} className="mg-check">
              <input type="radio" name="preview-width" checked={width === choice} onChange={() => setWidth(choice)} />
              <span>{tm(choice === 'phone' ? 'preview.phone' : 'preview.desktop')}</span>
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button--secondary" onClick={() => setRestart((n) => n + 1)}>
          {tm('preview.restart')}
        </button>
      </div>
      <PreviewFrame
        key={width}
        width={size.width}
        height={size.height}
        title={tm('preview.frameLabel', { width: tm(width === 'phone' ? 'preview.phone' : 'preview.desktop') })}
      >
        <Suspense fallback={<p>{tm('preview.loading')}</p>}>
          <ModulePreview module={built.module} config={built.config} restartKey={restart} />
        </Suspense>
      </PreviewFrame>
    </section>
  );
}
