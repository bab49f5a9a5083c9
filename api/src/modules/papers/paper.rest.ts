import { readFormOrJson, readMultipart, type MultipartOptions } from '../../rest/multipart';
import { param, queryValue, type RestApi } from '../../rest/route';
import { DELETED_SCHEMA, deleted, objectSchema, PAGE_QUERY, restPage, sendPage, withIds } from '../../rest/shape';
import type { Services } from '../registry';
import { MAX_UPLOAD_BYTES } from '../files/file-types';
import { fileUrl } from '../files/file.service';
import { Role } from '../users/role';
import type { Paper } from './paper.entity';
import type { PaperFields } from './paper.service';
import { PAPER_TYPES } from './paper-type';

const FORM: MultipartOptions = { files: ['pdf', 'image'], maxFileBytes: MAX_UPLOAD_BYTES };

const URL_SCHEMA = { type: 'string', description: '`/files/<id>` on the API host; no token needed.' };

const PAPER_SCHEMA = objectSchema(
  {
    title: { type: 'string' },
    description: { type: 'string' },
    paperType: { type: 'string', enum: PAPER_TYPES },
    image: { type: ['object', 'null'], properties: { url: URL_SCHEMA }, required: ['url'] },
    pdf: { type: 'object', properties: { url: URL_SCHEMA, size: { type: 'integer', description: 'Bytes.' } }, required: ['url', 'size'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  ['title', 'description', 'paperType', 'image', 'pdf', 'createdAt', 'updatedAt'],
);

const TEXT_FIELDS = {
  title: { type: 'string' },
  description: { type: 'string' },
  paperType: { type: 'string', enum: PAPER_TYPES, description: 'Default test on upload; unchanged on edit when omitted.' },
};
const PDF_PART = { type: 'string', format: 'binary', description: 'A PDF, at most 20 MB (checked by content).' };
const IMAGE_PART = { type: 'string', format: 'binary', description: 'PNG, JPEG, GIF or WebP, at most 5 MB (checked by content).' };
const FORM_NOTE = 'Text fields first, then the files (as FormData sends them in order).';

// Transport names to the service's: the service alone judges the values.
const fieldsOf = (body: Record<string, unknown>): PaperFields => ({ title: body.title, description: body.description, paperType: body.paperType });
// A form's text field says "true"; a JSON body may say true.
const flag = (value: unknown): boolean => value === true || value === 'true';

/** The old clients' shape; the PDFs' sizes come in one query for the whole list. */
async function toRestPapers(services: Services, papers: Paper[]) {
  const files = await services.files.findMany(papers.map((paper) => paper.pdfFileId));
  const sizes = new Map(files.map((file) => [file.id, file.size]));
  return papers.map((paper) => {
    const size = sizes.get(paper.pdfFileId);
    // The foreign key makes this impossible; say so plainly if it ever happens.
    if (size === undefined) throw new Error(`Paper ${paper.id} has lost its PDF ${paper.pdfFileId}`);
    return withIds({
      id: paper.id,
      title: paper.title,
      description: paper.description,
      paperType: paper.paperType,
      image: paper.imageFileId ? { url: fileUrl(paper.imageFileId) } : null,
      pdf: { url: fileUrl(paper.pdfFileId), size },
      createdAt: paper.createdAt,
      updatedAt: paper.updatedAt,
    });
  });
}

const toRestPaper = async (services: Services, paper: Paper) => (await toRestPapers(services, [paper]))[0];

const STAFF = [Role.ADMIN, Role.TUTOR] as const;

export function registerPaperRoutes(api: RestApi, services: Services): void {
  api.add({
    method: 'get',
    path: '/papers',
    tag: 'Papers',
    summary: 'Past papers, newest first, optionally of one type (X-Total-Count has the full count)',
    access: 'signed-in',
    query: { type: { type: 'string', enum: PAPER_TYPES }, ...PAGE_QUERY },
    response: { status: 200, description: 'Papers', schema: { type: 'array', items: PAPER_SCHEMA } },
    handler: async (req, res) => {
      return toRestPapers(services, await sendPage(req, res, await services.papers.list(restPage(req), queryValue(req, 'type'))));
    },
  });

  api.add({
    method: 'get',
    path: '/papers/:id',
    tag: 'Papers',
    summary: 'One past paper',
    access: 'signed-in',
    response: { status: 200, description: 'The paper', schema: PAPER_SCHEMA },
    handler: async (req) => toRestPaper(services, await services.papers.get(param(req, 'id'))),
  });

  api.add({
    method: 'post',
    path: '/papers',
    tag: 'Papers',
    summary: `Upload a past paper: title, description, paperType, an optional cover image and the PDF. ${FORM_NOTE}`,
    access: STAFF,
    multipart: { type: 'object', properties: { ...TEXT_FIELDS, image: IMAGE_PART, pdf: PDF_PART }, required: ['title', 'description', 'pdf'] },
    response: { status: 201, description: 'The new paper', schema: PAPER_SCHEMA },
    handler: async (req, res) => {
      const { fields, files } = await readMultipart(req, res, FORM);
      return toRestPaper(services, await services.papers.create(fieldsOf(fields), { pdf: files.pdf, image: files.image }, req.viewer.user!));
    },
  });

  api.add({
    method: 'patch',
    path: '/papers/:id',
    tag: 'Papers',
    summary: `Edit a paper (title and description required): as JSON, or as a form with a replacement pdf or image, whose old file is deleted. ${FORM_NOTE}`,
    access: STAFF,
    body: { type: 'object', properties: { ...TEXT_FIELDS, removeImage: { type: 'boolean', description: 'Drop the cover image.' } }, required: ['title', 'description'] },
    multipart: {
      type: 'object',
      properties: { ...TEXT_FIELDS, removeImage: { type: 'string', enum: ['true', 'false'] }, image: IMAGE_PART, pdf: PDF_PART },
      required: ['title', 'description'],
    },
    response: { status: 200, description: 'The updated paper', schema: PAPER_SCHEMA },
    handler: async (req, res) => {
      const { fields, files } = await readFormOrJson(req, res, FORM);
      const changes = { pdf: files.pdf, image: files.image, removeImage: flag(fields.removeImage) };
      return toRestPaper(services, await services.papers.update(param(req, 'id'), fieldsOf(fields), changes));
    },
  });

  api.add({
    method: 'delete',
    path: '/papers/:id',
    tag: 'Papers',
    summary: 'Delete a paper and its files',
    access: STAFF,
    response: { status: 200, description: 'Deleted', schema: DELETED_SCHEMA },
    handler: async (req) => deleted(await services.papers.remove(param(req, 'id'))),
  });
}
