import type { AuthUser } from '../../shared/auth/access';
import { findById } from '../../db/find';
import type { Deps } from '../../shared/deps';
import { notFound } from '../../shared/errors';
import { assertId } from '../../shared/ids';
import { pageOf } from '../../db/keyset';
import type { PageRequest, Slice } from '../../shared/pagination';
import { CHAPTERS_OF_ACTIVITY } from './activity.loaders';
import { assertValid, clean, validated } from '../../shared/validation';
import { Activity, Chapter } from './activity.entity';
import { FILL_ALL_FIELDS, MAX_TITLE, type ActivityService } from './activity.service';
import { parseChapterContent } from './chapter-content';
import { assertOwner, assertOwnerOrAdmin } from '../../shared/auth/ownership';

export type ChapterFields = { title?: unknown; description?: unknown; content?: unknown };

export const INVALID_CONTENT = 'Content must be homework or activity';

export class ChapterService {
  private readonly repo = this.deps.dataSource.getRepository(Chapter);

  constructor(
    private readonly deps: Deps,
    private readonly activities: ActivityService,
  ) {}

  // An activity's chapters, oldest first. An unknown activity is NOT_FOUND; none is an empty page.
  async listByActivity(activityId: unknown, page: PageRequest): Promise<Slice<Chapter>> {
    await this.activities.ownerOf(activityId);
    const qb = this.repo.createQueryBuilder('c').where('c.activity_id = :activityId', { activityId: assertId(activityId, 'Activity') });
    return pageOf(qb, CHAPTERS_OF_ACTIVITY.ordering, page);
  }

  async get(id: unknown): Promise<Chapter> {
    return findById(this.repo, id, 'Chapter');
  }

  /**
   * A chapter with the tutor who owns it. `activityId`, when the caller names one (REST
   * paths nest chapters under their activity), must be the chapter's own.
   */
  async withOwner(id: unknown, activityId?: unknown): Promise<{ chapter: Chapter; ownerId: string }> {
    const chapter = await this.repo
      .createQueryBuilder('c')
      .innerJoin(Activity, 'a', 'a.id = c.activityId')
      .addSelect('a.posterId', 'owner_id')
      .where('c.id = :id', { id: assertId(id, 'Chapter') })
      .getRawAndEntities();
    const found = chapter.entities[0];
    if (!found) throw notFound('Chapter');
    if (activityId !== undefined && activityId !== null && (typeof activityId !== 'string' || found.activityId !== activityId.toLowerCase())) throw notFound('Chapter');
    const [raw] = chapter.raw as { owner_id: string }[];
    return { chapter: found, ownerId: raw.owner_id };
  }

  async create(activityId: unknown, input: ChapterFields, user: AuthUser): Promise<Chapter> {
    assertOwner(user, await this.activities.ownerOf(activityId));
    const fields = validateChapter(input);
    const { identifiers } = await this.repo.insert({ ...fields, activityId: assertId(activityId, 'Activity') });
    return this.get(identifiers[0].id);
  }

  async update(id: unknown, input: ChapterFields, user: AuthUser, activityId?: unknown): Promise<Chapter> {
    const { chapter, ownerId } = await this.withOwner(id, activityId);
    assertOwner(user, ownerId);
    await this.repo.update({ id: chapter.id }, validateChapter(input));
    return this.get(chapter.id);
  }

  // Its quizzes go with it (ON DELETE CASCADE); attempts stay with their quiz title.
  async remove(id: unknown, user: AuthUser, activityId?: unknown): Promise<string> {
    const { chapter, ownerId } = await this.withOwner(id, activityId);
    assertOwnerOrAdmin(user, ownerId);
    await this.repo.delete({ id: chapter.id });
    return chapter.id;
  }

  // For the tutor dashboard: chapters over all the tutor's activities.
  countByTutor(tutorId: string): Promise<number> {
    return this.repo.createQueryBuilder('c').innerJoin(Activity, 'a', 'a.id = c.activityId').where('a.posterId = :tutorId', { tutorId }).getCount();
  }
}

// SPEC.md: title, description and content required ("Please fill in all fields"); content is homework or activity.
function validateChapter(input: ChapterFields) {
  const title = clean(input.title);
  const description = clean(input.description);
  const rawContent = typeof input.content === 'string' ? input.content.trim() : input.content;
  const content = parseChapterContent(rawContent);
  assertValid([
    ['title', title !== '', FILL_ALL_FIELDS],
    ['description', description !== '', FILL_ALL_FIELDS],
    ['content', rawContent !== undefined && rawContent !== null && rawContent !== '', FILL_ALL_FIELDS],
    ['content', content !== undefined, INVALID_CONTENT],
    ['title', title.length <= MAX_TITLE, `Title must be at most ${MAX_TITLE} characters`],
  ]);
  return { title, description, content: validated(content, 'content') };
}
