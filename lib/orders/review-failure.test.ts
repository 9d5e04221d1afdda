import { ApiError } from '@/lib/client/api';
import { REVIEW_FAILURES, reviewErrorMessage, reviewReplyError } from './review-failure';

describe('reviewReplyError', () => {
  it('is null for a JSON success', () => {
    expect(reviewReplyError({ status: 200, json: true, body: { message: 'Thank you!' } })).toBeNull();
  });

  it("shows the server's message", () => {
    const body = { message: 'You have already submitted feedback for this product.' };
    expect(reviewReplyError({ status: 400, json: true, body })).toBe('You have already submitted feedback for this product.');
  });

  it("removes the 'Failed to submit review: ' prefix", () => {
    const body = { message: 'Failed to submit review: You can only provide feedback for products you have purchased.' };
    expect(reviewReplyError({ status: 403, json: true, body })).toBe('You can only provide feedback for products you have purchased.');
    expect(reviewReplyError({ status: 500, json: true, body: { message: 'failed to submit review:' } })).toBe(REVIEW_FAILURES.server);
  });

  it('is a server error without a message', () => {
    expect(reviewReplyError({ status: 500, json: true, body: {} })).toBe('Server error. Please try again later.');
    expect(reviewReplyError({ status: 502, json: true, body: { message: '  ' } })).toBe('Server error. Please try again later.');
    expect(reviewReplyError({ status: 500, json: true, body: null })).toBe('Server error. Please try again later.');
  });

  it('is a server error for an HTML answer, even a 200 one', () => {
    expect(reviewReplyError({ status: 502, json: false, body: undefined })).toBe('Server error. Please try again later.');
    expect(reviewReplyError({ status: 200, json: false, body: undefined })).toBe('Server error. Please try again later.');
  });
});

describe('reviewErrorMessage', () => {
  it('a failed fetch is a network error', () => {
    expect(reviewErrorMessage(new ApiError('offline', 0))).toBe('Network error. Please check your connection.');
  });

  it("keeps a refused answer's message", () => {
    expect(reviewErrorMessage(new ApiError('Server error. Please try again later.', 500))).toBe('Server error. Please try again later.');
  });

  it('anything else is unexpected', () => {
    expect(reviewErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
    expect(reviewErrorMessage('boom')).toBe('Something went wrong. Please try again.');
  });
});
