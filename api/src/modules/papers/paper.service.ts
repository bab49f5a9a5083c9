import type { EntityManager } from 'typeorm';
import { findById } from '../../db/find';
import type { AuthUser } from '../../shared/auth/access';
import { assertOwnerOrAdmin, isOwnerOrAdmin } from '../../shared/auth/ownership';
import type { Deps } from '../../shared/deps';
import { notFound } from '../../shared/errors';
import { assertId } from '../../shared/ids';
import { byTime, pageOf } from '../../db/keyset';
import type { PageRequest, Slice } from '../../shared/pagination';
import { assertValid, clean, validated } from '../../shared/validation';
import type { FileService, StoreRequest } from '../files/file.service';
import { discardUpload, type FileArg, hasFile } from '../files/upload';
import { Paper } from './paper.entity';
import { PAPER_TYPES, PaperType, parsePaperType } from './paper-type';

export type PaperFields = { title?: unknown; description?: unknown; paperType?: unknown };
// Uploads in the transport-neutral shape (graphql-upload-minimal's FileUpload, or a REST parser's).
export type PaperFiles = { pdf?: FileArg; image?: FileArg };
export type PaperFileChanges = PaperFiles & { removeImage?: unknown };

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 5000;
export const PAPER_REQUIRED = 'Title and description are required';
const PDF_REQUIRED = 'PDF file is required';
const IMAGE_OR_REMOVE = 'Choose a new cover image or remove it, not both';
export const PAPER_TYPE_MESSAGE = `Paper type must be ${PAPER_TYPES.slice(0, -1).join(', ')} or ${String(PAPER_TYPES.at(-1))}`;

// How the paper's files are named in messages ("The cover image must be at most 5 MB").
const uploadsOf = (files: PaperFiles): StoreRequest[] => [
  { upload: files.pdf, kind: 'pdf', field: 'pdf', label: 'The PDF file' },
  { upload: files.image, kind: 'image', field: 'image', label: 'The cover image' },
];

// Files that will not be stored are still read to their end, so the request can finish.
const discardAll = (files: PaperFiles): void => {
  discardUpload(files.pdf);
  discardUpload(files.image);
};

// Newest first: papers_created_at_idx, or papers_type_created_at_idx for one type.
const PAPERS = byTime('papers', 'p.created_at', 'p.id');

export class PaperService {
  private readonly papers = this.deps.dataSource.getRepository(Paper);

  constructor(
    private readonly deps: Deps,
    private readonly files: FileService,
  ) {}

  /** Newest first, optionally of one type. */
  list(page: PageRequest, type?: unknown): Promise<Slice<Paper>> {
    const qb = this.papers.createQueryBuilder('p');
    if (type !== undefined && type !== null && type !== '') {
      const paperType = parsePaperType(type);
      assertValid([['type', paperType !== undefined, PAPER_TYPE_MESSAGE]]);
      qb.where('p.paperType = :paperType', { paperType });
    }
    return pageOf(qb, PAPERS, page);
  }

  async get(id: unknown): Promise<Paper> {
    return findById(this.papers, id, 'Paper');
  }

  /** The paper and its files commit together, or nothing is stored. */
  async create(input: PaperFields, files: PaperFiles, author: AuthUser): Promise<Paper> {
    let fields: ReturnType<PaperService['validate']>;
    try {
      fields = this.validate(input, files);
    } catch (error) {
      discardAll(files);
      throw error;
    }
    const id = await this.deps.publicReadChanges.write([Paper], async (em) => {
      const [pdf, image] = await this.files.storeUploads(em, uploadsOf(files));
      // A REST form only tells at its end that it had no PDF; rolling back drops the cover.
      assertValid([['pdf', pdf !== null, PDF_REQUIRED]]);
      const paper = em.create(Paper, {
        title: fields.title,
        description: fields.description,
        paperType: fields.paperType ?? PaperType.TEST,
        pdfFileId: validated(pdf, 'pdf').id,
        imageFileId: image?.id ?? null,
        createdById: author.id,
      });
      return (await em.save(paper)).id;
    });
    return this.get(id);
  }

  /**
   * Edits the fields; a new PDF or cover image replaces the old one, which is deleted in
   * the same transaction (`removeImage: true` just removes the cover). paperType is kept
   * when not given.
   */
  async update(id: unknown, input: PaperFields, changes: PaperFileChanges, user: AuthUser): Promise<Paper> {
    let paperId: string;
    let fields: ReturnType<PaperService['validate']>;
    const removeImage = changes.removeImage === true;
    try {
      // Checked before any byte is stored.
      const current = await this.get(id);
      assertOwnerOrAdmin(user, current.createdById);
      paperId = current.id;
      fields = this.validate(input, changes, false);
    } catch (error) {
      discardAll(changes);
      throw error;
    }
    await this.deps.publicReadChanges.write([Paper], async (em) => {
      const [pdf, image] = await this.files.storeUploads(em, uploadsOf(changes));
      // Checked once the image is known to be there (a REST form's may turn out absent);
      // refusing rolls the stored one back.
      assertValid([['image', !(removeImage && image), IMAGE_OR_REMOVE]]);
      const paper = await this.lock(em, paperId);
      await em.update(Paper, { id: paperId }, {
        title: fields.title,
        description: fields.description,
        ...(fields.paperType && { paperType: fields.paperType }),
        ...(pdf && { pdfFileId: pdf.id }),
        ...((image || removeImage) && { imageFileId: image?.id ?? null }),
      });
      await this.files.remove(em, [pdf ? paper.pdfFileId : null, image || removeImage ? paper.imageFileId : null]);
    });
    return this.get(paperId);
  }

  /** Deletes the paper and its files together; returns its id. */
  async remove(id: unknown, user: AuthUser): Promise<string> {
    const paperId = assertId(id, 'Paper');
    await this.deps.publicReadChanges.write([Paper], async (em) => {
      const paper = await this.lock(em, paperId);
      assertOwnerOrAdmin(user, paper.createdById);
      await em.delete(Paper, { id: paperId });
      await this.files.remove(em, [paper.pdfFileId, paper.imageFileId]);
    });
    return paperId;
  }

  /** Whether the user may change or delete the paper: its creator or an admin (admins only, for a paper whose creator is unknown). */
  canEdit(paper: Paper, user: AuthUser | null): boolean {
    return isOwnerOrAdmin(user, paper.createdById);
  }

  async count(): Promise<number> {
    return this.papers.count();
  }

  // The row is locked until commit, so two concurrent edits cannot both replace the same
  // file (the second would delete a file the first just stored, or orphan one).
  private async lock(em: EntityManager, id: string): Promise<Paper> {
    const paper = await em.findOne(Paper, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!paper) throw notFound('Paper');
    return paper;
  }

  // SPEC.md's order: Title and description are required; PDF file is required.
  private validate(input: PaperFields, files: PaperFiles, requirePdf = true) {
    const title = clean(input.title);
    const description = clean(input.description);
    const given = input.paperType !== undefined && input.paperType !== null && input.paperType !== '';
    const paperType = given ? parsePaperType(input.paperType) : undefined;
    assertValid([
      ['title', title !== '', PAPER_REQUIRED],
      ['description', description !== '', PAPER_REQUIRED],
      ['pdf', !requirePdf || hasFile(files.pdf), PDF_REQUIRED],
      ['paperType', !given || paperType !== undefined, PAPER_TYPE_MESSAGE],
      ['title', title.length <= MAX_TITLE, `Title must be at most ${MAX_TITLE} characters`],
      ['description', description.length <= MAX_DESCRIPTION, `Description must be at most ${MAX_DESCRIPTION} characters`],
    ]);
    return { title, description, paperType };
  }
}
