// An image of the draft (a slide's or a result text's info_image): its content path, typed (the
// shipped images, e.g. images/fitheid.svg) or filled in by uploading a file through POST /api/media,
// which re-encodes it and answers the path (uploads/…) the draft names it by (the site's one uploader,
// ui/useImageUpload.ts, which the topic form's icon and image use too). The file field is the
// site's FilePicker (a real file input: a tap or Enter/Space opens the picker); a refusal (too large,
// not an image, SVG) stands under it in Dutch, and what was uploaded is shown as a small picture.
import { useId } from 'react';
import { tm } from '../../../i18n/modules';
import { FilePicker } from '../../../ui/FilePicker';
import { IMAGE_ACCEPT, useImageUpload } from '../../../ui/useImageUpload';
import { DocText, useBound } from './docFields';

export function DocImage({ pointer, label, hint }: { pointer: string; label: string; hint: string }) {
  const id = useId();
  const [value, set] = useBound<string | null | undefined>(pointer, false);
  const { file, busy, error, uploaded, upload } = useImageUpload((image) => set(image.path));
  // The picture only while the field still names what was uploaded (undo or typing changes that).
  const shown = uploaded && uploaded.image.path === value ? uploaded : null;
  return (
    <div className="mg-image">
      <DocText pointer={pointer} label={label} hint={hint} nullable />
      <FilePicker
        id={`${id}-file`}
        label={tm('image.upload')}
        hint={tm('image.uploadHint')}
        accept={IMAGE_ACCEPT}
        file={file}
        error={error}
        onChange={(chosen) => void upload(chosen)}
      />
      <p className="mg-hint" role="status">
        {busy
          ? tm('image.uploading')
          : shown
            ? tm('image.uploaded', { name: shown.name, width: shown.image.width, height: shown.image.height })
            : ''}
      </p>
      {shown && (
        <img className="mg-image__preview" src={shown.image.url} alt={tm('image.preview', { name: shown.name })} />
      )}
      {value && (
        <button
          type="button"
          className="button button--secondary mg-button--small"
          aria-label={tm('image.removeOf', { label })}
          onClick={() => set(null)}
        >
          {tm('image.remove')}
        </button>
      )}
    </div>
  );
}
