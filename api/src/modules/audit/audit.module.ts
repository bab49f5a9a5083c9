import type { DataSource } from 'typeorm';
import { defineJob } from '../../jobs/job-queue';
import type { Deps } from '../../shared/deps';
import { byIdLoader } from '../../shared/loaders';
import { PersonalAccessToken } from '../api-tokens/api-token.entity';
import { defineModule } from '../module';
import { AuditSubscriber } from './audit-context';
import { AuditEntry } from './audit-entry.entity';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';
import { AuditLog1765000100000 } from './migrations/1765000100000-audit-log';

/*
 * The audit log (issue 39): who did what, through which token or session, from where, when.
 *
 * - Every mutation that succeeds: GraphQL's root mutation fields (audit.graphql.ts wraps each one's
 *   resolver) and REST's writes (rest/route.ts runs each POST/PATCH/DELETE handler the same way)
 *   run in an audit scope carried by AsyncLocalStorage (audit-context.ts). The row is written by a
 *   TypeORM subscriber just before the first transaction the mutation commits, on that transaction's
 *   connection, so it commits or rolls back with the mutation's own writes: a rolled-back mutation
 *   leaves no row. A mutation that committed no transaction of its own (single autocommit
 *   statements, or no write at all) gets its row once it has succeeded (AuditService.mutation),
 *   outside its writes. Found by tracing every mutation the API suites run (2026-11-30):
 *     GraphQL: createActivity, updateActivity, deleteActivity, createChapter, updateChapter,
 *       deleteChapter, deleteContactMessage, retireBankQuestion, restoreBankQuestion, reviewCard,
 *       revokePersonalAccessToken, saveQuizAnswers, submitQuizAttempt (an untimed quiz's; a timed
 *       one commits its transaction), updateStudySettings; and, writing nothing, startQuizAttempt
 *       resuming an attempt already started, publishQuiz / unpublishQuiz of a quiz already so, and
 *       previewQuestionImport / previewCourseQuestionImport.
 *     REST: POST /api/activities, DELETE /api/activities/{id}, POST and PATCH/DELETE of
 *       /api/activities/{activityId}/chapters[/{chapterId}], DELETE /api/contact/{id},
 *       POST /api/quizzes/{quizId}/attempt.
 *   Every other mutation writes its row in its transaction (not exercised by those suites:
 *   gradeEssayAnswer, importCourseQuestions, importQuestionsIntoQuiz, importQuiz and
 *   updateQuizSettings, which open one; retryContactReplyDelivery). A mutation that commits a
 *   transaction and then fails keeps its row: its writes did commit.
 * - Every refused authorization: GraphQL's FORBIDDEN and UNAUTHENTICATED (the role rule, a token's
 *   scopes with its requiredScopes, ownership checks in the services), one row per request (the
 *   auditRefusals plugin); REST's 401 and 403 (rest/route.ts). A request with no credentials at all
 *   refused a read is not written (the web app asks member-only reads signed out, harmlessly); any
 *   refusal of a token or a session is, and so is an anonymous mutation's.
 * - Admins read it with `auditLog` (and only tokens with admin:audit); the daily `audit.purge` job
 *   deletes rows older than AUDIT_LOG_RETENTION_DAYS (365 by default), in batches.
 */

type AuditServices = { audit: AuditService };

const services = (deps: Deps): AuditServices => ({ audit: new AuditService(deps) });

const loaders = (dataSource: DataSource) => ({ apiTokenById: byIdLoader(dataSource, PersonalAccessToken) });

declare module '../module' {
  interface Services extends AuditServices {}
  interface Loaders extends ReturnType<typeof loaders> {}
}

// Once a day, at 03:17, on one instance.
export const purgeAuditLogJob = defineJob<Record<string, never>>('audit.purge', { schedule: '17 3 * * *', retryLimit: 0 });

export const auditModule = defineModule({
  name: 'audit',
  entities: [AuditEntry],
  migrations: [AuditLog1765000100000],
  resolvers: [AuditResolver],
  subscribers: [AuditSubscriber],
  services,
  loaders,
  jobs: (queue, _deps, made) => {
    queue.register(purgeAuditLogJob, async () => {
      if (made) await made.audit.purgeExpired();
    });
  },
});
