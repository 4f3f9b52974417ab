export { profileHandle, ownsProfile, authorName, initialOf } from './names';
export { previewText, PREVIEW_LENGTH, confidenceLabel, plural } from './format';
