// One API instance of the built app (api/dist), as its own process, for the multi-instance tests.
// It is the production entry point (main) with one more kind of job, `test.effect`, whose handler
// records its effect in the table `job_effects` the test made, so the queue's mechanics can be counted.
require('reflect-metadata');
const { main } = require('../../dist/main');
const { defineJob } = require('../../dist/jobs/job-queue');
const { TEST_EFFECT_JOB } = require('./effect-job.cjs');

const effectJob = defineJob(TEST_EFFECT_JOB.name, TEST_EFFECT_JOB.options);

void main({
  registerExtraJobs: (jobs, { dataSource }) => {
    jobs.register(effectJob, async (data, run) => {
      // A job asked to fail fails on its first run only: the retry must then succeed.
      if (data.failFirst && run.retryCount === 0) throw new Error('failing on purpose (first run)');
      // Work that takes a little while, so that both instances' workers get a share.
      if (data.workMs) await new Promise((resolve) => setTimeout(resolve, data.workMs));
      await dataSource.query('INSERT INTO job_effects (key, retry_count, instance) VALUES ($1, $2, $3)', [
        data.key,
        run.retryCount,
        process.env.INSTANCE_NAME ?? String(process.pid),
      ]);
    });
  },
});
