// The one uploader of the management site (issue 33): a chosen file goes to POST /api/media, which
// decodes and re-encodes it (sharp) and refuses anything else with a code. What the browser can tell
// before sending (too large, SVG) is refused here in the server's own words, so nothing is sent in
// vain. The module editor's image fields (DocImage) and the topic form's icon and image use it.
import { useState } from 'react';
import { errorMessage } from '../../shared/errorCodes';
import { IMAGE_LIMITS, type UploadedImage } from '../../shared/management/media';
import { describeError } from '../api/errors';
import { uploadImage } from '../api/module';

/** What the file input offers; the server decides in the end. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** A refusal the browser can tell before sending the file, with the server's own words. */
export function refusalBeforeUpload(file: File): string | null {
  if (file.size > IMAGE_LIMITS.maxMegabytes * 1024 * 1024) return errorMessage('image_too_large') ?? null;
  if (file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return errorMessage('svg_not_allowed') ?? null;
  return null;
}

export interface ImageUpload {
  /** The file last chosen (shown beside the picker), or null. */
  file: File | null;
  busy: boolean;
  /** Why the last file was refused, in Dutch. */
  error: string | null;
  /** The last upload that succeeded, with the name the file had. */
  uploaded: { image: UploadedImage; name: string } | null;
  upload: (chosen: File | null) => Promise<void>;
  /** Forgets the chosen file and any refusal (after the image was taken away). */
  clear: () => void;
}

/** `onUploaded` receives each stored image: the caller puts its path or id where it belongs. */
export function useImageUpload(onUploaded: (image: UploadedImage) => void): ImageUpload {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<ImageUpload['uploaded']>(null);

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
      onUploaded(image);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };
  const clear = () => {
    setFile(null);
    setError(null);
  };
  return { file, busy, error, uploaded, upload, clear };
}
