import type { Request, Response } from 'express';
import { type FormOptions, readForm, readFormOrJson } from '../../rest/form';
import { parseOrRefuse, type RestApi, STAFF } from '../../rest/route';
import { DateTime, optionalText, withIdsShape, z } from '../../rest/schema';
import { withIds } from '../../rest/shape';
import type { Services } from '../module';
import { fileUrl } from '../files/file.service';
import type { Paper } from './paper.entity';
import { PAPER_REQUIRED, PAPER_TYPE_MESSAGE, type PaperFields, type PaperFiles } from './paper.service';
import { PAPER_TYPES } from './paper-type';

const FORM: FormOptions = { files: ['pdf', 'image'] };

const Url = z.string().openapi({ description: '`/files/<id>` on the API host; no token needed.' });

const PaperAnswer = withIdsShape({
  title: z.string(),
  description: z.string(),
  paperType: z.enum(PAPER_TYPES),
  image: z.strictObject({ url: Url }).nullable(),
  pdf: z.strictObject({ url: Url, size: z.int().openapi({ description: 'Bytes.' }) }),
  createdAt: DateTime,
  updatedAt: DateTime,
})
  .strict()
  .openapi('Paper');

// The text of an upload or edit, from a form or JSON; whether it is there and what it may hold PaperService decides.
const PaperText = z.object({
  title: optionalText(PAPER_REQUIRED),
  description: optionalText(PAPER_REQUIRED),
  paperType: optionalText(PAPER_TYPE_MESSAGE).openapi({ enum: [...PAPER_TYPES], description: 'Default test on upload; unchanged on edit when omitted.' }),
  // A form's text field says "true"; a JSON body may say true.
  removeImage: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'removeImage must be true or false' })
    .optional()
    .transform((value) => value === true || value === 'true')
    .openapi({ description: 'Drop the cover image (edit only).' }),
});
const file = (description: string) => z.string().optional().openapi({ format: 'binary', description });
const PaperForm = PaperText.extend({
  image: file('PNG, JPEG, GIF or WebP, at most 5 MB (checked by content).'),
  pdf: file('A PDF, at most 20 MB (checked by content); required on upload.'),
});
const FORM_NOTE = 'Text fields and files in any order.';

/**
 * An upload's or an edit's text and files as PaperService takes them: the text checked against
 * PaperText and renamed to the service's fields (the service alone judges the values).
 */
async function readPaper(read: typeof readForm, req: Request, res: Response): Promise<{ fields: PaperFields; files: PaperFiles; removeImage: boolean }> {
  const { fields, files } = await read(req, res, FORM);
  const text = parseOrRefuse(PaperText, fields);
  return {
    fields: { title: text.title, description: text.description, paperType: text.paperType },
    files: { pdf: files.pdf, image: files.image },
    removeImage: text.removeImage,
  };
}

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

export function registerPaperRoutes(api: RestApi, services: Services): void {
  api.list({
    path: '/papers',
    tag: 'Papers',
    summary: 'Past papers, newest first, optionally of one type',
    access: 'signed-in',
    scope: 'read:courses',
    filters: { type: z.string().optional().openapi({ enum: [...PAPER_TYPES] }) },
    response: { description: 'Papers', item: PaperAnswer },
    handler: ({ query, page }) => services.papers.list(page, query.type),
    shape: (papers) => toRestPapers(services, papers),
  });

  api.add({
    method: 'get',
    path: '/papers/:id',
    tag: 'Papers',
    summary: 'One past paper',
    access: 'signed-in',
    scope: 'read:courses',
    response: { status: 200, description: 'The paper', schema: PaperAnswer },
    handler: async ({ params }) => toRestPaper(services, await services.papers.get(params.id)),
  });

  api.add({
    method: 'post',
    path: '/papers',
    tag: 'Papers',
    summary: `Upload a past paper: title, description, paperType, an optional cover image and the PDF. ${FORM_NOTE}`,
    access: STAFF,
    form: PaperForm,
    response: { status: 201, description: 'The new paper', schema: PaperAnswer },
    handler: async ({ viewer, req, res }) => {
      const { fields, files } = await readPaper(readForm, req, res);
      return toRestPaper(services, await services.papers.create(fields, files, viewer));
    },
  });

  api.add({
    method: 'patch',
    path: '/papers/:id',
    tag: 'Papers',
    summary: `Edit a paper (title and description required): as JSON, or as a form with a replacement pdf or image, whose old file is deleted. ${FORM_NOTE}`,
    access: STAFF,
    // Read here rather than as `body`: the same text may come as JSON or in a form.
    form: PaperForm,
    response: { status: 200, description: 'The updated paper', schema: PaperAnswer },
    handler: async ({ params, req, res, viewer }) => {
      const { fields, files, removeImage } = await readPaper(readFormOrJson, req, res);
      return toRestPaper(services, await services.papers.update(params.id, fields, { ...files, removeImage }, viewer));
    },
  });

  api.remove({
    path: '/papers/:id',
    tag: 'Papers',
    summary: 'Delete a paper and its files',
    access: STAFF,
    handler: ({ params, viewer }) => services.papers.remove(params.id, viewer),
  });
}
