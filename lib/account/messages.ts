/** The profile screen's notices, word for word as the spec gives them (sections 5 and 8). */
export const PROFILE_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
  profileFailed: 'Failed to update profile',
  billingUpdated: 'Billing address updated successfully',
  billingFailed: 'Failed to update Billing address',
  pictureUploaded: 'Profile picture updated successfully!',
  pictureUploadFailed: 'Error uploading profile picture.',
  pictureDeleted: 'Profile picture deleted successfully!',
  pictureDeleteFailed: 'Error deleting profile picture.',
  pictureTooLarge: 'Image size should not exceed 1MB',
  passwordChanged: 'Password Changed successful',
  passwordFailed: 'An error occurred. Please try again later.',
  oldPasswordMismatch: 'Old password does not match',
} as const;

/** Our own texts for cases the spec leaves unworded. */
export const PROFILE_NOTES = {
  noChanges: 'There are no changes to save.',
  pictureWrongType: 'Choose a JPG, PNG or BMP image.',
  pictureMissing: 'Choose a picture to upload.',
  notMultipart: 'The picture must be sent as a file upload.',
  foreignField: 'This field is not part of your account.',
  addressNotKept: 'The marketplace did not keep this address. Your other changes are saved.',
} as const;
