import { type ContentLanguage, contentLanguageOf } from '@ffe/shared/domain/content-language';
import type { FastifyRequest } from 'fastify';

/** The language a shop request reads the catalogue in, from its `Accept-Language` (decision 028). */
export const requestLanguage = (req: Pick<FastifyRequest, 'headers'>): ContentLanguage =>
  contentLanguageOf(req.headers['accept-language']);
