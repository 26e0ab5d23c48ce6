import PostgresNIO

/// The hub's tables and its publishing function, created once by whichever
/// node starts first (an advisory lock makes nodes starting together wait
/// for each other instead of racing on `CREATE`).
enum HubSchema {
  /// The channel notifications of new message ids go out on.
  static let channel = "trellis_messages"

  /// Creates what is missing; safe to run on every start.
  static let create: PostgresQuery = """
    DO $migration$
    BEGIN
      PERFORM pg_advisory_xact_lock(726300001);
      CREATE TABLE IF NOT EXISTS trellis_messages (
        id bigserial PRIMARY KEY,
        topic text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX IF NOT EXISTS trellis_messages_created_at ON trellis_messages (created_at);
      CREATE TABLE IF NOT EXISTS trellis_openers (
        mark text PRIMARY KEY,
        url text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX IF NOT EXISTS trellis_openers_created_at ON trellis_openers (created_at);
      CREATE TABLE IF NOT EXISTS trellis_results (
        mark text PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX IF NOT EXISTS trellis_results_created_at ON trellis_results (created_at);
      -- Publishers queue on a lock held until their commit, so ids become
      -- visible in increasing order: a reader that saw id n never later
      -- finds a smaller id committed (a gap stays a gap).
      CREATE OR REPLACE FUNCTION trellis_publish(p_topic text, p_payload jsonb)
      RETURNS bigint LANGUAGE plpgsql AS $publish$
      DECLARE new_id bigint;
      BEGIN
        PERFORM pg_advisory_xact_lock(726300002);
        -- A broadcast is worth less than the lock's hold time: the commit
        -- does not wait for the disk (a crash may lose the last few ms).
        PERFORM set_config('synchronous_commit', 'off', true);
        INSERT INTO trellis_messages (topic, payload) VALUES (p_topic, p_payload)
          RETURNING id INTO new_id;
        PERFORM pg_notify('trellis_messages', new_id::text);
        RETURN new_id;
      END $publish$;
    END $migration$;
    """
}
