import { PROFILE_MESSAGES, PROFILE_NOTES } from '@/lib/account/messages';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, photoContent } from '@/lib/account/photo';
import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { deleteBuyerProfilePicture, updateBuyerProfilePicture } from '@/lib/provider/profile';

/** Room for the multipart boundaries and part headers around a picture of the largest size. */
const MULTIPART_OVERHEAD = 16 * 1024;

const refuse = (status: number, message: string) => fail(status, message, { [PHOTO_FIELD]: [message] });

/**
 * A new profile picture, as multipart field `profile_photo`. The size is checked before the body
 * is read, and the type by the file's own bytes, so only a real picture of at most 1 MB reaches
 * the provider, under a name that matches its type.
 */
export const POST = buyerRoute({}, async ({ request, buyer }) => {
  const length = Number(request.headers.get('content-length'));
  if (!Number.isFinite(length) || length <= 0) return refuse(411, PROFILE_NOTES.pictureMissing);
  if (length > PHOTO_MAX_BYTES + MULTIPART_OVERHEAD) return refuse(413, PROFILE_MESSAGES.pictureTooLarge);

  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, PROFILE_NOTES.notMultipart);
  const file = form.get(PHOTO_FIELD);
  if (!(file instanceof Blob) || file.size === 0) return refuse(422, PROFILE_NOTES.pictureMissing);
  const content = await photoContent(file);
  if ('problem' in content) return refuse(422, content.problem);

  const result = await updateBuyerProfilePicture(buyer.token, file.slice(0, file.size, content.mime), `profile-photo.${content.ext}`);
  return ok({ message: result.message });
});

export const DELETE = buyerRoute({}, async ({ buyer }) => {
  const result = await deleteBuyerProfilePicture(buyer.token, buyer.userId);
  return ok({ message: result.message });
});
