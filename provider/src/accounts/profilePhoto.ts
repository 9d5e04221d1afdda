import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AuthBuyer } from '../auth/buyer';
import type { ProviderConfig } from '../config';
import type { Deps } from '../deps';
import { failPlain } from '../http/errors';
import { validationError } from '../http/validation';
import { laravelTimestamp } from '../lib/time';
import { UPLOAD_DIRS } from '../serialize/images';
import { updateSharedColumns } from './store';

/** The original's `max:1024` rule, in kilobytes. */
export const MAX_PHOTO_BYTES = 1024 * 1024;

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  [...text].every((ch, i) => bytes[offset + i] === ch.charCodeAt(0));

// BITMAPCOREHEADER, BITMAPINFOHEADER and its later versions: a real BMP names one of these sizes.
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/** Image types told by their first bytes, never by the file name or the declared type. */
const SIGNATURES: { ext: string; matches: (b: Uint8Array) => boolean }[] = [
  { ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', matches: (b) => b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n') },
  { ext: 'gif', matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  { ext: 'webp', matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  {
    ext: 'bmp',
    matches: (b) => ascii(b, 0, 'BM') && b.length >= 18 && BMP_HEADER_SIZES.has(new DataView(b.buffer, b.byteOffset).getUint32(14, true)),
  },
];

export function sniffImageType(head: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.matches(head))?.ext ?? null;
}

/** The original's `mimes:jpg,png,bmp`: other images (GIF, WebP) are images, but not these. */
const ALLOWED_TYPES = ['jpg', 'png', 'bmp'];

const MESSAGES = {
  required: 'The profile photo field is required.',
  image: 'The profile photo field must be an image.',
  mimes: `The profile photo field must be a file of type: ${ALLOWED_TYPES.join(', ')}.`,
  max: 'The profile photo field must not be greater than 1024 kilobytes.',
};

/** The upload as Laravel's `required|image|mimes:jpg,png,bmp|max:1024` sees it; every failing rule is reported. */
async function acceptedPhoto(value: unknown): Promise<{ bytes: Buffer; ext: string }> {
  const fail = (...messages: string[]) => validationError({ profile_photo: messages }, 'Validations failed');
  if (value === undefined || value === null || value === '') throw fail(MESSAGES.required);
  if (!(value instanceof Blob)) throw fail(MESSAGES.image, MESSAGES.mimes);
  const ext = sniffImageType(new Uint8Array(await value.slice(0, 32).arrayBuffer()));
  const messages: string[] = [];
  if (!ext) messages.push(MESSAGES.image);
  if (!ext || !ALLOWED_TYPES.includes(ext)) messages.push(MESSAGES.mimes);
  if (value.size > MAX_PHOTO_BYTES) messages.push(MESSAGES.max);
  if (ext && messages.length === 0) return { bytes: Buffer.from(await value.arrayBuffer()), ext };
  throw fail(...messages);
}

const photoDir = (config: ProviderConfig) => path.join(config.dataDir, UPLOAD_DIRS.profile);

async function removePhotoFile(config: ProviderConfig, file: string): Promise<void> {
  try {
    // basename: the column only ever names a file inside the profile folder.
    await fs.unlink(path.join(photoDir(config), path.basename(file)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/**
 * Sets the account's photo column to `file` and answers the file it replaced, read in the same
 * transaction: of two uploads (or an upload and a delete) at once, each drops the file it replaced,
 * never leaving one on disk that no column names any more, nor dropping the one that stays.
 */
function swapPhoto(deps: Deps, buyer: AuthBuyer, file: string | null, at: string): Promise<string | null> {
  return deps.db.transaction().execute(async (trx) => {
    const current =
      buyer.kind === 'company'
        ? await trx.selectFrom('company_buyers').select('profile_photo').where('companyBuyerId', '=', buyer.buyerId).executeTakeFirst()
        : await trx.selectFrom('buyers').select('profile_photo').where('buyerId', '=', buyer.buyerId).executeTakeFirst();
    await updateSharedColumns(trx, buyer, { profile_photo: file, updated_at: at });
    return current?.profile_photo ?? null;
  });
}

/** POST /updateBuyerProfilePicture: stores the new photo, then drops the one it replaces. */
export async function replaceProfilePhoto(deps: Deps, buyer: AuthBuyer, value: unknown): Promise<void> {
  const { bytes, ext } = await acceptedPhoto(value);
  const now = deps.clock();
  const file = `profile-image-${buyer.buyerId}-${Math.floor(now.getTime() / 1000)}-${randomBytes(4).toString('hex')}.${ext}`;
  await fs.mkdir(photoDir(deps.config), { recursive: true });
  await fs.writeFile(path.join(photoDir(deps.config), file), bytes, { flag: 'wx' });
  let replaced: string | null;
  try {
    replaced = await swapPhoto(deps, buyer, file, laravelTimestamp(now));
  } catch (err) {
    await removePhotoFile(deps.config, file);
    throw err;
  }
  if (replaced) await removePhotoFile(deps.config, replaced);
}

/** DELETE /deleteBuyerProfilePicture/{buyerId}, for the caller's own account: the column first, then the file. */
export async function deleteProfilePhoto(deps: Deps, buyer: AuthBuyer): Promise<void> {
  const file = await swapPhoto(deps, buyer, null, laravelTimestamp(deps.clock()));
  if (!file) throw failPlain(400, 'no profile picture found for this buyer');
  await removePhotoFile(deps.config, file);
}
