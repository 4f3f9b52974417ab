import type { EntityCollection } from '@receipts/shared';

/** A directory whose avatars staff update, named by its collection as in the paths. */
export type AvatarKind = EntityCollection;

export interface AvatarTexts {
  title: string;
  /** The load failure message, 'Failed to load … data'. */
  loadError: string;
  uploadError: string;
  /** The upload button says 'Upload'; only the show version says 'Upload Avatar'. */
  upload: string;
  noPermission: string;
  /** Letter shown when the entity has neither photo nor name. */
  fallback: string;
}

/** Each kind's titles and messages; the show screen words its messages differently. */
export const AVATAR_TEXTS: Record<AvatarKind, AvatarTexts> = {
  commentators: {
    title: 'Update Commentator Avatar',
    loadError: 'Failed to load commentator data',
    uploadError: 'Failed to upload avatar',
    upload: 'Upload',
    noPermission: 'You do not have permission to access this page.',
    fallback: 'C',
  },
  podcasts: {
    title: 'Update Podcast Avatar',
    loadError: 'Failed to load podcast data',
    uploadError: 'Failed to upload avatar',
    upload: 'Upload',
    noPermission: 'You do not have permission to access this page.',
    fallback: 'P',
  },
  shows: {
    title: 'Update Show Avatar',
    loadError: 'Failed to load show data',
    uploadError: 'Failed to upload avatar. Please try again.',
    upload: 'Upload Avatar',
    noPermission: "You don't have permission to update show avatars.",
    fallback: 'S',
  },
};

/** The words of the chooser button, the same for every kind. */
export const CHOOSE_LABEL = 'Select Image';

export const SHOW_LOGIN_PROMPT = 'Please log in to update show avatars.';
export const IMAGE_ONLY = 'Please choose an image file.';

export const isImageFile = (file: File) => file.type.startsWith('image/');
