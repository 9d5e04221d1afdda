/** @type {import('jest').Config} */
const swc = ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }];

module.exports = {
  projects: [
    {
      displayName: 'provider',
      testEnvironment: 'node',
      roots: ['<rootDir>/provider'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      displayName: 'storefront',
      testEnvironment: 'node',
      roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/app'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: {
        // server-only throws outside a React Server build; under jest it is just a marker.
        '^server-only$': '<rootDir>/lib/testing/empty-module.js',
        '^@/(.*)$': '<rootDir>/$1',
      },
    },
  ],
};
