// Renders help content (helpContent.ts) as React elements: text is always a text node, so nothing
// in the content can add markup or scripts.
import { t } from '../../i18n';
import { type HelpBlock, SHOT_BASE, type ShotBlock } from './helpContent';

function Shot({ shot }: { shot: ShotBlock }) {
  const wide = `${SHOT_BASE}${shot.name}-1280.png`;
  const phone = `${SHOT_BASE}${shot.name}-375.png`;
  return (
    <figure className="help-shot">
      <picture>
        <source media="(max-width: 600px)" srcSet={phone} />
        <img src={wide} alt={shot.alt} loading="lazy" width={1280} />
      </picture>
      <figcaption>
        <a href={wide}>{t('manuals.shotWide')}</a>
        <a href={phone}>{t('manuals.shotPhone')}</a>
      </figcaption>
    </figure>
  );
}

function Block({ block }: { block: HelpBlock }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'steps':
      return (
        <ol className="help-steps">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'note':
      return (
        <p className="help-note">
          <strong>{t('manuals.note')}: </strong>
          {block.text}
        </p>
      );
    case 'shot':
      return <Shot shot={block} />;
  }
}

export function HelpBlocks({ blocks }: { blocks: readonly HelpBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
