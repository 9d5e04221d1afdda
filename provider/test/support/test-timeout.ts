// These drive the real service: every login hashes a password on purpose slowly, and a test of the
// login lock makes a dozen. Jest's 5 s default fails them on a busy 2-core machine. Set here, per
// file, because jest reads `testTimeout` from the global config only: a project's own is ignored.
jest.setTimeout(30_000);
