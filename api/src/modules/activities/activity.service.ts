import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../shared/auth/access';
import type { Deps } from '../../shared/deps';
import { AppError, notFound } from '../../shared/errors';
import { assertId } from '../../shared/ids';
import { byTime, pageOf } from '../../db/keyset';
import type { PageRequest, Slice } from '../../shared/pagination';
import { assertValid, clean, escapeLike } from '../../shared/validation';
import { User } from '../users/user.entity';
import { Activity } from './activity.entity';
import { assertOwner, assertOwnerOrAdmin, assertTutor } from '../../shared/auth/ownership';

export type ActivityFields = { title?: unknown; description?: unknown };


export const FILL_ALL_FIELDS = 'Please fill in all fields';
const INCOMPLETE_PROFILE = 'User information is incomplete. Please ensure your profile has name, surname, and email.';
export const MAX_TITLE = 200;

// Activities with their poster joined in the same statement.
export function activitiesWithPoster(repo: Repository<Activity>): SelectQueryBuilder<Activity> {
  return repo.createQueryBuilder('a').innerJoinAndMapOne('a.poster', User, 'p', 'p.id = a.posterId');
}

// Newest first (activities_created_at_idx; activities_poster_idx for a tutor's own).
const NEWEST_FIRST = byTime('activities', 'a.created_at', 'a.id');

export class ActivityService {
  private readonly repo = this.deps.dataSource.getRepository(Activity);

  constructor(private readonly deps: Deps) {}

  /**
   * Every activity, newest first; `search` (trimmed, case-insensitive) keeps those whose
   * title, description or poster's name and surname contain it.
   */
  list(search: unknown, page: PageRequest): Promise<Slice<Activity>> {
    return this.page(search, page);
  }

  // The tutor's own activities, same search.
  listMine(user: AuthUser, search: unknown, page: PageRequest): Promise<Slice<Activity>> {
    return this.page(search, page, user.id);
  }

  async get(id: unknown): Promise<Activity> {
    const activity = await activitiesWithPoster(this.repo).where('a.id = :id', { id: assertId(id, 'Activity') }).getOne();
    if (!activity) throw notFound('Activity');
    return activity;
  }

  // The poster of an activity, for the ownership checks of chapters and quizzes.
  async ownerOf(id: unknown): Promise<string> {
    const row = await this.repo.findOne({ where: { id: assertId(id, 'Activity') }, select: { id: true, posterId: true } });
    if (!row) throw notFound('Activity');
    return row.posterId;
  }

  async create(input: ActivityFields, poster: AuthUser): Promise<Activity> {
    assertTutor(poster);
    const fields = validateActivity(input);
    // The poster's details are shown on every activity: all three must be there.
    if (![poster.name, poster.surname, poster.email].every((value) => clean(value) !== '')) {
      throw new AppError('BAD_USER_INPUT', INCOMPLETE_PROFILE);
    }
    const { identifiers } = await this.repo.insert({ ...fields, posterId: poster.id });
    return this.get(identifiers[0].id);
  }

  async update(id: unknown, input: ActivityFields, user: AuthUser): Promise<Activity> {
    const posterId = await this.ownerOf(id);
    assertOwner(user, posterId);
    const activityId = assertId(id, 'Activity');
    await this.repo.update({ id: activityId }, validateActivity(input));
    return this.get(activityId);
  }

  // Its chapters and their quizzes go with it (ON DELETE CASCADE, one statement);
  // learners' attempts stay, with their links set to NULL.
  async remove(id: unknown, user: AuthUser): Promise<string> {
    const posterId = await this.ownerOf(id);
    assertOwnerOrAdmin(user, posterId);
    const activityId = assertId(id, 'Activity');
    await this.repo.delete({ id: activityId });
    return activityId;
  }

  // For the tutor dashboard.
  countByPoster(posterId: string): Promise<number> {
    return this.repo.countBy({ posterId });
  }

  private page(search: unknown, page: PageRequest, posterId?: string): Promise<Slice<Activity>> {
    const query = clean(search).toLowerCase();
    const qb = activitiesWithPoster(this.repo);
    if (posterId) qb.andWhere('a.posterId = :posterId', { posterId });
    if (query) {
      qb.andWhere(`lower(a.title || ' ' || a.description || ' ' || p.name || ' ' || p.surname) LIKE :pattern`, {
        pattern: `%${escapeLike(query)}%`,
      });
    }
    return pageOf(qb, NEWEST_FIRST, page);
  }
}

// SPEC.md: title and description required, "Please fill in all fields".
function validateActivity(input: ActivityFields) {
  const title = clean(input.title);
  const description = clean(input.description);
  assertValid([
    ['title', title !== '', FILL_ALL_FIELDS],
    ['description', description !== '', FILL_ALL_FIELDS],
    ['title', title.length <= MAX_TITLE, `Title must be at most ${MAX_TITLE} characters`],
  ]);
  return { title, description };
}
