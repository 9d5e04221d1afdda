'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';
import { PROFILE_MESSAGES } from '@/lib/account/messages';
import { declaredPhotoProblem, PHOTO_ACCEPT } from '@/lib/account/photo';
import { ApiError, mayStillHappen } from '@/lib/client/api';
import { usePictureDelete, usePictureUpload } from '@/lib/client/profile';
import { profileNotice } from '@/lib/client/toasts';
import { useSingleSubmit } from '@/lib/client/use-single-submit';
import { profileDisplayName, type BuyerProfile } from '@/lib/domain/buyer';
import { Avatar } from './Avatar';

const button =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Upload, preview and delete. A file is checked here before anything is sent (type and the 1 MB
 * limit); our route handler checks its bytes again. The chosen picture shows at once while it uploads.
 */
export function ProfilePicture({ profile }: { profile: BuyerProfile }) {
  const upload = usePictureUpload();
  const remove = usePictureDelete();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const problemId = useId();
  const busy = upload.isPending || remove.isPending;

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  // Unavailable while a change runs, but not disabled, which would take the keyboard focus off it.
  const holdPicker = (event: MouseEvent<HTMLInputElement>) => {
    if (busy) event.preventDefault();
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared so choosing the same file again still counts as a change.
    input.value = '';
    if (!file) return;
    const refusal = declaredPhotoProblem(file);
    setProblem(refusal);
    if (refusal) return;
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      profileNotice.success(PROFILE_MESSAGES.pictureUploaded);
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.fieldErrors.profile_photo?.[0] ?? error.message) : null);
      profileNotice.error(mayStillHappen(error) ? error.message : PROFILE_MESSAGES.pictureUploadFailed);
    } finally {
      setPreview(null);
    }
  }

  // A second tap in the same tick would ask to delete a picture that is already gone, and fail.
  const deleteOnce = useSingleSubmit();
  const deletePicture = () =>
    deleteOnce((done) => {
      setProblem(null);
      remove.mutate(undefined, {
        onSuccess: () => {
          profileNotice.success(PROFILE_MESSAGES.pictureDeleted);
          // The Delete button goes with the picture, and its focus to the page's start: the upload
          // control takes it, unless the buyer has moved on meanwhile.
          const focused = document.activeElement;
          if (focused === document.body || controls.current?.contains(focused)) picker.current?.focus();
        },
        onError: (error) => profileNotice.error(mayStillHappen(error) ? error.message : PROFILE_MESSAGES.pictureDeleteFailed),
        onSettled: done,
      });
    });

  const name = profileDisplayName(profile);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="relative" aria-busy={upload.isPending || undefined}>
        <Avatar src={preview ?? profile.profilePictureUrl} name={name} size={112} alt={preview ? 'Your new profile picture' : 'Your profile picture'} />
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-stone-900/50 text-xs font-semibold text-white">
            Uploading…
          </span>
        )}
      </div>
      {/* As wide as the card, so an unbroken 100-character name wraps instead of widening it. */}
      <div className="w-full min-w-0">
        <p className="font-semibold wrap-anywhere text-stone-900">{name}</p>
        <p className="text-sm break-all text-stone-600">{profile.email}</p>
      </div>
      <div ref={controls} className="flex flex-wrap justify-center gap-2">
        <input
          ref={picker}
          id={inputId}
          type="file"
          accept={PHOTO_ACCEPT}
          onClick={holdPicker}
          onChange={choose}
          aria-disabled={busy || undefined}
          aria-describedby={problemId}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`${button} cursor-pointer bg-brand-700 text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:bg-brand-800 peer-aria-disabled:cursor-not-allowed peer-aria-disabled:opacity-70`}
        >
          Upload picture
        </label>
        {profile.profilePictureUrl && (
          <FocusKeepingButton
            unavailable={busy}
            onClick={deletePicture}
            className={`${button} border border-red-700 text-red-800 hover:bg-red-50 aria-disabled:opacity-70`}
          >
            {remove.isPending ? 'Deleting…' : 'Delete picture'}
          </FocusKeepingButton>
        )}
      </div>
      <div className="space-y-1">
        <p className="text-xs text-stone-600">JPG, PNG or BMP, at most 1 MB.</p>
        <p id={problemId} aria-live="polite" className="text-sm text-red-700">
          {problem}
        </p>
      </div>
    </div>
  );
}
