// An image of the draft (a slide's or a result text's info_image): its content path, typed (the
// shipped images, e.g. images/fitheid.svg) or filled in by uploading a file through POST /api/media,
// which re-encodes it and answers the path (uploads/…) the draft names it by. The file field is the
// site's FilePicker (a real file input: a tap or Enter/Space opens the picker); a refusal (too large,
// not an image, SVG) stands under it in Dutch, and what was uploaded is shown as a small picture.
import { useId, useState } from 'react';
import { errorMessage } from '../../../../shared/errorCodes';
import { IMAGE_LIMITS, type UploadedImage } from '../../../../shared/management/media';
import { describeError } from '../../../api/errors';
import { uploadImage } from '../../../api/module';
import { tm } from '../../../i18n/modules';
import { FilePicker } from '../../../ui/FilePicker';
import { DocText, useBound } from './docFields';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** A refusal the browser can tell before sending the file, with the server's own words. */
function refusalBeforeUpload(file: File): string | null {
  if (file.size > IMAGE_LIMITS.maxMegabytes * 1024 * 1024) return errorMessage('image_too_large') ?? null;
  if (file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return errorMessage('svg_not_allowed') ?? null;
  return null;
}

export function DocImage({ pointer, label, hint }: { pointer: string; label: string; hint: string }) {
  const id = useId();
  const [value, set] = useBound<string | null | undefined>(pointer, false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ image: UploadedImage; name: string } | null>(null);

  const upload = async (chosen: File | null) => {
    setFile(chosen);
    setError(null);
    if (!chosen) return;
    const refusal = refusalBeforeUpload(chosen);
    if (refusal) {
      setError(refusal);
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(chosen);
      setUploaded({ image, name: chosen.name });
      set(image.path);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  // The picture only while the field still names what was uploaded (undo or typing changes that).
  const shown = uploaded && uploaded.image.path === value ? uploaded : null;
  return (
    <div className="mg-image">
      <DocText pointer={pointer} label={label} hint={hint} nullable />
      <FilePicker
        id={`${id}-file`}
        label={tm('image.upload')}
        hint={tm('image.uploadHint')}
        accept={ACCEPT}
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
