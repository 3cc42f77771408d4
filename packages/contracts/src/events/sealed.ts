/** A personal value encrypted with its owner's key (AES-256-GCM), base64 parts: what any event may carry sealed. */
export interface Sealed {
  readonly sealed: string;
}
