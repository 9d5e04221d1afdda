/** Reading Playwright's JSON report (reporter "json") for the test command's summary. */

/**
 * The tests with the given final status ('flaky': passed only on retry, 'unexpected': failed),
 * each as "project › file › title", from every nested describe.
 */
export function testsWithStatus(report, status) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((t) => t.status === status).map((t) => `${t.projectName} › ${spec.file} › ${spec.title}`),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return report.suites.flatMap(walk);
}
