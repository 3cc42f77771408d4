// passport-reddit 0.2.4 ships no types: an OAuth2Strategy that sends HTTP Basic client
// authentication to the token endpoint and reads the profile from /api/v1/me.
declare module 'passport-reddit' {
  import OAuth2Strategy from 'passport-oauth2';

  export interface Profile {
    readonly provider: 'reddit';
    readonly id: string;
    readonly name: string;
    readonly _json: Record<string, unknown>;
  }

  export class Strategy extends OAuth2Strategy {
    constructor(
      options: OAuth2Strategy.StrategyOptions & { readonly userProfileURL?: string },
      verify: OAuth2Strategy.VerifyFunction<Profile>,
    );
  }
}
