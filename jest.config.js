/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'provider',
      testEnvironment: 'node',
      roots: ['<rootDir>/provider'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
    },
  ],
};
