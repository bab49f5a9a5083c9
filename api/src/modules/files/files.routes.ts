import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { malformedUrl } from '../../shared/request-input';
import { contentDisposition } from './file-types';
import type { FileService } from './file.service';

// A file never changes under its id (a replaced PDF gets a new id), but it can be deleted or
// replaced, and the link is the only key: no shared cache may keep it. Images (avatars) are asked
// again each time, a 304 when unchanged; a PDF may stay an hour in the reader's own browser.
const CACHE_IMAGE = 'private, no-cache';
const CACHE_DOCUMENT = 'private, max-age=3600';
// A PDF still opens in the browser's viewer, but sandboxed: no script of its own, no cookies,
// no form posts from this origin.
const SANDBOX = 'sandbox';

const cacheControl = (contentType: string): string => (contentType.startsWith('image/') ? CACHE_IMAGE : CACHE_DOCUMENT);

const etagMatches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);

/**
 * GET /files/:id — no token: browsers follow <a href> and <img src> without an
 * Authorization header. The ids are random UUIDs that only signed-in users can learn
 * (through the papers query), so the link itself is the capability.
 */
export function createFilesRouter(files: FileService): Router {
  const router = Router();
  router.get('/:id', async (req, res, next) => {
    try {
      const file = await files.find(req.params.id);
      const etag = `"${file.sha256}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', cacheControl(file.contentType));
      res.setHeader('Content-Security-Policy', SANDBOX);
      if (etagMatches(req.headers['if-none-match'], etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', String(file.size));
      res.setHeader('Content-Disposition', contentDisposition(file.filename));
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      await pipeline(files.open(file), res);
    } catch (error) {
      if (!res.headersSent) return next(error);
      // Mid-body: the client went away, or a chunk vanished; the short body tells the client.
      req.log.warn({ err: error, fileId: req.params.id }, 'file download interrupted');
      res.destroy();
    }
  });
  router.use(malformedUrl);
  return router;
}
