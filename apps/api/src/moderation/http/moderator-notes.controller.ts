/**
 * `/admin-api/moderator-notes`: private notes moderators keep about a traveller, for moderators only
 * (ra-data-simple-rest: list, getOne, create). `filter={"userId":...}` lists a user page's notes.
 */
import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MODERATION_PROJECTION, type ModeratorNote } from '@safetrails/contracts';
import { CreateModeratorNoteRequest } from '@safetrails/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idsFilter, parseListQuery, setContentRange } from '../../platform/http/list-query';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { userContext } from '../../identity/http/user-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import {
  AddModeratorNoteCommand,
  type ModeratorNoteAdded,
} from '../commands/add-moderator-note/add-moderator-note.command';
import { ModerationRecordsReader, NOTE_SORTABLE } from '../queries/moderation-records.reader';
import { uuidFilter, uuidList } from './moderation-params';

@ApiTags('moderation')
@Controller('admin-api/moderator-notes')
export class ModeratorNotesController {
  constructor(
    private readonly records: ModerationRecordsReader,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('moderator')
  @ApiOperation({ summary: 'Moderator notes (ra-data-simple-rest list): filter userId, authorId, id; newest first' })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ModeratorNote[]> {
    const list = parseListQuery(query, NOTE_SORTABLE, ['createdAt', 'DESC']);
    const { rows, total } = await this.records.notes(list, {
      userId: uuidFilter(list.filter, 'userId'),
      authorId: uuidFilter(list.filter, 'authorId'),
      ids: uuidList(idsFilter(list.filter)),
    });
    setContentRange(reply, 'moderator-notes', list, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Access('moderator')
  async one(@Param('id') id: string): Promise<ModeratorNote> {
    return this.find(id);
  }

  @Post()
  @HttpCode(201)
  @Access('moderator')
  @ApiOperation({
    summary: 'Add a private note about a traveller (sealed with their key: gone if they delete their account)',
  })
  async create(@Body() body: CreateModeratorNoteRequest, @Req() request: FastifyRequest): Promise<ModeratorNote> {
    const result: ModeratorNoteAdded = await this.commandBus.execute(
      new AddModeratorNoteCommand(body.userId, body.text, userContext(request, this.config.COOKIE_SECRET)),
    );
    await this.waiter.waitFor(MODERATION_PROJECTION, result.position);
    return this.find(result.noteId);
  }

  private async find(noteId: string): Promise<ModeratorNote> {
    const note = uuidList([noteId])?.length ? await this.records.note(noteId) : null;
    if (!note) throw new NotFoundException({ statusCode: 404, error: 'Not Found', message: 'No such note' });
    return note;
  }
}
