import { PROFILE_MESSAGES, PROFILE_NOTES } from './messages';

/** The provider's `max:1024` rule, in kilobytes (spec: "max 1 MB"). */
export const PHOTO_MAX_BYTES = 1024 * 1024;

/** The multipart field the provider reads, used by our route handler as well. */
export const PHOTO_FIELD = 'profile_photo';

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  Array.from(text).every((ch, i) => bytes[offset + i] === ch.charCodeAt(0));

// A real BMP names one of the DIB header sizes (BITMAPCOREHEADER, BITMAPINFOHEADER and later) at byte 14.
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
const bmpHeaderSize = (b: Uint8Array) => (b.length >= 18 ? new DataView(b.buffer, b.byteOffset, b.length).getUint32(14, true) : 0);

/** The provider's `mimes:jpg,png,bmp`, with the MIME types browsers give them and their first bytes. */
const PHOTO_TYPES = [
  { ext: 'jpg', mimes: ['image/jpeg', 'image/pjpeg'], matches: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', mimes: ['image/png'], matches: (b: Uint8Array) => b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n') },
  { ext: 'bmp', mimes: ['image/bmp', 'image/x-ms-bmp'], matches: (b: Uint8Array) => ascii(b, 0, 'BM') && BMP_HEADER_SIZES.has(bmpHeaderSize(b)) },
] as const;

export type PhotoExtension = (typeof PHOTO_TYPES)[number]['ext'];

/** The file input's `accept`, so the picker offers only these. */
export const PHOTO_ACCEPT = PHOTO_TYPES.flatMap((type) => type.mimes).join(',');

/** How many leading bytes `sniffPhoto` needs. */
export const PHOTO_SIGNATURE_BYTES = 18;

/** What a file's first bytes say it is, whatever its name or declared type; null when not a picture we take. */
export function sniffPhoto(head: Uint8Array): { ext: PhotoExtension; mime: string } | null {
  const type = PHOTO_TYPES.find((candidate) => candidate.matches(head));
  return type ? { ext: type.ext, mime: type.mimes[0] } : null;
}

/**
 * The browser's check before sending, from what the file claims to be: a refusal message, or null.
 * The bytes are checked again by our route handler (a text file renamed .png claims image/png).
 */
export function declaredPhotoProblem(file: { type: string; size: number }): string | null {
  if (!PHOTO_TYPES.some((type) => (type.mimes as readonly string[]).includes(file.type))) return PROFILE_NOTES.pictureWrongType;
  if (file.size > PHOTO_MAX_BYTES) return PROFILE_MESSAGES.pictureTooLarge;
  return null;
}

/** The route handler's check: the size, and the type told by the file's own bytes. */
export async function photoContent(file: Blob): Promise<{ problem: string } | { ext: PhotoExtension; mime: string }> {
  if (file.size > PHOTO_MAX_BYTES) return { problem: PROFILE_MESSAGES.pictureTooLarge };
  const type = sniffPhoto(new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer()));
  return type ?? { problem: PROFILE_NOTES.pictureWrongType };
}
