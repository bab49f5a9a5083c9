import { FieldResolver, Resolver, Root } from 'type-graphql';
import { fileUrl } from './file.service';
import { StoredFile } from './stored-file.entity';

@Resolver(() => StoredFile)
export class StoredFileResolver {
  @FieldResolver(() => String, { description: 'Where to download it: `/files/<id>` on the API host, no token needed.' })
  url(@Root() file: StoredFile): string {
    return fileUrl(file.id);
  }
}
