/*
 * Bodies of the account calls, with the provider's own field names: forms post them and the
 * provider client sends them unchanged, so one name is used end to end.
 */

export interface IndividualSignupFields {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  address?: string;
  zipcode?: string;
  password: string;
  confirm_password: string;
}

export interface CompanySignupFields {
  companyname: string;
  companyregnumber: string;
  companyemail: string;
  companyphone: string;
  companyaddress?: string;
  country: string;
  state: string;
  city: string;
  zipcode: string;
  password: string;
  confirm_password: string;
}

export interface SignupFieldsByType {
  individual: IndividualSignupFields;
  company: CompanySignupFields;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * What a reset call did, and so what the buyer does next. The sandbox mails a code for a second
 * step (`enter-code`); the real provider replaces the password at once with a new one, which it
 * mails and also answers as `password_data` (`sign-in`: there is no second step, and its
 * "Password reset code sent." does not say so). The new password itself is never kept.
 */
export interface PasswordResetAnswer {
  message: string;
  next: 'enter-code' | 'sign-in';
}

/** The second step of a password reset: the mailed code and the new password. */
export interface PasswordResetConfirmation {
  email: string;
  code: string;
  password: string;
  confirm_password: string;
}

/*
 * Profile updates: the real provider writes every field and nulls the omitted ones, so callers
 * should send them all; the sandbox changes only the fields sent.
 */
export interface IndividualAccountDetails {
  firstname?: string;
  lastname?: string;
  email?: string;
  phone?: string;
}

export interface CompanyAccountDetails {
  companyname?: string;
  companyregnumber?: string;
  companyemail?: string;
  companyphone?: string;
  companyaddress?: string;
  country?: string;
  state?: string;
  city?: string;
  zipcode?: string;
}

export interface BillingAddress {
  country?: string;
  state?: string;
  city?: string;
  zipcode?: string;
  address?: string;
}

export interface PasswordChange {
  old_password: string;
  password: string;
  confirm_password: string;
}
