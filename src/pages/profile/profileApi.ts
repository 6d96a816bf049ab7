import type { ProfileResponse } from '../../../permissions/accountContext';
import { ApiError, getJson, postJson } from '../login/api/apiRequest';

/** Spec 7.2: the photo is loaded as base64, for the profile page's spinner to cover. */
export async function loadPhotoAsDataUrl(): Promise<string> {
  const photo = await getJson<{ contentType: string; data: string }>('/api/profile/photo/base64');
  return `data:${photo.contentType};base64,${photo.data}`;
}

export async function uploadPhoto(photo: Blob): Promise<Pick<ProfileResponse, 'avatarPath'>> {
  const response = await fetch('/api/profile/photo', { method: 'PUT', credentials: 'same-origin', headers: { 'Content-Type': photo.type, Accept: 'application/json' }, body: photo });
  const body = (await response.json().catch(() => ({}))) as { avatarPath?: string; message?: string; code?: string };
  if (!response.ok) throw new ApiError(response.status, body.message ?? '', body.code ?? null);
  return { avatarPath: body.avatarPath ?? null };
}

/** Spec 7.1: through the auth provider, with the old and the new password. */
export function changePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return postJson('/api/auth/change-password', { oldPassword, newPassword });
}
