// The media types a stored media file can have, by file extension: the content loader stores only
// these, and GET /file and GET /image document exactly these, so the document says what is served.
export const MEDIA_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

/** Every media type GET /file/{id}/{modified} can serve. */
export const MEDIA_TYPES = [...new Set(Object.values(MEDIA_TYPE_BY_EXTENSION))];
/** The images among them: what GET /image/{id}/… serves (it scales those, SVG as it is). */
export const IMAGE_TYPES = MEDIA_TYPES.filter((type) => type.startsWith('image/'));
