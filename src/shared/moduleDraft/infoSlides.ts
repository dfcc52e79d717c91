// Info slides of a draft: a title (text), an html body (more_info), an image and info texts; no question.
import type { InfoSlideBody } from '../management/infoSlide';
import type { DraftContent, DraftSlide, Edited, Reserved } from './edit';
import { addSlide, findSlide, isRefused, replaceSlide, type Slide } from './slides';

const infoSlide = <S extends DraftSlide>(body: InfoSlideBody, current: S): S => ({
  ...current,
  name: body.name,
  category: 'info_slide',
  text: body.text,
  more_info: body.more_info,
  info_image: body.info_image,
});

export function addInfoSlide<D extends DraftContent>(
  draft: D,
  moduleId: number,
  body: InfoSlideBody,
  position: number | undefined,
  reserved: Reserved,
): Edited<D, Slide> {
  return addSlide(draft, moduleId, infoSlide(body, { name: '', text: '', info_texts: [] }), position, reserved);
}

export function updateInfoSlide<D extends DraftContent>(draft: D, id: number, body: InfoSlideBody): Edited<D, Slide> {
  const found = findSlide(draft, id, 'info_slide');
  if (isRefused(found)) return found;
  return replaceSlide(draft, infoSlide(body, found.slide), 'info_slide');
}
