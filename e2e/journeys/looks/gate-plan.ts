/**
 * What the release gate asks the look check to compare (LOOKS_PLAN, JSON, set by
 * platform/release/gate/journeys.mjs): without it the check has nothing to do and defines no test.
 */
export interface LooksPlan {
  /** The team releasing: "shell", or a remote's name. */
  team: string;
  /** The shell's release says a change of another team's page is meant (--looks-changed). */
  meant: boolean;
  /** A remote's release declares other header or footer links than its live version: the header and footer change with them. */
  linksChanged: boolean;
  urlMode: 'hash' | 'path';
  /** Each side's site, and the query that previews the candidate there (a remote's release). */
  live: { base: string; query?: string };
  candidate: { base: string; query?: string };
  /** The candidate's own routes, walked inside the app in this order (none for the shell's release). */
  walk: string[];
  /** Every other route compared, with the team whose page it is. */
  others: Array<{ path: string; owner: string }>;
  /** Where the pictures and each engine's findings go (the gate's report folder). */
  out: string;
}

/** The plan of this run, or null when the gate asked for no look check. */
export function looksPlan(): LooksPlan | null {
  return process.env.LOOKS_PLAN ? (JSON.parse(process.env.LOOKS_PLAN) as LooksPlan) : null;
}
