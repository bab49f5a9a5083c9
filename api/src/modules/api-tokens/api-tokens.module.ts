import type { Deps } from '../../shared/deps';
import { defineModule } from '../module';
import { PersonalAccessToken } from './api-token.entity';
import { ApiTokensResolver } from './api-tokens.resolver';
import { ApiTokensService } from './api-tokens.service';
import { PersonalAccessTokens1764900300000 } from './migrations/1764900300000-personal-access-tokens';

type ApiTokensServices = { apiTokens: ApiTokensService };

const services = (deps: Deps): ApiTokensServices => ({ apiTokens: new ApiTokensService(deps) });

declare module '../module' {
  interface Services extends ApiTokensServices {}
}

// Personal access tokens for other tools (GraphQL only). AuthService admits them (api-token-auth.ts);
// a password or role change revokes them (revoke.ts).
export const apiTokensModule = defineModule({
  name: 'api-tokens',
  entities: [PersonalAccessToken],
  migrations: [PersonalAccessTokens1764900300000],
  resolvers: [ApiTokensResolver],
  services,
});
