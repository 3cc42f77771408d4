/**
 * Sign-in with Google: OpenID Connect scopes, PKCE, and the state in a cookie. Google says who the
 * person is (`sub`), their name, and their email when it has verified it.
 */
import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile, type StrategyOptions } from 'passport-google-oauth20';
import { type AppConfig, publicUrl } from '../../config/app.config';
import { OAuthStateCookieStore } from './oauth-state.store';
import type { ProviderIdentity } from './provider-identity';

export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(config: AppConfig) {
    const options: StrategyOptions = {
      clientID: config.GOOGLE_CLIENT_ID ?? '',
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
      callbackURL: `${publicUrl(config)}/api/auth/google/callback`,
      authorizationURL: config.GOOGLE_AUTHORIZATION_URL,
      tokenURL: config.GOOGLE_TOKEN_URL,
      userProfileURL: config.GOOGLE_USERINFO_URL,
      scope: ['openid', 'email', 'profile'],
      pkce: true,
      // The types know only the store's two- and three-argument forms; passport-oauth2 calls the
      // five-argument one (with the PKCE verifier) when the store declares it.
      store: new OAuthStateCookieStore('google') as unknown as StrategyOptions['store'],
    };
    super(options);
    // The access token travels in the Authorization header, not in the userinfo URL (and its logs).
    this._oauth2.useAuthorizationHeaderforGET(true);
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): ProviderIdentity {
    if (!profile.id) throw new Error('Google answered without an account id');
    const email = profile.emails?.find((candidate) => candidate.verified === true)?.value ?? null;
    return { provider: 'google', subject: profile.id, displayName: profile.displayName || null, email };
  }
}
