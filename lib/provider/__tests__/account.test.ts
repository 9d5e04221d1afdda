import { logIn, logOut, requestPasswordReset, resendVerification, resetPassword, signUp, verifyEmail } from '../auth';
import {
  changeBuyerPassword,
  deleteBuyerProfilePicture,
  getBuyerProfile,
  updateBuyerAccountDetails,
  updateBuyerBillingAddress,
  updateBuyerProfilePicture,
  updateCompanyBuyerAccountDetails,
} from '../profile';
import { APP, companyBuyerRow, expectNoLeaks, individualBuyerRow, LEAKED } from './support/contract-shapes';
import { answer, jsonBody, mockProvider, onlyRequest, withMockProvider } from './support/fetch-mock';

withMockProvider();

const TOKEN = '7|abcdefghijklmnopqrstuvwxyz0123456789ABCD';

describe('sign-up and verification', () => {
  it('individual sign-up posts the fields to /signup and keeps none of the leaked secrets', async () => {
    const requests = answer(200, {
      message: 'Registration successful Verification Email Sent',
      data: { buyerId: 'AGB12345678', firstname: 'Chinedu', email: 'chinedu@example.com', ...LEAKED, id: 12 },
    });
    const fields = { firstname: 'Chinedu', email: 'chinedu@example.com', password: 'pw-123456', confirm_password: 'pw-123456' };
    const result = await signUp('individual', fields);
    expect(result).toEqual({ message: 'Registration successful Verification Email Sent', userId: 'AGB12345678' });
    expectNoLeaks(result);
    const request = onlyRequest(requests);
    expect(request.url.pathname).toBe('/api/signup');
    expect(jsonBody(request)).toEqual(fields);
  });

  it('company sign-up goes to /companyBuyerSignup', async () => {
    const requests = answer(200, {
      message: 'Company registration successful Check email for verification code',
      data: { companyBuyerId: 'AGCB1234', ...LEAKED },
    });
    const result = await signUp('company', { companyname: 'Green Basket Ltd' });
    expect(result.userId).toBe('AGCB1234');
    expectNoLeaks(result);
    expect(onlyRequest(requests).url.pathname).toBe('/api/companyBuyerSignup');
  });

  it('sign-up validation errors come back per field (`error` key)', async () => {
    answer(422, { message: 'Business Registration failed', error: { companyemail: ['The companyemail has already been taken.'] } });
    await expect(signUp('company', {})).rejects.toMatchObject({
      status: 422,
      message: 'Business Registration failed',
      fieldErrors: { companyemail: ['The companyemail has already been taken.'] },
    });
  });

  it('verifyEmail posts the otp to the kind’s path; `{error}` refusals keep their text', async () => {
    const requests = mockProvider(
      { body: { message: 'Company email verified. Proceed to login.' } },
      { status: 400, body: { error: 'The otp field is required.' } },
    );
    await expect(verifyEmail('company', '123123')).resolves.toEqual({ message: 'Company email verified. Proceed to login.' });
    await expect(verifyEmail('individual', '')).rejects.toMatchObject({ status: 400, message: 'The otp field is required.' });
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/companyBuyerVerifyMail', '/api/verifyBuyerEmail']);
    expect(requests[0] && jsonBody(requests[0])).toEqual({ otp: '123123' });
  });

  it('resendVerification puts the encoded email in the path', async () => {
    const requests = answer(200, { message: 'Verification code sent to the provided email address.' });
    await resendVerification('individual', 'a+b@example.com');
    expect(onlyRequest(requests).url.pathname).toBe('/api/resendBuyerEmailAuth/a%2Bb%40example.com');
  });

  it("resendVerification's failures are logged without the email (the real provider answers 500 for an unknown one)", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    answer(500, { message: 'Server Error' });
    await expect(resendVerification('company', 'ada@farm.example')).rejects.toMatchObject({ status: 500 });
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(/^\[provider\] POST \/resendCompanyBuyerEmailAuth\/:email: answered 500/)]);
    log.mockRestore();
  });
});

describe('login and logout', () => {
  it('individual login: token, buyer identity, message; never the password hash or code', async () => {
    const requests = answer(200, { message: 'Login Successful', token: TOKEN, data: individualBuyerRow });
    const result = await logIn('individual', { email: 'chinedu@example.com', password: 'pw-123456' });
    expect(result).toEqual({
      message: 'Login Successful',
      token: TOKEN,
      buyer: { providerId: 12, userId: 'AGB12345678', type: 'individual', name: 'Chinedu', email: 'chinedu@example.com' },
    });
    expectNoLeaks(result);
    const request = onlyRequest(requests);
    expect(request.url.pathname).toBe('/api/loginBuyer');
    expect(jsonBody(request)).toEqual({ email: 'chinedu@example.com', password: 'pw-123456' });
  });

  it('company login: name and email from the company columns', async () => {
    const requests = answer(200, { message: 'Login Successful', token: TOKEN, data: companyBuyerRow });
    const result = await logIn('company', { email: 'orders@greenbasket.example', password: 'pw-123456' });
    expect(result.buyer).toEqual({ providerId: 3, userId: 'AGCB1234', type: 'company', name: 'Green Basket Ltd', email: 'orders@greenbasket.example' });
    expectNoLeaks(result);
    expect(onlyRequest(requests).url.pathname).toBe('/api/companyBuyerLogin');
  });

  it('a login answer without an account id is invalid_response', async () => {
    answer(200, { message: 'Login Successful', token: TOKEN, data: { id: 1 } });
    await expect(logIn('individual', { email: 'x@example.com', password: 'pw' })).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('wrong credentials are a 400 with the provider’s text', async () => {
    answer(400, { message: 'Incorrect Credentials' });
    await expect(logIn('individual', { email: 'x@example.com', password: 'nope' })).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Incorrect Credentials',
    });
  });

  it('logOut sends the token, uncached', async () => {
    const requests = answer(200, { message: 'Individual logged out successfully' });
    await expect(logOut(TOKEN)).resolves.toEqual({ message: 'Individual logged out successfully' });
    const request = onlyRequest(requests);
    expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request.init.cache).toBe('no-store');
  });
});

describe('password reset', () => {
  it('a reset answered with password_data (the real provider replaced the password) says a password was mailed, without it', async () => {
    const requests = answer(200, { message: 'Password reset code sent.', password_data: LEAKED.password_data });
    const result = await requestPasswordReset('company', 'orders@greenbasket.example');
    expect(result).toEqual({ message: 'Password reset code sent.', next: 'sign-in' });
    expectNoLeaks(result);
    expect(onlyRequest(requests).url.pathname).toBe('/api/companyBuyerResetPassword');
  });

  it('a reset answered without it (the sandbox) mailed a code', async () => {
    answer(200, { message: 'Password reset code sent.' });
    await expect(requestPasswordReset('individual', 'chinedu@example.com')).resolves.toEqual({ message: 'Password reset code sent.', next: 'enter-code' });
  });

  it('confirming posts code and new password to the same path', async () => {
    const requests = answer(200, { message: 'Password reset successful. Proceed to login.' });
    const input = { email: 'chinedu@example.com', code: '482913', password: 'new-pass-1', confirm_password: 'new-pass-1' };
    await expect(resetPassword('individual', input)).resolves.toEqual({ message: 'Password reset successful. Proceed to login.', next: 'enter-code' });
    const request = onlyRequest(requests);
    expect(request.url.pathname).toBe('/api/buyerPasswordReset');
    expect(jsonBody(request)).toEqual(input);
  });

  it('a confirmation the provider took for a new reset (it mailed another password) says so', async () => {
    answer(200, { message: 'Password reset code sent.', password_data: 48291377 });
    const input = { email: 'chinedu@example.com', code: '482913', password: 'new-pass-1', confirm_password: 'new-pass-1' };
    const result = await resetPassword('individual', input);
    expect(result).toEqual({ message: 'Password reset code sent.', next: 'sign-in' });
    expect(JSON.stringify(result)).not.toContain('48291377');
  });
});

describe('profile', () => {
  it('individual profile: mapped fields, no photo (URL ending in /profile_images/) is null, no secrets', async () => {
    const requests = answer(200, {
      message: 'Buyer profile found.',
      data: { buyer: individualBuyerRow, profile_picture: `${APP}/uploads/profile_images/` },
    });
    const profile = await getBuyerProfile(TOKEN, 'AGB12345678');
    expect(profile).toEqual({
      type: 'individual',
      userId: 'AGB12345678',
      firstName: 'Chinedu',
      lastName: 'Eze',
      email: 'chinedu@example.com',
      phone: '08120000001',
      address: '12 Allen Avenue',
      country: 'Nigeria',
      state: 'Lagos',
      city: 'Ikeja',
      zipcode: '100001',
      profilePictureUrl: null,
    });
    expectNoLeaks(profile);
    const request = onlyRequest(requests);
    expect(request.url.pathname).toBe('/api/getBuyerProfile/AGB12345678');
    expect(request.init.cache).toBe('no-store');
  });

  it('company profile (still under `buyer`) with a photo', async () => {
    answer(200, {
      message: 'Buyer profile found.',
      data: { buyer: companyBuyerRow, profile_picture: `${APP}/uploads/profile_images/profile-image-1718000000.png` },
    });
    const profile = await getBuyerProfile(TOKEN, 'AGCB1234');
    expect(profile).toEqual({
      type: 'company',
      userId: 'AGCB1234',
      companyName: 'Green Basket Ltd',
      registrationNumber: 'RC900001',
      email: 'orders@greenbasket.example',
      phone: '08060000001',
      address: '21 Aba Road',
      country: 'Nigeria',
      state: 'Rivers',
      city: 'Port Harcourt',
      zipcode: '500102',
      profilePictureUrl: '/media/profile_images/profile-image-1718000000.png',
    });
    expectNoLeaks(profile);
  });

  it("another buyer's profile is a 403", async () => {
    answer(403, { message: 'Unauthorized access.' });
    await expect(getBuyerProfile(TOKEN, 'AGB99999999')).rejects.toMatchObject({ status: 403, message: 'Unauthorized access.' });
  });

  it('updates post their bodies to the right paths', async () => {
    const requests = mockProvider(
      { body: { message: 'Buyer Contact information Changed' } },
      { body: { message: 'Company Buyer Contact information Changed' } },
      { body: { message: 'Buyer Billing Address updated' } },
    );
    const details = { firstname: 'Chi', lastname: 'Eze', email: 'chi@example.com', phone: '0812' };
    const company = { companyname: 'Green Basket', companyaddress: '22 Aba Road' };
    const billing = { country: 'Nigeria', state: 'Lagos', city: 'Ikeja', zipcode: '100001', address: '1 Road' };
    await expect(updateBuyerAccountDetails(TOKEN, details)).resolves.toEqual({ message: 'Buyer Contact information Changed' });
    await updateCompanyBuyerAccountDetails(TOKEN, company);
    await updateBuyerBillingAddress(TOKEN, billing);
    expect(requests.map((r) => [r.method, r.url.pathname, jsonBody(r)])).toEqual([
      ['POST', '/api/updateBuyerAccountDetails', details],
      ['POST', '/api/updateCompanyBuyerAccountDetails', company],
      ['POST', '/api/updateBuyerBillingAddress', billing],
    ]);
  });

  it('changeBuyerPassword: confirm_password errors arrive under `error`', async () => {
    const requests = answer(422, { message: 'Validations failed', error: { confirm_password: ['The confirm password field must match password.'] } });
    await expect(changeBuyerPassword(TOKEN, { old_password: 'old-pass', password: 'new-pass', confirm_password: 'other' })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { confirm_password: ['The confirm password field must match password.'] },
    });
    expect(jsonBody(onlyRequest(requests))).toEqual({ old_password: 'old-pass', password: 'new-pass', confirm_password: 'other' });
  });

  it('changeBuyerPassword: a wrong old password is a 400 with its message', async () => {
    answer(400, { message: 'Old password does not match' });
    await expect(changeBuyerPassword(TOKEN, { old_password: 'x', password: 'y', confirm_password: 'y' })).rejects.toMatchObject({
      status: 400,
      message: 'Old password does not match',
    });
  });

  it('updateBuyerProfilePicture uploads the file as multipart field profile_photo', async () => {
    const requests = answer(200, { message: 'Profile Picture successfully updated' });
    const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(updateBuyerProfilePicture(TOKEN, photo, 'me.png')).resolves.toEqual({ message: 'Profile Picture successfully updated' });
    const request = onlyRequest(requests);
    expect(request.url.pathname).toBe('/api/updateBuyerProfilePicture');
    expect(request.body).toBeInstanceOf(FormData);
    const sent = (request.body as FormData).get('profile_photo');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('me.png');
  });

  it('deleteBuyerProfilePicture: DELETE with the id in the path; "no picture" (a 400) is done already', async () => {
    const requests = mockProvider(
      { body: { message: 'Profile picture deleted successfully.' } },
      { status: 400, body: { message: 'no profile picture found for this buyer' } },
    );
    await expect(deleteBuyerProfilePicture(TOKEN, 'AGB12345678')).resolves.toEqual({ message: 'Profile picture deleted successfully.' });
    await expect(deleteBuyerProfilePicture(TOKEN, 'AGB12345678')).resolves.toEqual({ message: 'Profile picture deleted successfully!' });
    expect(requests[0]).toMatchObject({ method: 'DELETE' });
    expect(requests[0]?.url.pathname).toBe('/api/deleteBuyerProfilePicture/AGB12345678');
  });
});
