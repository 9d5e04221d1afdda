/** Texts the route handlers answer with themselves (the provider's own messages pass through). */
export const API_MESSAGES = {
  crossSite: 'Cross-site requests are not allowed.',
  invalidJson: 'The request body must be JSON.',
  bodyTooLarge: 'The request is too large.',
  invalidInput: 'Some fields are not valid.',
  signInRequired: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  otherBuyer: 'You have signed in to another account in another tab or window, so nothing was changed here. This page is being reloaded for that account.',
  orderNotFound: 'Order not found.',
  unexpected: 'Something went wrong. Please try again.',
} as const;
