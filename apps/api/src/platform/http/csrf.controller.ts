/**
 * `GET /api/csrf-token`: a token for the `x-csrf-token` header, for clients that did not get one
 * in the page's meta tag. The secret it is checked against lives in an HttpOnly cookie.
 */
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from './access.decorator';

@ApiTags('security')
@Controller('csrf-token')
export class CsrfController {
  @Get()
  @Access('public')
  @ApiOkResponse({ description: '`{ token }`; sets the HttpOnly secret cookie' })
  token(@Res({ passthrough: true }) reply: FastifyReply): { token: string } {
    void reply.header('cache-control', 'no-store');
    return { token: reply.generateCsrf() };
  }
}
