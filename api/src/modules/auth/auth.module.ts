import type { Deps } from '../../shared/deps';
import { defineModule, type Services } from '../module';
import { AuthResolver } from './auth.resolver';
import { registerAuthRoutes } from './auth.rest';
import { AuthService } from './auth.service';
import { RevokedTokens1764300500000 } from './migrations/1764300500000-revoked-tokens';
import { PasswordResetResolver } from './password-reset.resolver';
import { PasswordReset, PasswordResetService, passwordResetJob } from './password-reset.service';
import { PendingSignups1764300800000 } from './migrations/1764300800000-pending-signups';
import { PendingSignup, SignupService } from './signup.service';

// What this module adds to Services (named, since its factory reads Services itself).
type AuthServices = { auth: AuthService; passwordResets: PasswordResetService; signups: SignupService };

const services = (deps: Deps, { users, mail }: Pick<Services, 'users' | 'mail'>): AuthServices => {
  const auth = new AuthService(deps, users);
  return { auth, passwordResets: new PasswordResetService(deps, users, auth, mail), signups: new SignupService(deps, users, auth, mail) };
};

declare module '../module' {
  interface Services extends AuthServices {}
}

export const authModule = defineModule({
  name: 'auth',
  // Its table is made by the mail module's migration (they came together).
  entities: [PasswordReset, PendingSignup],
  migrations: [RevokedTokens1764300500000, PendingSignups1764300800000],
  resolvers: [AuthResolver, PasswordResetResolver],
  services,
  routes: registerAuthRoutes,
  jobs: (queue, _deps, made) => queue.register(passwordResetJob, made && ((data, run) => made.passwordResets.issue(data.email, run))),
});
