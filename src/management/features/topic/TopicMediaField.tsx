// The topic's icon or image on its form: what it is now (a picture), a new one uploaded through the
// site's one uploader (ui/useImageUpload.ts: POST /api/media re-encodes it and answers its id), and a
// button to take it away. Nothing is written until the form is saved; the server then checks that the
// id names a stored image (400 media_not_found otherwise).
import { useId, useState } from 'react';
import type { MediaRef } from '../../../rules/types';
import { tt } from '../../i18n/topics';
import { FilePicker } from '../../ui/FilePicker';
import { IMAGE_ACCEPT, useImageUpload } from '../../ui/useImageUpload';
import { mediaPreviewUrl } from './mediaPreviewUrl';

interface Props {
  kind: 'icon' | 'image';
  value: MediaRef | null;
  onChange: (value: MediaRef | null) => void;
}

export function TopicMediaField({ kind, value, onChange }: Props) {
  const id = useId();
  const [removed, setRemoved] = useState(false);
  const { file, busy, error, uploaded, upload, clear } = useImageUpload((image) => {
    setRemoved(false);
    onChange({ id: image.id, modified: image.modified });
  });
  const fresh = uploaded && value?.id === uploaded.image.id ? uploaded : null;
  const status = busy
    ? tt('media.uploading', { name: file?.name ?? '' })
    : fresh
      ? tt('media.uploaded', { name: fresh.name, width: fresh.image.width, height: fresh.image.height })
      : removed && !value
        ? tt('media.removed')
        : '';
  return (
    <fieldset className="mg-choices mg-image mg-topic-media" aria-describedby={`${id}-hint`}>
      <legend>{tt(`media.${kind}.legend`)}</legend>
      <span className="mg-hint" id={`${id}-hint`}>
        {tt(`media.${kind}.hint`)}
      </span>
      {value ? (
        <img
          className={`mg-image__preview mg-topic-media__preview mg-topic-media__preview--${kind}`}
          src={mediaPreviewUrl(value)}
          alt={tt(`media.${kind}.current`)}
        />
      ) : (
        <p className="mg-hint mg-topic-media__none">{tt(`media.${kind}.none`)}</p>
      )}
      <FilePicker
        id={`${id}-file`}
        label={tt(`media.${kind}.upload`)}
        hint={tt('media.uploadHint')}
        accept={IMAGE_ACCEPT}
        file={file}
        error={error}
        onChange={(chosen) => void upload(chosen)}
      />
      <p className="mg-hint" role="status">
        {status}
      </p>
      {value && (
        <button
          type="button"
          className="button button--secondary mg-button--small"
          onClick={() => {
            onChange(null);
            setRemoved(true);
            clear();
            // The button goes with the picture: the picker is where a keyboard user goes on from here. Its
            // value is emptied, or choosing the same file again would not count as a change.
            const picker = document.getElementById(`${id}-file`);
            if (picker instanceof HTMLInputElement) {
              picker.value = '';
              picker.focus();
            }
          }}
        >
          {tt(`media.${kind}.remove`)}
        </button>
      )}
    </fieldset>
  );
}
