import type { BuyerType } from '../db/schema';

/** The texts where the original's individual and company controllers differ (contract 2.1). */
export const KIND_MESSAGES: Record<
  BuyerType,
  { signedUp: string; signupInvalid: string; verified: string; invalidOtp: string; loggedOut: string }
> = {
  individual: {
    signedUp: 'Registration successful Verification Email Sent',
    signupInvalid: 'Validations fails',
    verified: 'Email verified. Proceed to login.',
    invalidOtp: 'Invalid OTP. Please try again.',
    loggedOut: 'Individual logged out successfully',
  },
  company: {
    signedUp: 'Company registration successful Check email for verification code',
    signupInvalid: 'Business Registration failed',
    verified: 'Company email verified. Proceed to login.',
    invalidOtp: 'OTP Invalid, Please try again.',
    loggedOut: 'Company buyer logged out successfully',
  },
};
