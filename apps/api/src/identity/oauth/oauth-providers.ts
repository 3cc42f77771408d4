/**
 * The provider sign-ins this server offers: a passport strategy for each provider whose client id
 * and secret are configured, created (and so registered with passport) as the app starts; none for
 * the others, whose routes answer 404.
 */
import { Injectable } from '@nestjs/common';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@safetrails/contracts';
import { AppConfig, providersConfigured } from '../../config/app.config';
import { GoogleStrategy } from './google.strategy';
import { REDDIT_AUTHENTICATE_OPTIONS, RedditStrategy } from './reddit.strategy';

export interface ProviderSignIn {
  readonly provider: OAuthProvider;
  /** The passport strategy's name. */
  readonly strategy: string;
  /** Extra options for passport's authenticate() on the way to the provider. */
  readonly authenticateOptions: Readonly<Record<string, unknown>>;
}

@Injectable()
export class OAuthProviders {
  private readonly offered = new Map<OAuthProvider, ProviderSignIn>();

  constructor(config: AppConfig) {
    const configured = providersConfigured(config);
    if (configured.google) {
      const strategy = new GoogleStrategy(config);
      this.offered.set('google', { provider: 'google', strategy: strategy.name, authenticateOptions: {} });
    }
    if (configured.reddit) {
      const strategy = new RedditStrategy(config);
      this.offered.set('reddit', {
        provider: 'reddit',
        strategy: strategy.name,
        authenticateOptions: REDDIT_AUTHENTICATE_OPTIONS,
      });
    }
  }

  /** The sign-in for a provider named in a URL, or null when it is unknown or not configured here. */
  find(name: string): ProviderSignIn | null {
    const provider = OAUTH_PROVIDERS.find((candidate) => candidate === name);
    return provider ? (this.offered.get(provider) ?? null) : null;
  }
}
