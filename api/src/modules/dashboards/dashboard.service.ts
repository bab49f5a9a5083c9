import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import type { ContactService } from '../contact/contact.service';
import type { CourseService } from '../courses/course.service';
import type { OpportunityService } from '../opportunities/opportunity.service';
import type { PaperService } from '../papers/paper.service';
import type { QuizAttemptService } from '../quizzes/quiz-attempt.service';
import type { QuizService } from '../quizzes/quiz.service';
import { Role } from '../users/role';
import type { UserService } from '../users/user.service';
import type { AdminDashboard, LearnerDashboard, TutorDashboard } from './dashboard.types';

type Sources = {
  users: UserService;
  papers: PaperService;
  courses: CourseService;
  opportunities: OpportunityService;
  contact: ContactService;
  quizzes: QuizService;
  quizAttempts: QuizAttemptService;
};

/** Real figures for the three dashboards, each gathered with a few aggregate statements run side by side. */
export class DashboardService {
  constructor(
    private readonly deps: Deps,
    private readonly sources: Sources,
  ) {}

  async admin(): Promise<AdminDashboard> {
    const { users, papers, courses, opportunities, contact } = this.sources;
    const [roles, paperCount, courseCount, openOpportunities, unrepliedMessages] = await Promise.all([
      users.countByRole(),
      papers.count(),
      courses.count(),
      opportunities.countOpen(),
      contact.countUnreplied(),
    ]);
    return {
      users: { admins: roles[Role.ADMIN], tutors: roles[Role.TUTOR], learners: roles[Role.USER] },
      papers: paperCount,
      courses: courseCount,
      openOpportunities,
      unrepliedMessages,
    };
  }

  async tutor(tutor: AuthUser): Promise<TutorDashboard> {
    const [material, quizzes, attempts] = await Promise.all([
      this.materialOf(tutor.id),
      this.sources.quizzes.countByTutor(tutor.id),
      this.sources.quizAttempts.tutorStats(tutor.id),
    ]);
    return { ...material, ...quizzes, attempts: attempts.attempts, averagePercentage: attempts.averagePercentage };
  }

  async learner(learner: AuthUser): Promise<LearnerDashboard> {
    const stats = await this.sources.quizAttempts.learnerStats(learner.id);
    return { attempts: stats.totalAttempts, passed: stats.passedCount, averagePercentage: stats.averagePercentage };
  }

  // The tutor's activities and their chapters, in one statement.
  private async materialOf(tutorId: string): Promise<{ activities: number; chapters: number }> {
    const [row] = await this.deps.dataSource.query<{ activities: number; chapters: number }[]>(
      `SELECT (SELECT count(*) FROM activities WHERE poster_id = $1)::int AS activities,
              (SELECT count(*) FROM chapters c JOIN activities a ON a.id = c.activity_id WHERE a.poster_id = $1)::int AS chapters`,
      [tutorId],
    );
    return row;
  }
}
