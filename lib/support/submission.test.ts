import { ApiError, NETWORK_ERROR } from '@/lib/client/api';
import { SUPPORT_MESSAGES } from './messages';
import { submissionFailure } from './submission';

describe('submissionFailure', () => {
  it('places validation errors for the form fields at those fields', () => {
    const error = new ApiError('Some fields are not valid.', 422, { subject: ['Subject is required'], other: ['x'] });
    expect(submissionFailure(error)).toEqual({ fieldErrors: { subject: ['Subject is required'] } });
  });

  it('shows a 422 without errors for the form fields as a message', () => {
    expect(submissionFailure(new ApiError('Invalid buyer type.', 422, { form: ['x'] }))).toEqual({ message: 'Invalid buyer type.' });
  });

  it("shows the server's message for other failures", () => {
    expect(submissionFailure(new ApiError('The marketplace service is unavailable.', 503))).toEqual({
      message: 'The marketplace service is unavailable.',
    });
  });

  it('shows the network error when the request never arrived', () => {
    expect(submissionFailure(new ApiError(NETWORK_ERROR, 0))).toEqual({ message: NETWORK_ERROR });
  });

  it("falls back to the spec's message", () => {
    expect(submissionFailure(new ApiError('', 500))).toEqual({ message: SUPPORT_MESSAGES.submissionFailed });
    expect(submissionFailure(new TypeError('boom'))).toEqual({ message: SUPPORT_MESSAGES.submissionFailed });
  });
});
