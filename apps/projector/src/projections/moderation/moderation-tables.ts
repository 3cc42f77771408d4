/**
 * The tables of `rm_moderation`: what can be moderated (targets), the one queue (items, their flags,
 * the flaggers' track records), the moderation log, bans and moderator notes. Age-dependent
 * numbers (priority, claimed or not) are computed when read: the projector has no clock.
 */
export function moderationTables(schema: string): string {
  return `
    -- Posts, comments, tips, ratings and alerts as the queue and the log name them.
    CREATE TABLE ${schema}.targets (
      kind text NOT NULL,
      target_id uuid NOT NULL,
      label text NOT NULL,
      author_id uuid,
      post_id uuid,
      destination_id integer,
      content jsonb NOT NULL,
      PRIMARY KEY (kind, target_id)
    );

    CREATE TABLE ${schema}.items (
      item_id text PRIMARY KEY,
      kind text NOT NULL,
      target_id uuid NOT NULL,
      -- Submissions: their summary and whole form (content kinds read targets).
      label text NOT NULL,
      content jsonb,
      base_points numeric NOT NULL,
      severity text,
      subject_user_id uuid,
      post_id uuid,
      destination_id integer,
      open boolean NOT NULL DEFAULT true,
      -- A new flag on a closed item opens a new round; priority counts the current round's flags.
      round integer NOT NULL DEFAULT 1,
      flag_count integer NOT NULL DEFAULT 0,
      flag_reasons jsonb NOT NULL DEFAULT '{}',
      queued_at timestamptz NOT NULL,
      last_flagged_at timestamptz,
      claimed_by uuid,
      claimed_until timestamptz,
      resolution_outcome text,
      resolution_action text,
      resolution_reason text,
      resolution_by uuid,
      resolution_at timestamptz
    );
    CREATE INDEX items_queue ON ${schema}.items (open, kind, queued_at);
    CREATE INDEX items_subject ON ${schema}.items (subject_user_id);

    CREATE TABLE ${schema}.flags (
      flag_id uuid PRIMARY KEY,
      item_id text NOT NULL,
      round integer NOT NULL,
      flagger_id uuid,
      reason text NOT NULL,
      details text,
      flagged_at timestamptz NOT NULL,
      -- upheld / rejected once a moderator closed the item after it.
      outcome text
    );
    CREATE INDEX flags_item ON ${schema}.flags (item_id, round);
    CREATE INDEX flags_flagger ON ${schema}.flags (flagger_id);

    CREATE TABLE ${schema}.flaggers (
      user_id uuid PRIMARY KEY,
      upheld integer NOT NULL DEFAULT 0,
      rejected integer NOT NULL DEFAULT 0
    );

    CREATE TABLE ${schema}.moderation_log (
      event_id uuid PRIMARY KEY,
      position_commit bigint NOT NULL,
      position_prepare bigint NOT NULL,
      at timestamptz NOT NULL,
      moderator_id uuid,
      moderator_role text NOT NULL,
      action text NOT NULL,
      target_kind text NOT NULL,
      target_id text NOT NULL,
      target_label text,
      subject_user_id uuid,
      reason text,
      item_id text,
      details jsonb NOT NULL DEFAULT '{}',
      event_type text NOT NULL,
      stream text NOT NULL,
      correlation_id text NOT NULL
    );
    CREATE INDEX moderation_log_order ON ${schema}.moderation_log (position_commit DESC, position_prepare DESC);
    CREATE INDEX moderation_log_subject ON ${schema}.moderation_log (subject_user_id);
    CREATE INDEX moderation_log_moderator ON ${schema}.moderation_log (moderator_id);
    CREATE INDEX moderation_log_correlation ON ${schema}.moderation_log (correlation_id);

    CREATE TABLE ${schema}.bans (
      user_id uuid PRIMARY KEY,
      until timestamptz NOT NULL,
      reason text NOT NULL,
      banned_by uuid,
      banned_at timestamptz NOT NULL,
      lifted_at timestamptz,
      lifted_by uuid,
      lift_reason text,
      ban_count integer NOT NULL DEFAULT 1
    );

    CREATE TABLE ${schema}.notes (
      note_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      -- Opened with the traveller's key; null once it is shredded.
      text text,
      author_id uuid,
      created_at timestamptz NOT NULL,
      position_commit bigint NOT NULL,
      position_prepare bigint NOT NULL
    );
    CREATE INDEX notes_user ON ${schema}.notes (user_id, created_at DESC);`;
}
