import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testsWithStatus } from './playwright-report.mjs';

const spec = (file, title, ...tests) => ({ file, title, tests });
const run = (projectName, status) => ({ projectName, status });

// The shape Playwright 1.5x writes: files are suites, describes nest as suites.
const report = {
  suites: [
    {
      title: 'cart.spec.ts',
      specs: [spec('cart.spec.ts', 'adds a product', run('desktop', 'expected'), run('mobile', 'unexpected'))],
      suites: [
        {
          title: 'keyboard',
          specs: [spec('cart.spec.ts', 'plus and minus', run('desktop', 'flaky'), run('mobile', 'expected'))],
          suites: [{ title: 'deeper', specs: [spec('cart.spec.ts', 'removes', run('desktop', 'unexpected'))] }],
        },
      ],
    },
    { title: 'shell.spec.ts', specs: [spec('shell.spec.ts', 'opens the menu', run('mobile', 'skipped'))] },
  ],
};

test('names the failed tests of every nested describe, with their project', () => {
  assert.deepEqual(testsWithStatus(report, 'unexpected'), [
    'mobile › cart.spec.ts › adds a product',
    'desktop › cart.spec.ts › removes',
  ]);
});

test('names the tests that passed only on retry', () => {
  assert.deepEqual(testsWithStatus(report, 'flaky'), ['desktop › cart.spec.ts › plus and minus']);
});

test('names nothing when no test has that status', () => {
  assert.deepEqual(testsWithStatus({ suites: [] }, 'unexpected'), []);
  assert.deepEqual(testsWithStatus(report, 'interrupted'), []);
});
