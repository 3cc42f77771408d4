/** `no_stream`: the stream must not exist. `stream_exists`: it must. `any`: no check. bigint: the exact last revision. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;
