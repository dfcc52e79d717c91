// Sidebar beside a slide: topic icon, the slide's more-info text, its info texts and info image.
import { imageUrl } from '../../../api/media';
import { t } from '../../../i18n/nl';
import type { Module, Slide } from '../../../rules/types';
import { InfoDisclosure } from './InfoDisclosure';
import { SafeHtml } from './SafeHtml';

interface Props {
  module: Module;
  slide: Slide;
}

export function SlideSidebar({ module, slide }: Props) {
  const { icon } = module.topic;
  // An info slide shows its more-info in the main column already.
  const moreInfo = slide.category === 'info_slide' ? null : slide.more_info;
  return (
    <aside className="md-sidebar" aria-label={t('dialog.moreInfo')}>
      {icon && <img className="md-sidebar__icon" src={imageUrl(icon, 360)} alt="" width={96} height={96} />}
      <SafeHtml className="md-html md-sidebar__info" html={moreInfo} />
      {slide.info_texts.map((info) => (
        <InfoDisclosure key={info.name} title={info.name} html={info.text} />
      ))}
      {slide.info_image && (
        <img className="md-sidebar__image" src={imageUrl(slide.info_image, 600)} alt="" loading="lazy" />
      )}
    </aside>
  );
}
