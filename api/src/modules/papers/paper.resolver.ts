import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { pageOfArgs, toConnection } from '../../graphql/pagination';
import { StoredFile } from '../files/stored-file.entity';
import { type UploadRef, UploadScalar } from '../files/upload.scalar';
import { Role } from '../users/role';
import { Paper } from './paper.entity';
import { PaperInput, PaperListArgs, PaperConnection } from './paper.types';
import { Cacheable } from '../../graphql/cacheable';
import { Scope } from '../../graphql/scope-directive';

// Files come as GraphQL multipart requests (header `Apollo-Require-Preflight: true`).
// Nullable so that a missing PDF gets the service's own message, "PDF file is required".
type UploadArg = UploadRef | null | undefined;

@Resolver(() => Paper)
export class PaperResolver {
  @Auth()
  @Cacheable()
  @Query(() => PaperConnection, { description: 'Past papers, newest first, optionally of one type.' })
  @Scope('read:courses')
  async papers(@Args() { type, ...page }: PaperListArgs, @Ctx() ctx: Context): Promise<PaperConnection> {
    return toConnection(await ctx.services.papers.list(pageOfArgs(page), type));
  }

  @Auth()
  @Cacheable()
  @Query(() => Paper, { description: 'One past paper; NOT_FOUND when it does not exist.' })
  @Scope('read:courses')
  paper(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Paper> {
    return ctx.services.papers.get(id);
  }

  @Cacheable()
  @FieldResolver(() => StoredFile, { description: 'The PDF: `url` to download it, `size` in bytes.' })
  async pdf(@Root() paper: Paper, @Ctx() ctx: Context): Promise<StoredFile> {
    const file = await ctx.loaders.fileById.load(paper.pdfFileId);
    // The foreign key makes this impossible; say so plainly if it ever happens.
    if (!file) throw new Error(`Paper ${paper.id} has lost its PDF ${paper.pdfFileId}`);
    return file;
  }

  @Cacheable()
  @FieldResolver(() => StoredFile, { nullable: true, description: 'The cover image, if any.' })
  image(@Root() paper: Paper, @Ctx() ctx: Context): Promise<StoredFile | null> | null {
    return paper.imageFileId ? ctx.loaders.fileById.load(paper.imageFileId) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may change or delete the paper: its creator or an admin.' })
  canEdit(@Root() paper: Paper, @Ctx() ctx: Context): boolean {
    return ctx.services.papers.canEdit(paper, ctx.user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => Paper, { description: 'A PDF (at most 20 MB) and an optional PNG, JPEG, GIF or WebP cover (at most 5 MB), checked by content.' })
  uploadPaper(
    @Arg('input') input: PaperInput,
    @Arg('pdf', () => UploadScalar, { nullable: true }) pdf: UploadArg,
    @Arg('image', () => UploadScalar, { nullable: true }) image: UploadArg,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<Paper> {
    return ctx.services.papers.create(input, { pdf: pdf?.file, image: image?.file }, user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => Paper, { description: 'A new `pdf` or `image` replaces the old file, which is deleted; `removeImage` drops the cover.' })
  updatePaper(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: PaperInput,
    @Arg('pdf', () => UploadScalar, { nullable: true }) pdf: UploadArg,
    @Arg('image', () => UploadScalar, { nullable: true }) image: UploadArg,
    @Arg('removeImage', () => Boolean, { nullable: true, defaultValue: false }) removeImage: boolean,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<Paper> {
    return ctx.services.papers.update(id, input, { pdf: pdf?.file, image: image?.file, removeImage }, user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => ID, { description: 'Deletes the paper and its files; returns its id.' })
  deletePaper(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.papers.remove(id, user);
  }
}
