// The test job kind, shared by the instances (instance.cjs) and the test that enqueues it.
exports.TEST_EFFECT_JOB = {
  name: 'test.effect',
  // Retried one second after a failure, so the retry lands within the test.
  options: { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 },
};
