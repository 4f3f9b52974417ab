export { profileHandle, ownsProfile, authorName, initialOf } from './names';
export { formatStatementDate, previewText, PREVIEW_LENGTH, confidenceLabel, plural } from './format';
