'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountChanges, BillingChanges, PasswordBody } from '@/lib/account/schemas';
import { PROFILE_MESSAGES } from '@/lib/account/messages';
import { PHOTO_FIELD } from '@/lib/account/photo';
import { ApiError, apiFetch, apiPost, NETWORK_ERROR, pageBuyerHeaders } from './api';
import { queryKeys } from './query-keys';

interface Done {
  message: string;
}

/** apiFetch sends JSON only; a picture goes as multipart, with the same error shape back. */
async function uploadPhoto(file: File): Promise<Done> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file);
  let response: Response;
  try {
    response = await fetch('/api/profile/picture', { method: 'POST', body: form, headers: pageBuyerHeaders(), credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: Record<string, string[]> } | null;
  // A success that is not JSON is not ours (a portal's page): it says nothing of the upload (api.ts).
  if (body === null) throw new ApiError(PROFILE_MESSAGES.pictureUploadFailed, response.status);
  if (!response.ok) throw new ApiError(typeof body.message === 'string' ? body.message : PROFILE_MESSAGES.pictureUploadFailed, response.status, body.errors ?? {});
  return body as Done;
}

/**
 * Runs a change while no other tab of the site runs one: the browser's Web Locks are shared by all of
 * them (a browser without them, only older ones, keeps the one-tab queue below).
 */
async function inEveryTabAlone<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('agromarket:profile-change', run) : run();
}

/**
 * A change to the buyer's account; the profile (and the header's picture and name) reload afterwards.
 * Changes go one at a time, each after the reload of the one before: our routes fill in every field
 * the buyer did not change from a profile read first (the provider's calls rewrite them all), so two
 * saves at once, such as a company's account and billing forms, could each undo the other. That holds
 * across the buyer's tabs too; another device saving at the same moment is not covered.
 */
function useProfileChange<Input>(send: (input: Input) => Promise<Done>, { renames = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => inEveryTabAlone(() => send(input)),
    scope: { id: 'profile-change' },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        renames ? queryClient.invalidateQueries({ queryKey: queryKeys.session }) : null,
      ]);
    },
  });
}

export const useAccountUpdate = () =>
  useProfileChange((changes: AccountChanges) => apiPost<Done>('/api/profile/account', changes), { renames: true });

export const useBillingUpdate = () => useProfileChange((changes: BillingChanges) => apiPost<Done>('/api/profile/billing', changes));

export const usePictureUpload = () => useProfileChange(uploadPhoto);

export const usePictureDelete = () => useProfileChange(() => apiFetch<Done>('/api/profile/picture', { method: 'DELETE' }));

/** The password changes nothing the profile shows. */
export function usePasswordChange() {
  return useMutation({ mutationFn: (body: PasswordBody) => apiPost<Done>('/api/profile/password', body) });
}
