import { FieldResolver, Resolver, Root } from 'type-graphql';
import { fileUrl } from './file.service';
import { StoredFile } from './stored-file.entity';
import { Cacheable } from '../../graphql/cacheable';

@Resolver(() => StoredFile)
export class StoredFileResolver {
  @Cacheable()
  @FieldResolver(() => String, { description: 'Where to download it: `/files/<id>` on the API host, no token needed.' })
  url(@Root() file: StoredFile): string {
    return fileUrl(file.id);
  }
}
