/**
 * Sign-in with Reddit: the `identity` scope (Reddit has no email scope), HTTP Basic client
 * authentication at the token endpoint (passport-reddit does it), the User-Agent Reddit asks of
 * every client, and the state in a cookie. Reddit documents no PKCE, so there is none: the client
 * is confidential and its secret never leaves the server.
 */
import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile } from 'passport-reddit';
import type OAuth2Strategy from 'passport-oauth2';
import { type AppConfig, publicUrl } from '../../config/app.config';
import { OAuthStateCookieStore } from './oauth-state.store';
import type { ProviderIdentity } from './provider-identity';

/** Passed to authenticate(): a one-hour token is all a sign-in needs, so no refresh token is asked for. */
export const REDDIT_AUTHENTICATE_OPTIONS = { duration: 'temporary' } as const;

export class RedditStrategy extends PassportStrategy(Strategy, 'reddit') {
  constructor(config: AppConfig) {
    super({
      clientID: config.REDDIT_CLIENT_ID ?? '',
      clientSecret: config.REDDIT_CLIENT_SECRET ?? '',
      callbackURL: `${publicUrl(config)}/api/auth/reddit/callback`,
      authorizationURL: config.REDDIT_AUTHORIZATION_URL,
      tokenURL: config.REDDIT_TOKEN_URL,
      userProfileURL: config.REDDIT_USERINFO_URL,
      customHeaders: { 'User-Agent': config.REDDIT_USER_AGENT },
      // See google.strategy.ts: the five-argument store form is untyped.
      store: new OAuthStateCookieStore('reddit') as unknown as OAuth2Strategy.StateStore,
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): ProviderIdentity {
    if (!profile.id) throw new Error('Reddit answered without an account id');
    return { provider: 'reddit', subject: profile.id, displayName: profile.name || null, email: null };
  }
}
