import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { OWNER_OR_ADMIN, type RestApi } from '../../rest/route';
import { rowId, z } from '../../rest/schema';
import type { Services } from '../module';
import type { CsvExport } from './gradebook.service';

const CsvFile = z.string().openapi({ description: 'CSV (RFC 4180): UTF-8 with a byte-order mark, a header line, CRLF line ends; cells a spreadsheet would run as formulas start with a quote.' });

/**
 * Sends a CSV file as it is read from PostgreSQL: the access checks and the first statement ran
 * before (a refusal is still JSON, 401/403/404). Once the reader goes away mid-download, the
 * pipeline stops reading and the export's connection goes back to the pool; a failure after the
 * headers cuts the download short (its status can no longer change).
 */
async function sendCsv(res: Response, file: CsvExport): Promise<undefined> {
  const body = await file.open();
  res.status(200);
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${file.filename}"`, 'Cache-Control': 'no-store' });
  try {
    await pipeline(body, res);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') res.req.log.error({ err: error }, 'CSV export failed');
    res.destroy();
  }
  return undefined;
}

export function registerGradebookRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'get',
    path: '/activities/:activityId/gradebook.csv',
    tag: 'Gradebook',
    summary: "The activity's gradebook as a CSV download, every learner who attempted any of its quizzes: Learner, Email, each quiz's grade in percent (blank when not attempted), Average",
    access: OWNER_OR_ADMIN,
    scope: 'read:results',
    params: z.object({ activityId: rowId('Activity') }),
    response: { status: 200, description: 'The CSV file (attachment)', schema: CsvFile, mediaType: 'text/csv' },
    handler: async ({ params, viewer, res }) => sendCsv(res, await services.gradebook.gradebookCsv(viewer, params.activityId)),
  });

  api.add({
    method: 'get',
    path: '/quizzes/:quizId/attempts.csv',
    tag: 'Gradebook',
    summary:
      "Every attempt at a quiz as a CSV download, by learner then attempt: Learner, Email, Attempt number, Started, Submitted (ISO 8601 UTC), Points, Max points, Percentage, Passed, Status, Counted (the attempt the quiz's grading method counts)",
    access: OWNER_OR_ADMIN,
    scope: 'read:results',
    params: z.object({ quizId: rowId('Quiz') }),
    response: { status: 200, description: 'The CSV file (attachment)', schema: CsvFile, mediaType: 'text/csv' },
    handler: async ({ params, viewer, res }) => sendCsv(res, await services.gradebook.quizAttemptsCsv(viewer, params.quizId)),
  });
}
