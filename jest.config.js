/** @type {import('jest').Config} */
const swc = ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }];

module.exports = {
  // The provider's tests drive the real service (every login hashes a password on purpose slowly, a
  // test of the login lock makes a dozen) and the storefront's draw React in jsdom: on a busy 2-core
  // machine both pass 5 s, jest's default. Jest reads the timeout from here only, not per project.
  testTimeout: 30_000,
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
      // isomorphic-dompurify's jsdom loads ES-module-only packages, which jest's CommonJS loader
      // cannot require on Node before 24.9: those few are compiled to CommonJS like our own code.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(@exodus|entities|parse5|@asamuzakjp|@csstools)/)'],
      moduleNameMapper: {
        // server-only throws outside a React Server build; under jest it is just a marker.
        '^server-only$': '<rootDir>/lib/testing/empty-module.js',
        '^@/(.*)$': '<rootDir>/$1',
      },
    },
  ],
};
